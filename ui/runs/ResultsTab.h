#pragma once

#include "ui/common/ChangeSubscription.h"

#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"

#include <QWidget>

class QLabel;

namespace tb::ui {

class RunHistoryPanel;

// The provider page's "Results" tab: every run of the provider in one list, whatever produced it (a probe on one
// of its nodes, a recipe, or a tool output imported with `tierbench-cli import --provider`), with the run's chart
// against its baseline, its findings, and "Attach as evidence" into the provider's newest evaluation.
//
// Thread contract: GUI thread; store reads are jobs continued with `.then(this, ...)`.
class ResultsTab : public QWidget, public StoreAware, public ProviderAware {
    Q_OBJECT

public:
    explicit ResultsTab(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;
    // Reads the list again (after an import from the command line, say).
    void reload();

private:
    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    RunHistoryPanel* m_history;
    QLabel* m_summary;
};

}  // namespace tb::ui
