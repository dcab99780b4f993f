#include "remote/SshHandles.h"

#include <libssh/libssh.h>

namespace tb::remote {

void SshSessionFree::operator()(ssh_session_struct* session) const {
    if (ssh_is_connected(session)) {
        ssh_disconnect(session);
    }
    ssh_free(session);
}

void SshChannelFree::operator()(ssh_channel_struct* channel) const {
    if (ssh_channel_is_open(channel)) {
        ssh_channel_close(channel);
    }
    ssh_channel_free(channel);
}

void SshKeyFree::operator()(ssh_key_struct* key) const {
    ssh_key_free(key);
}

void SshHashFree::operator()(unsigned char* hash) const {
    ssh_clean_pubkey_hash(&hash);
}

void SshCharsFree::operator()(char* chars) const {
    ssh_string_free_char(chars);
}

}  // namespace tb::remote
