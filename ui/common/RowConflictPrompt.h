#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QObject;
class QWidget;

namespace tb::ui {

// The question an editor asks when its save was refused because another analyst saved the row first (issue 16.4,
// core::RowVersion): Reload (show their version, drop mine), Overwrite knowingly (save mine over exactly the version
// the conflict reported) or Keep editing (nothing happens; saving again asks again). One wording for every editor.
//
// Thread contract: GUI thread; the answer arrives later through MessageBox (tests answer it with setNextAnswer:
// Reset = Reload, Save = Overwrite, Cancel = Keep editing).
class RowConflictPrompt {
    Q_DECLARE_TR_FUNCTIONS(RowConflictPrompt)

public:
    enum class Answer { Reload, Overwrite, KeepEditing };
    // theirVersion: the version the conflict found, which an overwrite names.
    using Callback = std::function<void(Answer, qint64 theirVersion)>;

    // `thing`: what was edited, for the title ("this evaluation"). `conflict` must be a RowVersion conflict.
    static void ask(QWidget* parent, const QString& title, const core::Error& conflict, QObject* context,
                    Callback callback);
};

}  // namespace tb::ui
