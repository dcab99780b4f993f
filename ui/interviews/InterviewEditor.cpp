#include "ui/interviews/InterviewEditor.h"

#include "ui/common/DateField.h"
#include "ui/interviews/InterviewListModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTextCursor>
#include <QTextEdit>
#include <QTextList>
#include <QToolButton>
#include <QVBoxLayout>

namespace tb::ui {

InterviewEditor::InterviewEditor(const core::Interview& interview, const QList<QPair<QString, QString>>& criteria,
                                 QWidget* parent)
    : QDialog(parent), m_original(interview) {
    setObjectName(QStringLiteral("interviewEditor"));
    setWindowTitle(interview.id > 0 ? tr("Edit interview") : tr("Add interview"));

    m_date = new DateField(this);
    m_date->setObjectName(QStringLiteral("interviewDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setDate(interview.heldOn.isValid() ? interview.heldOn : QDate::currentDate());

    m_name = new QLineEdit(interview.intervieweeName, this);
    m_name->setObjectName(QStringLiteral("interviewName"));
    m_name->setPlaceholderText(tr("Shown on this provider's page only"));
    m_role = new QLineEdit(interview.role, this);
    m_role->setObjectName(QStringLiteral("interviewRole"));
    m_role->setPlaceholderText(tr("e.g. ML platform lead (required)"));

    m_orgType = new QComboBox(this);
    m_orgType->setObjectName(QStringLiteral("interviewOrgType"));
    for (core::OrgType t : core::kAllOrgTypes) {
        m_orgType->addItem(core::orgTypeName(t), core::orgTypeKey(t));
    }
    m_orgType->setCurrentIndex(m_orgType->findData(core::orgTypeKey(interview.orgType)));

    m_channel = new QComboBox(this);
    m_channel->setObjectName(QStringLiteral("interviewChannel"));
    m_channel->setEditable(true);
    m_channel->addItems({tr("video call"), tr("phone"), tr("in person"), tr("email"), tr("chat")});
    m_channel->setCurrentText(interview.channel.isEmpty() ? tr("video call") : interview.channel);

    m_consent = new QCheckBox(tr("The interviewee agreed to be quoted (anonymously)"), this);
    m_consent->setObjectName(QStringLiteral("interviewConsent"));
    m_consent->setChecked(interview.consent);

    m_tags = new QLineEdit(interview.tags.join(QStringLiteral(", ")), this);
    m_tags->setObjectName(QStringLiteral("interviewTags"));
    m_tags->setPlaceholderText(tr("comma separated, e.g. support, storage"));

    m_notes = new QTextEdit(this);
    m_notes->setObjectName(QStringLiteral("interviewNotes"));
    m_notes->setAcceptRichText(true);
    m_notes->setHtml(interview.notesHtml);
    m_notes->setMinimumHeight(120);

    auto* details = new QFormLayout;
    details->addRow(tr("&Date:"), m_date);
    details->addRow(tr("&Interviewee:"), m_name);
    details->addRow(tr("&Role:"), m_role);
    details->addRow(tr("&Organisation type:"), m_orgType);
    details->addRow(tr("C&hannel:"), m_channel);
    details->addRow(QString(), m_consent);
    details->addRow(tr("&Tags:"), m_tags);

    auto* sentimentBox = new QGroupBox(tr("Sentiment per criterion"), this);
    auto* sentimentForm = new QFormLayout(sentimentBox);
    for (const auto& [key, name] : criteria) {
        auto* combo = new QComboBox(sentimentBox);
        combo->setObjectName(QStringLiteral("sentiment_") + key);
        combo->addItem(tr("not discussed"), QVariant());
        for (int v = -2; v <= 2; ++v) {
            static const char* const kWords[] = {QT_TR_NOOP("very negative"), QT_TR_NOOP("negative"),
                                                 QT_TR_NOOP("neutral"), QT_TR_NOOP("positive"),
                                                 QT_TR_NOOP("very positive")};
            combo->addItem(QStringLiteral("%1  %2").arg(InterviewListModel::signedSentiment(v), tr(kWords[v + 2])), v);
        }
        if (interview.sentiment.contains(key)) {
            combo->setCurrentIndex(combo->findData(interview.sentiment.value(key)));
        }
        sentimentForm->addRow(name + QLatin1Char(':'), combo);
        m_sentiment.append({key, combo});
    }
    if (criteria.isEmpty()) {
        sentimentForm->addRow(new QLabel(tr("The provider has no rubric yet: no criteria to rate."), sentimentBox));
    }

    auto* top = new QHBoxLayout;
    top->addLayout(details, 3);
    top->addWidget(sentimentBox, 2);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("interviewError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b03020;"));
    m_error->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &InterviewEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &InterviewEditor::reject);

    auto* notesLabel = new QLabel(tr("&Notes:"), this);
    notesLabel->setBuddy(m_notes);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    auto* notesBar = new QHBoxLayout;
    notesBar->addWidget(notesLabel);
    notesBar->addStretch(1);
    notesBar->addWidget(buildNotesToolbar());
    layout->addLayout(notesBar);
    layout->addWidget(m_notes, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(780, 560);
}

QWidget* InterviewEditor::buildNotesToolbar() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto add = [&](const QString& text, const QString& tip, auto fn) {
        auto* b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        row->addWidget(b);
        connect(b, &QToolButton::clicked, this, fn);
        return b;
    };
    add(tr("B"), tr("Bold (Ctrl+B)"), [this] {
        m_notes->setFontWeight(m_notes->fontWeight() > QFont::Normal ? QFont::Normal : QFont::Bold);
    })->setShortcut(QKeySequence::Bold);
    add(tr("I"), tr("Italic (Ctrl+I)"), [this] {
        m_notes->setFontItalic(!m_notes->fontItalic());
    })->setShortcut(QKeySequence::Italic);
    add(tr("• List"), tr("Bulleted list"), [this] {
        QTextCursor cursor = m_notes->textCursor();
        if (cursor.currentList()) {
            return;
        }
        cursor.createList(QTextListFormat::ListDisc);
    });
    return bar;
}

QComboBox* InterviewEditor::sentimentCombo(const QString& criterionKey) const {
    for (const auto& [key, combo] : m_sentiment) {
        if (key == criterionKey) {
            return combo;
        }
    }
    return nullptr;
}

QStringList InterviewEditor::splitTags(const QString& text) {
    QStringList tags;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts)) {
        const QString t = part.trimmed();
        if (!t.isEmpty() && !tags.contains(t, Qt::CaseInsensitive)) {
            tags.append(t);
        }
    }
    return tags;
}

core::Interview InterviewEditor::interview() const {
    core::Interview i = m_original;
    i.heldOn = m_date->date();
    i.intervieweeName = m_name->text().trimmed();
    i.role = m_role->text().trimmed();
    i.orgType = core::orgTypeFromKey(m_orgType->currentData().toString()).value_or(core::OrgType::Other);
    i.channel = m_channel->currentText().trimmed();
    i.consent = m_consent->isChecked();
    i.notesHtml = m_notes->toPlainText().trimmed().isEmpty() ? QString() : m_notes->toHtml();
    i.tags = splitTags(m_tags->text());
    i.sentiment.clear();
    for (const auto& [key, combo] : m_sentiment) {
        if (combo->currentData().isValid()) {
            i.sentiment.insert(key, combo->currentData().toInt());
        }
    }
    return i;
}

QString InterviewEditor::errorText() const {
    return m_error->isVisible() || !m_error->text().isEmpty() ? m_error->text() : QString();
}

void InterviewEditor::accept() {
    const core::Interview i = interview();
    QString message;
    QString field;
    if (i.channel.isEmpty()) {
        message = tr("Say how the interview was held (the channel).");
        field = QStringLiteral("channel");
    } else if (auto st = i.validate(); !st) {
        message = st.error().message;
        field = st.error().detail;
    }
    if (message.isEmpty()) {
        m_error->clear();
        m_error->hide();
        QDialog::accept();
        return;
    }
    m_error->setText(message);
    m_error->show();
    QWidget* focus = nullptr;
    if (field == QLatin1String("held_on")) {
        focus = m_date;
    } else if (field == QLatin1String("interviewee_role")) {
        focus = m_role;
    } else if (field == QLatin1String("channel")) {
        focus = m_channel;
    } else if (field == QLatin1String("tags")) {
        focus = m_tags;
    } else if (field == QLatin1String("notes_html")) {
        focus = m_notes;
    }
    if (focus) {
        focus->setFocus();
    }
}

}  // namespace tb::ui
