#include "ui/calibration/CalibrationFilterProxy.h"

#include "ui/calibration/CalibrationModel.h"

namespace tb::ui {

CalibrationFilterProxy::CalibrationFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(CalibrationModel::RawRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CalibrationFilterProxy::setOnlyDisagreements(bool only) {
    m_only = only;
    invalidateFilter();
}

bool CalibrationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!m_only) {
        return true;
    }
    return sourceModel()->index(sourceRow, 0, sourceParent).data(CalibrationModel::DisagreesRole).toBool();
}

}  // namespace tb::ui
