#include "ui/providers/ProviderPage.h"
#include "ui/common/GuiContinuation.h"
#include "ui/pricing/PricingTab.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/Store.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/checklist/EvaluationActions.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"
#include "ui/providers/TierBadge.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/trust/DisputesPanel.h"
#include "ui/rating/RatingTab.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/runs/ResultsTab.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
// Everything the page shows, read in one storage-thread job so a selection costs one round trip.
struct PageData {
    std::optional<core::Provider> provider;
    QVector<core::Evaluation> evaluations;
    std::optional<core::Checklist> checklist;
    std::optional<core::RatingRecord> assigned;  // the newest tier assignment
    QString error;
};

std::optional<core::RatingRecord> newestAssignment(QSqlDatabase& db, qint64 providerId) {
    // An evaluation marked unable to test has no tier: the header says so instead of an older assignment.
    if (auto e = core::RatingRepository(db).latestEvaluation(providerId); e && e->unableToTest) {
        core::RatingRecord untested;
        untested.providerId = providerId;
        untested.evaluationId = e->id;
        untested.assignedTier = QString::fromLatin1(core::kUnableToTestKey);
        return untested;
    }
    auto history = core::RatingRepository(db).history(providerId);  // newest first
    if (!history || history->isEmpty()) {
        return std::nullopt;
    }
    return history->first();
}

QLabel* valueLabel(QWidget* parent, const char* objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse |
                                   Qt::LinksAccessibleByKeyboard);
    return label;
}
}  // namespace

ProviderPage::ProviderPage(QUndoStack* undoStack, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("providerPage"));
    auto* layout = new QVBoxLayout(this);

    auto* header = new QHBoxLayout;
    auto* titles = new QVBoxLayout;
    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("providerNameLabel"));
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.6);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("providerSubtitleLabel"));
    m_subtitle->setEnabled(false);
    titles->addWidget(m_name);
    titles->addWidget(m_subtitle);
    // The published ClusterMAX tier, shown only when there is one (a "Not rated" chip beside "Bronze · assigned"
    // read as a contradiction).
    m_badge = new TierBadge(this);
    m_badge->setObjectName(QStringLiteral("referenceTierBadge"));
    // The header says what this workbench holds: the suggested tier (from the Rating tab's computation) and the
    // assigned one (issue 12.9: not only in the history table). One line high: the header must not make the window
    // taller.
    auto* tiers = new QHBoxLayout;
    m_suggestedBadge = new TierBadge(this);
    m_suggestedBadge->setObjectName(QStringLiteral("suggestedTierBadge"));
    m_suggestedBadge->hide();
    m_assignedBadge = new TierBadge(this);
    m_assignedBadge->setObjectName(QStringLiteral("assignedTierBadge"));
    m_assignedLabel = new QLabel(this);
    m_assignedLabel->setObjectName(QStringLiteral("assignedTierLabel"));
    m_assignedLabel->setEnabled(false);
    tiers->addWidget(m_assignedLabel);
    tiers->addWidget(m_suggestedBadge);
    tiers->addWidget(m_assignedBadge);
    tiers->addWidget(m_badge);
    header->addLayout(titles, 1);
    header->addLayout(tiers);
    header->setAlignment(tiers, Qt::AlignTop | Qt::AlignRight);
    layout->addLayout(header);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("providerTabs"));
    m_tabs->addTab(buildOverview(), tr("&Overview"));
    m_checklist = new ChecklistView(undoStack, m_tabs);
    m_tabs->addTab(m_checklist, tr("Chec&klist"));
    layout->addWidget(m_tabs, 1);
    connect(m_checklist, &ChecklistView::errorOccurred, this, &ProviderPage::errorOccurred);
    m_evaluationActions = new EvaluationActions(this);
    connect(m_evaluationActions, &EvaluationActions::errorOccurred, this, &ProviderPage::errorOccurred);
    connect(m_checklist, &ChecklistView::startEvaluationRequested, this, &ProviderPage::newEvaluation);
    // A new evaluation is what the analyst works on next: its checklist.
    connect(m_evaluationActions, &EvaluationActions::saved, this,
            [this](qint64 evaluationId) { m_checklist->showEvaluation(evaluationId); });

    installExtensionTabs();
    clearPage();
}

void ProviderPage::installExtensionTabs() {
    // Extension point: one line per provider tab, e.g. `addTab(new RunsTab(this), tr("&Runs"));`
    addTab(new InterviewsTab(this), tr("&Interviews"));
    auto* rating = new RatingTab(this);
    connect(rating, &RatingTab::startEvaluationRequested, this, &ProviderPage::newEvaluation);
    addTab(rating, tr("R&ating"));
    connect(rating, &RatingTab::reloaded, this, [this, rating] {
        const auto tier = rating->providerId() == m_loadedId ? rating->rating().suggestion.tier : std::nullopt;
        m_suggestedBadge->setTier(tier, tr("suggested"));
        m_suggestedBadge->setVisible(tier.has_value());
        showAssigned(m_assigned);
    });
    addTab(new NodesRunsTab(this), tr("&Nodes && runs"));
    addTab(new ClustersTab(this), tr("C&lusters"));
    addTab(new ResultsTab(this), tr("Re&sults"));
    auto* pricing = new PricingTab(this);
    connect(pricing, &PricingTab::errorOccurred, this, &ProviderPage::errorOccurred);
    addTab(pricing, tr("&Pricing"));
    addTab(new DisputesPanel(this), tr("&Disputes"));
}

int ProviderPage::addTab(QWidget* tab, const QString& title) {
    m_extensionTabs.append(tab);
    // A tab taller than a 1280x720 screen allows scrolls instead of making the whole window that tall (the
    // Pricing and Nodes & runs tabs made its minimum 772 px, issue 12.8).
    auto* scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(tab);
    const int index = m_tabs->addTab(scroll, title);
    if (auto* aware = dynamic_cast<StoreAware*>(tab); aware && m_store) {
        aware->setStore(m_store);
    }
    if (auto* aware = dynamic_cast<ProviderAware*>(tab)) {
        aware->setProvider(m_providerId);
    }
    return index;
}

QWidget* ProviderPage::buildOverview() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("overviewTab"));
    auto* layout = new QHBoxLayout(page);

    auto* left = new QVBoxLayout;
    auto* details = new QGroupBox(tr("Details"), page);
    auto* form = new QFormLayout(details);
    m_website = valueLabel(details, "websiteLabel");
    m_website->setOpenExternalLinks(true);
    m_kind = valueLabel(details, "kindLabel");
    m_gpus = valueLabel(details, "gpuLabel");
    m_referenceTier = valueLabel(details, "referenceTierLabel");
    m_v1Tier = valueLabel(details, "v1TierLabel");
    m_updated = valueLabel(details, "updatedLabel");
    form->addRow(tr("Website:"), m_website);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("GPU models:"), m_gpus);
    form->addRow(tr("Reference tier:"), m_referenceTier);
    form->addRow(tr("ClusterMAX 1.0:"), m_v1Tier);
    form->addRow(tr("Last changed:"), m_updated);
    left->addWidget(details);

    auto* notesBox = new QGroupBox(tr("Notes"), page);
    auto* notesLayout = new QVBoxLayout(notesBox);
    m_notes = new QTextBrowser(notesBox);
    m_notes->setObjectName(QStringLiteral("notesView"));
    m_notes->setOpenExternalLinks(true);
    notesLayout->addWidget(m_notes);
    left->addWidget(notesBox, 1);
    layout->addLayout(left, 2);

    auto* evalBox = new QGroupBox(tr("Evaluations"), page);
    auto* evalLayout = new QVBoxLayout(evalBox);
    m_evaluations = new QTreeWidget(evalBox);
    m_evaluations->setObjectName(QStringLiteral("evaluationsList"));
    m_evaluations->setRootIsDecorated(false);
    m_evaluations->setHeaderLabels({tr("Evaluation"), tr("Status"), tr("Reviewer"), tr("Started")});
    m_evaluations->header()->setStretchLastSection(false);
    m_evaluations->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_evaluations->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_evaluations->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_evaluations->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    auto* evalHint = new QLabel(tr("Double-click or press Return to open an evaluation's checklist."), evalBox);
    evalHint->setEnabled(false);
    evalHint->setWordWrap(true);
    auto* evalButtons = new QHBoxLayout;
    auto* newEval = new QPushButton(tr("&New evaluation…"), evalBox);
    newEval->setObjectName(QStringLiteral("newEvaluationButton"));
    m_editEvaluation = new QPushButton(tr("&Edit…"), evalBox);
    m_editEvaluation->setObjectName(QStringLiteral("editEvaluationButton"));
    m_closeEvaluation = new QPushButton(tr("C&lose evaluation"), evalBox);
    m_closeEvaluation->setObjectName(QStringLiteral("closeEvaluationButton"));
    evalButtons->addWidget(newEval);
    evalButtons->addWidget(m_editEvaluation);
    evalButtons->addWidget(m_closeEvaluation);
    evalButtons->addStretch(1);
    evalLayout->addWidget(m_evaluations, 1);
    evalLayout->addLayout(evalButtons);
    evalLayout->addWidget(evalHint);
    connect(newEval, &QPushButton::clicked, this, &ProviderPage::newEvaluation);
    connect(m_editEvaluation, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedEvaluationId()) {
            m_evaluationActions->edit(id);
        }
    });
    connect(m_closeEvaluation, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedEvaluationId()) {
            m_evaluationActions->close(id);
        }
    });
    connect(m_evaluations, &QTreeWidget::currentItemChanged, this, &ProviderPage::updateEvaluationButtons);
    layout->addWidget(evalBox, 3);
    connect(m_evaluations, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        m_checklist->showEvaluation(item->data(0, Qt::UserRole).toLongLong());
        showChecklist();
    });
    return page;
}

void ProviderPage::newEvaluation() {
    if (m_providerId > 0) {
        m_evaluationActions->startNew(m_providerId);
    }
}

qint64 ProviderPage::selectedEvaluationId() const {
    const QTreeWidgetItem* item = m_evaluations->currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

void ProviderPage::updateEvaluationButtons() {
    const QTreeWidgetItem* item = m_evaluations->currentItem();
    const qint64 id = selectedEvaluationId();
    m_editEvaluation->setEnabled(id > 0);
    m_closeEvaluation->setEnabled(id > 0 && item->data(0, Qt::UserRole + 1).toString().isEmpty());
}

void ProviderPage::showAssigned(const std::optional<core::RatingRecord>& assigned) {
    m_assigned = assigned;
    const auto tier = assigned ? core::tierFromKey(assigned->assignedTier) : std::nullopt;
    if (assigned && assigned->assignedTier == QLatin1String(core::kUnableToTestKey)) {
        m_assignedBadge->setUnableToTest();
        m_assignedBadge->setToolTip(QString());
        m_assignedBadge->show();
        m_assignedLabel->clear();
        return;
    }
    if (!tier) {
        m_assignedBadge->hide();
        m_assignedLabel->setText(m_provider.id == 0                    ? QString()
                                 : m_suggestedBadge->isVisibleTo(this) ? tr("not assigned yet")
                                                                       : tr("No tier suggested or assigned yet"));
        return;
    }
    m_assignedBadge->setTier(tier, tr("assigned"));
    m_assignedBadge->setToolTip(tr("by %1 on %2").arg(assigned->assignedBy, assigned->assignedAt.left(10)));
    m_assignedBadge->show();
    m_assignedLabel->clear();
}

void ProviderPage::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_evaluationActions->setStore(m_store);
    // A tier assigned anywhere shows in the header without reloading the page (which would reset the checklist).
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_loadedId > 0 && c.touchesProvider(m_loadedId) && c.touches(core::EntityKind::Rating)) {
            const qint64 providerId = m_loadedId;
            m_store->submit([providerId](QSqlDatabase& db) { return newestAssignment(db, providerId); }) |
                ui::whileAlive(this, [this, providerId](const std::optional<core::RatingRecord>& assigned) {
                    if (m_loadedId == providerId) {
                        showAssigned(assigned);
                    }
                });
        }
    });
    m_checklist->setStore(m_store);
    for (QWidget* tab : std::as_const(m_extensionTabs)) {
        if (auto* aware = dynamic_cast<StoreAware*>(tab)) {
            aware->setStore(m_store);
        }
    }
}

void ProviderPage::showChecklist() {
    m_tabs->setCurrentWidget(m_checklist);
}

void ProviderPage::showTab(QWidget* tab) {
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i) == tab || m_tabs->widget(i)->isAncestorOf(tab)) {
            m_tabs->setCurrentIndex(i);
            return;
        }
    }
}

void ProviderPage::setProvider(qint64 providerId) {
    m_providerId = providerId;
    const quint64 generation = ++m_loadGeneration;
    for (QWidget* tab : std::as_const(m_extensionTabs)) {
        if (auto* aware = dynamic_cast<ProviderAware*>(tab)) {
            aware->setProvider(providerId);
        }
    }
    if (providerId == 0 || !m_store) {
        clearPage();
        m_loadedId = 0;
        emit loaded(0);
        return;
    }
    m_store->submit([providerId](QSqlDatabase& db) {
        PageData page;
        auto provider = core::ProviderRepository(db).get(providerId);
        if (!provider) {
            page.error = provider.error().toString();
            return page;
        }
        page.provider = *provider;
        core::EvaluationRepository evaluations(db);
        page.evaluations = evaluations.evaluationsFor(providerId);
        page.assigned = newestAssignment(db, providerId);
        if (!page.evaluations.isEmpty()) {
            auto checklist = evaluations.checklist(page.evaluations.first().id);
            if (checklist) {
                page.checklist = *checklist;
            } else {
                page.error = checklist.error().toString();
            }
        }
        return page;
    }) | ui::whileAlive(this, [this, generation, providerId](const PageData& page) {
        if (generation != m_loadGeneration) {
            return;  // the analyst moved on to another provider meanwhile
        }
        if (!page.provider) {
            clearPage();
            emit errorOccurred(page.error);
            m_loadedId = providerId;
            emit loaded(providerId);
            return;
        }
        showProvider(*page.provider, page.evaluations);
        showAssigned(page.assigned);
        m_checklist->setEvaluations(page.evaluations, page.checklist);
        if (!page.error.isEmpty()) {
            emit errorOccurred(page.error);
        }
        m_loadedId = providerId;
        emit loaded(providerId);
    });
}

void ProviderPage::clearPage() {
    m_provider = {};
    m_name->setText(tr("No provider selected"));
    m_subtitle->setText(tr("Pick a provider on the left, or add one with Ctrl+N."));
    m_badge->hide();
    m_suggestedBadge->hide();
    m_assignedBadge->hide();
    m_assigned.reset();
    m_assignedLabel->clear();
    m_tabs->setEnabled(false);
    for (QLabel* label : {m_website, m_kind, m_gpus, m_referenceTier, m_v1Tier, m_updated}) {
        label->clear();
    }
    m_notes->clear();
    m_evaluations->clear();
    m_checklist->setEvaluations({}, std::nullopt);
}

void ProviderPage::showProvider(const core::Provider& p, const QVector<core::Evaluation>& evaluations) {
    m_provider = p;
    m_tabs->setEnabled(true);
    m_name->setText(p.name);
    QStringList subtitle{core::providerKindName(p.kind)};
    if (!p.gpuModels.isEmpty()) {
        subtitle << p.gpuModels;
    }
    m_subtitle->setText(subtitle.join(QStringLiteral(" · ")));
    m_badge->setTier(p.referenceTier,
                     p.referenceRound.isEmpty() ? tr("reference") : tr("ClusterMAX %1").arg(p.referenceRound));
    m_badge->setVisible(p.referenceTier.has_value());

    if (p.website.isEmpty()) {
        m_website->setText(tr("—"));
    } else {
        const QString href =
            p.website.contains(QLatin1String("://")) ? p.website : QStringLiteral("https://") + p.website;
        m_website->setText(
            QStringLiteral("<a href=\"%1\">%2</a>").arg(href.toHtmlEscaped(), p.website.toHtmlEscaped()));
    }
    m_kind->setText(core::providerKindName(p.kind));
    m_gpus->setText(p.gpuModels.isEmpty() ? tr("—") : p.gpuModels);
    if (p.referenceTier) {
        m_referenceTier->setText(
            p.referenceRound.isEmpty()
                ? core::tierName(*p.referenceTier)
                : tr("%1 (ClusterMAX %2)").arg(core::tierName(*p.referenceTier), p.referenceRound));
    } else {
        m_referenceTier->setText(tr("Not rated"));
    }
    const auto v1 = core::tierFromKey(p.v1Tier);
    m_v1Tier->setText(v1 ? core::tierName(*v1) : tr("—"));
    m_updated->setText(p.updatedAt.isEmpty() ? tr("—") : p.updatedAt);
    if (p.notes.isEmpty()) {
        m_notes->setPlainText(tr("No notes yet. Edit the provider (F2) to add some."));
    } else {
        m_notes->setPlainText(p.notes);
    }

    m_evaluations->clear();
    for (const auto& e : evaluations) {
        auto* item = new QTreeWidgetItem(m_evaluations);
        item->setText(0, e.title.isEmpty() ? tr("Evaluation %1").arg(e.id) : e.title);
        item->setText(1, e.closedAt.isEmpty()
                             ? core::evaluationStatusName(e.status)
                             : tr("%1, closed %2").arg(core::evaluationStatusName(e.status), e.closedAt.left(10)));
        item->setText(2, e.reviewer);
        item->setText(3, e.startedAt.left(10));
        item->setData(0, Qt::UserRole, e.id);
        item->setData(0, Qt::UserRole + 1, e.closedAt);
    }
    if (evaluations.isEmpty()) {
        auto* item = new QTreeWidgetItem(m_evaluations);
        item->setText(0, tr("No evaluation yet: start one with New evaluation…"));
        item->setFlags(Qt::NoItemFlags);
    } else {
        m_evaluations->setCurrentItem(m_evaluations->topLevelItem(0));
    }
    updateEvaluationButtons();
}

}  // namespace tb::ui
