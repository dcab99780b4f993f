#include "core/import/IncompleteEvidence.h"

namespace tb::core {

void IncompleteEvidence::apply(ParsedRun& run, const QString& why) {
    run.truncated = true;
    for (FindingRecord& f : run.findings) {
        if (!isCheck(f) || f.status != FindingStatus::Pass)
            continue;
        f.status = FindingStatus::Unknown;
        f.detail = tr("Not fully read (%1), so it cannot pass; what was read: %2").arg(why, f.detail);
    }
}

QString IncompleteEvidence::endsMidLine() {
    return tr("the input ends mid-line, without a newline: it was cut");
}

QString IncompleteEvidence::gpusRead(int attached, qsizetype read) {
    return tr("%1 GPUs attached, %2 read").arg(attached).arg(read);
}

QString IncompleteEvidence::partIncomplete(const QString& part) {
    return tr("%1 incomplete").arg(part);
}

QString IncompleteEvidence::notClosed(const QString& what) {
    return tr("%1 is not closed").arg(what);
}

}  // namespace tb::core
