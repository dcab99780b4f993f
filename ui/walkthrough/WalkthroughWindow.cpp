#include "ui/walkthrough/WalkthroughWindow.h"

#include "core/domain/Checklist.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/Store.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/VerdictPalette.h"
#include "ui/report/ReviewWording.h"

#include <QCloseEvent>
#include <QDate>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

enum Page { LoadingPage, ItemPage, SummaryPage, PausedPage, JumpPage };

QString clock(qint64 ms) {
    const qint64 s = ms / 1000;
    return s >= 3600
               ? QStringLiteral("%1:%2:%3")
                     .arg(s / 3600)
                     .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
                     .arg(s % 60, 2, 10, QLatin1Char('0'))
               : QStringLiteral("%1:%2").arg(s / 60, 2, 10, QLatin1Char('0')).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString verdictLabel(core::Verdict verdict) {
    return core::verdictName(verdict);
}

QLabel* makeLabel(const QString& objectName, QWidget* parent, bool wrap = true) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(wrap);
    label->setTextFormat(Qt::PlainText);
    return label;
}

}  // namespace

WalkthroughWindow::WalkthroughWindow(std::shared_ptr<core::Store> store, qint64 evaluationId, QWidget* parent)
    : QWidget(parent, Qt::Window), m_store(std::move(store)), m_evaluationId(evaluationId) {
    setObjectName(QStringLiteral("walkthrough"));
    setWindowTitle(tr("Walkthrough"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    buildUi();
    m_tick = new QTimer(this);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &WalkthroughWindow::refreshClock);
    m_autosave = new QTimer(this);
    m_autosave->setInterval(15000);
    connect(m_autosave, &QTimer::timeout, this, &WalkthroughWindow::saveState);

    m_store->submit([evaluationId](
                        QSqlDatabase& db) -> core::Result<std::pair<core::ReviewContent, core::WalkthroughState>> {
        auto content = core::ReviewContentLoader::loadEvaluation(db, evaluationId);
        if (!content) {
            return content.error();
        }
        auto state = core::WalkthroughState::load(db, evaluationId);
        if (!state) {
            return state.error();
        }
        return std::make_pair(std::move(content).value(), std::move(state).value());
    }) | ui::whileAlive(this, [this](core::Result<std::pair<core::ReviewContent, core::WalkthroughState>> result) {
        if (!result) {
            m_status->setText(result.error().toString());
            emit loadFailed(result.error().toString());
            return;
        }
        onLoaded(std::move(result.value().first), std::move(result.value().second));
    });
}

WalkthroughWindow::~WalkthroughWindow() = default;

void WalkthroughWindow::buildUi() {
    setStyleSheet(
        QStringLiteral("QWidget#walkthrough { background: #10161d; }"
                       "QWidget { color: #e8edf2; font-family: 'DejaVu Sans'; }"
                       "QLabel#provider { font-size: 26px; font-weight: bold; }"
                       "QLabel#criterion { font-size: 22px; color: #9fc3e6; }"
                       "QLabel#progressText, QLabel#timer { font-size: 18px; color: #c9d3dc; }"
                       "QLabel#title { font-size: 34px; font-weight: bold; }"
                       "QLabel#question { font-size: 26px; }"
                       "QLabel#guidance { font-size: 19px; color: #d7e4d0; background: #1c2a1e; padding: 10px; "
                       "border-left: 5px solid #5c9b5a; }"
                       "QLabel#verdict { font-size: 26px; font-weight: bold; padding: 6px 16px; border-radius: 6px; }"
                       "QLabel#availability { font-size: 20px; }"
                       "QLabel#status { font-size: 16px; color: #f0b35a; }"
                       "QLabel#hints { font-size: 15px; color: #8ea0b1; }"
                       "QLabel#summary { font-size: 19px; }"
                       "QLabel#paused { font-size: 40px; font-weight: bold; color: #f0b35a; }"
                       "QPlainTextEdit { font-size: 19px; background: #17202a; border: 1px solid #2c3946; }"
                       "QPlainTextEdit[editing=\"true\"] { border: 2px solid #f0b35a; }"
                       "QLineEdit { font-size: 20px; background: #17202a; border: 2px solid #f0b35a; padding: 4px; }"
                       "QListWidget { font-size: 20px; background: #17202a; }"
                       "QListWidget::item:selected { background: #2f5f8f; }"
                       "QProgressBar { height: 10px; background: #222c36; border: none; }"
                       "QProgressBar::chunk { background: #4d8fcc; }"));

    auto* root = new QVBoxLayout(this);
    root->setContentsMargins(32, 20, 32, 14);
    root->setSpacing(10);

    auto* top = new QHBoxLayout;
    m_provider = makeLabel(QStringLiteral("provider"), this, false);
    m_criterion = makeLabel(QStringLiteral("criterion"), this, false);
    m_timer = makeLabel(QStringLiteral("timer"), this, false);
    m_timer->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    top->addWidget(m_provider);
    top->addSpacing(24);
    top->addWidget(m_criterion, 1);
    top->addWidget(m_timer);
    root->addLayout(top);

    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setTextVisible(false);
    m_progressText = makeLabel(QStringLiteral("progressText"), this, false);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressText);
    root->addLayout(progressRow);

    m_pages = new QStackedWidget(this);
    root->addWidget(m_pages, 1);

    // Loading
    auto* loading = makeLabel(QStringLiteral("summary"), m_pages);
    loading->setText(tr("Loading the checklist\u2026"));
    loading->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(loading);

    // Item. In a scroll area: a long question and guidance wrap to their full height and scroll on a small screen
    // instead of being cut off (loop 4: "What good looks like" lost its last lines).
    auto* itemScroll = new QScrollArea(m_pages);
    itemScroll->setObjectName(QStringLiteral("itemScroll"));
    itemScroll->setWidgetResizable(true);
    itemScroll->setFrameShape(QFrame::NoFrame);
    itemScroll->setFocusPolicy(Qt::NoFocus);  // keys belong to the window (arrows move between items)
    itemScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    itemScroll->setStyleSheet(
        QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    auto* item = new QWidget(itemScroll);
    auto* itemLayout = new QVBoxLayout(item);
    itemLayout->setContentsMargins(0, 8, 0, 0);
    itemLayout->setSpacing(12);
    m_title = makeLabel(QStringLiteral("title"), item);
    m_question = makeLabel(QStringLiteral("question"), item);
    m_guidance = makeLabel(QStringLiteral("guidance"), item);
    auto* verdictRow = new QHBoxLayout;
    m_verdict = makeLabel(QStringLiteral("verdict"), item, false);
    m_availability = makeLabel(QStringLiteral("availability"), item, false);
    m_date = new QLineEdit(item);
    m_date->setPlaceholderText(tr("Promised date, YYYY-MM-DD"));
    m_date->setMaximumWidth(360);
    m_date->hide();
    m_date->installEventFilter(this);
    verdictRow->addWidget(m_verdict);
    verdictRow->addSpacing(20);
    verdictRow->addWidget(m_availability);
    verdictRow->addWidget(m_date);
    verdictRow->addStretch(1);
    m_notes = new QPlainTextEdit(item);
    m_notes->setReadOnly(true);
    m_notes->setFocusPolicy(Qt::NoFocus);
    m_notes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notes->setPlaceholderText(tr("No evidence or notes yet. Press E to write the provider's answer."));
    m_notes->installEventFilter(this);
    itemLayout->addWidget(m_title);
    itemLayout->addWidget(m_question);
    itemLayout->addWidget(m_guidance);
    itemLayout->addLayout(verdictRow);
    auto* notesCaption = makeLabel(QStringLiteral("hints"), item, false);
    notesCaption->setText(tr("Evidence and the provider's answer (E edits)"));
    itemLayout->addWidget(notesCaption);
    m_notes->setMinimumHeight(fontMetrics().height() * 3);
    itemLayout->addWidget(m_notes, 1);
    itemScroll->setWidget(item);
    m_pages->addWidget(itemScroll);

    // Summary
    auto* scroll = new QScrollArea(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setStyleSheet(QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    m_summary = makeLabel(QStringLiteral("summary"), scroll);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    scroll->setWidget(m_summary);
    m_pages->addWidget(scroll);

    // Paused
    m_pausedLabel = makeLabel(QStringLiteral("paused"), m_pages);
    m_pausedLabel->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(m_pausedLabel);

    // Jump list
    m_jump = new QListWidget(m_pages);
    m_jump->installEventFilter(this);
    m_pages->addWidget(m_jump);

    m_status = makeLabel(QStringLiteral("status"), this, false);
    m_hints = makeLabel(QStringLiteral("hints"), this);
    m_hints->setText(
        tr("N/\u2192 next   P/\u2190 previous   1 pass  2 partial  3 fail  4 n/a  5 unknown   "
           "A available/planned   D promised date   E notes   J jump   Space pause   Esc leave"));
    root->addWidget(m_status);
    root->addWidget(m_hints);
    setFocusPolicy(Qt::StrongFocus);
}

void WalkthroughWindow::onLoaded(core::ReviewContent content, core::WalkthroughState state) {
    m_content = std::move(content);
    m_state = std::move(state);
    m_items.clear();
    for (int c = 0; c < m_content.criteria.size(); ++c) {
        for (int i = 0; i < m_content.criteria[c].items.size(); ++i) {
            m_items.append({c, i});
        }
    }
    m_provider->setText(m_content.providerName);
    setWindowTitle(tr("Walkthrough \u2014 %1").arg(m_content.providerName));
    m_progress->setRange(0, std::max(1, int(m_items.size())));
    m_loaded = true;
    int start = 0;
    for (int p = 0; p < m_items.size(); ++p) {
        const auto& pos = m_items[p];
        if (m_content.criteria[pos.criterion].items[pos.item].checkItemId == m_state.checkItemId) {
            start = p;
        }
    }
    if (m_items.isEmpty()) {
        m_status->setText(tr("This evaluation's rubric has no check items."));
    }
    const bool resumePaused = m_state.paused;
    m_state.paused = false;
    if (m_state.finished) {
        m_position = start;
        showSummary();
    } else {
        showPosition(start);
    }
    if (resumePaused) {
        togglePause();
    }
    if (!m_state.updatedAt.isEmpty()) {
        m_status->setText(tr("Resumed the session last saved %1.").arg(m_state.updatedAt));
    }
    m_tick->start();
    m_autosave->start();
    emit loaded();
}

const core::ReviewItem* WalkthroughWindow::currentItem() const {
    if (m_items.isEmpty()) {
        return nullptr;
    }
    const auto& pos = m_items[m_position];
    return &m_content.criteria[pos.criterion].items[pos.item];
}

core::ReviewItem* WalkthroughWindow::mutableCurrent() {
    if (m_items.isEmpty()) {
        return nullptr;
    }
    const auto& pos = m_items[m_position];
    return &m_content.criteria[pos.criterion].items[pos.item];
}

qint64 WalkthroughWindow::currentCriterionId() const {
    return m_items.isEmpty() ? 0 : m_content.criteria[m_items[m_position].criterion].id;
}

bool WalkthroughWindow::isSummaryShown() const {
    return m_pages->currentIndex() == SummaryPage;
}

qint64 WalkthroughWindow::elapsedMs(qint64 criterionId) const {
    qint64 ms = m_state.elapsedMs.value(criterionId);
    if (m_clock.isValid() && criterionId == currentCriterionId()) {
        ms += m_clock.elapsed();
    }
    return ms;
}

void WalkthroughWindow::stopClock() {
    if (m_clock.isValid()) {
        m_state.elapsedMs[currentCriterionId()] += m_clock.elapsed();
        m_clock.invalidate();
    }
}

void WalkthroughWindow::startClock() {
    if (!m_state.paused && !m_items.isEmpty()) {
        m_clock.start();
    }
}

void WalkthroughWindow::showPosition(int position) {
    stopClock();
    m_position = std::clamp(position, 0, std::max(0, int(m_items.size()) - 1));
    m_state.finished = false;
    if (const auto* item = currentItem()) {
        m_state.checkItemId = item->checkItemId;
    }
    m_pages->setCurrentIndex(ItemPage);
    refreshItem();
    startClock();
    refreshClock();
    setFocus();
}

void WalkthroughWindow::refreshItem() {
    const core::ReviewItem* item = currentItem();
    if (!item) {
        return;
    }
    const auto& crit = m_content.criteria[m_items[m_position].criterion];
    m_criterion->setText(tr("Criterion %1 of %2: %3")
                             .arg(m_items[m_position].criterion + 1)
                             .arg(m_content.criteria.size())
                             .arg(crit.name));
    m_progress->setValue(m_position + 1);
    m_progressText->setText(tr("Item %1 of %2").arg(m_position + 1).arg(m_items.size()));
    m_title->setText(item->title);
    m_question->setText(item->question.isEmpty() ? tr("(no question recorded)") : item->question);
    m_guidance->setText(
        tr("What good looks like: %1").arg(item->guidance.isEmpty() ? tr("not described") : item->guidance));
    m_verdict->setText(verdictLabel(item->verdict));
    const core::Verdict shown = item->verdict;
    m_verdict->setStyleSheet(
        QStringLiteral("background: %1; color: %2;").arg(verdictColor(shown).name(), verdictTextColor(shown).name()));
    // As the review words it (ReviewWording): only a found feature (pass, partial) is generally available; an
    // undecided item read "Generally available" beside "Unknown" on the presenter screen.
    m_availability->setText(item->isPlanned() ? (item->promisedDate.isEmpty()
                                                     ? tr("Planned \u2014 no date promised yet (D)")
                                                     : tr("Planned \u2014 promised for %1").arg(item->promisedDate))
                                              : ReviewWording::availability(*item, QDate::currentDate()));
    if (m_notes->isReadOnly()) {
        m_notes->setPlainText(item->evidence);
    }
}

void WalkthroughWindow::refreshClock() {
    if (!m_loaded) {
        return;
    }
    qint64 total = 0;
    for (const auto& c : m_content.criteria) {
        total += elapsedMs(c.id);
    }
    m_timer->setText(tr("Criterion %1   Session %2%3")
                         .arg(clock(elapsedMs(currentCriterionId())), clock(total),
                              m_state.paused ? QStringLiteral("   ") + tr("PAUSED") : QString()));
}

void WalkthroughWindow::move(int delta) {
    if (m_items.isEmpty()) {
        return;
    }
    if (isSummaryShown()) {
        if (delta < 0) {
            showPosition(m_position);
        }
        return;
    }
    if (m_position + delta >= m_items.size()) {
        showSummary();
    } else {
        showPosition(m_position + delta);
    }
    saveState();
}

void WalkthroughWindow::setVerdict(core::Verdict verdict) {
    core::ReviewItem* item = mutableCurrent();
    if (!item || m_pages->currentIndex() != ItemPage) {
        return;
    }
    item->verdict = verdict;
    item->confirmed = true;
    refreshItem();
    saveItem(*item);
}

void WalkthroughWindow::toggleAvailability() {
    core::ReviewItem* item = mutableCurrent();
    if (!item || m_pages->currentIndex() != ItemPage) {
        return;
    }
    item->availability = item->isPlanned() ? QStringLiteral("ga") : QStringLiteral("planned");
    if (!item->isPlanned()) {
        item->promisedDate.clear();  // a promise only makes sense for a planned feature
    }
    refreshItem();
    saveItem(*item);
    if (item->isPlanned() && item->promisedDate.isEmpty()) {
        beginDate();
    }
}

void WalkthroughWindow::beginNotes() {
    if (!currentItem() || m_pages->currentIndex() != ItemPage) {
        return;
    }
    m_notes->setReadOnly(false);
    m_notes->setFocusPolicy(Qt::StrongFocus);
    m_notes->setProperty("editing", true);
    m_notes->style()->unpolish(m_notes);
    m_notes->style()->polish(m_notes);
    m_notes->setFocus();
    m_notes->moveCursor(QTextCursor::End);
    m_status->setText(tr("Editing notes: Ctrl+Return saves, Esc saves and returns to the keys."));
}

void WalkthroughWindow::endNotes(bool keep) {
    core::ReviewItem* item = mutableCurrent();
    const QString text = m_notes->toPlainText();
    m_notes->setReadOnly(true);
    m_notes->setFocusPolicy(Qt::NoFocus);
    m_notes->setProperty("editing", false);
    m_notes->style()->unpolish(m_notes);
    m_notes->style()->polish(m_notes);
    m_status->clear();
    setFocus();
    // The text shown was redacted of other providers' names; only a changed text is written back.
    if (item && keep && text != item->evidence) {
        item->evidence = text;
        saveItem(*item);
    }
    refreshItem();
}

void WalkthroughWindow::beginDate() {
    const core::ReviewItem* item = currentItem();
    if (!item || m_pages->currentIndex() != ItemPage) {
        return;
    }
    m_date->setText(item->promisedDate);
    m_date->show();
    m_date->setFocus();
    m_status->setText(tr("Promised date: Return saves (the feature becomes planned), Esc cancels."));
}

void WalkthroughWindow::endDate(bool keep) {
    core::ReviewItem* item = mutableCurrent();
    const QString text = m_date->text().trimmed();
    if (keep && !text.isEmpty() && !QDate::fromString(text, Qt::ISODate).isValid()) {
        m_status->setText(tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(text));
        return;
    }
    m_date->hide();
    m_status->clear();
    setFocus();
    if (item && keep) {
        item->promisedDate = text;
        if (!text.isEmpty()) {
            item->availability = QStringLiteral("planned");
        }
        saveItem(*item);
    }
    refreshItem();
}

void WalkthroughWindow::openJumpList() {
    if (m_items.isEmpty() || m_pages->currentIndex() == PausedPage) {
        return;
    }
    m_jump->clear();
    int lastCriterion = -1;
    for (int p = 0; p < m_items.size(); ++p) {
        const auto& pos = m_items[p];
        const auto& crit = m_content.criteria[pos.criterion];
        if (pos.criterion != lastCriterion) {
            auto* header = new QListWidgetItem(crit.name, m_jump);
            QFont f = header->font();
            f.setBold(true);
            header->setFont(f);
            header->setData(Qt::UserRole, p);
            lastCriterion = pos.criterion;
        }
        const auto& item = crit.items[pos.item];
        auto* row =
            new QListWidgetItem(QStringLiteral("    %1   [%2]").arg(item.title, verdictLabel(item.verdict)), m_jump);
        row->setData(Qt::UserRole, p);
        if (p == m_position) {
            m_jump->setCurrentItem(row);
        }
    }
    stopClock();
    m_pages->setCurrentIndex(JumpPage);
    m_jump->setFocus();
    m_status->setText(tr("Jump: arrows choose, Return goes there, Esc returns."));
}

void WalkthroughWindow::jumpToSelection() {
    const QListWidgetItem* row = m_jump->currentItem();
    m_status->clear();
    showPosition(row ? row->data(Qt::UserRole).toInt() : m_position);
    saveState();
}

void WalkthroughWindow::togglePause() {
    if (!m_loaded) {
        return;
    }
    if (!m_state.paused) {
        stopClock();
        m_state.paused = true;
        m_pausedLabel->setText(tr("Paused\n\nSpace resumes. The session can be resumed another day."));
        m_pages->setCurrentIndex(PausedPage);
    } else {
        m_state.paused = false;
        if (m_state.finished) {
            showSummary();
        } else {
            showPosition(m_position);
        }
    }
    refreshClock();
    saveState();
}

void WalkthroughWindow::showSummary() {
    stopClock();
    m_state.finished = true;
    // Two columns (open items, promises) so both fit at 1280x720; times per criterion on one line above.
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Session summary").toHtmlEscaped());
    QStringList times;
    for (const auto& c : m_content.criteria) {
        times << QStringLiteral("%1&nbsp;%2").arg(c.name.toHtmlEscaped(), clock(m_state.elapsedMs.value(c.id)));
    }
    html += QStringLiteral("<p>%1<br/><span style='font-size:16px; color:#c9d3dc'>%2</span></p>")
                .arg(tr("Time spent: %1 in total.").arg(clock(m_state.totalMs())).toHtmlEscaped(),
                     times.join(QStringLiteral(" &nbsp;\u00b7&nbsp; ")));
    const auto open = m_content.openItems();
    QString openHtml = QStringLiteral("<h3>%1</h3>").arg(tr("Open items (%1)").arg(open.size()).toHtmlEscaped());
    if (open.isEmpty()) {
        openHtml += QStringLiteral("<p>%1</p>").arg(tr("None: every item has a confirmed verdict.").toHtmlEscaped());
    }
    for (const auto* item : open) {
        openHtml += QStringLiteral("\u2022 %1<br/>").arg(item->title.toHtmlEscaped());
    }
    const auto promises = m_content.promises();
    QString promisesHtml = QStringLiteral("<h3>%1</h3>").arg(tr("Promises (%1)").arg(promises.size()).toHtmlEscaped());
    if (promises.isEmpty()) {
        promisesHtml += QStringLiteral("<p>%1</p>").arg(tr("No planned features were recorded.").toHtmlEscaped());
    }
    for (const auto* item : promises) {
        promisesHtml += QStringLiteral("\u2022 %1 \u2014 %2<br/>")
                            .arg(item->title.toHtmlEscaped(),
                                 (item->promisedDate.isEmpty() ? tr("no date promised")
                                                               : tr("promised for %1").arg(item->promisedDate))
                                     .toHtmlEscaped());
    }
    html += QStringLiteral(
                "<table width='100%' cellspacing='0' cellpadding='0'><tr><td width='45%' valign='top'>%1</td>"
                "<td width='55%' valign='top'>%2</td></tr></table>")
                .arg(openHtml, promisesHtml);
    html += QStringLiteral("<p style='color:#8ea0b1'>%1</p>")
                .arg(tr("Up/Down scroll, P returns to the last item, Esc leaves the walkthrough.").toHtmlEscaped());
    m_summary->setText(html);
    m_criterion->setText(tr("Summary"));
    m_progress->setValue(m_progress->maximum());
    m_pages->setCurrentIndex(SummaryPage);
    refreshClock();
}

void WalkthroughWindow::saveItem(const core::ReviewItem& item) {
    core::VerdictRecord record;
    record.evaluationId = m_evaluationId;
    record.checkItemId = item.checkItemId;
    record.verdict = item.verdict;
    // Text columns are NOT NULL and a null QString binds as NULL.
    record.evidence = item.evidence.isNull() ? QStringLiteral("") : item.evidence;
    record.availability = item.availability;
    record.promisedDate = item.isPlanned() && !item.promisedDate.isNull() ? item.promisedDate : QStringLiteral("");
    record.confirmed = true;
    const qint64 id = item.checkItemId;
    m_store->submit([record, actor = analystName()](QSqlDatabase& db) {
        return core::EvaluationWorkflow(db).saveVerdict(record, actor);
    }) | ui::whileAlive(this, [this, id](core::Result<core::VerdictRecord> result) {
        if (!result) {
            m_status->setText(tr("Not saved: %1").arg(result.error().toString()));
            emit saveFailed(result.error().toString());
            return;
        }
        emit verdictSaved(id);
    });
}

void WalkthroughWindow::saveState() {
    if (!m_loaded) {
        return;
    }
    core::WalkthroughState state = m_state;
    if (m_clock.isValid()) {
        state.elapsedMs[currentCriterionId()] += m_clock.elapsed();
    }
    m_store->submit([state](QSqlDatabase& db) { return core::WalkthroughState::save(db, state); }) |
        ui::whileAlive(this, [this](core::Status st) {
            if (!st) {
                m_status->setText(tr("Session state not saved: %1").arg(st.error().toString()));
                return;
            }
            emit stateSaved();
        });
}

void WalkthroughWindow::leave() {
    if (m_leaving) {
        return;
    }
    m_leaving = true;
    stopClock();
    saveState();
    m_tick->stop();
    m_autosave->stop();
    hide();
    emit left();
}

void WalkthroughWindow::keyPressEvent(QKeyEvent* event) {
    if (!m_loaded) {
        if (event->key() == Qt::Key_Escape) {
            leave();
        }
        return;
    }
    const bool paused = m_pages->currentIndex() == PausedPage;
    switch (event->key()) {
        case Qt::Key_Space:
            togglePause();
            return;
        case Qt::Key_Escape:
            leave();
            return;
        default:
            break;
    }
    if (paused) {
        return;  // only Space and Esc while paused
    }
    switch (event->key()) {
        case Qt::Key_N:
        case Qt::Key_Right:
            move(+1);
            return;
        case Qt::Key_P:
        case Qt::Key_Left:
            move(-1);
            return;
        case Qt::Key_1:
        case Qt::Key_2:
        case Qt::Key_3:
        case Qt::Key_4:
        case Qt::Key_5:
            setVerdict(core::kAllVerdicts[event->key() - Qt::Key_1]);  // keys 1-5 in the checklist's order
            return;
        case Qt::Key_A:
            toggleAvailability();
            return;
        case Qt::Key_D:
            beginDate();
            return;
        case Qt::Key_E:
            beginNotes();
            return;
        case Qt::Key_J:
            openJumpList();
            return;
        default:
            QWidget::keyPressEvent(event);
    }
}

bool WalkthroughWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress) {
        return QWidget::eventFilter(watched, event);
    }
    auto* key = static_cast<QKeyEvent*>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    if (watched == m_notes && !m_notes->isReadOnly()) {
        if (key->key() == Qt::Key_Escape || (enter && key->modifiers().testFlag(Qt::ControlModifier))) {
            endNotes(true);
            return true;
        }
    } else if (watched == m_date && m_date->isVisible()) {
        if (enter || key->key() == Qt::Key_Escape) {
            endDate(enter);
            return true;
        }
    } else if (watched == m_jump) {
        if (enter) {
            jumpToSelection();
            return true;
        }
        if (key->key() == Qt::Key_Escape || key->key() == Qt::Key_J) {
            m_status->clear();
            showPosition(m_position);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void WalkthroughWindow::closeEvent(QCloseEvent* event) {
    leave();
    event->accept();
}

}  // namespace tb::ui
