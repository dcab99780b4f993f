#include "ui/cluster/NodeMatrixModel.h"

#include "core/domain/FindingKind.h"

#include <QBrush>
#include <QColor>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

namespace tb::ui {

NodeMatrixModel::NodeMatrixModel(QObject* parent) : QAbstractTableModel(parent) {}

int NodeMatrixModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int NodeMatrixModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_matrix.columns.size());
}

QVariant NodeMatrixModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= m_matrix.columns.size()) {
        return {};
    }
    const core::NodeMatrix::Row& row = m_matrix.rows.at(m_rows.at(index.row()));
    const core::NodeMatrix::Column& column = m_matrix.columns.at(index.column());
    const core::NodeMatrix::Cell& cell = row.cells.at(index.column());
    switch (role) {
        case Qt::DisplayRole:
            if (!column.hasResult) {
                return tr("no result");
            }
            return cell.present ? cell.text.left(80) : QStringLiteral("—");
        case Qt::ToolTipRole: {
            if (!column.hasResult) {
                return column.note;
            }
            QString tip = QStringLiteral("%1 · %2\n%3")
                              .arg(column.node, row.label, cell.present ? cell.text : tr("not reported"));
            if (!cell.detail.isEmpty()) {
                tip += u'\n' + cell.detail.left(600);
            }
            if (cell.outlier) {
                tip += u'\n' + tr("Differs from most nodes.");
            }
            return tip + u'\n' + tr("Double-click for the node's raw output.");
        }
        case Qt::BackgroundRole:
            if (!column.hasResult) {
                return QBrush(QColor(0xf2, 0xd7, 0xd5));
            }
            if (cell.outlier) {
                return QBrush(QColor(0xff, 0xe0, 0x99));
            }
            return {};
        case Qt::ForegroundRole:
            switch (cell.status) {
                case core::FindingStatus::Fail:
                    return QBrush(QColor(0xb0, 0x1e, 0x1e));
                case core::FindingStatus::Warn:
                    return QBrush(QColor(0x8a, 0x5a, 0x00));
                default:
                    return {};
            }
        case RawValueRole:
            return cell.text;
        case RunIdRole:
            return column.runId;
        case OutlierRole:
            return cell.outlier;
        case DetailRole:
            return cell.detail;
        default:
            return {};
    }
}

QVariant NodeMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_matrix.columns.size()) {
            return {};
        }
        const auto& c = m_matrix.columns.at(section);
        if (role == Qt::DisplayRole) {
            return c.hasResult && c.outliers > 0 ? QStringLiteral("%1 (%2)").arg(c.node).arg(c.outliers) : c.node;
        }
        if (role == Qt::ToolTipRole) {
            return c.hasResult ? tr("%n cell(s) differ from most nodes", nullptr, c.outliers) : c.note;
        }
        return {};
    }
    if (section < 0 || section >= m_rows.size()) {
        return {};
    }
    const auto& r = m_matrix.rows.at(m_rows.at(section));
    if (role == Qt::DisplayRole) {
        return r.differs ? QStringLiteral("≠ %1").arg(r.label) : r.label;
    }
    if (role == Qt::ToolTipRole) {
        return QStringLiteral("%1 (%2)").arg(r.key, r.kind);
    }
    return {};
}

void NodeMatrixModel::fitColumns(QTableView* view, const NodeMatrixModel& model) {
    const QFontMetrics cell(view->font());
    const QFontMetrics head(view->horizontalHeader()->font());
    const int padding = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 12;
    const int rows = model.rowCount();
    QHeaderView* header = view->horizontalHeader();
    for (int c = 0; c < model.columnCount(); ++c) {
        int width = head.horizontalAdvance(model.headerData(c, Qt::Horizontal).toString()) + padding + 8;
        for (int r = 0; r < rows; ++r) {
            width = qMax(width, cell.horizontalAdvance(model.data(model.index(r, c)).toString()) + padding);
        }
        header->resizeSection(c, qMin(width, 320));  // a long value is elided; the tooltip has it whole
    }
    view->verticalHeader()->resizeSections(QHeaderView::ResizeToContents);  // the row titles: a few dozen
}

void NodeMatrixModel::rebuildRows() {
    m_rows.clear();
    for (int i = 0; i < m_matrix.rows.size(); ++i) {
        if (!m_onlyDiffering || m_matrix.rows.at(i).differs) {
            m_rows << i;
        }
    }
}

void NodeMatrixModel::setMatrix(const core::NodeMatrix& matrix, bool onlyDiffering) {
    beginResetModel();
    m_matrix = matrix;
    m_onlyDiffering = onlyDiffering;
    rebuildRows();
    endResetModel();
}

void NodeMatrixModel::setOnlyDiffering(bool only) {
    beginResetModel();
    m_onlyDiffering = only;
    rebuildRows();
    endResetModel();
}

}  // namespace tb::ui
