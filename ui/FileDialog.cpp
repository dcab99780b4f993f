#include "ui/FileDialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QMimeDatabase>
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
// Names a file's type from its name alone. Qt's own provider reads the start of every file in the folder it lists to
// guess the type, and the close() after that read drops the POSIX locks SQLite holds on the workbench's database
// when the folder is the database's: another process then takes the WAL away (issue 12.1). A dialog never needs the
// content to list a file.
class NameOnlyIconProvider : public QFileIconProvider {
public:
    QIcon icon(IconType type) const override { return QFileIconProvider::icon(type); }
    QIcon icon(const QFileInfo& info) const override {
        return QFileIconProvider::icon(info.isDir() ? QFileIconProvider::Folder : QFileIconProvider::File);
    }
    QString type(const QFileInfo& info) const override {
        if (info.isDir()) {
            return QFileDialog::tr("Folder");
        }
        return m_mime.mimeTypeForFile(info, QMimeDatabase::MatchExtension).comment();
    }

private:
    QMimeDatabase m_mime;
};

QFileIconProvider* g_nameOnlyIcons = nullptr;

void deleteNameOnlyIcons() {
    delete g_nameOnlyIcons;
    g_nameOnlyIcons = nullptr;
}

// One for all dialogs; it outlives them (they are children of windows) and goes with the application.
QFileIconProvider* nameOnlyIcons() {
    if (!g_nameOnlyIcons) {
        g_nameOnlyIcons = new NameOnlyIconProvider;
        qAddPostRoutine(deleteNameOnlyIcons);
    }
    return g_nameOnlyIcons;
}

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
    dialog->setIconProvider(nameOnlyIcons());
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
