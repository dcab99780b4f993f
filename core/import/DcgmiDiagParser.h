#pragma once

#include "core/import/DcgmDiagResults.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `dcgmi diag -r N` as text: the boxed table with its Metadata, Deployment, Integration, Hardware and Stress
// sections, per-GPU result rows ("Fail - GPU: 0", DCGM 4's "GPU0: Fail"), and the Warning/Info rows that explain a
// failure, wrapped over several lines. An "Error: ..." line instead of a table is the run's failure.
class DcgmiDiagParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(DcgmiDiagParser)

public:
    DcgmiDiagParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void appendText(QStringList& list, const QString& text, bool join);

    ParsedImport m_result;
    ParsedRun m_run;
    QVector<DcgmTest> m_tests;
    QList<QPair<QString, QString>> m_meta;
    QString m_category;
    enum class Last { None, Test, Warning, Info, Meta } m_last = Last::None;
    bool m_table = false, m_closed = false;
    int m_wrapWidth = 0;
    int m_lastFragment = 0;
};

}  // namespace tb::core
