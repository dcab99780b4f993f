#include "ui/checklist/EvaluationDialog.h"

#include "core/settings/AnalystSettings.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
QLineEdit* dateEdit(QWidget* parent, const char* objectName) {
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(objectName));
    edit->setPlaceholderText(EvaluationDialog::tr("YYYY-MM-DD"));
    edit->setMaxLength(10);
    edit->setClearButtonEnabled(true);
    return edit;
}
}  // namespace

EvaluationDialog::EvaluationDialog(const QStringList& rubricVersions, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("evaluationDialog"));
    setWindowTitle(tr("New evaluation"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("evaluationTitleEdit"));
    m_title->setPlaceholderText(tr("e.g. Hands-on review, H100 cluster, May 2026"));
    m_rubric = new QComboBox(this);
    m_rubric->setObjectName(QStringLiteral("evaluationRubricCombo"));
    for (const QString& v : rubricVersions) {
        m_rubric->addItem(tr("ClusterMAX %1").arg(v), v);
    }
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("evaluationStatusCombo"));
    for (const auto s :
         {core::EvaluationStatus::Draft, core::EvaluationStatus::InReview, core::EvaluationStatus::Final}) {
        m_status->addItem(core::evaluationStatusName(s), core::evaluationStatusKey(s));
    }
    m_reviewer = new QLineEdit(core::AnalystSettings::reviewerName(), this);
    m_reviewer->setObjectName(QStringLiteral("evaluationReviewerEdit"));
    m_reviewer->setPlaceholderText(tr("Set a default in Edit › Preferences"));
    m_disclosure = new QPlainTextEdit(core::AnalystSettings::defaultDisclosure(), this);
    m_disclosure->setObjectName(QStringLiteral("evaluationDisclosureEdit"));
    m_disclosure->setPlaceholderText(
        tr("Any commercial or personal relationship with the provider; printed in the review"));
    m_disclosure->setTabChangesFocus(true);
    m_disclosure->setMaximumHeight(90);
    m_testingFrom = dateEdit(this, "testingFromEdit");
    m_testingUntil = dateEdit(this, "testingUntilEdit");
    m_requested = dateEdit(this, "handoverRequestedEdit");
    m_received = dateEdit(this, "handoverReceivedEdit");
    auto* window = new QHBoxLayout;
    window->addWidget(m_testingFrom);
    window->addWidget(new QLabel(tr("to"), this));
    window->addWidget(m_testingUntil);
    auto* handover = new QHBoxLayout;
    handover->addWidget(m_requested);
    handover->addWidget(new QLabel(tr("received"), this));
    handover->addWidget(m_received);

    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Rubric:"), m_rubric);
    form->addRow(tr("&Status:"), m_status);
    form->addRow(tr("Re&viewer:"), m_reviewer);
    form->addRow(tr("&Disclosure:"), m_disclosure);
    // A row whose field is a layout gets no buddy from QFormLayout (the "&" would show): label it ourselves.
    auto* windowLabel = new QLabel(tr("Testing &window:"), this);
    windowLabel->setBuddy(m_testingFrom);
    auto* handoverLabel = new QLabel(tr("&Hardware requested:"), this);
    handoverLabel->setBuddy(m_requested);
    form->addRow(windowLabel, window);
    form->addRow(handoverLabel, handover);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("evaluationDialogError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b03020;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start evaluation"));
    connect(buttons, &QDialogButtonBox::accepted, this, &EvaluationDialog::tryAccept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_title->setFocus();
    resize(560, sizeHint().height());
}

void EvaluationDialog::setEvaluation(const core::Evaluation& e, const QString& rubricVersion) {
    m_id = e.id;
    m_rowVersion = e.rowVersion;
    setWindowTitle(tr("Edit evaluation"));
    if (auto* ok = findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)) {
        ok->setText(tr("&Save"));
    }
    m_title->setText(e.title);
    const int rubricIndex = m_rubric->findData(rubricVersion);
    if (rubricIndex >= 0) {
        m_rubric->setCurrentIndex(rubricIndex);
    }
    m_rubric->setToolTip(tr("Another rubric version can be chosen only while no checklist item is decided."));
    m_status->setCurrentIndex(m_status->findData(core::evaluationStatusKey(e.status)));
    m_reviewer->setText(e.reviewer);
    m_disclosure->setPlainText(e.conflictDisclosure);
    m_testingFrom->setText(e.testingFrom);
    m_testingUntil->setText(e.testingUntil);
    m_requested->setText(e.handoverRequested);
    m_received->setText(e.handoverReceived);
}

core::EvaluationDraft EvaluationDialog::draft() const {
    core::EvaluationDraft d;
    d.title = m_title->text().trimmed();
    d.rubricVersion = m_rubric->currentData().toString();
    d.status =
        core::evaluationStatusFromKey(m_status->currentData().toString()).value_or(core::EvaluationStatus::Draft);
    d.reviewer = m_reviewer->text().trimmed();
    d.conflictDisclosure = m_disclosure->toPlainText().trimmed();
    d.testingFrom = m_testingFrom->text().trimmed();
    d.testingUntil = m_testingUntil->text().trimmed();
    d.handoverRequested = m_requested->text().trimmed();
    d.handoverReceived = m_received->text().trimmed();
    d.expectedVersion = m_rowVersion;
    return d;
}

void EvaluationDialog::tryAccept() {
    const core::EvaluationDraft d = draft();
    const QStringList problems = core::EvaluationWorkflow::problems(d);
    if (!problems.isEmpty()) {
        showError(problems.join(u'\n'));
        return;
    }
    m_error->hide();
    emit saveRequested(d);
}

void EvaluationDialog::showError(const QString& message) {
    m_error->setText(message);
    m_error->show();
}

QString EvaluationDialog::errorText() const {
    return m_error->isVisible() ? m_error->text() : QString();
}

}  // namespace tb::ui
