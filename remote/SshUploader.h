#pragma once

#include "core/session/RemoteConnection.h"

#include <QString>

namespace tb::remote {

class SshConnection;

// Uploads one file through exec channels (`cat >` for one channel, `dd seek=` into disjoint 1 MiB-aligned ranges
// for several), writing only as much as each channel's window allows so that all channels stay in flight: over a
// long round trip, N channels give N windows of data in flight where SFTP in libssh 0.10 keeps one write. The file
// lands under a temporary name, its sha256 is checked remotely against the local one, then it is renamed.
// Used once, on the connection's thread.
class SshUploader {
public:
    explicit SshUploader(SshConnection& connection) : m_conn(connection) {}
    // channels <= 0 picks the count from the round trip that opening the first channel took.
    core::Result<core::UploadStats> run(const QString& localPath, const QString& remotePath, int channels,
                                        const core::CancelToken& cancel,
                                        const std::function<void(qint64, qint64)>& progress);

    static int channelsForRoundTrip(double roundTripS);
    // The node-side check: hashes the quoted temporary file, renames it to quotedDest when it matches, else removes
    // it and exits 3 with "sha256 mismatch" on stderr.
    static QString verifyCommand(const QString& quotedTmp, const QByteArray& sha256Hex, const QString& quotedDest);

private:
    SshConnection& m_conn;
};

}  // namespace tb::remote
