#include "ui/runs/RunHistoryPanel.h"

#include "core/domain/FindingKind.h"
#include "core/rubric/RubricText.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "ui/common/ChangeSubscription.h"
#include "core/baseline/BaselineMatcher.h"
#include "core/store/BaselineRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/EvidenceRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/usecase/EvidenceWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/charts/RunCharts.h"
#include "ui/runs/EvidenceDialog.h"
#include "ui/runs/RenderableView.h"
#include "ui/runs/RunHistoryModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
// On a finding's item: whether it is a check (only a check can be attached on its own).
constexpr int kFindingIsCheckRole = Qt::UserRole + 1;

struct RunDetail {
    core::Result<core::RunRecord> run = core::makeError(core::ErrorCode::NotFound, QString());
    QVector<core::SampleRecord> samples;
    QVector<core::FindingRow> findings;
    QString findingsError;  // a stored kind or status that is not one of the keys: the list is refused, and said so
    core::Result<core::BaselineSet> baselines = core::makeError(core::ErrorCode::NotFound, QString());
    QStringList evidenceFor;
};
}  // namespace

RunHistoryPanel::RunHistoryPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("runHistoryPanel"));
    if (auto mapping = core::NodeCheckSuggestions::load()) {
        m_mapping = *mapping;
    }
    if (auto mapping = core::NodeCheckSuggestions::load(core::SlurmAudit::suggestionsPath())) {
        m_slurmMapping = *mapping;
    }
    if (auto mapping = core::NodeCheckSuggestions::load(core::KubeAudit::suggestionsPath())) {
        m_kubeMapping = *mapping;
    }
    if (auto items = core::RunEvidenceItems::load()) {
        m_evidenceItems = *items;
    }
    if (auto recipes = core::RecipeBook::load(core::RecipeBook::builtinPath())) {
        m_recipes = *recipes;
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* splitter = new QSplitter(Qt::Vertical, this);

    m_model = new RunHistoryModel(this);
    m_view = new QTableView(splitter);
    m_view->setObjectName(QStringLiteral("historyView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(int(RunHistoryModel::Column::Name), QHeaderView::Stretch);
    splitter->addWidget(m_view);

    auto* detail = new QWidget(splitter);
    auto* detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    m_info = new QLabel(tr("Select a run."), detail);
    m_info->setObjectName(QStringLiteral("runInfoLabel"));
    // The items a run is evidence for make this line long: it must not widen the panel (that pushed the run list's
    // columns and the Attach button off a 1400 px window). It wraps within the width it has.
    m_info->setWordWrap(true);
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_info->setMinimumWidth(1);
    m_attach = new QPushButton(tr("&Attach as evidence…"), detail);
    m_attach->setObjectName(QStringLiteral("attachButton"));
    m_attach->setToolTip(tr("Link this run (or the selected check) to a check item of the evaluation"));
    bar->addWidget(m_info, 1);
    bar->addWidget(m_attach);
    detailLayout->addLayout(bar);

    m_tabs = new QTabWidget(detail);
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    m_chart = new RenderableView(m_tabs);
    m_chart->setObjectName(QStringLiteral("historyChart"));
    m_chart->setPlaceholder(tr("Select a run to see its chart."));
    m_tabs->addTab(m_chart, tr("Chart"));
    m_findings = new QTreeWidget(m_tabs);
    m_findings->setObjectName(QStringLiteral("findingsTree"));
    m_findings->setRootIsDecorated(false);
    m_findings->setHeaderLabels({tr("Kind"), tr("Key"), tr("Status"), tr("Value / detail")});
    m_tabs->addTab(m_findings, tr("Findings"));

    auto* suggestPage = new QWidget(m_tabs);
    auto* suggestLayout = new QVBoxLayout(suggestPage);
    m_suggestNote = new QLabel(suggestPage);
    m_suggestNote->setObjectName(QStringLiteral("suggestNote"));
    m_suggestNote->setWordWrap(true);
    setSuggestionSource(false);
    suggestLayout->addWidget(m_suggestNote);
    m_suggestions = new QTreeWidget(suggestPage);
    m_suggestions->setObjectName(QStringLiteral("suggestionsTree"));
    m_suggestions->setRootIsDecorated(false);
    m_suggestions->setHeaderLabels({tr("Check item"), tr("Suggested"), tr("Current"), tr("Because")});
    suggestLayout->addWidget(m_suggestions);
    auto* confirmRow = new QHBoxLayout;
    m_verdict = new QComboBox(suggestPage);
    m_verdict->setObjectName(QStringLiteral("verdictCombo"));
    for (core::Verdict v : core::kAllVerdicts) {
        m_verdict->addItem(core::verdictName(v), core::verdictKey(v));
    }
    m_confirm = new QPushButton(tr("Con&firm verdict"), suggestPage);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_confirmChecked = new QPushButton(tr("Accept the ticked suggestions"), suggestPage);
    m_confirmChecked->setObjectName(QStringLiteral("confirmCheckedButton"));
    m_confirmChecked->setToolTip(tr("Write the suggested verdict of every checked row, all at once or none"));
    confirmRow->addWidget(m_confirmChecked);
    confirmRow->addStretch();
    confirmRow->addWidget(new QLabel(tr("Verdict:"), suggestPage));
    confirmRow->addWidget(m_verdict);
    confirmRow->addWidget(m_confirm);
    suggestLayout->addLayout(confirmRow);
    m_tabs->addTab(suggestPage, tr("Suggested verdicts"));
    detailLayout->addWidget(m_tabs);
    splitter->addWidget(detail);
    layout->addWidget(splitter);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid()) {
                    showRun(m_model->runAt(current.row()).id);
                }
            });
    connect(m_attach, &QPushButton::clicked, this, &RunHistoryPanel::attachEvidence);
    connect(m_confirm, &QPushButton::clicked, this, &RunHistoryPanel::confirmSuggestion);
    connect(m_suggestions, &QTreeWidget::currentItemChanged, this, &RunHistoryPanel::onSuggestionSelected);
    connect(m_suggestions, &QTreeWidget::itemChanged, this, &RunHistoryPanel::updateButtons);
    connect(m_confirmChecked, &QPushButton::clicked, this, &RunHistoryPanel::confirmCheckedSuggestions);
    updateButtons();
}

RunHistoryPanel::~RunHistoryPanel() = default;

void RunHistoryPanel::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // New runs and status changes; not every sample batch of a live run (the live chart shows those).
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if ((m_nodeId > 0 || m_providerScope > 0) && c.touches(core::EntityKind::Run) &&
            (m_providerScope <= 0 || c.touchesProvider(m_providerScope))) {
            reload(m_runId);
        } else if (m_shownRunning && c.touches(core::EntityKind::Samples)) {
            reload(m_runId);  // the shown run is still running: its counts and chart follow its samples
        }
    });
    reload();
}

void RunHistoryPanel::setProviderScope(qint64 providerId, qint64 evaluationId) {
    m_providerScope = providerId;
    setPlace(evaluationId, 0);
}

void RunHistoryPanel::setPlace(qint64 evaluationId, qint64 nodeId) {
    const bool evaluationChanged = evaluationId != m_evaluationId;
    m_evaluationId = evaluationId;
    m_nodeId = nodeId;
    if (evaluationChanged) {
        m_checklist = {};
    }
    reload();
}

void RunHistoryPanel::reload(qint64 selectRunId) {
    const quint64 generation = ++m_generation;
    if (!m_store || (m_nodeId <= 0 && m_providerScope <= 0)) {
        m_model->setRuns({});
        m_runId = 0;
        m_chart->setPlaceholder(tr("Select a run to see its chart."));
        m_findings->clear();
        m_suggestions->clear();
        updateButtons();
        return;
    }
    const qint64 nodeId = m_nodeId;
    const qint64 providerId = m_providerScope;
    const qint64 evaluationId = m_evaluationId;
    const bool needChecklist = m_checklist.evaluation.id != evaluationId && evaluationId > 0;
    struct Loaded {
        QVector<core::RunSummary> runs;
        std::optional<core::Checklist> checklist;
    };
    m_store->submit([nodeId, providerId, evaluationId, needChecklist](QSqlDatabase& db) {
        Loaded l;
        l.runs = providerId > 0 ? core::RunHistoryQuery(db).runsForProvider(providerId)
                                : core::RunHistoryQuery(db).runsForNode(nodeId);
        if (needChecklist) {
            if (auto c = core::EvaluationRepository(db).checklist(evaluationId)) {
                l.checklist = *c;
            }
        }
        return l;
    }) | ui::whileAlive(this, [this, generation, selectRunId](const Loaded& l) {
        if (generation != m_generation) {
            return;
        }
        if (l.checklist) {
            m_checklist = *l.checklist;
        }
        const qint64 keep = selectRunId > 0 ? selectRunId : m_runId;
        m_model->setRuns(l.runs);
        const int row = m_model->rowOfRun(keep);
        if (row >= 0) {
            m_view->selectRow(row);
            // The shown run may have moved on since it was drawn (samples arrived, it ended): draw it again.
            const core::RunSummary& now = l.runs.at(row);
            const bool moved =
                m_shownRunning && (now.status != core::RunStatus::Running || now.samples != m_shownSamples);
            if (keep != m_runId || moved) {
                showRun(keep);
            }
        } else if (!l.runs.isEmpty()) {
            m_view->selectRow(0);
        } else {
            m_runId = 0;
            m_chart->setPlaceholder(
                m_providerScope > 0
                    ? tr("No results for this provider yet: run probes on a node (Nodes & runs) or import a "
                         "tool's output with tierbench-cli import --provider.")
                    : tr("No runs on this node yet: pick probes or recipes above and press Run."));
            m_findings->clear();
            m_suggestions->clear();
        }
        updateButtons();
        emit loaded(int(l.runs.size()));
    });
}

void RunHistoryPanel::selectRun(qint64 runId) {
    const int row = m_model->rowOfRun(runId);
    if (row >= 0) {
        m_view->selectRow(row);
    }
}

void RunHistoryPanel::showRun(qint64 runId) {
    m_runId = runId;
    const quint64 generation = ++m_generation;
    m_store->submit([runId](QSqlDatabase& db) {
        RunDetail d;
        core::RunRepository repo(db);
        d.run = repo.get(runId);
        d.samples = repo.samples(runId);
        if (auto findings = core::RunHistoryQuery(db).findings(runId)) {
            d.findings = std::move(*findings);
        } else {
            d.findingsError = findings.error().message;
        }
        d.evidenceFor = core::EvidenceRepository(db).checkItemsOfRun(runId);
        if (!d.samples.isEmpty()) {
            d.baselines = core::BaselineRepository(db).latestOrBuiltin(QStringLiteral("runs"));
        }
        return d;
    }) | ui::whileAlive(this, [this, generation, runId](const RunDetail& d) {
        if (generation != m_generation || !d.run) {
            return;
        }
        const core::RunRecord& run = *d.run;
        m_shownRun = run;
        QString info = tr("Run %1: %2 %3, %4")
                           .arg(runId)
                           .arg(core::runKindName(run.kind), run.probe, core::runStatusName(run.status));
        if (!run.bundleHash.isEmpty()) {
            info = tr("%1, bundle %2").arg(info, run.bundleHash.left(12));
        }
        if (!d.evidenceFor.isEmpty()) {
            // Items by title, as the checklist shows them; the key only where this rubric lacks the item.
            QStringList titles;
            for (const QString& key : d.evidenceFor) {
                const core::CheckItem* ci = m_checklist.rubric.item(key);
                titles << (ci ? core::RubricText::title(*ci) : key);
            }
            info = tr("%1 — evidence for %2").arg(info, titles.join(QStringLiteral("; ")));
        }
        if (!d.findingsError.isEmpty()) {
            info += u'\n' + d.findingsError;
        }
        m_info->setText(info);
        m_shownRunning = run.status == core::RunStatus::Running;
        m_shownSamples = int(d.samples.size());
        if (d.samples.isEmpty()) {
            m_chart->setPlaceholder(run.probe == QLatin1String("tb-node")
                                        ? tr("tb-node reports facts and checks, no samples: see Findings and "
                                             "Suggested verdicts.")
                                    : m_shownRunning ? tr("No samples yet: the run is still running, and its "
                                                          "chart appears here as they arrive.")
                                                     : tr("This run stored no samples."));
        } else {
            const core::BaselineMatcher matcher(d.baselines ? *d.baselines : core::BaselineSet{});
            auto chart = RunCharts::forRun(run, d.samples, matcher);
            if (chart) {
                m_chart->setRenderable(std::move(*chart));
            } else {
                m_chart->setPlaceholder(chart.error().message);
            }
        }
        m_findingRows = d.findings;
        m_findings->clear();
        QVector<core::NodeCheckSuggestions::CheckFinding> checks;
        for (const core::FindingRow& f : d.findings) {
            auto* item = new QTreeWidgetItem(m_findings);
            item->setText(0, core::findingKindKey(f.kind));
            item->setText(1, f.key);
            item->setText(2, core::findingStatusName(f.status));
            // A fact is its value ("Debian GNU/Linux 12"); its detail only says where it came from. A check is
            // its detail ("ACS enabled on 3 bridges"), its value at most a figure.
            const bool fact = core::isFact(f);
            const QString shown =
                fact ? (f.value.isEmpty() ? f.detail : f.value) : (f.detail.isEmpty() ? f.value : f.detail);
            const QString other = fact ? f.detail : (f.detail.isEmpty() ? QString() : f.value);
            item->setText(3, shown.left(300));
            item->setToolTip(3, other.isEmpty() ? shown.left(2000) : shown.left(2000) + u'\n' + other.left(2000));
            item->setData(0, Qt::UserRole, f.id);
            // The kind as data: the attach action asks it, not the shown text.
            item->setData(0, kFindingIsCheckRole, core::isCheck(f));
            if (core::isCheck(f)) {
                checks.append({f.id, f.key, f.status, f.detail});
            }
        }
        for (int c = 0; c < 3; ++c) {
            m_findings->resizeColumnToContents(c);
        }
        m_suggestions->clear();
        m_suggestionRows.clear();
        const bool kubeAudit = run.probe == QLatin1String("kube-audit");
        const bool schedulerAudit = run.probe == QLatin1String("slurm-audit") || kubeAudit;
        setSuggestionSource(schedulerAudit);
        const std::optional<core::NodeCheckSuggestions>& mapping = kubeAudit        ? m_kubeMapping
                                                                   : schedulerAudit ? m_slurmMapping
                                                                                    : m_mapping;
        const bool suggesting = mapping && (run.probe == QLatin1String("tb-node") || schedulerAudit);
        if (suggesting) {
            for (const core::VerdictSuggestion& s : mapping->suggest(checks)) {
                const core::CheckItem* ci = m_checklist.rubric.item(s.checkItemKey);
                if (!ci) {
                    continue;  // an item of another rubric version
                }
                const core::VerdictRecord* current = m_checklist.verdictFor(ci->id);
                auto* item = new QTreeWidgetItem(m_suggestions);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(0, Qt::Unchecked);
                item->setText(0, core::RubricText::title(*ci));
                item->setToolTip(0, s.checkItemKey);
                item->setText(1, core::verdictName(s.verdict));
                item->setText(2, current ? core::verdictName(current->verdict) : QString());
                item->setText(3, s.reason);
                item->setToolTip(3, s.reason);
                item->setData(0, Qt::UserRole, int(m_suggestionRows.size()));
                m_suggestionRows.append(s);
            }
            m_suggestions->resizeColumnToContents(0);
        }
        // An empty list under the note that it lists suggestions reads as a fault: say why there are none.
        if (m_suggestionRows.isEmpty()) {
            m_suggestNote->setText(
                suggesting ? tr("This run's checks suggest no verdicts.")
                           : tr("Only tb-node runs and scheduler audits suggest verdicts; this %1 run suggests none.")
                                 .arg(run.probe));
        }
        m_tabs->setTabText(2, m_suggestionRows.isEmpty() ? tr("Suggested verdicts")
                                                         : tr("Suggested verdicts (%1)").arg(m_suggestionRows.size()));
        updateButtons();
        emit runShown(runId);
    });
}

void RunHistoryPanel::onSuggestionSelected() {
    QTreeWidgetItem* item = m_suggestions->currentItem();
    if (item) {
        const auto& s = m_suggestionRows.value(item->data(0, Qt::UserRole).toInt());
        m_verdict->setCurrentIndex(m_verdict->findData(core::verdictKey(s.verdict)));
    }
    updateButtons();
}

void RunHistoryPanel::setSuggestionSource(bool schedulerAudit) {
    m_suggestNote->setText(schedulerAudit
                               ? tr("The scheduler audit's findings suggest these verdicts. Nothing is "
                                    "written until you confirm one; pick another verdict first to change it.")
                               : tr("tb-node's checks suggest these verdicts. Nothing is written until you "
                                    "confirm one (pick another verdict first to change it), or tick several and "
                                    "confirm them at once."));
}

void RunHistoryPanel::updateButtons() {
    const bool haveRun = m_runId > 0 && m_evaluationId > 0 && m_checklist.evaluation.id == m_evaluationId;
    // Attaching proposes from the run's details (its probe, its checks): only once they are shown.
    m_attach->setEnabled(haveRun && m_shownRun && m_shownRun->id == m_runId);
    m_confirm->setEnabled(haveRun && m_suggestions->currentItem() != nullptr);
    int checked = 0;
    for (int i = 0; i < m_suggestions->topLevelItemCount(); ++i) {
        checked += m_suggestions->topLevelItem(i)->checkState(0) == Qt::Checked ? 1 : 0;
    }
    // Translators read "checked" as "verified": the button accepts the suggested verdicts of the ticked rows.
    m_confirmChecked->setText(checked > 0 ? tr("Accept %n ticked suggestion(s)", nullptr, checked)
                                          : tr("Accept the ticked suggestions"));
    m_confirmChecked->setEnabled(haveRun && checked > 0);
    m_verdict->setEnabled(m_suggestions->currentItem() != nullptr);
}

void RunHistoryPanel::attachEvidence() {
    if (m_runId <= 0 || !m_store || m_checklist.evaluation.id != m_evaluationId) {
        return;
    }
    std::optional<qint64> findingId;
    QString findingKey;
    if (QTreeWidgetItem* f = m_findings->currentItem(); f && f->data(0, kFindingIsCheckRole).toBool()) {
        findingId = f->data(0, Qt::UserRole).toLongLong();
        findingKey = f->text(1);
    }
    const qint64 runId = m_runId;
    const QString what = findingId ? tr("Attach check %1 of run %2 as evidence for:").arg(findingKey).arg(runId)
                                   : tr("Attach run %1 as evidence for:").arg(runId);
    // Proposed first: the items this run (or the selected check) is evidence for.
    const bool kubeAudit = m_shownRun && m_shownRun->probe == QLatin1String("kube-audit");
    const bool audit = m_shownRun && (m_shownRun->probe == QLatin1String("slurm-audit") || kubeAudit);
    const std::optional<core::NodeCheckSuggestions>& mapping = kubeAudit ? m_kubeMapping
                                                               : audit   ? m_slurmMapping
                                                                         : m_mapping;
    const core::NodeCheckSuggestions* checks = mapping ? &*mapping : nullptr;
    QStringList proposed;
    if (findingId && checks) {
        proposed = checks->itemsFor(findingKey);
    } else if (m_evidenceItems && m_shownRun && m_shownRun->id == runId) {
        QStringList checkIds;
        for (const core::FindingRow& f : std::as_const(m_findingRows)) {
            if (core::isCheck(f)) {
                checkIds << f.key;
            }
        }
        proposed = m_evidenceItems->proposedFor(*m_shownRun, checkIds, checks, m_recipes ? &*m_recipes : nullptr);
    }
    auto* dialog = new EvidenceDialog(m_checklist.rubric, what, proposed, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog, runId, findingId] {
        const qint64 evaluationId = m_evaluationId;
        const qint64 checkItemId = dialog->checkItemId();
        const QString key = dialog->checkItemKey();
        const QString note = dialog->note();
        const QString actor = analystName();
        m_store->submit([=](QSqlDatabase& db) {
            return core::EvidenceWorkflow(db).attach(evaluationId, checkItemId, runId, findingId, note, actor);
        }) | ui::whileAlive(this, [this, key, runId](const core::Status& st) {
            if (!st) {
                emit errorOccurred(st.error().toString());
                return;
            }
            if (m_runId == runId) {
                showRun(runId);
            }
            emit evidenceAttached(key);
        });
    });
    dialog->open();
}

void RunHistoryPanel::confirmSuggestion() {
    QTreeWidgetItem* item = m_suggestions->currentItem();
    if (!item || !m_store || m_runId <= 0) {
        return;
    }
    const core::VerdictSuggestion s = m_suggestionRows.value(item->data(0, Qt::UserRole).toInt());
    const core::CheckItem* ci = m_checklist.rubric.item(s.checkItemKey);
    const auto verdict = core::verdictFromKey(m_verdict->currentData().toString());
    if (!ci || !verdict) {
        return;
    }
    const qint64 evaluationId = m_evaluationId;
    core::SuggestionAnswer answer;
    answer.evaluationId = evaluationId;
    answer.checkItemId = ci->id;
    answer.runId = m_runId;
    answer.findingId = s.findingIds.isEmpty() ? std::nullopt : std::optional<qint64>(s.findingIds.first());
    answer.suggested = s.verdict;
    answer.chosen = *verdict;
    answer.reason = s.reason;
    answer.actor = analystName();
    m_store->submit([answer](QSqlDatabase& db) { return core::EvidenceWorkflow(db).answerSuggestion(answer); }) |
        ui::whileAlive(
            this, [this, key = s.checkItemKey, v = core::verdictKey(*verdict), evaluationId](const core::Status& st) {
                if (!st) {
                    emit errorOccurred(st.error().toString());
                    return;
                }
                m_checklist = {};  // verdicts changed: reload them with the history
                m_evaluationId = evaluationId;
                reload(m_runId);
                emit verdictConfirmed(key, v);
            });
}

void RunHistoryPanel::confirmCheckedSuggestions() {
    if (!m_store || m_runId <= 0 || m_checklist.evaluation.id != m_evaluationId) {
        return;
    }
    QVector<core::SuggestionAnswer> answers;
    QStringList keys;
    for (int i = 0; i < m_suggestions->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_suggestions->topLevelItem(i);
        if (item->checkState(0) != Qt::Checked) {
            continue;
        }
        const core::VerdictSuggestion s = m_suggestionRows.value(item->data(0, Qt::UserRole).toInt());
        const core::CheckItem* ci = m_checklist.rubric.item(s.checkItemKey);
        if (!ci) {
            continue;
        }
        core::SuggestionAnswer a;
        a.evaluationId = m_evaluationId;
        a.checkItemId = ci->id;
        a.runId = m_runId;
        a.findingId = s.findingIds.isEmpty() ? std::nullopt : std::optional<qint64>(s.findingIds.first());
        a.suggested = s.verdict;
        a.chosen = s.verdict;
        a.reason = s.reason;
        a.actor = analystName();
        answers.append(a);
        keys << s.checkItemKey;
    }
    if (answers.isEmpty()) {
        return;
    }
    const qint64 evaluationId = m_evaluationId;
    m_confirmChecked->setEnabled(false);  // one answer in flight; the reload re-enables it
    m_store->submit([answers](QSqlDatabase& db) { return core::EvidenceWorkflow(db).answerSuggestions(answers); }) |
        ui::whileAlive(this, [this, keys, evaluationId](const core::Status& st) {
            if (!st) {
                emit errorOccurred(st.error().toString());
                updateButtons();
                return;
            }
            m_checklist = {};
            m_evaluationId = evaluationId;
            reload(m_runId);
            showRun(m_runId);  // the suggestions' "Current" column
            emit suggestionsConfirmed(keys);
        });
}

EvidenceDialog* RunHistoryPanel::evidenceDialog() const {
    return m_dialog;
}

}  // namespace tb::ui
