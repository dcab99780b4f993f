#pragma once

#include "core/import/LineParser.h"
#include "core/import/ProbeLineReader.h"

#include <QCoreApplication>

namespace tb::core {

// A saved Tierbench probe output (JSON Lines): one run per hello ... end, with its samples and findings.
class ProbeLogParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(ProbeLogParser)

public:
    ProbeLogParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void flush();
    ParsedImport m_result;
    ParsedRun m_run;
    bool m_open = false;
    bool m_ended = false;
    qint64 m_raw = 0;
};

}  // namespace tb::core
