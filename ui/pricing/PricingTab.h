#pragma once

#include "ui/common/ChangeSubscription.h"
#include "core/cost/ProviderCosts.h"
#include "core/usecase/PricingWorkflow.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QUndoStack;

namespace tb::ui {

class PriceEditor;
class PriceUndoCommand;
class TornadoChart;

// A provider's prices and what they cost in use: the price records (every version, editable with undo, CSV in
// and out), and for a chosen scenario the eight cost components, the effective price of a useful GPU-hour, the
// inputs with the measured ones marked and linked to their runs, the tornado, and the Pricing criterion's
// suggested score against the priced peers. Every read and write is a store job; the GUI thread never waits.
class PricingTab : public QWidget, public StoreAware, public ProviderAware {
    Q_OBJECT

public:
    explicit PricingTab(QWidget* parent = nullptr);
    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;

    QUndoStack* undoStack() const { return m_undo; }
    void importCsvFile(const QString& path);
    void exportCsvFile(const QString& path);

signals:
    void reloaded();
    void errorOccurred(const QString& message);

private:
    struct Loaded {
        core::PricePage page;
        core::ProviderCost cost;
        QList<double> peers;
    };
    void reload();
    void showLoaded(const Loaded& loaded);
    void showCost(const core::ProviderCost& cost, const QList<double>& peers);
    void openEditor(bool edit);
    // The editor on `shown`; accepting it pushes the change from `before` (nullopt: a new record).
    void openEditorOn(const std::optional<core::PriceRecord>& before, const core::PriceRecord& shown,
                      const QString& message);
    // Another analyst saved the price since the editor read it: Reload, Overwrite knowingly or Keep editing.
    void resolveConflict(PriceUndoCommand* command, const core::PriceRecord& before, const core::PriceRecord& mine,
                         const core::Error& conflict);
    void deleteSelected();
    void push(std::optional<core::PriceRecord> before, std::optional<core::PriceRecord> after);
    std::optional<core::PriceRecord> selected() const;

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    QList<core::PriceRecord> m_records;
    QUndoStack* m_undo = nullptr;
    QPointer<PriceEditor> m_editor;

    QTableWidget* m_prices = nullptr;
    QPushButton *m_add = nullptr, *m_edit = nullptr, *m_delete = nullptr, *m_undoButton = nullptr,
                *m_redoButton = nullptr, *m_import = nullptr, *m_export = nullptr;
    QComboBox* m_scenario = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_score = nullptr;
    QTableWidget* m_lines = nullptr;
    QTableWidget* m_inputs = nullptr;
    TornadoChart* m_tornado = nullptr;
};

}  // namespace tb::ui
