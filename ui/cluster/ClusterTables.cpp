#include "ui/cluster/ClusterTables.h"

#include <QHeaderView>
#include <QTableView>

namespace tb::ui {

QTableView* makeClusterTable(QWidget* parent, const QString& objectName, QAbstractItemModel* model) {
    auto* view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

}  // namespace tb::ui
