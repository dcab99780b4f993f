#pragma once

#include <QWidget>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QTableView;

namespace tb::core {
struct NodeMatrix;
}

namespace tb::ui {

class NodeMatrixModel;

// The node-by-check matrix page of a cluster view, Slurm or Kubernetes alike: a summary of the newest cross-node
// audit, "only rows where nodes differ", the matrix with its outliers marked, and a double-click that asks for the
// cell's raw output. A view may put controls of its own into the header (the Kubernetes view's tb-node image).
//
// GUI thread only.
class NodeMatrixPage : public QWidget {
    Q_OBJECT

public:
    // onlyDifferingText: the check box's label, with an accelerator that is free on the owning view.
    NodeMatrixPage(const QString& onlyDifferingText, QWidget* parent);

    // Adds a widget to the header, after the summary and before the check box.
    void addHeaderWidget(QWidget* widget);
    // Shows the matrix of the audit job `jobName` and says how many nodes, rows, differences and outliers it has.
    void setMatrix(const core::NodeMatrix& matrix, const QString& jobName);

    QTableView* view() const { return m_view; }
    NodeMatrixModel* model() const { return m_model; }
    QLabel* summary() const { return m_summary; }
    QCheckBox* onlyDiffering() const { return m_onlyDiffering; }

signals:
    // A cell was double-clicked: the run of that node's tb-node (0 when the node reported nothing).
    void rawOutputRequested(qint64 runId, const QString& node);

private:
    QHBoxLayout* m_header;
    QLabel* m_summary;
    QCheckBox* m_onlyDiffering;
    NodeMatrixModel* m_model;
    QTableView* m_view;
};

}  // namespace tb::ui
