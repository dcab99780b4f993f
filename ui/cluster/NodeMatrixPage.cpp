#include "ui/cluster/NodeMatrixPage.h"

#include "core/cluster/NodeMatrix.h"
#include "ui/cluster/NodeMatrixModel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace tb::ui {

NodeMatrixPage::NodeMatrixPage(const QString& onlyDifferingText, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    m_header = new QHBoxLayout;
    m_summary = new QLabel(tr("No cross-node audit yet."), this);
    m_summary->setObjectName(QStringLiteral("matrixSummary"));
    m_summary->setWordWrap(true);
    m_onlyDiffering = new QCheckBox(onlyDifferingText, this);
    m_header->addWidget(m_summary, 1);
    m_header->addWidget(m_onlyDiffering);
    layout->addLayout(m_header);
    m_model = new NodeMatrixModel(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("nodeMatrix"));
    m_view->setModel(m_model);
    m_view->setWordWrap(false);
    layout->addWidget(m_view, 1);

    connect(m_onlyDiffering, &QCheckBox::toggled, m_model, &NodeMatrixModel::setOnlyDiffering);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const qint64 runId = m_model->data(index, NodeMatrixModel::RunIdRole).toLongLong();
        emit rawOutputRequested(runId, m_model->headerData(index.column(), Qt::Horizontal).toString());
    });
}

void NodeMatrixPage::addHeaderWidget(QWidget* widget) {
    m_header->insertWidget(m_header->indexOf(m_onlyDiffering), widget);
}

void NodeMatrixPage::setMatrix(const core::NodeMatrix& matrix, const QString& jobName) {
    m_model->setMatrix(matrix, m_onlyDiffering->isChecked());
    NodeMatrixModel::fitColumns(m_view, *m_model);
    int silent = 0;
    for (const auto& c : matrix.columns) {
        silent += c.hasResult ? 0 : 1;
    }
    // Whole sentences, each translated with its own full stop; the joiner is translated too (no space in ja/zh).
    QString text = tr("%1: %2 nodes, %3 rows, %4 differ, %n outlier cell(s).", nullptr, int(matrix.outliers))
                       .arg(jobName)
                       .arg(matrix.columns.size())
                       .arg(matrix.rows.size())
                       .arg(matrix.differingKeys().size());
    const auto then = [](const QString& first, const QString& second) {
        return tr("%1 %2", "one sentence followed by another").arg(first, second);
    };
    if (silent > 0) {
        text = then(text, tr("%n node(s) reported nothing.", nullptr, silent));
    }
    m_summary->setText(then(text, tr("Double-click a cell for its raw output.")));
}

}  // namespace tb::ui
