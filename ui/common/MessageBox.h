#pragma once

#include <QList>
#include <QMessageBox>
#include <QPair>
#include <QString>

#include <functional>
#include <optional>

class QObject;
class QWidget;

namespace tb::ui {

// Every question the workbench asks goes through here, for two reasons: the GUI thread never enters a nested event
// loop (the answer arrives in a callback), and tests can answer a question before it is asked (setNextAnswer), as
// KeePassXC's MessageBox does.
//
// Thread contract: GUI thread only. The callback runs later on the GUI thread, never inside the call, and is dropped
// when `context` is destroyed first.
class MessageBox {
public:
    using Answer = QMessageBox::StandardButton;
    using Callback = std::function<void(Answer)>;

    static void question(QWidget* parent, const QString& title, const QString& text,
                         QMessageBox::StandardButtons buttons, Answer defaultButton, QObject* context,
                         Callback callback);
    // question() whose buttons say what they do ("Reload", "Overwrite") instead of Yes / No; the answer is still
    // the standard button each label was given for, so tests answer it with setNextAnswer() as usual.
    using Labels = QList<QPair<Answer, QString>>;
    static void choice(QWidget* parent, const QString& title, const QString& text, const Labels& buttons,
                       Answer defaultButton, QObject* context, Callback callback);
    // Shows an error without waiting; `detail` goes into the expandable details area. The callback (optional)
    // runs once it is closed.
    static void critical(QWidget* parent, const QString& title, const QString& text, const QString& detail = {},
                         QObject* context = nullptr, Callback callback = {});

    // Test seam: the next question() (or critical()) is answered with this button without showing anything.
    static void setNextAnswer(Answer answer);
    // Test seam: the text of the last question or error, answered or shown.
    static QString lastText();
    static void resetForTests();

private:
    static std::optional<Answer>& nextAnswer();
    static QString& lastTextRef();
};

}  // namespace tb::ui
