#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tb::core {

// One file of an archive: its path inside it ("runs/12/stdout.log") and its bytes.
struct ArchiveEntry {
    QString path;
    QByteArray bytes;
};

// The fact-check bundle as one .zip file that any unzip opens. Entries are stored, not compressed: the bundle's
// evidence is mostly small text, an outsider can read it with any tool, and the reader stays small enough to trust
// with a hostile file (bounded entry count and sizes, no path outside the archive, CRC checked).
class ZipArchive {
    Q_DECLARE_TR_FUNCTIONS(ZipArchive)

public:
    static constexpr qint64 kMaxTotal = qint64(2) * 1024 * 1024 * 1024;
    static constexpr int kMaxEntries = 200000;

    static QByteArray write(const QList<ArchiveEntry>& entries);
    // Errors: Parse (not a zip, a compressed or encrypted entry, a bad CRC, an unsafe path), TooLarge.
    static Result<QList<ArchiveEntry>> read(const QByteArray& zip);
    // A path that stays inside the archive: relative, no "..", no backslash, no drive.
    static bool safePath(const QString& path);
};

}  // namespace tb::core
