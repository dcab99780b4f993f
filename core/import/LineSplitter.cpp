#include "core/import/LineSplitter.h"

#include <cstring>

namespace tb::core {

void LineSplitter::deliver(std::string_view line, bool cut, bool last, const Sink& sink) {
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (cut)
        ++m_cutLines;
    sink(line, cut, last);
}

void LineSplitter::endLine(const char* s, const char* e, const Sink& sink) {
    if (m_skipping) {
        m_skipping = false;  // the tail of a cut line ends here
        return;
    }
    const qsizetype n = qsizetype(e - s);
    if (m_pending.isEmpty()) {
        if (n <= m_maxLine)
            deliver(std::string_view(s, size_t(n)), false, false, sink);
        else
            deliver(std::string_view(s, size_t(m_maxLine)), true, false, sink);
        return;
    }
    const qsizetype room = m_maxLine - m_pending.size();
    const bool cut = n > room;
    m_pending.append(s, cut ? room : n);
    deliver(std::string_view(m_pending.constData(), size_t(m_pending.size())), cut, false, sink);
    m_pending.clear();
}

void LineSplitter::partial(const char* s, const char* e, const Sink& sink) {
    if (m_skipping)
        return;
    // Partial line: keep at most maxLine bytes, then cut.
    const qsizetype room = m_maxLine - m_pending.size();
    const qsizetype n = qsizetype(e - s);
    if (n < room) {
        m_pending.append(s, n);
        return;
    }
    m_pending.append(s, room);
    deliver(std::string_view(m_pending.constData(), size_t(m_pending.size())), true, false, sink);
    m_pending.clear();
    m_skipping = true;
}

void LineSplitter::feed(const char* data, qsizetype size, const Sink& sink) {
    const char* p = data;
    const char* end = data + size;
    if (m_afterCr && p < end) {
        // The previous chunk ended with a CR: with an LF now it was CRLF, otherwise a line break of its own.
        m_afterCr = false;
        if (*p == '\n')
            ++p;
        else
            ++m_crBreaks;
    }
    while (p < end) {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
        const char* stop = nl ? nl : end;
        const char* cr = static_cast<const char*>(std::memchr(p, '\r', size_t(stop - p)));
        // A lone CR (not the CR of a CRLF) ends a line too: old Mac files and progress displays use it, and read as
        // one giant line they would hide everything after the first CR.
        if (cr && cr + 1 != nl) {
            endLine(p, cr, sink);
            if (cr + 1 == end) {
                m_afterCr = true;  // CRLF split across chunks, or a CR break: the next byte decides
                return;
            }
            ++m_crBreaks;
            p = cr + 1;
            continue;
        }
        if (!nl) {
            partial(p, end, sink);
            return;
        }
        endLine(p, nl, sink);
        p = nl + 1;
    }
}

void LineSplitter::finish(const Sink& sink) {
    if (m_afterCr) {
        m_afterCr = false;
        ++m_crBreaks;
    }
    if (m_skipping) {
        m_skipping = false;
        m_endedWithoutNewline = true;
        return;
    }
    if (!m_pending.isEmpty()) {
        m_endedWithoutNewline = true;
        const QByteArray line = m_pending;
        m_pending.clear();
        deliver(std::string_view(line.constData(), size_t(line.size())), false, true, sink);
    }
}

}  // namespace tb::core
