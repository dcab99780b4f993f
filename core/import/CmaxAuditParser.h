#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QHash>
#include <QVector>

namespace tb::core {

// The report `cmax audit` (SemiAnalysis' ClusterMAX audit tool) prints and an analyst saves: a "# ClusterMAX ...
// audit report" title, one block per check headed "STATUS   Title  [check.id]" (PASS, WARNING, FAIL, SKIPPED) with
// indented lines under it (Observed:, an assessment, Recommendation:, References:), and a closing count line
// ("2 failed, 1 warning, 40 passed, 3 skipped"). Terminal colours and hyperlinks (-vv from a terminal) are stripped.
//
// Each check becomes the finding cmax.<check id> with cmax's verdict: PASS pass, WARNING warn, FAIL fail, SKIPPED
// waived where cmax says it does not apply and unknown where it could not verify. tb-node-suggestions.json maps the
// cmax checks to the rubric items Tierbench's own checks feed, so both sit on one item (CmaxAgreement compares
// them). A report without its count line, or with fewer checks than it counts, was cut: nothing of it passes.
class CmaxAuditParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(CmaxAuditParser)

public:
    static constexpr int kMaxChecks = 5000;

    CmaxAuditParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // Without ANSI colour codes and OSC 8 hyperlinks (ESC ] 8 ;; url ESC \).
    static QByteArray withoutTerminalCodes(std::string_view line);

private:
    struct Check {
        QString id, title, status, observed, assessment;
    };
    bool readHeading(const QString& line);
    void readSummary(const QString& line);

    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Check> m_checks;
    QHash<QString, qsizetype> m_index;
    qsizetype m_current = -1;  // the check whose indented lines follow
    bool m_titleSeen = false;
    int m_summaryCount = -1;  // checks the count line says the report holds
    qint64 m_dropped = 0;
    qint64 m_cut = 0;
};

}  // namespace tb::core
