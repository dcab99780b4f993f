#include "core/domain/JsonLineMap.h"

namespace tb::core {

namespace {
constexpr int kMaxDepth = 64;  // deeper than any plan; a hostile nesting must not exhaust the stack
}

JsonLineMap::JsonLineMap(const QByteArray& json) : m_text(json) {
    value(QString());
}

int JsonLineMap::lineOf(const QByteArray& text, qsizetype offset) {
    return int(text.left(qBound<qsizetype>(0, offset, text.size())).count('\n')) + 1;
}

int JsonLineMap::line(const QString& path) const {
    QString p = path;
    while (true) {
        if (auto it = m_lines.constFind(p); it != m_lines.constEnd()) {
            return *it;
        }
        if (p.isEmpty()) {
            return 1;
        }
        const qsizetype cut = std::max(p.lastIndexOf(u'.'), p.lastIndexOf(u'['));
        p = cut > 0 ? p.left(cut) : QString();
    }
}

void JsonLineMap::skipSpace() {
    while (m_at < m_text.size()) {
        const char c = m_text.at(m_at);
        if (c == '\n') {
            ++m_line;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            return;
        }
        ++m_at;
    }
}

bool JsonLineMap::string(QString* out) {
    if (m_at >= m_text.size() || m_text.at(m_at) != '"') {
        return false;
    }
    const qsizetype start = ++m_at;
    while (m_at < m_text.size() && m_text.at(m_at) != '"') {
        m_at += m_text.at(m_at) == '\\' ? 2 : 1;
    }
    if (out) {
        // Keys of a plan are plain words; an escaped key is kept as written, which is enough to find it again.
        *out = QString::fromUtf8(m_text.mid(start, m_at - start));
    }
    ++m_at;
    return m_at <= m_text.size();
}

void JsonLineMap::value(const QString& path) {
    skipSpace();
    if (m_at >= m_text.size()) {
        return;
    }
    m_lines.insert(path, m_line);
    const char c = m_text.at(m_at);
    if ((c == '{' || c == '[') && m_depth >= kMaxDepth) {
        m_at = m_text.size();
        return;
    }
    if (c == '{') {
        ++m_depth;
        ++m_at;
        while (true) {
            skipSpace();
            if (m_at >= m_text.size() || m_text.at(m_at) == '}') {
                ++m_at;
                break;
            }
            QString key;
            if (!string(&key)) {
                m_at = m_text.size();
                break;
            }
            skipSpace();
            ++m_at;  // ':'
            value(path.isEmpty() ? key : path + u'.' + key);
            skipSpace();
            if (m_at < m_text.size() && m_text.at(m_at) == ',') {
                ++m_at;
            }
        }
        --m_depth;
    } else if (c == '[') {
        ++m_depth;
        ++m_at;
        for (int i = 0;; ++i) {
            skipSpace();
            if (m_at >= m_text.size() || m_text.at(m_at) == ']') {
                ++m_at;
                break;
            }
            const qsizetype before = m_at;
            value(path + QStringLiteral("[%1]").arg(i));
            skipSpace();
            if (m_at < m_text.size() && m_text.at(m_at) == ',') {
                ++m_at;
            } else if (m_at == before) {
                m_at = m_text.size();  // no progress: not JSON
            }
        }
        --m_depth;
    } else if (c == '"') {
        string(nullptr);
    } else {
        while (m_at < m_text.size() && !QByteArrayView(",]} \t\r\n").contains(m_text.at(m_at))) {
            ++m_at;
        }
    }
}

}  // namespace tb::core
