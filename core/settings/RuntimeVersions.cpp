#include "core/settings/RuntimeVersions.h"

#include "core/store/SqliteVersion.h"

#include <QMutex>
#include <QtGlobal>

namespace tb::core {

namespace {
QMutex& registryMutex() {
    static QMutex m;
    return m;
}
QVector<RuntimeVersion>& registry() {
    static QVector<RuntimeVersion> r;
    return r;
}

}  // namespace

void registerRuntimeVersion(const QString& component, const QString& version) {
    QMutexLocker lock(&registryMutex());
    for (RuntimeVersion& v : registry()) {
        if (v.component == component) {
            v.version = version;
            return;
        }
    }
    registry().push_back({component, version});
}

QVector<RuntimeVersion> runtimeVersions() {
    QVector<RuntimeVersion> out{{QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
                                {QStringLiteral("SQLite"), sqliteLibraryVersion()}};
    QMutexLocker lock(&registryMutex());
    out += registry();
    return out;
}

}  // namespace tb::core
