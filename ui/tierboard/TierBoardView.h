#pragma once

#include "ui/common/ChangeSubscription.h"

#include "ui/common/StoreAware.h"
#include "ui/tierboard/TierBoardWidget.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace tb::ui {

// The "Tier board" view of the main window: the live board (newest assignments, fresh suggestions, reference tiers)
// with the placement and badge options and an export button. Loads on the storage thread.
class TierBoardView : public QWidget, public StoreAware {
    Q_OBJECT

public:
    explicit TierBoardView(QWidget* parent = nullptr);
    void setStore(std::shared_ptr<core::Store> store) override;

public slots:
    void reload();

signals:
    // After an export the analyst asked for (path as chosen; MessageBox said so when it failed).
    void exported(const QString& path);

private:
    void applyOptions();
    void exportBoard();

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    TierBoardWidget* m_board = nullptr;
    QComboBox* m_placement = nullptr;
    QCheckBox* m_showSuggested = nullptr;
    QCheckBox* m_showReference = nullptr;
    QCheckBox* m_showPrice = nullptr;
    QComboBox* m_priceScenario = nullptr;  // the cost scenario of the price beside tier
    QLabel* m_status = nullptr;
};

}  // namespace tb::ui
