#pragma once

#include <QSortFilterProxyModel>

namespace tb::ui {

// Sorts CalibrationModel by its raw values and, when asked, keeps only the disagreements.
class CalibrationFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit CalibrationFilterProxy(QObject* parent = nullptr);
    void setOnlyDisagreements(bool only);
    bool onlyDisagreements() const { return m_only; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool m_only = false;
};

}  // namespace tb::ui
