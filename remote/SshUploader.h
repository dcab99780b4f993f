#pragma once

#include "core/remote/RemoteConnection.h"

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
    core::Result<core::UploadStats> run(const QString& localPath, const QString& remotePath, int channels,
                                        const core::CancelToken& cancel,
                                        const std::function<void(qint64, qint64)>& progress);

private:
    SshConnection& m_conn;
};

}  // namespace tb::remote
