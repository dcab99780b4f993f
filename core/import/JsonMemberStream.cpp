#include "core/import/JsonMemberStream.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <utility>

namespace tb::core {

namespace {
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
// What ends a number or a literal (true, false, null).
bool endsScalar(char c) {
    return isSpace(c) || c == ',' || c == ']' || c == '}' || c == ':' || c == '[' || c == '{' || c == '"';
}
}  // namespace

JsonMemberStream::JsonMemberStream(const QStringList& streamedPaths, ElementSink sink) : m_sink(std::move(sink)) {
    for (const QString& p : streamedPaths) {
        m_patterns << (p.isEmpty() ? QStringList() : p.split(u'/'));
    }
}

void JsonMemberStream::fail(const QString& why) {
    if (m_error.isEmpty()) {
        m_error = why;
        m_errorOffset = m_offset;
    }
}

bool JsonMemberStream::matches(const QStringList& path) const {
    for (const QStringList& pattern : m_patterns) {
        if (pattern.size() != path.size()) {
            continue;
        }
        bool all = true;
        for (qsizetype i = 0; i < path.size() && all; ++i) {
            all = pattern[i] == QLatin1String("*") || pattern[i] == path[i];
        }
        if (all) {
            return true;
        }
    }
    return false;
}

QString JsonMemberStream::decodeKey(const QByteArray& raw) {
    if (!raw.contains('\\')) {
        return QString::fromUtf8(raw);
    }
    return QJsonDocument::fromJson('[' + ('"' + raw + '"') + ']').array().at(0).toString();
}

// Where a character of the document goes: into the element being collected, nowhere (a streamed container's own
// separators and member names), or into the rest.
void JsonMemberStream::out(char c) {
    if (m_capturing) {
        m_element.append(c);
        if (m_element.size() > kMaxElement) {
            fail(tr("one element of \"%1\" is larger than 16 MiB").arg(m_captureContainer));
        }
    } else if (m_stack.isEmpty() || !m_stack.back().streamed) {
        m_rest.append(c);
        if (m_rest.size() > kMaxRest) {
            fail(tr("the document outside its streamed parts is larger than 16 MiB"));
        }
    }
}

void JsonMemberStream::startValue(char c) {
    if (c == ',' || c == ':' || c == ']' || c == '}') {
        if (c == ',') {
            fail(tr("a misplaced comma"));
        } else if (c == ':') {
            fail(tr("a misplaced colon"));
        } else {
            fail(tr("a comma before the end of an array or object"));
        }
        return;
    }
    if (!m_stack.isEmpty() && m_stack.back().streamed && !m_capturing) {
        const Frame& f = m_stack.back();
        m_capturing = true;
        m_captureDepth = m_stack.size();
        m_element.resize(0);
        m_captureContainer = f.path.join(u'/');
        m_captureMember = f.object ? decodeKey(f.key) : QString();
    }
    out(c);
    if (c == '{' || c == '[') {
        if (m_stack.size() >= kMaxDepth) {
            fail(tr("nested deeper than %1 levels").arg(kMaxDepth));
            return;
        }
        Frame n;
        n.object = c == '{';
        n.expect = n.object ? Expect::KeyOrEnd : Expect::ValueOrEnd;
        if (!m_capturing) {
            if (m_stack.isEmpty()) {
                n.onPath = true;
            } else if (const Frame& p = m_stack.back(); p.onPath && p.object) {
                n.onPath = true;
                n.path = p.path;
                n.path << decodeKey(p.key);
            }
            n.streamed = n.onPath && matches(n.path);
        }
        m_stack.push_back(std::move(n));
    } else if (c == '"') {
        m_inString = true;
        m_stringIsKey = false;
    } else {
        m_inScalar = true;
    }
}

void JsonMemberStream::closeContainer(char c) {
    if ((c == '}') != m_stack.back().object) {
        fail(c == '}' ? tr("an array closed by '}'") : tr("an object closed by ']'"));
        return;
    }
    m_stack.pop_back();
    out(c);
    valueDone();
}

void JsonMemberStream::valueDone() {
    if (m_stack.isEmpty()) {
        m_done = true;
        return;
    }
    if (m_capturing && m_stack.size() == m_captureDepth) {
        m_capturing = false;
        if (m_sink) {
            m_sink(Element{m_captureContainer, m_captureMember, m_element});
        }
        m_element.resize(0);
    }
    m_stack.back().expect = Expect::CommaOrEnd;
}

void JsonMemberStream::structural(char c) {
    Frame& f = m_stack.back();
    auto startKey = [&] {
        out(c);
        m_inString = true;
        m_stringIsKey = true;
        if (f.onPath) {
            f.key.clear();
        }
    };
    switch (f.expect) {
        case Expect::KeyOrEnd:
            if (c == '}') {
                closeContainer(c);
            } else if (c == '"') {
                startKey();
            } else {
                fail(tr("a member name is missing"));
            }
            break;
        case Expect::Key:
            if (c == '"') {
                startKey();
            } else {
                fail(c == '}' ? tr("a comma before the end of an object") : tr("a member name is missing"));
            }
            break;
        case Expect::Colon:
            if (c == ':') {
                out(c);
                f.expect = Expect::Value;
            } else {
                fail(tr("a ':' is missing after a member name"));
            }
            break;
        case Expect::ValueOrEnd:
            if (c == ']') {
                closeContainer(c);
            } else {
                startValue(c);
            }
            break;
        case Expect::Value:
            startValue(c);
            break;
        case Expect::CommaOrEnd:
            if (c == ',') {
                out(c);
                f.expect = f.object ? Expect::Key : Expect::Value;
            } else if (c == '}' || c == ']') {
                closeContainer(c);
            } else {
                fail(f.object ? tr("a missing comma between members") : tr("a missing comma between array elements"));
            }
            break;
    }
}

void JsonMemberStream::feed(const char* data, qsizetype size) {
    for (qsizetype i = 0; i < size && m_error.isEmpty(); ++i, ++m_offset) {
        const char c = data[i];
        if (m_inString) {
            out(c);
            const bool closing = !m_escape && c == '"';
            if (m_stringIsKey && !closing) {
                Frame& f = m_stack.back();
                if (f.onPath && f.key.size() < 1024) {
                    f.key.append(c);
                }
            }
            if (m_escape) {
                m_escape = false;
            } else if (c == '\\') {
                m_escape = true;
            } else if (closing) {
                m_inString = false;
                if (m_stringIsKey) {
                    m_stack.back().expect = Expect::Colon;
                } else {
                    valueDone();
                }
            } else if (static_cast<unsigned char>(c) < 0x20) {
                fail(tr("a control character inside a string"));
            }
            continue;
        }
        if (m_inScalar) {
            if (!endsScalar(c)) {
                out(c);
                continue;
            }
            m_inScalar = false;
            valueDone();
        }
        if (isSpace(c)) {
            continue;  // whitespace between tokens is not kept
        }
        if (m_done) {
            fail(tr("text after the end of the document"));
            continue;
        }
        if (!m_started) {
            if (c != '{') {
                fail(tr("the document is not a JSON object"));
                continue;
            }
            m_started = true;
            startValue(c);
            continue;
        }
        structural(c);
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
