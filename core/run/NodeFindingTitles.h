#pragma once

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// The words an analyst reads for tb-node's and the scheduler audit's check and fact ids ("fs.home_shared" is "Shared
// /home", "slurm.gres" is "GPUs as GRES"), so views show
// titles and keep the ids for tooltips and JSON. An id without a title here comes back as itself.
class NodeFindingTitles {
    Q_DECLARE_TR_FUNCTIONS(NodeFindingTitles)

public:
    static QString title(const QString& kind, const QString& key);
};

}  // namespace tb::core
