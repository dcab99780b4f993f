#include "ui/pricing/PricingTab.h"

#include "core/cost/PricingScore.h"
#include "core/store/PriceRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"
#include "ui/pricing/PriceEditor.h"
#include "ui/pricing/PriceUndoCommand.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/pricing/TornadoChart.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

QString money(double usd) {
    return QStringLiteral("$%L1").arg(usd, 0, 'f', usd < 100 ? 2 : 0);
}

QString optionalMoney(const std::optional<double>& v, const QString& unit) {
    return v ? QStringLiteral("%1 %2").arg(money(*v), unit) : QStringLiteral("—");
}

QTableWidgetItem* cell(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

void setupTable(QTableWidget* t, const QStringList& headers) {
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
}

QString valueText(double v, const core::CostInputSpec* spec) {
    if (!spec) {
        return QString::number(v);
    }
    switch (spec->unit) {
        case core::CostUnit::Fraction:
            return QStringLiteral("%1%").arg(v * 100.0, 0, 'g', 4);
        case core::CostUnit::Hours:
            return v < 1 ? PricingTab::tr("%1 min").arg(v * 60.0, 0, 'g', 4) : PricingTab::tr("%1 h").arg(v, 0, 'g', 5);
        default:
            return QStringLiteral("%L1 %2").arg(v, 0, 'g', 7).arg(core::CostInputTable::unitLabel(spec->unit));
    }
}

}  // namespace

PricingTab::PricingTab(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("pricingTab"));
    m_undo = new QUndoStack(this);

    auto* pricesBox =
        new QGroupBox(tr("Price records (every version; the newest valid one per model and term is in force)"), this);
    m_prices = new QTableWidget(pricesBox);
    m_prices->setObjectName(QStringLiteral("priceTable"));
    setupTable(m_prices, {tr("GPU model"), tr("USD/GPU-h"), tr("Term"), tr("Valid from"), tr("In force"),
                          tr("Included"), tr("Storage"), tr("Network"), tr("Support"), tr("Egress"), tr("Source")});
    m_add = new QPushButton(tr("&Add…"), pricesBox);
    m_edit = new QPushButton(tr("&Edit…"), pricesBox);
    m_delete = new QPushButton(tr("&Delete"), pricesBox);
    m_undoButton = new QPushButton(tr("&Undo"), pricesBox);
    m_redoButton = new QPushButton(tr("&Redo"), pricesBox);
    m_import = new QPushButton(tr("&Import CSV…"), pricesBox);
    m_export = new QPushButton(tr("E&xport CSV…"), pricesBox);
    m_add->setObjectName(QStringLiteral("priceAdd"));
    m_edit->setObjectName(QStringLiteral("priceEdit"));
    m_delete->setObjectName(QStringLiteral("priceDelete"));
    m_undoButton->setObjectName(QStringLiteral("priceUndo"));
    m_redoButton->setObjectName(QStringLiteral("priceRedo"));
    m_import->setObjectName(QStringLiteral("priceImport"));
    m_export->setObjectName(QStringLiteral("priceExport"));
    auto* bar = new QHBoxLayout;
    for (QPushButton* b : {m_add, m_edit, m_delete}) {
        bar->addWidget(b);
    }
    bar->addSpacing(12);
    bar->addWidget(m_undoButton);
    bar->addWidget(m_redoButton);
    bar->addStretch(1);
    bar->addWidget(m_import);
    bar->addWidget(m_export);
    auto* pricesLayout = new QVBoxLayout(pricesBox);
    pricesLayout->addLayout(bar);
    pricesLayout->addWidget(m_prices);

    auto* costBox = new QGroupBox(tr("Cost in use"), this);
    m_scenario = new QComboBox(costBox);
    m_scenario->setObjectName(QStringLiteral("costScenario"));
    for (const core::CostScenario& s : core::CostScenario::builtIn()) {
        m_scenario->addItem(s.name, s.key);
        m_scenario->setItemData(m_scenario->count() - 1, s.description, Qt::ToolTipRole);
    }
    m_summary = new QLabel(costBox);
    m_summary->setObjectName(QStringLiteral("costSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_score = new QLabel(costBox);
    m_score->setObjectName(QStringLiteral("pricingScore"));
    m_score->setWordWrap(true);
    auto* scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(new QLabel(tr("Scenario:"), costBox));
    scenarioRow->addWidget(m_scenario);
    scenarioRow->addStretch(1);
    m_lines = new QTableWidget(costBox);
    m_lines->setObjectName(QStringLiteral("costLines"));
    setupTable(m_lines, {tr("Component"), tr("USD per month")});
    m_inputs = new QTableWidget(costBox);
    m_inputs->setObjectName(QStringLiteral("costInputs"));
    setupTable(m_inputs, {tr("Input"), tr("Value"), tr("From"), tr("Evidence / note")});
    m_tornado = new TornadoChart(costBox);
    // Components and the tornado side by side, the inputs (with what was measured) below them at full width.
    auto* top = new QSplitter(Qt::Horizontal, costBox);
    top->addWidget(m_lines);
    top->addWidget(m_tornado);
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 5);
    top->setSizes({320, 680});
    auto* split = new QSplitter(Qt::Vertical, costBox);
    split->addWidget(top);
    split->addWidget(m_inputs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* costLayout = new QVBoxLayout(costBox);
    costLayout->addLayout(scenarioRow);
    costLayout->addWidget(m_summary);
    costLayout->addWidget(m_score);
    costLayout->addWidget(split, 1);

    auto* layout = new QVBoxLayout(this);
    auto* vsplit = new QSplitter(Qt::Vertical, this);
    vsplit->addWidget(pricesBox);
    vsplit->addWidget(costBox);
    vsplit->setStretchFactor(0, 1);
    vsplit->setStretchFactor(1, 3);
    vsplit->setSizes({200, 600});
    layout->addWidget(vsplit);

    connect(m_add, &QPushButton::clicked, this, [this] { openEditor(false); });
    connect(m_edit, &QPushButton::clicked, this, [this] { openEditor(true); });
    connect(m_prices, &QTableWidget::cellDoubleClicked, this, [this] { openEditor(true); });
    connect(m_delete, &QPushButton::clicked, this, &PricingTab::deleteSelected);
    connect(m_undoButton, &QPushButton::clicked, m_undo, &QUndoStack::undo);
    connect(m_redoButton, &QPushButton::clicked, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::canUndoChanged, m_undoButton, &QPushButton::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, m_redoButton, &QPushButton::setEnabled);
    connect(m_undo, &QUndoStack::undoTextChanged, this,
            [this](const QString& t) { m_undoButton->setToolTip(tr("Undo %1").arg(t)); });
    connect(m_undo, &QUndoStack::redoTextChanged, this,
            [this](const QString& t) { m_redoButton->setToolTip(tr("Redo %1").arg(t)); });
    m_undoButton->setEnabled(false);
    m_redoButton->setEnabled(false);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &PricingTab::reload);
    connect(m_import, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Import prices"), QString(), tr("CSV files (*.csv)"), this,
                             [this](const QString& path) { importCsvFile(path); });
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        FileDialog::saveFile(this, tr("Export prices"), QStringLiteral("prices.csv"), tr("CSV files (*.csv)"),
                             QStringLiteral("csv"), this, [this](const QString& path) { exportCsvFile(path); });
    });
    connect(m_prices, &QTableWidget::itemSelectionChanged, this, [this] {
        m_edit->setEnabled(selected().has_value());
        m_delete->setEnabled(selected().has_value());
    });
    m_edit->setEnabled(false);
    m_delete->setEnabled(false);
}

void PricingTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_undo->clear();
    // Prices and the measured inputs (runs, the evaluation's window) of this provider, changed anywhere.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) &&
            c.touchesAny({core::EntityKind::Price, core::EntityKind::Run, core::EntityKind::Evaluation,
                          core::EntityKind::Node})) {
            reload();
        }
    });
    reload();
}

void PricingTab::setProvider(qint64 providerId) {
    if (providerId != m_providerId) {
        if (m_editor) {
            m_editor->reject();  // an edit of the previous provider's price must not land on this one
        }
        m_undo->clear();  // undo steps belong to the provider they were made on
    }
    m_providerId = providerId;
    reload();
}

void PricingTab::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_providerId == 0) {
        showLoaded({});
        return;
    }
    const qint64 providerId = m_providerId;
    const auto scenario = core::CostScenario::find(m_scenario->currentData().toString());
    if (!scenario) {
        return;
    }
    const core::CostScenario s = *scenario;
    m_store->submit([providerId, s](QSqlDatabase& db) -> core::Result<Loaded> {
        core::PricingWorkflow flow(db);
        auto page = flow.page(providerId);
        if (!page) {
            return page.error();
        }
        auto cost = core::ProviderCosts(db).cost(providerId, s);
        if (!cost) {
            return cost.error();
        }
        auto all = core::ProviderCosts(db).compare(s);
        if (!all) {
            return all.error();
        }
        QList<double> peers;
        for (const core::ProviderCost& c : *all) {
            if (c.providerId != providerId && c.result) {
                peers << c.result->effectivePricePerUsefulGpuHour;
            }
        }
        return Loaded{*page, *cost, peers};
    }) | ui::whileAlive(this, [this, generation](const core::Result<Loaded>& loaded) {
        if (generation != m_generation) {
            return;
        }
        if (!loaded) {
            showLoaded({});
            emit errorOccurred(loaded.error().toString());
        } else {
            showLoaded(*loaded);
        }
        emit reloaded();
    });
}

void PricingTab::showLoaded(const Loaded& loaded) {
    const std::optional<core::PriceRecord> keep = selected();
    m_records = loaded.page.records;
    QSet<qint64> inForce;
    for (const core::PriceRecord& r : loaded.page.current) {
        inForce.insert(r.id);
    }
    m_prices->setRowCount(int(m_records.size()));
    for (int row = 0; row < m_records.size(); ++row) {
        const core::PriceRecord& r = m_records[row];
        const QStringList cells = {
            r.gpuModel,
            money(r.usdPerGpuHour),
            core::priceTermName(r.term),
            r.effectiveOn.toString(Qt::ISODate),
            inForce.contains(r.id) ? tr("yes") : QString(),
            r.bundled.join(QStringLiteral(", ")),
            r.includes(QStringLiteral("storage")) ? tr("included")
                                                  : optionalMoney(r.storageUsdPerTbMonth, tr("/TB-mo")),
            r.includes(QStringLiteral("frontend_network")) ? tr("included")
                                                           : optionalMoney(r.networkUsdPerHour, tr("/h")),
            r.includes(QStringLiteral("support")) ? tr("included")
            : r.supportPct                        ? QStringLiteral("%1%").arg(*r.supportPct)
                                                  : QStringLiteral("—"),
            optionalMoney(r.egressUsdPerTb, tr("/TB")),
            r.source};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = cell(cells[c]);
            item->setData(Qt::UserRole, r.id);
            if (c == 0 && !r.expansionTerms.isEmpty()) {
                item->setToolTip(tr("Expansion: %1").arg(r.expansionTerms));
            }
            m_prices->setItem(row, c, item);
        }
        if (keep && keep->id == r.id) {
            m_prices->selectRow(row);
        }
    }
    showCost(loaded.cost, loaded.peers);
}

void PricingTab::showCost(const core::ProviderCost& c, const QList<double>& peers) {
    m_lines->setRowCount(0);
    m_inputs->setRowCount(0);
    if (m_providerId == 0) {
        m_summary->clear();
        m_score->clear();
        m_tornado->clearBars(tr("No provider selected."));
        return;
    }
    if (!c.result) {
        m_summary->setText(
            QStringLiteral("<b>%1</b>").arg((c.error ? c.error->message : tr("No result.")).toHtmlEscaped()));
        m_score->setText(tr("Pricing score: none without a cost."));
        m_tornado->clearBars(tr("No result to analyse."));
    } else {
        const core::CostBreakdown& r = *c.result;
        m_summary->setText(
            tr("<b>%1 per useful GPU-hour</b> (price %2/GPU-h, %3 %4) · TCO %5 a month, %6 over %7 months · goodput "
               "loss %8% of the GPU line (%9)")
                .arg(money(r.effectivePricePerUsefulGpuHour),
                     c.price ? money(c.price->usdPerGpuHour) : QStringLiteral("?"),
                     c.price ? c.price->gpuModel.toHtmlEscaped() : QString(),
                     c.price ? core::priceTermName(c.price->term) : QString(), money(r.tcoPerMonth),
                     money(r.tcoContract))
                .arg(c.inputs.value(QStringLiteral("contract_months")))
                .arg(r.goodputLoss * 100.0, 0, 'f', 2)
                .arg(core::CostInputs::recoveryName(c.inputs.recovery()).toHtmlEscaped()) +
            QStringLiteral("<br>") +
            tr("Defaults: %1. Checkpoint interval offered: Young %2 min, Daly %3 min.")
                .arg(c.presetReason.toHtmlEscaped())
                .arg(r.youngIntervalHours * 60, 0, 'f', 0)
                .arg(r.dalyIntervalHours * 60, 0, 'f', 0) +
            (r.caveats.isEmpty()
                 ? QString()
                 : QStringLiteral("<br><i>%1</i>").arg(r.caveats.join(QStringLiteral(" ")).toHtmlEscaped())));
        const auto score = core::PricingScore::suggest(r.effectivePricePerUsefulGpuHour, peers, c.scenario.name);
        m_score->setText(score ? tr("Pricing score suggested — %1").arg(score->explanation)
                               : tr("Pricing score: no other priced provider to compare with under this scenario."));
        m_lines->setRowCount(int(r.lines.size()) + 1);
        for (int i = 0; i < r.lines.size(); ++i) {
            m_lines->setItem(i, 0, cell(r.lines[i].name));
            auto* v = cell(money(r.lines[i].usdPerMonth));
            v->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_lines->setItem(i, 1, v);
        }
        auto* total = cell(tr("Total (TCO)"));
        QFont bold = total->font();
        bold.setBold(true);
        total->setFont(bold);
        m_lines->setItem(int(r.lines.size()), 0, total);
        auto* tv = cell(money(r.tcoPerMonth));
        tv->setFont(bold);
        tv->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_lines->setItem(int(r.lines.size()), 1, tv);
        m_tornado->setBars(c.tornado, r.effectivePricePerUsefulGpuHour);
    }
    // Inputs: measured first, then from the price record, the scenario, the defaults.
    QList<QPair<QString, core::InputValue>> rows;
    for (auto it = c.inputs.all().cbegin(); it != c.inputs.all().cend(); ++it) {
        rows.append({it.key(), *it});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
        auto rank = [](core::InputOrigin o) {
            return o == core::InputOrigin::Measured      ? 0
                   : o == core::InputOrigin::PriceRecord ? 1
                   : o == core::InputOrigin::Scenario    ? 2
                                                         : 3;
        };
        return rank(a.second.origin) < rank(b.second.origin);
    });
    m_inputs->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const auto& [key, v] = rows[i];
        const core::CostInputSpec* spec = core::CostInputTable::find(key);
        const bool measured = v.origin == core::InputOrigin::Measured;
        QString evidence = v.evidence;
        if (!v.note.isEmpty()) {
            evidence += (evidence.isEmpty() ? QString() : QStringLiteral(" · ")) + v.note;
        }
        if (evidence.isEmpty() && spec && v.origin == core::InputOrigin::Default) {
            evidence = QStringLiteral("%1: %2").arg(core::CostInputTable::kindName(spec->kind),
                                                    core::CostInputTable::source(*spec));
        }
        const QStringList cells = {spec ? core::CostInputTable::name(*spec) : key, valueText(v.value, spec),
                                   measured ? tr("● measured") : core::CostInputs::originName(v.origin), evidence};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = cell(cells[col]);
            if (measured) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setForeground(QColor(0x0b, 0x6e, 0x4f));
                item->setToolTip(tr("Measured: %1\nEvidence: %2").arg(v.evidence, v.evidenceLink));
            } else if (!evidence.isEmpty()) {
                item->setToolTip(evidence);
            }
            m_inputs->setItem(i, col, item);
        }
    }
}

std::optional<core::PriceRecord> PricingTab::selected() const {
    const auto rows = m_prices->selectionModel() ? m_prices->selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty() || rows.first().row() >= m_records.size()) {
        return std::nullopt;
    }
    return m_records[rows.first().row()];
}

void PricingTab::openEditor(bool edit) {
    if (!m_store || m_providerId == 0 || m_editor) {
        return;
    }
    core::PriceRecord base;
    base.providerId = m_providerId;
    base.effectiveOn = QDate::currentDate();
    std::optional<core::PriceRecord> before;
    if (edit) {
        before = selected();
        if (!before) {
            return;
        }
        base = *before;
    } else if (const auto s = selected()) {
        // A new quote usually revises the selected one: start from it, dated today.
        base = *s;
        base.id = 0;
        base.effectiveOn = QDate::currentDate();
    }
    openEditorOn(before, base, QString());
}

void PricingTab::openEditorOn(const std::optional<core::PriceRecord>& before, const core::PriceRecord& shown,
                              const QString& message) {
    if (m_editor && m_editor->isVisible()) {
        return;  // one editor at a time (an accepted one is hidden, then deleted)
    }
    m_editor = new PriceEditor(shown, this);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    if (!message.isEmpty()) {
        m_editor->showMessage(message);
    }
    const qint64 provider = m_providerId;
    connect(m_editor, &QDialog::accepted, this, [this, before, provider] {
        if (provider != m_providerId || !m_editor) {
            return;
        }
        push(before, m_editor->record());
    });
    m_editor->open();
}

void PricingTab::deleteSelected() {
    const auto s = selected();
    if (!s) {
        return;
    }
    push(s, std::nullopt);
}

void PricingTab::push(std::optional<core::PriceRecord> before, std::optional<core::PriceRecord> after) {
    QPointer<PricingTab> self(this);
    m_undo->push(new PriceUndoCommand(m_store, this, before, after, analystName(),
                                      [self, before, after](const core::Status& outcome, PriceUndoCommand* command) {
                                          if (!self) {
                                              return;
                                          }
                                          if (!outcome && command && after && before &&
                                              core::RowVersion::isConflict(outcome.error())) {
                                              self->resolveConflict(command, *before, *after, outcome.error());
                                              return;
                                          }
                                          if (!outcome) {
                                              emit self->errorOccurred(outcome.error().message);
                                          }
                                          self->reload();
                                      }));
}

void PricingTab::resolveConflict(PriceUndoCommand* command, const core::PriceRecord& before,
                                 const core::PriceRecord& mine, const core::Error& conflict) {
    // The step was refused and wrote nothing; the prompt answers later, so the command is looked for on the stack
    // then (it may be gone: a provider switch clears the stack). Not by the place it has now: a store that answers
    // at once (SQLite in this process) reports the refusal inside QUndoStack::push(), before the command is on the
    // stack, and the answer then found no command and dropped the editor.
    RowConflictPrompt::ask(
        this, tr("Someone else changed this price"), conflict, this,
        [this, command, before, mine, message = conflict.message](RowConflictPrompt::Answer answer,
                                                                  qint64 theirVersion) {
            bool onStack = false;
            for (int i = 0; i < m_undo->count() && !onStack; ++i) {
                onStack = m_undo->command(i) == command;
            }
            if (!onStack) {
                reload();
                return;
            }
            if (answer == RowConflictPrompt::Answer::Overwrite) {
                command->overwrite(theirVersion);  // knowingly: over exactly the version we were told about
                return;
            }
            // The step never happened: take it off the stack's done side without writing anything.
            command->abandonLastStep();
            if (command->lastStepWasRedo()) {
                m_undo->undo();
            } else {
                m_undo->redo();
            }
            if (answer == RowConflictPrompt::Answer::KeepEditing) {
                openEditorOn(before, mine, message);  // still the version read: saving again asks again
                reload();
                return;
            }
            const qint64 id = mine.id;
            m_store->submit([id](QSqlDatabase& db) { return core::PriceRepository(db).get(id); }) |
                ui::whileAlive(this, [this](const core::Result<core::PriceRecord>& theirs) {
                    reload();
                    if (!theirs) {
                        emit errorOccurred(theirs.error().message);
                        return;
                    }
                    openEditorOn(theirs.value(), theirs.value(),
                                 tr("Reloaded: this is the version %1 saved.").arg(theirs->changedBy));
                });
        });
}

void PricingTab::importCsvFile(const QString& path) {
    if (!m_store || m_providerId == 0) {
        return;
    }
    const qint64 provider = m_providerId;
    const QString actor = analystName();
    m_store->submit([=](QSqlDatabase& db) { return core::PricingWorkflow(db).importCsvFile(path, provider, actor); }) |
        ui::whileAlive(this, [this](const core::Result<core::PriceImportOutcome>& outcome) {
            if (!outcome) {
                MessageBox::critical(this, tr("Import prices"), outcome.error().message, outcome.error().detail);
                return;
            }
            if (!outcome->errors.isEmpty()) {
                QStringList lines;
                for (const auto& e : outcome->errors) {
                    lines << e.toString();
                }
                MessageBox::critical(
                    this, tr("Import prices"),
                    tr("%n row(s) could not be read; nothing was imported.", nullptr, int(outcome->errors.size())),
                    lines.join(u'\n'));
                return;
            }
            m_undo->clear();  // imported rows are not undo steps; the audit log keeps them
            reload();
        });
}

void PricingTab::exportCsvFile(const QString& path) {
    if (!m_store || m_providerId == 0) {
        return;
    }
    const qint64 provider = m_providerId;
    m_store->submit([=](QSqlDatabase& db) { return core::PricingWorkflow(db).exportCsvFile(path, provider); }) |
        ui::whileAlive(this, [this](const core::Status& st) {
            if (!st) {
                MessageBox::critical(this, tr("Export prices"), st.error().message, st.error().detail);
            }
        });
}

}  // namespace tb::ui
