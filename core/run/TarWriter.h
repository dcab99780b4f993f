#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

namespace tb::core {

// Writes a POSIX ustar archive of regular files, deterministic (fixed owner, mtime 0), so the same bundle gives
// the same bytes. Names up to 255 bytes (prefix + name split at a slash).
class TarWriter {
    Q_DECLARE_TR_FUNCTIONS(TarWriter)

public:
    explicit TarWriter(const QString& path);
    Status open();
    Status addFile(const QString& archiveName, const QString& sourcePath, bool executable);
    Status finish();  // two zero blocks, flush, close

private:
    Status writeHeader(const QByteArray& name, qint64 size, bool executable);
    QFile m_file;
};

}  // namespace tb::core
