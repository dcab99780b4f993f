#include "ui/common/MessageBox.h"

#include "ui/common/GuiContinuation.h"

#include <QAbstractButton>
#include <QPointer>

namespace tb::ui {

std::optional<MessageBox::Answer>& MessageBox::nextAnswer() {
    static std::optional<Answer> answer;
    return answer;
}

QString& MessageBox::lastTextRef() {
    static QString text;
    return text;
}

void MessageBox::setNextAnswer(Answer answer) {
    nextAnswer() = answer;
}

QString MessageBox::lastText() {
    return lastTextRef();
}

void MessageBox::resetForTests() {
    nextAnswer().reset();
    lastTextRef().clear();
}

namespace {
void show(QMessageBox::Icon icon, QWidget* parent, const QString& title, const QString& text, const QString& detail,
          QMessageBox::StandardButtons buttons, MessageBox::Answer defaultButton, QObject* context,
          MessageBox::Callback callback, std::optional<MessageBox::Answer>& preset,
          const MessageBox::Labels& labels = {}) {
    QPointer<QObject> guard(context);
    const bool guarded = context != nullptr;
    auto deliver = [guard, guarded, callback](MessageBox::Answer answer) {
        if (callback && (!guarded || guard)) {
            callback(answer);
        }
    };
    if (preset) {
        const MessageBox::Answer answer = *preset;
        preset.reset();
        // Later, not inside the call: the caller sees the same ordering as with a real dialog. Posted to the context
        // (or the GUI's dispatcher): an answer still pending when its context goes is dropped with it, at that time.
        // A context-less timer's pending callback was destroyed in the application's teardown instead, under Qt's
        // post-event lock; when it held a Store's last reference, the Store's teardown waited on that lock for ever
        // (tst_Checklist hung at exit).
        QMetaObject::invokeMethod(
            context ? context : guiContext(), [deliver, answer] { deliver(answer); }, Qt::QueuedConnection);
        return;
    }
    auto* box = new QMessageBox(icon, title, text, buttons, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(defaultButton);
    for (const auto& [answer, label] : labels) {
        if (QAbstractButton* button = box->button(answer)) {
            button->setText(label);
        }
    }
    if (!detail.isEmpty()) {
        box->setDetailedText(detail);
    }
    QObject::connect(box, &QMessageBox::finished, box, [box, deliver](int) {
        QAbstractButton* clicked = box->clickedButton();
        deliver(clicked ? box->standardButton(clicked) : QMessageBox::Cancel);
    });
    box->open();
}
}  // namespace

void MessageBox::question(QWidget* parent, const QString& title, const QString& text,
                          QMessageBox::StandardButtons buttons, Answer defaultButton, QObject* context,
                          Callback callback) {
    lastTextRef() = text;
    show(QMessageBox::Question, parent, title, text, {}, buttons, defaultButton, context, std::move(callback),
         nextAnswer());
}

void MessageBox::choice(QWidget* parent, const QString& title, const QString& text, const Labels& buttons,
                        Answer defaultButton, QObject* context, Callback callback) {
    lastTextRef() = text;
    QMessageBox::StandardButtons standard;
    for (const auto& entry : buttons) {
        standard |= entry.first;
    }
    show(QMessageBox::Warning, parent, title, text, {}, standard, defaultButton, context, std::move(callback),
         nextAnswer(), buttons);
}

void MessageBox::critical(QWidget* parent, const QString& title, const QString& text, const QString& detail,
                          QObject* context, Callback callback) {
    lastTextRef() = text;
    show(QMessageBox::Critical, parent, title, text, detail, QMessageBox::Ok, QMessageBox::Ok, context,
         std::move(callback), nextAnswer());
}

}  // namespace tb::ui
