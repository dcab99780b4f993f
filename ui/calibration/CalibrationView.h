#pragma once

#include "ui/common/ChangeSubscription.h"

#include "ui/common/StoreAware.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace tb::ui {

class CalibrationFilterProxy;
class CalibrationModel;

// The "Calibration" view of the main window: every provider's assigned, suggested and reference tier side by side,
// differences highlighted, sortable, with a filter for the disagreements and the movement since the previous closed
// round. "Close round…" freezes the current assignments as a named round ("2.2"), after which the tier board and
// this view show movement against it.
//
// Thread contract: GUI thread; loading and closing are store jobs.
class CalibrationView : public QWidget, public StoreAware {
    Q_OBJECT

public:
    explicit CalibrationView(QWidget* parent = nullptr);
    void setStore(std::shared_ptr<core::Store> store) override;

    CalibrationModel* model() const { return m_model; }
    CalibrationFilterProxy* proxy() const { return m_proxy; }

public slots:
    void reload();
    // Asks for a round name (non-blocking dialog, prefilled with the open round's name) and closes the round.
    void askCloseRound();
    // Closes (freezes) the round `name`: the open round of that name, or a new one opened and closed at once.
    void closeRound(const QString& name);

signals:
    void reloaded();
    // A row was activated (double-click, Enter): the main window opens that provider.
    void providerActivated(qint64 providerId);
    void roundClosed(bool ok, const QString& message);

private:
    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;  // the store's change signal
    quint64 m_generation = 0;
    QString m_openRound;

    CalibrationModel* m_model;
    CalibrationFilterProxy* m_proxy;
    QTableView* m_table;
    QCheckBox* m_only;
    QPushButton* m_closeRound;
    QLabel* m_summary;
};

}  // namespace tb::ui
