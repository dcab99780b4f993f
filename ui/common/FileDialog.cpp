#include "ui/common/FileDialog.h"

#include "ui/common/GuiContinuation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>

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
    lastStartRef().clear();
}

QString& FileDialog::lastStartRef() {
    static QString start;
    return start;
}

QString FileDialog::lastStart() {
    return lastStartRef();
}

namespace {
// A folder path only: never a file's content or anything secret.
const QString kLastFolderKey = QStringLiteral("fileDialogs/lastFolder");
}  // namespace

QString FileDialog::startFolder() {
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) {
        return last;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString FileDialog::startPath(const QString& suggested) {
    // A bare file name (or nothing) starts in the folder the analyst used last, else the documents folder; a path
    // the caller chose (a key file's current location) is kept.
    if (!suggested.isEmpty() && (QFileInfo(suggested).isAbsolute() || suggested.contains(u'/'))) {
        return suggested;
    }
    const QString folder = startFolder();
    return suggested.isEmpty() ? folder : QDir(folder).filePath(suggested);
}

void FileDialog::remember(const QString& chosen) {
    if (chosen.isEmpty()) {
        return;
    }
    const QString folder = QFileInfo(chosen).absolutePath();
    if (QFileInfo(folder).isDir()) {
        QSettings().setValue(kLastFolderKey, folder);
    }
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
        FileDialog::remember(path);
        if (callback && !path.isEmpty() && (!guarded || guard)) {
            callback(path);
        }
    };
    if (preset) {
        const QString path = *preset;
        preset.reset();
        // Later, not inside the call: the caller sees the same ordering as with a real dialog. Posted to the context
        // (or the GUI's dispatcher) so a pending answer goes with its context, never in the application's teardown
        // (see MessageBox).
        QMetaObject::invokeMethod(
            context ? context : guiContext(), [deliver, path] { deliver(path); }, Qt::QueuedConnection);
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
    lastStartRef() = startPath(directory);
    ask(parent, caption, lastStartRef(), filter, false, {}, context, std::move(callback), nextPath());
}

void FileDialog::saveFile(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter,
                          const QString& defaultSuffix, QObject* context, Callback callback) {
    lastCaptionRef() = caption;
    lastStartRef() = startPath(suggested);
    ask(parent, caption, lastStartRef(), filter, true, defaultSuffix, context, std::move(callback), nextPath());
}

}  // namespace tb::ui
