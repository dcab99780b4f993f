#include "ui/ProviderPage.h"
#include "ui/pricing/PricingTab.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "ui/ChecklistView.h"
#include "ui/ProviderAware.h"
#include "ui/StoreAware.h"
#include "ui/TierBadge.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/rating/RatingTab.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/remote/NodesRunsTab.h"
#include "ui/remote/ResultsTab.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
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
    QString error;
};

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
    m_badge = new TierBadge(this);
    header->addLayout(titles, 1);
    header->addWidget(m_badge, 0, Qt::AlignTop | Qt::AlignRight);
    layout->addLayout(header);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("providerTabs"));
    m_tabs->addTab(buildOverview(), tr("&Overview"));
    m_checklist = new ChecklistView(undoStack, m_tabs);
    m_tabs->addTab(m_checklist, tr("Chec&klist"));
    layout->addWidget(m_tabs, 1);
    connect(m_checklist, &ChecklistView::errorOccurred, this, &ProviderPage::errorOccurred);

    installExtensionTabs();
    clearPage();
}

void ProviderPage::installExtensionTabs() {
    // Extension point: one line per provider tab, e.g. `addTab(new RunsTab(this), tr("&Runs"));`
    addTab(new InterviewsTab(this), tr("&Interviews"));
    addTab(new RatingTab(this), tr("R&ating"));
    addTab(new NodesRunsTab(this), tr("&Nodes && runs"));
    addTab(new ClustersTab(this), tr("C&lusters"));
    addTab(new ResultsTab(this), tr("Re&sults"));
    auto* pricing = new PricingTab(this);
    connect(pricing, &PricingTab::errorOccurred, this, &ProviderPage::errorOccurred);
    addTab(pricing, tr("&Pricing"));
}

int ProviderPage::addTab(QWidget* tab, const QString& title) {
    m_extensionTabs.append(tab);
    const int index = m_tabs->addTab(tab, title);
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
    evalLayout->addWidget(m_evaluations, 1);
    evalLayout->addWidget(evalHint);
    layout->addWidget(evalBox, 3);
    connect(m_evaluations, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        m_checklist->showEvaluation(item->data(0, Qt::UserRole).toLongLong());
        showChecklist();
    });
    return page;
}

void ProviderPage::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
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
    m_store
        ->submit([providerId](QSqlDatabase& db) {
            PageData page;
            auto provider = core::ProviderRepository(db).get(providerId);
            if (!provider) {
                page.error = provider.error().toString();
                return page;
            }
            page.provider = *provider;
            core::EvaluationRepository evaluations(db);
            page.evaluations = evaluations.evaluationsFor(providerId);
            if (!page.evaluations.isEmpty()) {
                auto checklist = evaluations.checklist(page.evaluations.first().id);
                if (checklist) {
                    page.checklist = *checklist;
                } else {
                    page.error = checklist.error().toString();
                }
            }
            return page;
        })
        .then(this, [this, generation, providerId](const PageData& page) {
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
                     p.referenceRound.isEmpty() ? QString() : tr("ClusterMAX %1").arg(p.referenceRound));
    m_badge->show();

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
        item->setText(1, core::evaluationStatusName(e.status));
        item->setText(2, e.reviewer);
        item->setText(3, e.startedAt.left(10));
        item->setData(0, Qt::UserRole, e.id);
    }
    if (evaluations.isEmpty()) {
        auto* item = new QTreeWidgetItem(m_evaluations);
        item->setText(0, tr("No evaluation yet"));
        item->setFlags(Qt::NoItemFlags);
    }
}

}  // namespace tb::ui
