#pragma once

#include <QCoreApplication>
#include <QString>

class QMenu;
class QWidget;

namespace tb::ui {

// The Help menu: Documentation (F1) opens the manual, the README installed with the package (or the source tree's,
// beside a build), with the desktop's viewer through QDesktopServices; About names the version, the licence and the
// Qt, SQLite and libssh in use (read at run time, core::runtimeVersions()).
class HelpMenu {
    // The main window's menu: its texts keep the MainWindow context, so the catalogues' translations of the entries
    // that were there before (About Tierbench) still apply.
    Q_DECLARE_TR_FUNCTIONS(tb::ui::MainWindow)

public:
    static void populate(QMenu* help, QWidget* parent);
    // The manual's path for a program in programDir (default: this program's): <prefix>/share/doc/tierbench/
    // README.md beside an installed program, else the source tree's README.md above a build folder (build/app);
    // empty when neither exists.
    static QString documentationPath(const QString& programDir = {});
    // The About box's rich text.
    static QString aboutText();
    // Opens the manual; a message box says where it was looked for when it is missing or nothing can show it.
    static void openDocumentation(QWidget* parent, const QString& programDir = {});
};

}  // namespace tb::ui
