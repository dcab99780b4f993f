#include "tests/support/ForeignSqlite.h"

#include <QProcess>
#include <QStandardPaths>

namespace tb::test {

bool foreignSqliteAvailable() {
    return !QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty();
}

QString foreignSqlite(const QString& path, const QString& sql) {
    QProcess p;
    p.start(QStringLiteral("sqlite3"), {QStringLiteral("-bail"), path, sql});
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return QStringLiteral("error: sqlite3 did not finish");
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return QStringLiteral("error: ") + QString::fromUtf8(p.readAllStandardError()).trimmed();
    }
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

}  // namespace tb::test
