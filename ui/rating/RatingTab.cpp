#include "ui/rating/RatingTab.h"

#include "ui/common/ChangeSubscription.h"
#include "core/rating/TierSuggester.h"
#include "core/rubric/RubricText.h"
#include "core/store/Store.h"
#include "core/usecase/RatingWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/providers/TierBadge.h"
#include "ui/common/TierPalette.h"
#include "ui/rating/RatingSettings.h"
#include "ui/trust/ConflictWarning.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
enum CriteriaColumn { ColName, ColWeight, ColSuggested, ColFinal, ColDelta, ColDetail };
constexpr int kCriterionIdRole = Qt::UserRole + 1;
constexpr int kCriterionKeyRole = Qt::UserRole + 2;

QString score(std::optional<double> v) {
    return v ? QString::number(*v, 'f', 2) : QStringLiteral("—");
}

QString signedDelta(double d) {
    return d >= 0 ? QStringLiteral("+%1").arg(d, 0, 'f', 2) : QStringLiteral("\u2212%1").arg(-d, 0, 'f', 2);
}

const char* const kReasonKeys[] = {"not_launched", "sold_out", "government_only", "access_refused", "other"};

}  // namespace

RatingTab::RatingTab(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("ratingTab"));
    auto* split = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(split);
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(buildSuggestionBox(), 3);
    topLayout->addWidget(buildAssignBox(), 2);
    split->addWidget(top);
    split->addWidget(buildCriteriaBox());

    auto* historyBox = new QGroupBox(tr("Assignment history"), split);
    auto* historyLayout = new QVBoxLayout(historyBox);
    m_historyTree = new QTreeWidget(historyBox);
    m_historyTree->setObjectName(QStringLiteral("ratingHistory"));
    m_historyTree->setRootIsDecorated(false);
    m_historyTree->setHeaderLabels(
        {tr("When"), tr("Who"), tr("Assigned"), tr("Suggested"), tr("Round"), tr("Justification")});
    m_historyTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_historyTree->header()->setStretchLastSection(true);
    historyLayout->addWidget(m_historyTree);
    split->addWidget(historyBox);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("ratingStatus"));
    m_status->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
}

QWidget* RatingTab::buildSuggestionBox() {
    auto* box = new QGroupBox(tr("Suggested tier"), this);
    auto* layout = new QVBoxLayout(box);
    auto* head = new QHBoxLayout;
    m_badge = new TierBadge(box);
    m_badge->setObjectName(QStringLiteral("ratingSuggestedBadge"));
    m_suggestion = new QLabel(box);
    m_suggestion->setObjectName(QStringLiteral("ratingSuggestion"));
    QFont f = m_suggestion->font();
    f.setBold(true);
    m_suggestion->setFont(f);
    m_suggestion->setWordWrap(true);  // beside two badges it must not widen the window
    head->addWidget(m_badge);
    head->addWidget(m_suggestion, 1);
    // The tier the analyst assigned, where they look (issue 12.9), not only in the history below.
    m_assignedBadge = new TierBadge(box);
    m_assignedBadge->setObjectName(QStringLiteral("ratingAssignedBadge"));
    head->addWidget(m_assignedBadge);
    layout->addLayout(head);
    m_startEvaluation = new QPushButton(tr("&Start an evaluation…"), box);
    m_startEvaluation->setObjectName(QStringLiteral("ratingStartEvaluationButton"));
    m_startEvaluation->hide();
    connect(m_startEvaluation, &QPushButton::clicked, this, &RatingTab::startEvaluationRequested);
    layout->addWidget(m_startEvaluation, 0, Qt::AlignLeft);
    // The explanation grows with gates, delivery lines and trust notes, while the splitter gives the box only its
    // share of the tab: it scrolls inside the box, so no line is ever cut off (wrapped labels squeezed by a
    // splitter lose their last lines).
    auto* explanationArea = new QScrollArea(box);
    explanationArea->setObjectName(QStringLiteral("ratingExplanationArea"));
    explanationArea->setFrameShape(QFrame::NoFrame);
    explanationArea->setWidgetResizable(true);
    explanationArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* explanation = new QWidget(explanationArea);
    auto* explanationLayout = new QVBoxLayout(explanation);
    explanationLayout->setContentsMargins(0, 0, 0, 0);
    m_standing = new QLabel(explanation);
    m_standing->setObjectName(QStringLiteral("ratingStanding"));
    m_reasons = new QLabel(explanation);
    m_reasons->setObjectName(QStringLiteral("ratingReasons"));
    m_gates = new QLabel(explanation);
    m_gates->setObjectName(QStringLiteral("ratingGates"));
    // Handover and planned features (issue 18.4): beside the tier, explained but not scored.
    m_delivery = new QLabel(explanation);
    m_delivery->setObjectName(QStringLiteral("ratingDelivery"));
    // How much is scored against the stated minimums (issue 12.2), so a missing tier explains itself.
    m_coverage = new QLabel(explanation);
    m_coverage->setObjectName(QStringLiteral("ratingCoverage"));
    m_coverage->setToolTip(core::ScoringMinimums().describe());
    for (QLabel* l : {m_standing, m_coverage, m_reasons, m_gates, m_delivery}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        explanationLayout->addWidget(l);
    }
    explanationLayout->addStretch(1);
    explanationArea->setWidget(explanation);
    layout->addWidget(explanationArea, 1);
    auto* weightRow = new QHBoxLayout;
    m_interviewWeight = new QDoubleSpinBox(box);
    m_interviewWeight->setObjectName(QStringLiteral("ratingInterviewWeight"));
    m_interviewWeight->setRange(0.0, 1.0);
    m_interviewWeight->setSingleStep(0.05);
    m_interviewWeight->setDecimals(2);
    m_interviewWeight->setValue(RatingSettings::interviewWeight());
    m_interviewWeight->setToolTip(
        tr("How much customer interviews count in a suggested score, next to the "
           "checklist (0.5) and the measurements (0.3); parts without evidence drop out."));
    auto* weightLabel = new QLabel(tr("Interview &weight:"), box);
    weightLabel->setBuddy(m_interviewWeight);
    weightRow->addWidget(weightLabel);
    weightRow->addWidget(m_interviewWeight);
    weightRow->addStretch(1);
    layout->addLayout(weightRow);
    connect(m_interviewWeight, &QDoubleSpinBox::valueChanged, this, [this](double w) {
        RatingSettings::setInterviewWeight(w);
        reload();
    });
    return box;
}

QWidget* RatingTab::buildCriteriaBox() {
    auto* box = new QGroupBox(tr("Scores per criterion (expand a row to see what moved it)"), this);
    auto* layout = new QVBoxLayout(box);
    m_criteria = new QTreeWidget(box);
    m_criteria->setObjectName(QStringLiteral("ratingCriteria"));
    m_criteria->setHeaderLabels(
        {tr("Criterion / evidence"), tr("Weight"), tr("Suggested"), tr("Final"), tr("Moved by"), tr("Detail")});
    // The evidence labels are long: give them a fixed, resizable share so the detail column stays visible.
    m_criteria->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_criteria->header()->setSectionResizeMode(ColName, QHeaderView::Interactive);
    m_criteria->header()->resizeSection(ColName, 380);
    m_criteria->header()->setStretchLastSection(true);
    m_criteria->setAlternatingRowColors(true);
    layout->addWidget(m_criteria, 1);

    // The final score editor sits in one row under the tree, so the tree keeps the full width.
    auto* editor = new QHBoxLayout;
    m_scoreTitle = new QLabel(tr("Select a criterion."), box);
    m_scoreTitle->setMinimumWidth(220);
    m_override = new QCheckBox(tr("&Set final score:"), box);
    m_override->setObjectName(QStringLiteral("ratingOverride"));
    m_finalScore = new QDoubleSpinBox(box);
    m_finalScore->setObjectName(QStringLiteral("ratingFinalScore"));
    m_finalScore->setRange(0.0, 5.0);
    m_finalScore->setSingleStep(0.25);
    m_finalScore->setDecimals(2);
    m_rationale = new QLineEdit(box);
    m_rationale->setObjectName(QStringLiteral("ratingRationale"));
    m_rationale->setPlaceholderText(tr("Rationale (required when more than 0.5 from the suggestion)"));
    m_saveScore = new QPushButton(tr("Save &score"), box);
    m_saveScore->setObjectName(QStringLiteral("ratingSaveScore"));
    editor->addWidget(m_scoreTitle);
    editor->addWidget(m_override);
    editor->addWidget(m_finalScore);
    editor->addWidget(m_rationale, 1);
    editor->addWidget(m_saveScore);
    layout->addLayout(editor);

    connect(m_criteria, &QTreeWidget::currentItemChanged, this, &RatingTab::updateScoreEditor);
    connect(m_override, &QCheckBox::toggled, m_finalScore, &QWidget::setEnabled);
    connect(m_saveScore, &QPushButton::clicked, this, &RatingTab::saveFinalScore);
    return box;
}

QWidget* RatingTab::buildAssignBox() {
    auto* box = new QGroupBox(tr("Assign a tier"), this);
    auto* form = new QFormLayout(box);
    m_tier = new QComboBox(box);
    m_tier->setObjectName(QStringLiteral("ratingTier"));
    m_tier->setPlaceholderText(tr("Choose a tier…"));
    for (core::Tier t : core::kAllTiers) {
        m_tier->addItem(core::tierName(t), core::tierKey(t));
    }
    m_reason = new QComboBox(box);
    m_reason->setObjectName(QStringLiteral("ratingUnavailableReason"));
    for (const char* key : kReasonKeys) {
        m_reason->addItem(core::TierSuggester::unavailableReasonName(QLatin1String(key)), QLatin1String(key));
    }
    m_justification = new QPlainTextEdit(box);
    m_justification->setObjectName(QStringLiteral("ratingJustification"));
    m_justification->setPlaceholderText(tr("Required when the tier differs from the suggestion"));
    m_justification->setMaximumHeight(90);
    m_assignHint = new QLabel(box);
    m_assignHint->setObjectName(QStringLiteral("ratingAssignHint"));
    m_assignHint->setWordWrap(true);
    m_assign = new QPushButton(tr("&Assign tier"), box);
    m_assign->setObjectName(QStringLiteral("ratingAssign"));
    form->addRow(tr("&Tier:"), m_tier);
    form->addRow(tr("&Reason:"), m_reason);
    form->addRow(tr("&Justification:"), m_justification);
    form->addRow(m_assignHint);
    m_unableToTest = new QPushButton(box);
    m_unableToTest->setObjectName(QStringLiteral("ratingUnableToTest"));
    m_unableToTest->setToolTip(
        tr("ClusterMAX 3.0 lists a provider it could not test at all apart from the tiers: no tier is suggested or "
           "shown while the mark is set. Unavailable is a tier, for capacity that exists but was not offered."));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_assign);
    buttons->addWidget(m_unableToTest);
    buttons->addStretch(1);
    form->addRow(buttons);
    connect(m_tier, &QComboBox::currentIndexChanged, this, &RatingTab::updateAssignForm);
    connect(m_justification, &QPlainTextEdit::textChanged, this, &RatingTab::updateAssignForm);
    connect(m_assign, &QPushButton::clicked, this, &RatingTab::assignTier);
    connect(m_unableToTest, &QPushButton::clicked, this, &RatingTab::toggleUnableToTest);
    return box;
}

void RatingTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // Suggestions, the final scores and the assigned tier follow new verdicts, runs, interviews and ratings; the
    // Pricing suggestion also follows any provider's price, which moves the peers' median.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 &&
            (c.touches(core::EntityKind::Price) ||
             (c.touchesProvider(m_providerId) &&
              c.touchesAny({core::EntityKind::Provider, core::EntityKind::Evaluation, core::EntityKind::Verdict,
                            core::EntityKind::Run, core::EntityKind::Interview, core::EntityKind::Rating})))) {
            reload();
        }
    });
    reload();
}

void RatingTab::setProvider(qint64 providerId) {
    if (providerId != m_providerId) {
        m_justification->clear();
    }
    m_providerId = providerId;
    reload();
}

void RatingTab::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_providerId == 0) {
        m_rating = {};
        m_history.clear();
        showRating();
        showHistory();
        emit reloaded();
        return;
    }
    m_status->setText(tr("Rating…"));
    const qint64 providerId = m_providerId;
    const auto config = RatingSettings::engineConfig();
    const QString actor = analystName();
    m_store->submit([providerId, config, actor](QSqlDatabase& db) {
        return core::RatingWorkflow(db, config).page(providerId, actor);
    }) | ui::whileAlive(this, [this, generation](const core::Result<core::RatingPage>& page) {
        if (generation != m_generation) {
            return;
        }
        if (!page) {
            m_rating = {};
            m_history.clear();
            m_roundNames.clear();
            emit errorOccurred(page.error().toString());
        } else {
            m_rating = page->rating;
            m_history = page->history;
            m_roundNames = page->roundNames;
        }
        showRating();
        showHistory();
        m_status->setText(page ? QString() : page.error().toString());
        emit reloaded();
    });
}

void RatingTab::showRating() {
    const core::TierSuggestion& s = m_rating.suggestion;
    // A chip only for a tier: "Not rated" beside "Bronze · assigned" read as a contradiction; the text says
    // "Suggested: nothing yet" instead.
    m_badge->setTier(s.tier, tr("suggested"));
    m_badge->setVisible(s.tier.has_value());
    if (m_rating.evaluation.id == 0) {
        m_suggestion->setText(m_providerId == 0 ? tr("No provider selected.")
                                                : tr("No evaluation yet: start one to get a suggestion."));
    }
    m_startEvaluation->setVisible(m_providerId != 0 && m_rating.evaluation.id == 0);
    if (m_rating.evaluation.id != 0) {
        m_suggestion->setText(tr("Suggested: %1 · weighted total %2 of 5")
                                  .arg(s.tier           ? core::tierName(*s.tier)
                                       : s.unableToTest ? core::unableToTestName()
                                                        : tr("nothing yet"),
                                       score(m_rating.total)));
    }
    if (m_rating.total && s.standing.peerCount > 0) {
        // Whole sentences, the full stop included: CJK ends them with its own.
        const QString text =
            s.standing.tiedWith > 0
                ? tr("Peer standing: rank %1 of %2 evaluated providers, tied with %n other(s).", nullptr,
                     s.standing.tiedWith)
                      .arg(s.standing.rank)
                      .arg(s.standing.peerCount)
                : tr("Peer standing: rank %1 of %n evaluated provider(s).", nullptr, s.standing.peerCount)
                      .arg(s.standing.rank);
        m_standing->setText(text);
    } else if (m_rating.total && !m_rating.coverage.rated()) {
        m_standing->setText(tr("Peer standing: not ranked (too few criteria scored to count as a peer)."));
    } else {
        m_standing->setText(tr("Peer standing: not ranked (no weighted total)."));
    }
    if (m_rating.evaluation.id == 0) {
        m_coverage->clear();
    } else {
        const core::ScoringMinimums minimums = RatingSettings::engineConfig().scoring.minimums;
        // The whole rule where it decides (no tier); a rated evaluation keeps it in the tooltip.
        m_coverage->setText(tr("Scored criteria: %1 of %2; a tier needs at least %3. %4")
                                .arg(m_rating.coverage.scoredCriteria)
                                .arg(m_rating.coverage.criteria)
                                .arg(m_rating.coverage.needed)
                                .arg(m_rating.coverage.rated() ? QString() : minimums.describe())
                                .trimmed());
        m_coverage->setStyleSheet(m_rating.coverage.rated() ? QString() : QStringLiteral("color: #b03020;"));
    }
    m_reasons->setText(s.reasons.isEmpty() ? QString() : QStringLiteral("• ") + s.reasons.join(QStringLiteral("\n• ")));
    m_delivery->setText(m_rating.delivery.isEmpty() ? QString()
                                                    : tr("Delivery (explained, not scored):") + QStringLiteral("\n• ") +
                                                          m_rating.delivery.join(QStringLiteral("\n• ")));
    m_delivery->setVisible(!m_rating.delivery.isEmpty());
    if (s.gates.isEmpty()) {
        m_gates->setText(tr("Gates: none hit."));
        m_gates->setStyleSheet(QString());
    } else {
        QStringList lines;
        for (const core::GateHit& g : s.gates) {
            lines << tr("Gate hit: %1 (%2)").arg(core::gateName(g.gate), core::RubricText::text(g.itemTitle));
        }
        m_gates->setText(lines.join(u'\n'));
        m_gates->setStyleSheet(QStringLiteral("color: #b03020;"));
    }

    const QString current =
        m_criteria->currentItem() ? m_criteria->currentItem()->data(0, kCriterionKeyRole).toString() : QString();
    QSet<QString> expanded;
    for (int i = 0; i < m_criteria->topLevelItemCount(); ++i) {
        if (m_criteria->topLevelItem(i)->isExpanded()) {
            expanded.insert(m_criteria->topLevelItem(i)->data(0, kCriterionKeyRole).toString());
        }
    }
    m_criteria->clear();
    for (const core::CriterionSuggestion& c : m_rating.criteria) {
        const core::CriterionScoreRecord stored = m_rating.stored.value(c.criterionId);
        auto* item = new QTreeWidgetItem(m_criteria);
        item->setData(0, kCriterionIdRole, c.criterionId);
        item->setData(0, kCriterionKeyRole, c.key);
        item->setText(ColName, core::RubricText::text(c.name));
        item->setText(ColWeight, QString::number(c.weight, 'g', 3));
        item->setText(ColSuggested, c.score ? score(c.score) : c.belowMinimum() ? tr("not scored") : tr("no evidence"));
        if (c.belowMinimum()) {
            item->setToolTip(ColSuggested, tr("%1 of %2 items decided; a score needs at least %3.")
                                               .arg(c.decidedCount)
                                               .arg(c.itemCount)
                                               .arg(c.decidedNeeded));
        }
        item->setText(ColFinal, score(stored.finalScore));
        if (!stored.rationale.isEmpty()) {
            item->setToolTip(ColFinal, stored.rationale);
        }
        QStringList parts;
        if (c.belowMinimum()) {  // first: it is why there is no score, whatever the parts below say
            parts << tr("%1 of %2 items decided, %3 needed for a score")
                         .arg(c.decidedCount)
                         .arg(c.itemCount)
                         .arg(c.decidedNeeded);
        }
        if (c.checklistPart >= 0) {
            parts << tr("checklist %1").arg(c.checklistPart, 0, 'f', 1);
        }
        if (c.measurementPart >= 0) {
            parts << tr("measured %1").arg(c.measurementPart, 0, 'f', 1);
        }
        if (c.interviewPart >= 0) {
            parts << tr("interviews %1").arg(c.interviewPart, 0, 'f', 1);
        }
        if (!c.belowMinimum() && c.unknownCount > 0) {
            parts << tr("%n item(s) without evidence", nullptr, c.unknownCount);
        }
        item->setText(ColDetail, parts.join(QStringLiteral(" · ")));
        QFont bold = item->font(ColName);
        bold.setBold(true);
        item->setFont(ColName, bold);
        item->setFont(ColFinal, bold);
        for (const core::Contribution& k : c.contributions) {
            auto* child = new QTreeWidgetItem(item);
            const QString kind = core::contributionKindName(k.kind);
            // A verdict's label is its check item's title: rubric text, shown in the reader's language.
            const QString label =
                k.kind == core::Contribution::Kind::Verdict ? core::RubricText::text(k.label) : k.label;
            child->setText(ColName, label.startsWith(kind) ? label : kind + QStringLiteral(" · ") + label);
            child->setToolTip(ColName, label);
            child->setText(ColDelta, signedDelta(k.delta));
            child->setText(ColDetail, k.detail);
            child->setForeground(ColDelta, k.delta >= 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb0, 0x30, 0x20));
        }
        item->setExpanded(expanded.contains(c.key));
        if (c.key == current) {
            m_criteria->setCurrentItem(item);
        }
    }
    if (m_rating.evaluation.id > 0 && m_rating.criteria.isEmpty()) {
        new QTreeWidgetItem(m_criteria, {tr("The evaluation's rubric has no criteria.")});
    }
    for (int col = ColWeight; col <= ColDelta; ++col) {
        m_criteria->headerItem()->setTextAlignment(col, Qt::AlignRight);
    }
    updateScoreEditor();

    // Default the form to the suggestion, so agreeing is one click. Without one nothing is preselected: the first
    // entry (Platinum) looked like a proposal to a new analyst. A reload of the same evaluation keeps their choice.
    if (s.tier) {
        QSignalBlocker block(m_tier);
        m_tier->setCurrentIndex(m_tier->findData(core::tierKey(*s.tier)));
    } else if (m_tierFormEvaluation != m_rating.evaluation.id) {
        QSignalBlocker block(m_tier);
        m_tier->setCurrentIndex(-1);
    }
    m_tierFormEvaluation = m_rating.evaluation.id;
    if (!s.unavailableReason.isEmpty()) {
        m_reason->setCurrentIndex(std::max(0, m_reason->findData(s.unavailableReason)));
    }
    updateAssignForm();
}

void RatingTab::showHistory() {
    const auto newest = m_history.isEmpty() ? std::nullopt : core::tierFromKey(m_history.first().assignedTier);
    if (m_rating.evaluation.unableToTest) {  // no tier, whatever was assigned before the mark
        m_assignedBadge->setUnableToTest();
        m_assignedBadge->show();
    } else if (newest) {
        m_assignedBadge->setTier(newest, tr("assigned"));
        m_assignedBadge->setToolTip(
            tr("Assigned by %1 on %2").arg(m_history.first().assignedBy, m_history.first().assignedAt.left(10)));
        m_assignedBadge->show();
    } else {
        m_assignedBadge->hide();
    }
    m_historyTree->clear();
    for (const core::RatingRecord& r : m_history) {
        auto* item = new QTreeWidgetItem(m_historyTree);
        const auto assigned = core::tierFromKey(r.assignedTier);
        const auto suggested = core::tierFromKey(r.suggestedTier);
        item->setText(0, r.assignedAt);
        item->setText(1, r.assignedBy);
        item->setText(2, assigned ? core::tierName(*assigned) : r.assignedTier);
        item->setText(3, suggested ? core::tierName(*suggested) : tr("—"));
        item->setText(4, r.roundId > 0 ? m_roundNames.value(r.roundId) : tr("no round open"));
        item->setText(5, r.justification.isEmpty() ? tr("(as suggested)") : r.justification);
        item->setToolTip(5, r.explanation);
        if (assigned) {
            item->setBackground(2, tierColor(*assigned));
            item->setForeground(2, tierTextColor(*assigned));
        }
    }
    if (m_history.isEmpty()) {
        auto* item = new QTreeWidgetItem(m_historyTree, {tr("No tier assigned yet.")});
        item->setFlags(Qt::NoItemFlags);
    }
}

bool RatingTab::selectCriterion(const QString& key) {
    for (int i = 0; i < m_criteria->topLevelItemCount(); ++i) {
        if (m_criteria->topLevelItem(i)->data(0, kCriterionKeyRole).toString() == key) {
            m_criteria->setCurrentItem(m_criteria->topLevelItem(i));
            return true;
        }
    }
    return false;
}

void RatingTab::updateScoreEditor() {
    QTreeWidgetItem* item = m_criteria->currentItem();
    while (item && item->parent()) {
        item = item->parent();
    }
    const qint64 id = item ? item->data(0, kCriterionIdRole).toLongLong() : 0;
    const bool closed = m_rating.evaluation.closed;
    const bool enabled = id > 0 && m_rating.evaluation.id > 0 && !closed;
    for (QWidget* w : std::initializer_list<QWidget*>{m_override, m_rationale, m_saveScore}) {
        w->setEnabled(enabled);
    }
    if (!enabled) {
        m_scoreTitle->setText(closed ? tr("The evaluation is closed: its final scores are read-only.")
                                     : tr("Select a criterion to set its final score."));
        m_finalScore->setEnabled(false);
        return;
    }
    const core::CriterionScoreRecord stored = m_rating.stored.value(id);
    std::optional<double> suggested;
    for (const auto& c : m_rating.criteria) {
        if (c.criterionId == id) {
            suggested = c.score;
        }
    }
    m_scoreTitle->setText(tr("<b>%1</b>: suggested %2").arg(item->text(ColName).toHtmlEscaped(), score(suggested)));
    m_override->setChecked(stored.finalScore.has_value());
    m_finalScore->setEnabled(stored.finalScore.has_value());
    m_finalScore->setValue(stored.finalScore.value_or(suggested.value_or(2.5)));
    m_rationale->setText(stored.rationale);
}

std::optional<core::Tier> RatingTab::chosenTier() const {
    return core::tierFromKey(m_tier->currentData().toString());
}

bool RatingTab::justificationNeeded() const {
    const auto tier = chosenTier();
    if (tier == core::Tier::Unavailable) {
        return false;  // the reason is the justification
    }
    return !m_rating.suggestion.tier || tier != m_rating.suggestion.tier;
}

void RatingTab::updateAssignForm() {
    // A closed evaluation is read-only here as in the checklist (the store refuses the write too).
    const bool closed = m_rating.evaluation.closed;
    const bool haveEvaluation = m_rating.evaluation.id > 0 && !closed;
    const bool unavailable = chosenTier() == core::Tier::Unavailable;
    m_reason->setEnabled(haveEvaluation && unavailable);
    m_tier->setEnabled(haveEvaluation);
    m_justification->setEnabled(haveEvaluation);
    const bool missing = justificationNeeded() && m_justification->toPlainText().trimmed().isEmpty();
    if (closed) {
        m_assignHint->setText(
            tr("The evaluation is closed, read-only: re-open it with Edit… (status In review) to "
               "assign a tier."));
    } else if (!haveEvaluation) {
        m_assignHint->setText(tr("A tier can be assigned once the provider has an evaluation."));
    } else if (m_rating.evaluation.unableToTest) {
        m_assignHint->setText(
            tr("Marked unable to test, so no tier is shown: assigning a tier clears the mark and "
               "needs a justification."));
    } else if (!chosenTier()) {
        m_assignHint->setText(tr("Nothing is suggested yet: choose the tier to assign and say why."));
    } else if (unavailable) {
        m_assignHint->setText(tr("Unavailable: the provider could not be tested (%1).").arg(m_reason->currentText()));
    } else if (justificationNeeded()) {
        m_assignHint->setText(m_rating.suggestion.tier
                                  ? tr("Differs from the suggestion (%1): a justification is required.")
                                        .arg(core::tierName(*m_rating.suggestion.tier))
                                  : tr("There is no suggestion to agree with: a justification is required."));
    } else {
        m_assignHint->setText(tr("Agrees with the suggestion."));
    }
    m_assignHint->setStyleSheet(missing ? QStringLiteral("color: #b03020;") : QString());
    m_assign->setEnabled(haveEvaluation && !missing && chosenTier().has_value());
    m_unableToTest->setText(m_rating.evaluation.unableToTest ? tr("Clear &unable to test")
                                                             : tr("Mark &unable to test"));
    m_unableToTest->setEnabled(haveEvaluation);
}

void RatingTab::toggleUnableToTest() {
    if (!m_store || m_rating.evaluation.id == 0 || m_rating.evaluation.closed) {
        return;
    }
    core::UnableToTestMark mark;
    mark.providerId = m_providerId;
    mark.evaluationId = m_rating.evaluation.id;
    mark.unableToTest = !m_rating.evaluation.unableToTest;
    mark.actor = analystName();
    const auto config = RatingSettings::engineConfig();
    m_unableToTest->setEnabled(false);
    // As an assignment: a current conflict of interest is flagged first, and Cancel changes nothing.
    ConflictWarning::confirm(
        this, m_store, {mark.actor}, mark.providerId, mark.evaluationId, this,
        [this, mark, config](bool acknowledged) {
            core::UnableToTestMark m = mark;
            m.conflictsAcknowledged = acknowledged;
            m_store->submit([m, config](QSqlDatabase& db) {
                return core::RatingWorkflow(db, config).setUnableToTest(m);
            }) | ui::whileAlive(this, [this, m](const core::Status& st) {
                if (!st) {
                    m_assignHint->setText(st.error().message);
                    emit changeFinished(false, st.error().message);
                } else {
                    emit changeFinished(true, m.unableToTest ? tr("Marked unable to test: no tier is shown.")
                                                             : tr("No longer marked unable to test."));
                }
                reload();
            });
        },
        [this] { m_unableToTest->setEnabled(true); });
}

void RatingTab::assignTier() {
    const auto tier = chosenTier();
    if (!m_store || m_rating.evaluation.id == 0 || !tier) {
        return;
    }
    const QString justification = m_justification->toPlainText().trimmed();
    if (justificationNeeded() && justification.isEmpty()) {
        const QString message = tr("A tier that differs from the suggestion needs a justification.");
        m_assignHint->setText(message);
        emit changeFinished(false, message);
        return;
    }
    const qint64 providerId = m_providerId;
    const qint64 evaluationId = m_rating.evaluation.id;
    const QString reason = *tier == core::Tier::Unavailable ? m_reason->currentData().toString() : QString();
    const auto config = RatingSettings::engineConfig();
    const QString actor = analystName();
    m_assign->setEnabled(false);
    const core::TierAssignment assignment{providerId, evaluationId, *tier, reason, justification, actor};
    // A current conflict of interest of the reviewer or whoever assigns is flagged first (issue 18.6); Cancel assigns
    // nothing, and "Go ahead" has the assignment record the acknowledgement with it.
    ConflictWarning::confirm(
        this, m_store, {actor}, providerId, evaluationId, this,
        [this, assignment, config](bool acknowledged) {
            core::TierAssignment a = assignment;
            a.conflictsAcknowledged = acknowledged;
            m_store->submit([a, config](QSqlDatabase& db) { return core::RatingWorkflow(db, config).assignTier(a); }) |
                ui::whileAlive(this, [this](const core::Result<qint64>& st) {
                    if (!st) {
                        m_assignHint->setText(st.error().message);
                        emit changeFinished(false, st.error().message);
                    } else {
                        m_justification->clear();
                        emit changeFinished(true, tr("Tier assigned."));
                    }
                    reload();
                });
        },
        [this] { m_assign->setEnabled(true); });
}

void RatingTab::saveFinalScore() {
    QTreeWidgetItem* item = m_criteria->currentItem();
    while (item && item->parent()) {
        item = item->parent();
    }
    if (!item) {
        return;
    }
    const qint64 id = item->data(0, kCriterionIdRole).toLongLong();
    writeFinalScore(id, m_override->isChecked() ? std::optional<double>(m_finalScore->value()) : std::nullopt,
                    m_rationale->text().trimmed());
}

void RatingTab::clearFinalScore() {
    m_override->setChecked(false);
    saveFinalScore();
}

void RatingTab::writeFinalScore(qint64 criterionId, std::optional<double> finalScore, const QString& rationale) {
    if (!m_store || m_rating.evaluation.id == 0 || criterionId == 0) {
        return;
    }
    const qint64 evaluationId = m_rating.evaluation.id;
    const QString actor = analystName();
    m_store->submit([evaluationId, criterionId, finalScore, rationale, actor](QSqlDatabase& db) {
        return core::RatingWorkflow(db).setFinalScore(evaluationId, criterionId, finalScore, rationale, actor);
    }) | ui::whileAlive(this, [this](const core::Status& st) {
        if (!st) {
            m_scoreTitle->setText(
                QStringLiteral("<span style=\"color:#b03020\">%1</span>").arg(st.error().message.toHtmlEscaped()));
            emit changeFinished(false, st.error().message);
            return;
        }
        emit changeFinished(true, tr("Score saved."));
        reload();
    });
}

}  // namespace tb::ui
