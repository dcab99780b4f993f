#pragma once

#include <QString>

#include <memory>

// libssh's handle types, declared here so that no header of this folder includes libssh: only remote/*.cpp do.
struct ssh_session_struct;
struct ssh_channel_struct;
struct ssh_key_struct;

namespace tb::remote {

// Owning handles for libssh objects, each freed by its own libssh function however the scope is left
// (definitions in SshHandles.cpp).
struct SshSessionFree {
    void operator()(ssh_session_struct* session) const;  // disconnects first when connected
};
struct SshChannelFree {
    void operator()(ssh_channel_struct* channel) const;  // closes an open channel first: the remote side ends too
};
struct SshKeyFree {
    void operator()(ssh_key_struct* key) const;
};
struct SshHashFree {
    void operator()(unsigned char* hash) const;  // ssh_clean_pubkey_hash
};
struct SshCharsFree {
    void operator()(char* chars) const;  // ssh_string_free_char
};

using SshSessionPtr = std::unique_ptr<ssh_session_struct, SshSessionFree>;
using SshChannelPtr = std::unique_ptr<ssh_channel_struct, SshChannelFree>;
using SshKeyPtr = std::unique_ptr<ssh_key_struct, SshKeyFree>;
using SshHashPtr = std::unique_ptr<unsigned char, SshHashFree>;
using SshCharsPtr = std::unique_ptr<char, SshCharsFree>;

// A libssh string (from ssh_options_get and the like) as text; empty for none.
inline QString sshText(const SshCharsPtr& chars) {
    return chars ? QString::fromUtf8(chars.get()) : QString();
}

}  // namespace tb::remote
