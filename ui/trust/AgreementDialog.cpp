#include "ui/trust/AgreementDialog.h"

#include "core/store/Store.h"
#include "core/trust/ReconciliationMethod.h"
#include "ui/common/GuiContinuation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

QString number(const std::optional<double>& v) {
    return v ? QString::number(*v, 'f', 3) : QStringLiteral("–");
}

QString figures(const core::AgreementFigures& f) {
    if (f.kappaLinear || f.kappaQuadratic) {
        return AgreementDialog::tr("κ linear %1, quadratic %2 · α %3 (%4)")
            .arg(number(f.kappaLinear), number(f.kappaQuadratic), number(f.alphaOrdinal))
            .arg(f.units);
    }
    return AgreementDialog::tr("α %1 (%2)").arg(number(f.alphaOrdinal)).arg(f.units);
}

}  // namespace

AgreementDialog::AgreementDialog(std::shared_ptr<core::Store> store, qint64 providerId, QString providerName,
                                 QString reviewer, QWidget* parent)
    : QDialog(parent),
      m_store(std::move(store)),
      m_providerId(providerId),
      m_provider(std::move(providerName)),
      m_reviewer(std::move(reviewer)) {
    setObjectName(QStringLiteral("agreementDialog"));
    setWindowTitle(tr("Reviewer agreement: %1").arg(m_provider));
    setAttribute(Qt::WA_DeleteOnClose);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("agreementStatus"));
    m_status->setWordWrap(true);

    auto* mineBox = new QGroupBox(
        tr("Your sheet (%1)").arg(m_reviewer.isEmpty() ? tr("set your name in Preferences") : m_reviewer), this);
    m_mine = new QTableWidget(0, 2, mineBox);
    m_mine->setObjectName(QStringLiteral("agreementMySheet"));
    m_mine->setHorizontalHeaderLabels({tr("Criterion"), tr("Your score (0–5)")});
    m_mine->horizontalHeader()->setStretchLastSection(true);
    m_mine->verticalHeader()->hide();
    m_saveDraft = new QPushButton(tr("Save draft"), mineBox);
    m_submit = new QPushButton(tr("Submit (final)"), mineBox);
    m_submit->setObjectName(QStringLiteral("agreementSubmit"));
    connect(m_saveDraft, &QPushButton::clicked, this, [this] { saveSheet(false); });
    connect(m_submit, &QPushButton::clicked, this, [this] { saveSheet(true); });
    auto* mineButtons = new QHBoxLayout;
    mineButtons->addStretch();
    mineButtons->addWidget(m_saveDraft);
    mineButtons->addWidget(m_submit);
    auto* mineLayout = new QVBoxLayout(mineBox);
    mineLayout->addWidget(m_mine);
    mineLayout->addLayout(mineButtons);

    auto* allBox = new QGroupBox(tr("Agreement (shown once every sheet is submitted)"), this);
    m_figures = new QLabel(allBox);
    m_figures->setObjectName(QStringLiteral("agreementFigures"));
    m_figures->setWordWrap(true);
    m_table = new QTableWidget(0, 5, allBox);
    m_table->setObjectName(QStringLiteral("agreementTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Criterion"), tr("Scores"), tr("Check items"), tr("Items they disagree on"), tr("Reconciled")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_criterion = new QComboBox(allBox);
    m_final = new QDoubleSpinBox(allBox);
    m_final->setRange(0, 5);
    m_final->setSingleStep(0.5);
    m_method = new QComboBox(allBox);
    for (const QString& m : core::ScoreSheets::methods()) {
        m_method->addItem(core::ReconciliationMethod::name(m), m);
    }
    m_note = new QLineEdit(allBox);
    m_note->setPlaceholderText(tr("how the reviewers settled it"));
    m_reconcile = new QPushButton(tr("Reconcile final score"), allBox);
    connect(m_reconcile, &QPushButton::clicked, this, [this] {
        reconcile(m_criterion->currentData().toString(), m_final->value(), m_method->currentData().toString(),
                  m_note->text());
    });
    auto* reconcileRow = new QHBoxLayout;
    reconcileRow->addWidget(m_criterion);
    reconcileRow->addWidget(m_final);
    reconcileRow->addWidget(m_method);
    reconcileRow->addWidget(m_note, 1);
    reconcileRow->addWidget(m_reconcile);
    auto* allLayout = new QVBoxLayout(allBox);
    allLayout->addWidget(m_figures);
    allLayout->addWidget(m_table, 1);
    allLayout->addLayout(reconcileRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    auto* row = new QHBoxLayout;
    row->addWidget(mineBox, 1);
    row->addWidget(allBox, 3);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& changes) {
        if (changes.touchesProvider(m_providerId) &&
            changes.touchesAny({core::EntityKind::Rating, core::EntityKind::Evaluation})) {
            reload();
        }
    });
    resize(1280, 640);
}

QString AgreementDialog::statusText() const {
    return m_status->text();
}

QString AgreementDialog::figuresText() const {
    return m_figures->text();
}

void AgreementDialog::reload() {
    m_store->submit([name = m_provider, reviewer = m_reviewer](QSqlDatabase& db) {
        Loaded l;
        l.report = core::AgreementAnalysis::forProvider(db, name);
        if (l.report) {
            l.evaluationId = l.report->evaluationId;
            if (auto own = core::ScoreSheets(db).own(l.evaluationId, reviewer); own) {
                l.mine = *own;
            }
            l.criteria = core::ScoreSheets(db).criteria(l.evaluationId).valueOr(QVector<std::pair<QString, QString>>{});
        }
        return l;
    }) | ui::whileAlive(this, [this](const Loaded& l) { showLoaded(l); });
}

void AgreementDialog::showLoaded(const Loaded& l) {
    m_evaluationId = l.evaluationId;
    if (!l.report) {
        m_status->setText(l.report.error().message);
        emit reloaded();
        return;
    }
    const core::AgreementReport& r = *l.report;
    QStringList states;
    for (const auto& s : r.states) {
        states << (s.submitted ? tr("%1: submitted").arg(s.reviewer) : tr("%1: draft").arg(s.reviewer));
    }
    m_status->setText(states.isEmpty() ? tr("No reviewer has a sheet yet.")
                                       : tr("Sheets: %1.").arg(states.join(QStringLiteral("; "))) +
                                             (r.visible ? QString() : QStringLiteral(" ") + r.hiddenReason));
    // The own sheet: editable while a draft.
    const bool locked = l.mine && l.mine->submitted();
    m_mine->setRowCount(0);
    m_criterion->clear();
    for (const auto& [key, name] : l.criteria) {
        const int row = m_mine->rowCount();
        m_mine->insertRow(row);
        auto* label = new QTableWidgetItem(name);
        label->setData(Qt::UserRole, key);
        label->setFlags(label->flags() & ~Qt::ItemIsEditable);
        m_mine->setItem(row, 0, label);
        auto* spin = new QSpinBox(m_mine);
        spin->setRange(0, 5);
        spin->setValue(l.mine ? l.mine->criterionScores.value(key, 0) : 0);
        spin->setEnabled(!locked && !m_reviewer.isEmpty());
        m_mine->setCellWidget(row, 1, spin);
        m_criterion->addItem(name, key);
    }
    m_saveDraft->setEnabled(!locked && !m_reviewer.isEmpty());
    m_submit->setEnabled(!locked && !m_reviewer.isEmpty());
    // Everyone's: only what the core handed over, which is nothing until all are in.
    m_table->setRowCount(0);
    m_reconcile->setEnabled(r.visible);
    if (!r.visible) {
        m_figures->setText(tr("Hidden until every reviewer has submitted: nobody sees another's scores before."));
        emit reloaded();
        return;
    }
    m_figures->setText(
        tr("Reviewers: %1<br>Criterion scores: %2<br>Check items: %3")
            .arg(r.reviewers.join(QStringLiteral(", ")), figures(r.criterionScores), figures(r.overallItems)));
    for (const auto& c : r.criteria) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QStringList scores;
        for (auto it = c.scores.cbegin(); it != c.scores.cend(); ++it) {
            scores << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        }
        m_table->setItem(row, 0, new QTableWidgetItem(c.name));
        auto* s = new QTableWidgetItem(scores.join(QStringLiteral(", ")));
        if (c.scoresDiffer) {
            s->setForeground(QColor(0xb0, 0x20, 0x20));
        }
        m_table->setItem(row, 1, s);
        m_table->setItem(row, 2, new QTableWidgetItem(figures(c.items)));
        auto* d = new QTableWidgetItem(c.disagreeingItems.isEmpty() ? QStringLiteral("–")
                                                                    : c.disagreeingItems.join(QStringLiteral("; ")));
        d->setToolTip(c.disagreeingItems.join(u'\n'));
        m_table->setItem(row, 3, d);
        m_table->setItem(
            row, 4,
            new QTableWidgetItem(c.reconciliation ? tr("%1 (%2, %3)")
                                                        .arg(QString::number(c.reconciliation->finalScore, 'g', 3),
                                                             core::ReconciliationMethod::name(c.reconciliation->method),
                                                             c.reconciliation->by)
                                                  : (c.scoresDiffer ? tr("not yet") : QString())));
    }
    m_table->resizeColumnsToContents();
    emit reloaded();
}

void AgreementDialog::saveSheet(bool submit) {
    QMap<QString, int> scores;
    for (int row = 0; row < m_mine->rowCount(); ++row) {
        if (auto* spin = qobject_cast<QSpinBox*>(m_mine->cellWidget(row, 1))) {
            scores.insert(m_mine->item(row, 0)->data(Qt::UserRole).toString(), spin->value());
        }
    }
    const qint64 evaluationId = m_evaluationId;
    const QString reviewer = m_reviewer;
    m_store->submit([=](QSqlDatabase& db) {
        return core::ScoreSheets(db).save(evaluationId, reviewer, scores, {}, submit, reviewer);
    }) | ui::whileAlive(this, [this](const core::Status& st) {
        if (!st) {
            m_status->setText(st.error().message);
        }
        emit saved(bool(st), st ? QString() : st.error().message);
    });
}

void AgreementDialog::reconcile(const QString& criterionKey, double score, const QString& method, const QString& note) {
    const qint64 evaluationId = m_evaluationId;
    const QString actor = m_reviewer;
    m_store->submit([=](QSqlDatabase& db) {
        return core::ScoreSheets(db).reconcile(evaluationId, criterionKey, score, method, note, actor);
    }) | ui::whileAlive(this, [this](const core::Status& st) {
        if (!st) {
            m_status->setText(st.error().message);
        }
        emit saved(bool(st), st ? QString() : st.error().message);
    });
}

}  // namespace tb::ui
