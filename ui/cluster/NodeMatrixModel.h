#pragma once

#include "core/cluster/NodeMatrix.h"

#include <QAbstractTableModel>

class QTableView;

namespace tb::ui {

// The node-by-check matrix as a table: one row per check or fact, one column per node. Outlier cells are drawn on
// a warm background, failed checks in red; a node without a result shows "no result" in every cell. RunIdRole gives
// the run of the cell's node (its raw output); RawValueRole the cell's text; OutlierRole whether it is one.
//
// Thread contract: GUI thread; the matrix comes from a ClusterWorkflow store job.
class NodeMatrixModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { RawValueRole = Qt::UserRole + 1, RunIdRole, OutlierRole, DetailRole };

    explicit NodeMatrixModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setMatrix(const core::NodeMatrix& matrix, bool onlyDiffering = false);
    // Sizes the view's columns to their text from font metrics alone. QTableView::resizeColumnsToContents() asks
    // the delegate for every visible cell of every column (1,024 nodes: most of the time the matrix took to show).
    static void fitColumns(QTableView* view, const NodeMatrixModel& model);
    void setOnlyDiffering(bool only);
    const core::NodeMatrix& matrix() const { return m_matrix; }

private:
    void rebuildRows();
    core::NodeMatrix m_matrix;
    QVector<int> m_rows;  // indices into m_matrix.rows that are shown
    bool m_onlyDiffering = false;
};

}  // namespace tb::ui
