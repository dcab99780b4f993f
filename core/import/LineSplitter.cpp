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

void LineSplitter::feed(const char* data, qsizetype size, const Sink& sink) {
    const char* p = data;
    const char* end = data + size;
    while (p < end) {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
        if (m_skipping) {
            if (!nl)
                return;
            m_skipping = false;
            p = nl + 1;
            continue;
        }
        if (!nl) {
            // Partial line: keep at most maxLine bytes, then cut.
            const qsizetype room = m_maxLine - m_pending.size();
            const qsizetype n = qsizetype(end - p);
            if (n < room) {
                m_pending.append(p, n);
            } else {
                m_pending.append(p, room);
                deliver(std::string_view(m_pending.constData(), size_t(m_pending.size())), true, false, sink);
                m_pending.clear();
                m_skipping = true;
            }
            return;
        }
        const qsizetype n = qsizetype(nl - p);
        if (m_pending.isEmpty()) {
            if (n <= m_maxLine) {
                deliver(std::string_view(p, size_t(n)), false, false, sink);
            } else {
                deliver(std::string_view(p, size_t(m_maxLine)), true, false, sink);
            }
        } else {
            const qsizetype room = m_maxLine - m_pending.size();
            const bool cut = n > room;
            m_pending.append(p, cut ? room : n);
            deliver(std::string_view(m_pending.constData(), size_t(m_pending.size())), cut, false, sink);
            m_pending.clear();
        }
        p = nl + 1;
    }
}

void LineSplitter::finish(const Sink& sink) {
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
