#pragma once

#include <QString>
#include <QVector>

namespace tb::core {

// The libraries in use and their versions as loaded at run time, not as the headers said at build time (a user's
// Debian may have a newer libssh or SQLite than the build machine): for Help › About and bug reports.
struct RuntimeVersion {
    QString component;  // "Qt", "SQLite", "libssh"
    QString version;
};

// For a layer core cannot see (libssh, registered by the app's remote wiring). A later call for the same component
// replaces the earlier one.
void registerRuntimeVersion(const QString& component, const QString& version);

// Qt (qVersion()), SQLite (asked through Qt's driver: the library that driver loaded) and everything registered, in
// that order. A component that cannot be asked is listed with an empty version.
QVector<RuntimeVersion> runtimeVersions();

}  // namespace tb::core
