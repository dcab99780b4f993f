#pragma once

#include <QString>

namespace tb::core {

// The server's host key as seen during a connection, and what known_hosts says about it.
struct HostKeyInfo {
    enum class State {
        Known,    // matches a known_hosts entry
        Unknown,  // no entry for this host (or no known_hosts file): the analyst decides
        Changed,  // an entry of the same type with another key: refused
        Other,    // entries exist but only of other key types: refused like Changed
    };
    State state = State::Unknown;
    QString host;  // as written to known_hosts ("[127.0.0.1]:2222")
    int port = 22;
    QString type;         // "ssh-ed25519"
    QString fingerprint;  // "SHA256:..." as OpenSSH prints it
    QString knownHostsFile;
    int conflictingLine = 0;  // Changed/Other: the line of the old entry in knownHostsFile (0: not found)
};

}  // namespace tb::core
