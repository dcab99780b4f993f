#pragma once

#include <QString>

#include <functional>
#include <optional>

class QObject;
class QWidget;

namespace tb::ui {

// Every file the workbench asks the analyst to pick goes through here, like every question goes through
// MessageBox: the dialog opens without a nested event loop (the path arrives in a callback), and tests answer it
// before it is asked (setNextPath) instead of driving a native dialog.
//
// Thread contract: GUI thread only. The callback runs later on the GUI thread, never inside the call, only when a
// file was chosen, and is dropped when `context` is destroyed first.
class FileDialog {
public:
    using Callback = std::function<void(const QString& path)>;

    // An existing file to read.
    static void openFile(QWidget* parent, const QString& caption, const QString& directory, const QString& filter,
                         QObject* context, Callback callback);
    // A file to write; `suggested` is the proposed name (or path), `defaultSuffix` is added when the name has none.
    static void saveFile(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter,
                         const QString& defaultSuffix, QObject* context, Callback callback);

    // Test seam: the next openFile() or saveFile() is answered with this path without showing anything; an empty
    // path answers as Cancel does.
    static void setNextPath(const QString& path);
    // Test seam: the caption of the last dialog asked for, answered or shown.
    static QString lastCaption();
    // Test seam: where the last dialog started (folder or proposed path).
    static QString lastStart();
    static void resetForTests();

    // Where a dialog starts: the folder last chosen in any file dialog (kept in the settings), else the documents
    // folder, else home. startPath() puts a bare suggested name there and keeps a path the caller gave.
    static QString startFolder();
    static QString startPath(const QString& suggested);
    // Stores the folder of a chosen file as the next start.
    static void remember(const QString& chosen);

private:
    static std::optional<QString>& nextPath();
    static QString& lastCaptionRef();
    static QString& lastStartRef();
};

}  // namespace tb::ui
