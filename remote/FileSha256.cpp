#include "remote/FileSha256.h"

#include <QFile>

#include <openssl/evp.h>

#include <memory>
#include <vector>

namespace tb::remote {

QByteArray fileSha256Hex(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1) {
        return {};
    }
    std::vector<char> buf(1 << 20);
    for (;;) {
        const qint64 got = file.read(buf.data(), qint64(buf.size()));
        if (got < 0) {
            return {};
        }
        if (got == 0) {
            break;
        }
        if (EVP_DigestUpdate(ctx.get(), buf.data(), std::size_t(got)) != 1) {
            return {};
        }
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1) {
        return {};
    }
    return QByteArray(reinterpret_cast<const char*>(digest), int(length)).toHex();
}

}  // namespace tb::remote
