#pragma once

#include "core/domain/FindingKind.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// One test of a `dcgmi diag` run (text or --json): its category, its result per GPU and what DCGM said about it.
struct DcgmTest {
    struct Result {
        QString gpu;     // "0", "all", or empty when not per GPU
        QString status;  // Pass, Fail, Warn, Skip (as DCGM writes it)
    };
    QString category, name;
    QVector<Result> results;
    QString summary;       // the test's own overall status, when given
    QStringList warnings;  // the failure's explanation (DCGM's "Warning" rows / warnings[])
    QStringList info;
};

// Facts and checks both dcgmi parsers give: dcgm.diag (worst over all tests), one dcgm.diag.<test> check per test
// that did not pass (with DCGM's explanation), and a fact per test that did; no test at all gives dcgm.diag unknown.
// meta: "DCGM Version" etc.
class DcgmDiagResults {
    Q_DECLARE_TR_FUNCTIONS(DcgmDiagResults)

public:
    static void apply(ParsedRun& run, const QVector<DcgmTest>& tests, const QList<QPair<QString, QString>>& meta);
    // "Fail - GPU: 0, 3" -> {("0","Fail"),("3","Fail")}; "Pass - All" -> {("all","Pass")}; "GPU0: Fail"; "Skip".
    static QVector<DcgmTest::Result> parseResult(const QString& text);
    // Pass, Fail, Warn; Waived for DCGM's Skip / Not Run / N/A; None when the word is not a status.
    static FindingStatus normalStatus(const QString& word);
    // "Targeted Stress" -> "targeted_stress"
    static QString slug(const QString& name);
};

}  // namespace tb::core
