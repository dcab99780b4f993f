#pragma once

#include "core/import/LineSplitter.h"
#include "core/import/ProbeEvent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QVector>

namespace tb::core {

// Incremental reader of the probes' JSON Lines protocol. Feed it byte chunks exactly as they arrive (split anywhere,
// even inside a UTF-8 sequence); it returns the events completed by each chunk. Memory is bounded: a line longer
// than maxLine is cut and reported as a Raw event with cut = true.
//
// Blank lines produce no event. Not thread-safe; one reader per stream (stdout of one run).
class ProbeLineReader {
    Q_DECLARE_TR_FUNCTIONS(ProbeLineReader)

public:
    static constexpr int kProtocolVersion = 1;

    explicit ProbeLineReader(qsizetype maxLine = 1024 * 1024);

    QVector<ProbeEvent> feed(const QByteArray& chunk);
    QVector<ProbeEvent> feed(const char* data, qsizetype size);
    // Parses a last line that had no newline.
    QVector<ProbeEvent> finish();

    // One complete line (without newline) to an event.
    static ProbeEvent parseLine(std::string_view line, bool cut = false);

    qint64 rawLines() const { return m_rawLines; }
    qint64 protocolLines() const { return m_protocolLines; }

private:
    LineSplitter m_splitter;
    QVector<ProbeEvent>* m_out = nullptr;
    qint64 m_rawLines = 0;
    qint64 m_protocolLines = 0;
};

}  // namespace tb::core
