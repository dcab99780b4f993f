#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// The one rule every importer keeps for input whose subject was not fully read (issue 38.7): a capture cut short
// (XML not closed, fewer GPUs read than attached, a table without its end, a last line without its newline, an HCA
// without its ports) is no evidence that all is well. Every check of the run that would pass becomes unknown, its
// detail saying what was cut; warn and fail stand, since what was read is true. The run is marked truncated.
class IncompleteEvidence {
    Q_DECLARE_TR_FUNCTIONS(IncompleteEvidence)

public:
    // why: what was cut, in a few words ("2 GPUs attached, 1 read").
    static void apply(ParsedRun& run, const QString& why);
    // The reasons the importers share, for `why`.
    static QString endsMidLine();                           // a last line without its newline
    static QString gpusRead(int attached, qsizetype read);  // "2 GPUs attached, 1 read"
    static QString partIncomplete(const QString& part);     // "GPU 00000000:43:00.0 incomplete"
    static QString notClosed(const QString& what);          // "the XML is not closed"
};

}  // namespace tb::core
