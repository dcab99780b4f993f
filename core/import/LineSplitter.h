#pragma once

#include <QByteArray>

#include <functional>
#include <string_view>

namespace tb::core {

// Splits a byte stream fed in arbitrary chunks into lines (without '\n' and a trailing '\r'); a lone '\r' (old Mac
// line endings, progress displays) ends a line as well and is counted (crBreaks) so callers can say so. Memory is
// bounded: a line longer than maxLine is delivered cut at maxLine (cut = true) and the rest up to the next newline is
// dropped. Lines that lie wholly inside one chunk are delivered without copying.
//
// Not thread-safe; one instance per stream.
class LineSplitter {
public:
    // line: valid only during the call. cut: the line was longer than maxLine. last: the stream ended without a
    // newline after this line (only from finish()).
    using Sink = std::function<void(std::string_view line, bool cut, bool last)>;

    explicit LineSplitter(qsizetype maxLine = 1024 * 1024) : m_maxLine(maxLine) {}

    void feed(const char* data, qsizetype size, const Sink& sink);
    void feed(const QByteArray& chunk, const Sink& sink) { feed(chunk.constData(), chunk.size(), sink); }
    // Delivers a pending partial line, if any.
    void finish(const Sink& sink);

    qint64 cutLines() const { return m_cutLines; }
    // Line breaks that were a lone CR rather than LF or CRLF.
    qint64 crBreaks() const { return m_crBreaks; }
    bool endedWithoutNewline() const { return m_endedWithoutNewline; }

private:
    void deliver(std::string_view line, bool cut, bool last, const Sink& sink);
    void endLine(const char* s, const char* e, const Sink& sink);  // [s, e) ends a line
    void partial(const char* s, const char* e, const Sink& sink);  // [s, e) continues past the chunk

    qsizetype m_maxLine;
    QByteArray m_pending;
    bool m_skipping = false;  // dropping the tail of a cut line until the next newline
    qint64 m_cutLines = 0;
    bool m_endedWithoutNewline = false;
    bool m_afterCr = false;  // the last chunk ended with a CR
    qint64 m_crBreaks = 0;
};

}  // namespace tb::core
