#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace tb::core {

// A set of files to put on a node: the probe sources (probes/ tree, built there) or prebuilt binaries. Its content
// hash names the remote folder, so an unchanged bundle is recognised without sending anything.
struct ProbeBundle {
    enum class Kind { Sources, Prebuilt };
    Kind kind = Kind::Sources;
    QString rootDir;
    QStringList files;  // relative to rootDir, sorted, '/' separators
    QString hash;       // sha256 hex over "path\0size\0sha256(content)\n" for each file in order
    qint64 totalBytes = 0;
    QString arch;  // Prebuilt: the binaries' architecture (x86_64, aarch64)

    // Where the probe sources are: $TB_PROBES_DIR, else beside the program as installed
    // (<prefix>/share/tierbench/probes) or as built in the source tree (build/app/../../probes, build/../probes).
    // Empty when none is found. The GUI's run panel and `tierbench-cli run` both start from this.
    static QString defaultSourcesDir();

    // Every regular file under dir, skipping build folders, VCS metadata and editor leftovers.
    static Result<ProbeBundle> fromDirectory(const QString& dir, Kind kind);
    // An uncompressed, deterministic tar of the files (executable bits kept).
    Status writeArchive(const QString& path) const;
};

}  // namespace tb::core
