#include "ui/runs/ResultsTab.h"

#include "ui/common/ChangeSubscription.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tb::ui {

ResultsTab::ResultsTab(QWidget* parent)
    : QWidget(parent), m_history(new RunHistoryPanel(this)), m_summary(new QLabel(this)) {
    setObjectName(QStringLiteral("resultsTab"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    auto* reloadButton = new QPushButton(tr("Re&load"), this);
    reloadButton->setToolTip(tr("Read the list again, e.g. after an import from the command line"));
    bar->addWidget(m_summary, 1);
    bar->addWidget(reloadButton);
    layout->addLayout(bar);
    layout->addWidget(m_history, 1);
    connect(reloadButton, &QPushButton::clicked, this, &ResultsTab::reload);
    connect(m_history, &RunHistoryPanel::loaded, this, [this](int runs) {
        m_summary->setText(runs == 0 ? tr("No results yet.")
                                     : tr("%n run(s): probes, recipes and imported tool outputs.", nullptr, runs));
    });
}

void ResultsTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_history->setStore(m_store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) &&
            c.touchesAny({core::EntityKind::Run, core::EntityKind::Evaluation})) {
            reload();
        }
    });
    reload();
}

void ResultsTab::setProvider(qint64 providerId) {
    if (providerId == m_providerId) {
        return;
    }
    m_providerId = providerId;
    reload();
}

void ResultsTab::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_providerId <= 0) {
        m_history->setProviderScope(0, 0);
        m_summary->clear();
        return;
    }
    const qint64 providerId = m_providerId;
    // Evidence attached from here goes to the provider's newest evaluation.
    m_store->submit([providerId](QSqlDatabase& db) {
        const auto evaluations = core::EvaluationRepository(db).evaluationsFor(providerId);  // newest first
        return evaluations.isEmpty() ? qint64(0) : evaluations.first().id;
    }) | ui::whileAlive(this, [this, generation, providerId](qint64 evaluationId) {
        if (generation == m_generation) {
            m_history->setProviderScope(providerId, evaluationId);
        }
    });
}

}  // namespace tb::ui
