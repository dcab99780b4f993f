#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <memory>

class QObject;
class QWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// The question before work starts on a provider (issue 18.6): starting an evaluation, a walkthrough, assigning a
// tier. Reads the reviewers' current relationships with the provider on the storage thread; with none, proceed()
// runs (later, on the GUI thread). With some, a warning names them, and only "Go ahead, disclosed" records the
// acknowledgement (audited) and proceeds; Cancel leaves everything as it was. Never a nested event loop.
class ConflictWarning {
    Q_DECLARE_TR_FUNCTIONS(ConflictWarning)

public:
    static void confirm(QWidget* parent, const std::shared_ptr<core::Store>& store, const QStringList& reviewers,
                        qint64 providerId, const QString& what, QObject* context, std::function<void()> proceed,
                        std::function<void()> cancelled = {});
};

}  // namespace tb::ui
