#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

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

QString pdfText(const QString& pdf, const QStringList& options, QString* whyNot) {
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        *whyNot = QStringLiteral("pdftotext (poppler-utils) is not installed");
        return {};
    }
    return runTool(QStringLiteral("pdftotext"), options + QStringList{pdf, QStringLiteral("-")});
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

}  // namespace tb::test
