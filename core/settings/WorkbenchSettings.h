#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace tb::core {

// The settings the workbench and the CLI share (the analyst's name, the language, the theme): the workbench's
// organisation and application name, so the CLI (named "tierbench") reads the same file. Under QStandardPaths' test
// mode a test program gets a file of its own, named after it: test programs run side by side shared one, and one's
// reviewer name reached another's audit entries mid-test.
inline QSettings workbenchSettings() {
    if (QStandardPaths::isTestModeEnabled()) {
        return QSettings(QStringLiteral("TierbenchTest"),
                         QStringLiteral("workbench-") + QCoreApplication::applicationName());
    }
    return QSettings(QStringLiteral("Tierbench"), QStringLiteral("Tierbench"));
}

}  // namespace tb::core
