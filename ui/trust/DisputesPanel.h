#pragma once

#include "core/store/Store.h"
#include "core/domain/Dispute.h"
#include "ui/common/ChangeSubscription.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"

#include <QList>
#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace tb::ui {

// The provider page's Disputes tab (issue 18.2): every dispute the provider sent, newest first, with its item, claim,
// the verdict it asks for, its state and the analyst's reasoning; Import dispute file… reads a file in the format of
// docs/disputes.md, and Accept / Reject decide the selected open dispute with the reasoning typed below (the same
// core calls as `tierbench-cli dispute`). Shows a change made anywhere (another window, the CLI, the team
// database) without a reload.
//
// Thread contract: GUI thread; every read and write is a store job (`submit().then(this, ...)`).
class DisputesPanel : public QWidget, public ProviderAware, public StoreAware {
    Q_OBJECT

public:
    explicit DisputesPanel(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;

    const QList<core::Dispute>& disputes() const { return m_disputes; }

public slots:
    void reload();
    void importFile(const QString& path);
    void decideSelected(bool accept);

signals:
    void reloaded();
    void decided(qint64 disputeId);

private:
    void show(const QList<core::Dispute>& disputes);
    void updateButtons();
    const core::Dispute* selected() const;

    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    QList<core::Dispute> m_disputes;
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_detail;
    QPlainTextEdit* m_reasoning;
    QPushButton* m_import;
    QPushButton* m_accept;
    QPushButton* m_reject;
    QLabel* m_status;
};

}  // namespace tb::ui
