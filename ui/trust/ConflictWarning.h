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
// tier. Reads the reviewers' current relationships on the storage thread (core::ConflictGate); with none,
// proceed(false) runs (later, on the GUI thread). With some, a warning names them, and only "Go ahead, disclosed"
// calls proceed(true): the work's own core call then records the acknowledgement in its transaction. Cancel, or a
// register that cannot be read (said in an error box), leaves everything as it was. With an evaluationId > 0 the
// evaluation's reviewer is asked about too. Never a nested event loop.
class ConflictWarning {
    Q_DECLARE_TR_FUNCTIONS(ConflictWarning)

public:
    static void confirm(QWidget* parent, const std::shared_ptr<core::Store>& store, const QStringList& reviewers,
                        qint64 providerId, qint64 evaluationId, QObject* context,
                        std::function<void(bool acknowledged)> proceed, std::function<void()> cancelled = {});
};

}  // namespace tb::ui
