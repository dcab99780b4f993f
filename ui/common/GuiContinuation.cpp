#include "ui/common/GuiContinuation.h"

#include <QCoreApplication>

namespace tb::ui {

namespace {

// Continuations still queued when the application object goes would otherwise be deleted in its private
// destructor (cleanupThreadData), after the post routines: one that holds the last reference to a Store then waits
// there for a storage thread whose quit is never delivered (tst_Checklist hung at exit). Dropped here instead, while
// the application still works; a continuation that never ran is exactly what a gone receiver gets.
void dropPendingContinuations() {
    QCoreApplication::removePostedEvents(guiContext(), QEvent::MetaCall);
}

}  // namespace

QObject* guiContext() {
    // Deliberately never deleted (and not a child of the application): a job may finish after main() returned
    // from the event loop or after a test deleted its QApplication-lifetime objects, and its continuation must
    // still find a living object to be posted to. Reachable through this static, so no leak checker reports it.
    static QObject* const dispatcher = [] {
        auto* o = new QObject;
        o->setObjectName(QStringLiteral("tb-gui-continuations"));
        if (QCoreApplication* app = QCoreApplication::instance(); app && app->thread() != o->thread()) {
            o->moveToThread(app->thread());
        }
        return o;
    }();
    // Once per application object (a test may make more than one, one after the other).
    static QPointer<QCoreApplication> registeredFor;  // null again once that application is gone
    if (QCoreApplication* app = QCoreApplication::instance(); app && app != registeredFor) {
        registeredFor = app;
        qAddPostRoutine(dropPendingContinuations);
    }
    return dispatcher;
}

namespace detail {

void checkGuiThread(const QObject* receiver) {
    // Always on (not Q_ASSERT): a QPointer made or read off the GUI thread is the very race this helper removes.
    QThread* gui = guiContext()->thread();
    if (Q_UNLIKELY(QThread::currentThread() != gui)) {
        qFatal("ui::whileAlive() called off the GUI thread");
    }
    // A null receiver is one that is gone already (a QPointer's data()): its continuation never runs.
    if (Q_UNLIKELY(receiver && receiver->thread() != gui)) {
        qFatal("ui::whileAlive() needs a receiver that lives on the GUI thread");
    }
}

}  // namespace detail

}  // namespace tb::ui
