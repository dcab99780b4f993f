#include "ui/engagement/EngagementStartDialog.h"

#include "core/engagement/PlanEstimate.h"
#include "core/store/Store.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

EngagementStartDialog::EngagementStartDialog(std::shared_ptr<core::Store> store, const QString& nodeName,
                                             QWidget* parent)
    : QDialog(parent), m_store(std::move(store)), m_nodeName(nodeName) {
    setWindowTitle(tr("New engagement on %1").arg(nodeName));
    setObjectName(QStringLiteral("engagementStartDialog"));
    auto* layout = new QVBoxLayout(this);

    auto* form = new QFormLayout;
    auto* planRow = new QHBoxLayout;
    m_plans = new QComboBox(this);
    m_plans->setObjectName(QStringLiteral("planCombo"));
    for (const QString& name : core::PlanLoader::builtinNames()) {
        m_plans->addItem(name, name);
    }
    auto* file = new QPushButton(tr("Plan &file…"), this);
    file->setObjectName(QStringLiteral("planFileButton"));
    planRow->addWidget(m_plans, 1);
    planRow->addWidget(file);
    form->addRow(tr("&Plan:"), planRow);
    m_planInfo = new QLabel(this);
    m_planInfo->setObjectName(QStringLiteral("planInfo"));
    m_planInfo->setWordWrap(true);
    form->addRow(QString(), m_planInfo);
    layout->addLayout(form);

    auto* phases = new QGroupBox(tr("Phases to run"), this);
    m_phasesLayout = new QVBoxLayout(phases);
    layout->addWidget(phases);

    m_consent = new QCheckBox(this);
    m_consent->setObjectName(QStringLiteral("consentCheck"));
    m_consent->setVisible(false);
    layout->addWidget(m_consent);

    m_estimate = new QTreeWidget(this);
    m_estimate->setObjectName(QStringLiteral("estimateTree"));
    m_estimate->setRootIsDecorated(false);
    m_estimate->setHeaderLabels({tr("Step"), tr("Where"), tr("Node-hours"), tr("Left out because")});
    m_estimate->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_estimate->setMinimumHeight(220);
    layout->addWidget(m_estimate, 1);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("estimateTotals"));
    m_totals->setWordWrap(true);
    layout->addWidget(m_totals);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = m_buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startButton"));
    layout->addWidget(m_buttons);
    resize(760, 560);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_plans, &QComboBox::currentIndexChanged, this, &EngagementStartDialog::loadChoice);
    connect(m_consent, &QCheckBox::toggled, this, &EngagementStartDialog::refresh);
    connect(file, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Engagement plan"), QString(), tr("Plans (*.json)"), this,
                             [this](const QString& path) { choosePlanFile(path); });
    });
    refresh();
    if (m_store) {
        m_store->submit([](QSqlDatabase& db) { return core::PlanVocabulary::current(db); }) |
            whileAlive(this, [this](const core::Result<core::PlanVocabulary>& words) {
                if (!words) {
                    m_planInfo->setText(tr("The plans cannot be read: %1").arg(words.error().toString()));
                    return;
                }
                m_words = *words;
                // A plan file chosen before the vocabulary arrived is loaded now.
                if (m_planFile.isEmpty()) {
                    loadChoice();
                } else {
                    loadPlan(m_planFile);
                }
            });
    }
}

QStringList EngagementStartDialog::phases() const {
    QStringList out;
    if (m_plan) {
        for (const core::PlanPhase& p : m_plan->phases) {
            if (QCheckBox* box = m_phaseBoxes.value(p.name); box && box->isChecked()) {
                out << p.name;
            }
        }
    }
    return out;
}

bool EngagementStartDialog::consent() const {
    // Hidden means the chosen phases hold nothing destructive: nothing to consent to.
    return !m_consent->isHidden() && m_consent->isChecked();
}

bool EngagementStartDialog::canStart() const {
    return m_start->isEnabled();
}

void EngagementStartDialog::choosePlanFile(const QString& path) {
    if (path.isEmpty()) {
        return;
    }
    m_planFile = path;
    // The combo shows the file now, not the shipped plan it showed before.
    {
        const QSignalBlocker block(m_plans);
        int i = m_plans->findData(path);
        if (i < 0) {
            m_plans->addItem(tr("File: %1").arg(QFileInfo(path).fileName()), path);
            i = m_plans->count() - 1;
        }
        m_plans->setCurrentIndex(i);
    }
    loadPlan(path);
}

void EngagementStartDialog::loadChoice() {
    // A shipped plan by name, or a file chosen earlier (its path).
    const QString choice = m_plans->currentData().toString();
    m_planFile = choice.contains(u'/') ? choice : QString();
    loadPlan(choice);
}

void EngagementStartDialog::loadPlan(const QString& nameOrPath) {
    if (!m_words) {
        return;
    }
    auto plan = core::PlanLoader::find(nameOrPath, *m_words);
    if (!plan) {
        m_plan.reset();
        m_planInfo->setText(tr("This plan cannot be used: %1").arg(plan.error().toString()));
    } else {
        m_plan = *plan;
        m_planInfo->setText(tr("%1 (version %2, rubric %3)").arg(plan->title, plan->version, plan->rubric));
    }
    showPlan();
    if (m_plan) {
        emit planLoaded(m_plan->name);
    }
}

void EngagementStartDialog::showPlan() {
    qDeleteAll(m_phaseBoxes);
    m_phaseBoxes.clear();
    if (m_plan) {
        for (const core::PlanPhase& p : m_plan->phases) {
            auto* box = new QCheckBox(p.title.isEmpty() ? p.name : p.title, this);
            box->setObjectName(QStringLiteral("phase_") + p.name);
            box->setChecked(true);
            connect(box, &QCheckBox::toggled, this, &EngagementStartDialog::refresh);
            m_phasesLayout->addWidget(box);
            m_phaseBoxes.insert(p.name, box);
        }
    }
    m_consent->setChecked(false);  // a new plan never inherits consent given for another
    refresh();
}

void EngagementStartDialog::refresh() {
    m_estimate->clear();
    if (!m_plan) {
        m_consent->setVisible(false);
        m_totals->setText(QString());
        m_start->setEnabled(false);
        return;
    }
    const QStringList chosen = phases();
    QStringList destructive;
    for (const core::PlanStep& s : m_plan->steps()) {
        if (s.destructive && chosen.contains(s.phase)) {
            destructive << (s.title.isEmpty() ? s.name : s.title);
        }
    }
    m_consent->setVisible(!destructive.isEmpty());
    m_consent->setText(tr("The provider agreed to the steps that disrupt the node: %1").arg(destructive.join(u", ")));
    // Chosen phases only: an empty choice would mean "every phase" to the estimate.
    const core::PlanEstimate e =
        chosen.isEmpty() ? core::PlanEstimate{}
                         : core::PlanEstimate::of(*m_plan, {m_nodeName}, chosen, consent(), /*scheduler=*/false);
    int running = 0;
    for (const core::PlanEstimate::Step& s : e.steps) {
        auto* item = new QTreeWidgetItem(m_estimate);
        item->setText(0, s.step.title.isEmpty() ? s.step.name : s.step.title);
        item->setText(1, s.where.join(QStringLiteral("; ")));
        item->setText(2, s.leftOut.isEmpty() ? QString::number(s.nodeHours, 'f', 2) : QString());
        item->setText(3, s.leftOut);
        if (!s.leftOut.isEmpty()) {
            for (int c = 0; c < 4; ++c) {
                item->setForeground(c, palette().brush(QPalette::Disabled, QPalette::Text));
            }
        } else {
            ++running;
        }
    }
    if (running == 0) {
        m_totals->setText(tr("Nothing would run: choose a phase, or give consent for its steps."));
    } else {
        m_totals->setText(tr("%n step(s) would run on %1: about %2 node-hours, at most %3; the budget is %4 "
                             "node-hours.",
                             nullptr, running)
                              .arg(m_nodeName)
                              .arg(e.nodeHours, 0, 'f', 2)
                              .arg(e.ceilingNodeHours, 0, 'f', 2)
                              .arg(e.budgetNodeHours, 0, 'f', 2));
    }
    m_start->setEnabled(running > 0);
}

}  // namespace tb::ui
