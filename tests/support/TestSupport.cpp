#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace tb::test {

QString sourceDir() {
    return qEnvironmentVariable("TB_SOURCE_DIR", QStringLiteral(".."));
}

QString sharedDir() {
    const QString dir = qEnvironmentVariable("TB_SHARED_DIR");
    return !dir.isEmpty() && QFileInfo(dir).isDir() ? QDir(dir).canonicalPath() : QString();
}

QString runTool(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromLocal8Bit(p.readAllStandardError()));
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace tb::test
