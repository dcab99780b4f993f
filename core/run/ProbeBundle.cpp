#include "core/run/ProbeBundle.h"

#include "core/run/TarWriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

namespace tb::core {

namespace {
bool skipped(const QString& relative) {
    for (const QString& part : relative.split(u'/')) {
        if (part.startsWith(u'.') || part.startsWith(QStringLiteral("build")) || part == QStringLiteral("CMakeFiles") ||
            part.endsWith(u'~')) {
            return true;
        }
    }
    return false;
}
}  // namespace

QString ProbeBundle::defaultSourcesDir() {
    const QString env = qEnvironmentVariable("TB_PROBES_DIR");
    if (!env.isEmpty()) {
        return env;
    }
    const QString app = QCoreApplication::applicationDirPath();
    for (const QString& candidate : {app + QStringLiteral("/../share/tierbench/probes"),
                                     app + QStringLiteral("/../../probes"), app + QStringLiteral("/../probes")}) {
        if (QFileInfo(candidate + QStringLiteral("/CMakeLists.txt")).exists()) {
            return QDir(candidate).canonicalPath();
        }
    }
    return {};
}

Result<ProbeBundle> ProbeBundle::fromDirectory(const QString& dir, Kind kind) {
    ProbeBundle b;
    b.kind = kind;
    b.rootDir = QDir(dir).absolutePath();
    if (!QFileInfo(b.rootDir).isDir()) {
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate("ProbeBundle", "Probe folder %1 not found").arg(dir));
    }
    QDirIterator it(b.rootDir, QDir::Files | QDir::NoSymLinks | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir root(b.rootDir);
    while (it.hasNext()) {
        const QString rel = root.relativeFilePath(it.next());
        if (!skipped(rel)) {
            b.files << rel;
        }
    }
    b.files.sort();
    if (b.files.isEmpty()) {
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate("ProbeBundle", "Probe folder %1 holds no files").arg(dir));
    }
    QCryptographicHash total(QCryptographicHash::Sha256);
    for (const QString& rel : b.files) {
        QFile f(root.filePath(rel));
        if (!f.open(QIODevice::ReadOnly)) {
            return makeError(ErrorCode::Io,
                             QCoreApplication::translate("ProbeBundle", "Cannot read %1").arg(f.fileName()),
                             f.errorString());
        }
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(&f);
        const bool exec = QFileInfo(f).isExecutable();
        total.addData(rel.toUtf8() + '\0' + QByteArray::number(f.size()) + '\0' + (exec ? "x" : "-") + '\0' +
                      h.result().toHex() + '\n');
        b.totalBytes += f.size();
    }
    b.hash = QString::fromLatin1(total.result().toHex());
    if (kind == Kind::Prebuilt) {
        // Qt says arm64 where uname -m (which NodeFacts reads) says aarch64.
        const QString cpu = QSysInfo::currentCpuArchitecture();
        b.arch = cpu == QStringLiteral("arm64") ? QStringLiteral("aarch64") : cpu;
    }
    return b;
}

Status ProbeBundle::writeArchive(const QString& path) const {
    TarWriter tar(path);
    if (auto st = tar.open(); !st) {
        return st;
    }
    const QDir root(rootDir);
    for (const QString& rel : files) {
        const QString full = root.filePath(rel);
        if (auto st = tar.addFile(rel, full, QFileInfo(full).isExecutable()); !st) {
            return st;
        }
    }
    return tar.finish();
}

}  // namespace tb::core
