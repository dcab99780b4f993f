#pragma once

#include "core/report/ReviewContent.h"
#include "core/store/WalkthroughState.h"

#include <QElapsedTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QStackedWidget;
class QTimer;

namespace tb::core {
class Store;
}

namespace tb::ui {

// Presenter view for a live session with a provider: criterion by criterion, item by item, it shows the question,
// what good looks like, the current verdict and the evidence, and records the provider's answer (verdict, notes,
// generally available or planned with the promised date) through EvaluationRepository::saveVerdict, the same API
// as the checklist.
//
// Confidentiality: the window is built from one evaluation's ReviewContent only (other providers' names redacted
// from free text); it has no reference to the main window, the provider list or the tier board. WalkthroughMode
// hides every other window while it is open.
//
// Keys: N / Right next, P / Left previous, 1-5 verdict (pass, partial, fail, n/a, unknown), A toggles generally
// available / planned, D promised date, E edit notes (Ctrl+Return or Esc ends editing), J jump list, Space pause,
// Esc leave.
//
// Thread contract: GUI thread; all database access is a store job continued with .then(this, ...). Position and
// per-criterion time are saved on every move, on pause, on leaving and every 15 seconds.
class WalkthroughWindow : public QWidget {
    Q_OBJECT

public:
    WalkthroughWindow(std::shared_ptr<core::Store> store, qint64 evaluationId, QWidget* parent = nullptr);
    ~WalkthroughWindow() override;

    bool isLoaded() const { return m_loaded; }
    bool isPaused() const { return m_state.paused; }
    bool isSummaryShown() const;
    int position() const { return m_position; }
    int itemCount() const { return int(m_items.size()); }
    const core::ReviewItem* currentItem() const;
    const core::ReviewContent& content() const { return m_content; }
    qint64 elapsedMs(qint64 criterionId) const;

signals:
    void loaded();
    void loadFailed(const QString& message);
    void verdictSaved(qint64 checkItemId);
    void saveFailed(const QString& message);
    void stateSaved();
    void left();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    struct Position {
        int criterion = 0;
        int item = 0;
    };

    void buildUi();
    void onLoaded(core::ReviewContent content, core::WalkthroughState state);
    void showPosition(int position);
    void showSummary();
    void refreshItem();
    void refreshClock();
    void move(int delta);
    void setVerdict(core::Verdict verdict);
    void toggleAvailability();
    void beginNotes();
    void endNotes(bool keep);
    void beginDate();
    void endDate(bool keep);
    void openJumpList();
    void jumpToSelection();
    void togglePause();
    void leave();
    void saveItem(const core::ReviewItem& item);
    void saveState();
    void stopClock();
    void startClock();
    core::ReviewItem* mutableCurrent();
    qint64 currentCriterionId() const;

    std::shared_ptr<core::Store> m_store;
    qint64 m_evaluationId;
    core::ReviewContent m_content;
    core::WalkthroughState m_state;
    QVector<Position> m_items;
    int m_position = 0;
    bool m_loaded = false;
    bool m_leaving = false;
    QElapsedTimer m_clock;  // runs while an item is shown and the session is not paused

    QStackedWidget* m_pages = nullptr;
    QLabel* m_provider = nullptr;
    QLabel* m_criterion = nullptr;
    QLabel* m_progressText = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_timer = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_question = nullptr;
    QLabel* m_guidance = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_availability = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QLineEdit* m_date = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_hints = nullptr;
    QListWidget* m_jump = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_pausedLabel = nullptr;
    QTimer* m_tick = nullptr;
    QTimer* m_autosave = nullptr;
};

}  // namespace tb::ui
