#include "ui/checklist/VerdictPanel.h"

#include "core/rubric/RubricText.h"
#include "ui/common/VerdictPalette.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedLayout>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
QString buttonText(core::Verdict verdict) {
    return core::verdictName(verdict);
}

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}
}  // namespace

VerdictPanel::VerdictPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("verdictPanel"));
    auto* stack = new QStackedLayout(this);

    m_placeholder = new QLabel(tr("Select a check item on the left to see its question, what good looks like, and "
                                  "to record a verdict with evidence."),
                               this);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);
    m_placeholder->setMargin(24);
    stack->addWidget(m_placeholder);

    m_content = new QWidget(this);
    auto* layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(8, 0, 0, 0);
    m_criterion = new QLabel(m_content);
    m_criterion->setObjectName(QStringLiteral("criterionLabel"));
    m_criterion->setEnabled(false);
    m_title = wrappingLabel(m_content);
    m_title->setObjectName(QStringLiteral("itemTitleLabel"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    layout->addWidget(m_criterion);
    layout->addWidget(m_title);

    auto* questionBox = new QGroupBox(tr("Question"), m_content);
    auto* questionLayout = new QVBoxLayout(questionBox);
    m_question = wrappingLabel(questionBox);
    m_question->setObjectName(QStringLiteral("questionLabel"));
    questionLayout->addWidget(m_question);
    layout->addWidget(questionBox);

    auto* guidanceBox = new QGroupBox(tr("What good looks like"), m_content);
    auto* guidanceLayout = new QVBoxLayout(guidanceBox);
    m_guidance = wrappingLabel(guidanceBox);
    m_guidance->setObjectName(QStringLiteral("guidanceLabel"));
    guidanceLayout->addWidget(m_guidance);
    layout->addWidget(guidanceBox);

    auto* verdictBox = new QGroupBox(tr("Verdict"), m_content);
    // Two rows, so the panel stays narrow enough to leave the checklist its verdict column.
    auto* verdictLayout = new QGridLayout(verdictBox);
    m_verdicts = new QButtonGroup(this);
    m_verdicts->setExclusive(true);
    for (core::Verdict v : core::kAllVerdicts) {
        auto* button = new QPushButton(verdictIcon(v), buttonText(v), verdictBox);
        button->setObjectName(QStringLiteral("verdictButton_") + core::verdictKey(v));
        button->setCheckable(true);
        button->setAutoDefault(false);
        m_verdicts->addButton(button, static_cast<int>(v));
        verdictLayout->addWidget(button, static_cast<int>(v) / 3, static_cast<int>(v) % 3);
        button->setToolTip(
            tr("%1 (%2)").arg(core::verdictName(v), verdictShortcut(v).toString(QKeySequence::NativeText)));
    }
    layout->addWidget(verdictBox);
    connect(m_verdicts, &QButtonGroup::idClicked, this,
            [this](int id) { emit verdictChosen(static_cast<core::Verdict>(id)); });

    auto* evidenceBox = new QGroupBox(tr("Evi&dence"), m_content);
    auto* evidenceLayout = new QVBoxLayout(evidenceBox);
    m_evidence = new QPlainTextEdit(evidenceBox);
    m_evidence->setObjectName(QStringLiteral("evidenceEdit"));
    m_evidence->setPlaceholderText(tr("What you saw, where, and when: commands, documents, ticket numbers, run ids."));
    m_evidence->setTabChangesFocus(true);
    evidenceLayout->addWidget(m_evidence, 1);
    auto* evidenceButtons = new QHBoxLayout;
    auto* hint = new QLabel(tr("Ctrl+Return saves. Every change can be undone (Ctrl+Z)."), evidenceBox);
    hint->setEnabled(false);
    hint->setWordWrap(true);
    m_saveEvidence = new QPushButton(tr("&Save evidence"), evidenceBox);
    m_saveEvidence->setObjectName(QStringLiteral("saveEvidenceButton"));
    m_saveEvidence->setAutoDefault(false);
    m_saveEvidence->setEnabled(false);
    evidenceButtons->addWidget(hint, 1);
    evidenceButtons->addWidget(m_saveEvidence);
    evidenceLayout->addLayout(evidenceButtons);
    layout->addWidget(evidenceBox, 1);
    connect(m_evidence, &QPlainTextEdit::textChanged, this, [this] { m_saveEvidence->setEnabled(evidenceDirty()); });
    connect(m_saveEvidence, &QPushButton::clicked, this, [this] {
        if (evidenceDirty()) {
            emit evidenceCommitted(evidenceText());
        }
    });
    auto* saveShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_evidence);
    saveShortcut->setContext(Qt::WidgetShortcut);
    connect(saveShortcut, &QShortcut::activated, m_saveEvidence, &QPushButton::click);

    stack->addWidget(m_content);
    stack->setCurrentWidget(m_placeholder);
}

void VerdictPanel::showItem(const core::CheckItem* item, const QString& criterionName,
                            const ChecklistModel::State& state) {
    auto* stack = static_cast<QStackedLayout*>(layout());
    if (!item) {
        m_itemId = 0;
        m_savedEvidence.clear();
        m_evidence->clear();
        stack->setCurrentWidget(m_placeholder);
        return;
    }
    m_itemId = item->id;
    m_criterion->setText(criterionName);
    m_title->setText(core::RubricText::title(*item));
    m_question->setText(item->question.isEmpty() ? tr("(no question recorded)") : core::RubricText::question(*item));
    m_guidance->setText(item->guidance.isEmpty() ? tr("(no guidance recorded)") : core::RubricText::guidance(*item));
    setState(state);
    stack->setCurrentWidget(m_content);
}

void VerdictPanel::setState(const ChecklistModel::State& state) {
    setVerdictButtons(state.verdict);
    m_savedEvidence = state.evidence;
    if (m_evidence->toPlainText() != state.evidence) {
        m_evidence->setPlainText(state.evidence);
    }
    m_saveEvidence->setEnabled(false);
}

QString VerdictPanel::evidenceText() const {
    return m_evidence->toPlainText();
}

QKeySequence VerdictPanel::verdictShortcut(core::Verdict verdict) {
    return QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + static_cast<int>(verdict)));
}

void VerdictPanel::chooseVerdict(core::Verdict verdict) {
    if (m_itemId == 0) {
        return;
    }
    if (auto* button = m_verdicts->button(static_cast<int>(verdict))) {
        button->click();
    }
}

void VerdictPanel::setStateKeepingTyping(const ChecklistModel::State& state) {
    setVerdictButtons(state.verdict);
    m_savedEvidence = state.evidence;
    m_saveEvidence->setEnabled(evidenceDirty());
}

bool VerdictPanel::evidenceDirty() const {
    return m_itemId != 0 && m_evidence->toPlainText() != m_savedEvidence;
}

void VerdictPanel::setVerdictButtons(core::Verdict verdict) {
    if (auto* button = m_verdicts->button(static_cast<int>(verdict))) {
        button->setChecked(true);
    }
}

}  // namespace tb::ui
