#pragma once

#include <QtGlobal>

class QAbstractItemModel;
class QString;
class QTableView;
class QWidget;

namespace tb::ui {

// A cluster view's table: whole rows selected one at a time, no row numbers, the last column stretched, no wrap.
QTableView* makeClusterTable(QWidget* parent, const QString& objectName, QAbstractItemModel* model);

// The NodeSessions ids of a cluster's login node, for the Slurm and the Kubernetes view alike: the node's own id is
// the session that runs jobs, its negative the one that looks (so a long job never blocks a refresh).
inline qint64 clusterSessionId(qint64 loginId, bool jobs) {
    return jobs ? loginId : -loginId;
}

}  // namespace tb::ui
