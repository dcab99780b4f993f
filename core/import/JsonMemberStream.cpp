#include "core/import/JsonMemberStream.h"

#include <QCoreApplication>

#include <utility>

namespace tb::core {

namespace {
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
}  // namespace

JsonMemberStream::JsonMemberStream(QSet<QString> streamedKeys, ElementSink sink)
    : m_streamed(std::move(streamedKeys)), m_sink(std::move(sink)) {}

void JsonMemberStream::fail(const QString& why) {
    if (m_error.isEmpty()) {
        m_error = why;
        m_errorOffset = m_offset;
    }
}

void JsonMemberStream::deliverElement() {
    m_inElement = false;
    m_hadElement = true;
    if (m_sink) {
        m_sink(m_arrayKey, m_element);
    }
    m_element.clear();
}

void JsonMemberStream::feed(const char* data, qsizetype size) {
    for (qsizetype i = 0; i < size && m_error.isEmpty(); ++i, ++m_offset) {
        const char c = data[i];
        if (m_done) {
            if (!isSpace(c)) {
                fail(tr("text after the end of the document"));
            }
            continue;
        }
        if (!m_started) {
            if (isSpace(c)) {
                continue;
            }
            if (c != '{') {
                fail(tr("the document is not a JSON object"));
                continue;
            }
            m_started = true;
            m_depth = 1;
            m_rest.append(c);
            continue;
        }
        QByteArray& target = m_inElement ? m_element : m_rest;
        if (m_inString) {
            target.append(c);
            if (m_escape) {
                m_escape = false;
            } else if (c == '\\') {
                m_escape = true;
            } else if (c == '"') {
                m_inString = false;
                m_stringIsKey = false;
            } else if (static_cast<unsigned char>(c) < 0x20) {
                fail(tr("a control character inside a string"));
            }
            if (m_stringIsKey && m_key.size() < 256) {
                m_key.append(c);
            }
            if (target.size() > (m_inElement ? kMaxElement : kMaxRest)) {
                fail(m_inElement ? tr("one array element is larger than 16 MiB")
                                 : tr("the document outside its result arrays is larger than 16 MiB"));
            }
            continue;
        }
        if (m_inElement) {
            // A scalar element ends at the separator, which the array level then reads.
            if (m_depth == 2 && (c == ',' || c == ']' || isSpace(c))) {
                deliverElement();
            } else {
                m_element.append(c);
                if (m_element.size() > kMaxElement) {
                    fail(tr("one array element is larger than 16 MiB"));
                    continue;
                }
                if (c == '"') {
                    m_inString = true;
                } else if (c == '{' || c == '[') {
                    ++m_depth;
                } else if (c == '}' || c == ']') {
                    if (--m_depth == 2) {
                        deliverElement();
                    }
                }
                continue;
            }
        }
        if (m_inStreamed && m_depth == 2) {
            if (isSpace(c)) {
                continue;
            }
            if (c == ']') {
                if (m_elementComma && m_hadElement) {
                    fail(tr("a comma before the end of an array"));
                    continue;
                }
                m_rest.append(c);
                m_depth = 1;
                m_inStreamed = false;
                continue;
            }
            if (c == ',') {
                if (m_elementComma) {
                    fail(tr("a misplaced comma in an array"));
                }
                m_elementComma = true;
                continue;
            }
            if (c == '}') {
                fail(tr("an array closed by '}'"));
                continue;
            }
            if (!m_elementComma) {
                fail(tr("a missing comma between array elements"));
                continue;
            }
            m_elementComma = false;
            m_inElement = true;
            m_element.append(c);
            if (c == '"') {
                m_inString = true;
            } else if (c == '{' || c == '[') {
                ++m_depth;
            }
            continue;
        }
        // The rest of the document, kept as text.
        if (m_afterColon && !isSpace(c)) {
            m_afterColon = false;
            if (c == '[' && m_depth == 1 && m_streamed.contains(QString::fromUtf8(m_key))) {
                m_rest.append(c);
                m_arrayKey = QString::fromUtf8(m_key);
                m_inStreamed = true;
                m_elementComma = true;
                m_hadElement = false;
                m_depth = 2;
                continue;
            }
        }
        m_rest.append(c);
        if (m_rest.size() > kMaxRest) {
            fail(tr("the document outside its result arrays is larger than 16 MiB"));
            continue;
        }
        if (c == '"') {
            m_inString = true;
            m_stringIsKey = m_depth == 1;
            if (m_stringIsKey) {
                m_key.clear();
            }
        } else if (c == ':' && m_depth == 1) {
            m_afterColon = true;
        } else if (c == '{' || c == '[') {
            ++m_depth;
        } else if (c == '}' || c == ']') {
            if (--m_depth == 0) {
                m_done = true;
            }
        }
    }
}

bool JsonMemberStream::finish() {
    if (!m_error.isEmpty()) {
        return false;
    }
    if (!m_started) {
        fail(tr("the document is empty"));
    } else if (!m_done) {
        fail(tr("the document ends before it is complete"));
    }
    return m_error.isEmpty();
}

}  // namespace tb::core
