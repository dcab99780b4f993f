#include "ui/walkthrough/WalkthroughMode.h"

#include "ui/walkthrough/WalkthroughWindow.h"

#include <QApplication>
#include <QPointer>
#include <QScreen>
#include <QVector>

namespace tb::ui {

WalkthroughWindow* WalkthroughMode::start(std::shared_ptr<core::Store> store, qint64 evaluationId, bool fullScreen) {
    QVector<QPointer<QWidget>> hidden;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (w->isVisible()) {
            hidden.append(w);
            w->hide();
        }
    }
    auto* window = new WalkthroughWindow(std::move(store), evaluationId);
    QObject::connect(window, &WalkthroughWindow::left, window, [window, hidden] {
        for (const auto& w : hidden) {
            if (w) {
                w->show();
            }
        }
        window->deleteLater();
    });
    if (fullScreen) {
        // The whole screen the workbench was on, also where no window manager honours full-screen (it opened at its
        // size hint there, 784x456, and cut the guidance off).
        const QScreen* screen =
            hidden.isEmpty() || !hidden.first() ? QGuiApplication::primaryScreen() : hidden.first()->screen();
        if (screen) {
            window->setGeometry(screen->geometry());
        }
        window->showFullScreen();
    } else {
        window->resize(1280, 720);
        window->show();
    }
    window->activateWindow();
    window->setFocus();
    return window;
}

}  // namespace tb::ui
