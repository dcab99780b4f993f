#include "ui/FileDialog.h"

#include <QFileDialog>
#include <QPointer>
#include <QTimer>

namespace tb::ui {

std::optional<QString>& FileDialog::nextPath() {
    static std::optional<QString> path;
    return path;
}

QString& FileDialog::lastCaptionRef() {
    static QString caption;
    return caption;
}

void FileDialog::setNextPath(const QString& path) {
    nextPath() = path;
}

QString FileDialog::lastCaption() {
    return lastCaptionRef();
}

void FileDialog::resetForTests() {
    nextPath().reset();
    lastCaptionRef().clear();
}

namespace {
void ask(QWidget* parent, const QString& caption, const QString& start, const QString& filter, bool save,
         const QString& defaultSuffix, QObject* context, FileDialog::Callback callback,
         std::optional<QString>& preset) {
    QPointer<QObject> guard(context);
    const bool guarded = context != nullptr;
    auto deliver = [guard, guarded, callback](const QString& path) {
        if (callback && !path.isEmpty() && (!guarded || guard)) {
            callback(path);
        }
    };
    if (preset) {
        const QString path = *preset;
        preset.reset();
        // Later, not inside the call: the caller sees the same ordering as with a real dialog.
        QTimer::singleShot(0, [deliver, path] { deliver(path); });
        return;
    }
    auto* dialog = new QFileDialog(parent, caption, start, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (save) {
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        if (!defaultSuffix.isEmpty()) {
            dialog->setDefaultSuffix(defaultSuffix);
        }
    } else {
        dialog->setFileMode(QFileDialog::ExistingFile);
    }
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog, deliver);
    dialog->open();
}
}  // namespace

void FileDialog::openFile(QWidget* parent, const QString& caption, const QString& directory, const QString& filter,
                          QObject* context, Callback callback) {
    lastCaptionRef() = caption;
    ask(parent, caption, directory, filter, false, {}, context, std::move(callback), nextPath());
}

void FileDialog::saveFile(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter,
                          const QString& defaultSuffix, QObject* context, Callback callback) {
    lastCaptionRef() = caption;
    ask(parent, caption, suggested, filter, true, defaultSuffix, context, std::move(callback), nextPath());
}

}  // namespace tb::ui
