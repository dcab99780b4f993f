#include "core/report/ZipArchive.h"

#include <QtEndian>

#include <array>

namespace tb::core {
namespace {

quint32 crc32(const QByteArray& data) {
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k) {
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            }
            t[i] = c;
        }
        return t;
    }();
    quint32 c = 0xFFFFFFFFu;
    for (char ch : data) {
        c = table[(c ^ quint8(ch)) & 0xFFu] ^ (c >> 8);
    }
    return c ^ 0xFFFFFFFFu;
}

void put16(QByteArray& out, quint16 v) {
    char b[2];
    qToLittleEndian(v, b);
    out.append(b, 2);
}

void put32(QByteArray& out, quint32 v) {
    char b[4];
    qToLittleEndian(v, b);
    out.append(b, 4);
}

quint16 get16(const QByteArray& in, qsizetype at) {
    return qFromLittleEndian<quint16>(in.constData() + at);
}

quint32 get32(const QByteArray& in, qsizetype at) {
    return qFromLittleEndian<quint32>(in.constData() + at);
}

// 1 January 2026, 00:00 in DOS time: a fixed stamp keeps the same bundle byte for byte the same.
constexpr quint16 kDosTime = 0;
constexpr quint16 kDosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;

}  // namespace

bool ZipArchive::safePath(const QString& path) {
    if (path.isEmpty() || path.startsWith(u'/') || path.contains(u'\\') || path.contains(u':') ||
        path.contains(QChar(0))) {
        return false;
    }
    for (const QString& part : path.split(u'/')) {
        if (part.isEmpty() || part == QLatin1String("..") || part == QLatin1String(".")) {
            return false;
        }
    }
    return true;
}

QByteArray ZipArchive::write(const QList<ArchiveEntry>& entries) {
    QByteArray out;
    QByteArray central;
    for (const ArchiveEntry& e : entries) {
        const QByteArray name = e.path.toUtf8();
        const quint32 crc = crc32(e.bytes);
        const auto offset = quint32(out.size());
        put32(out, 0x04034b50);
        put16(out, 20);
        put16(out, 0x0800);  // UTF-8 names
        put16(out, 0);       // stored
        put16(out, kDosTime);
        put16(out, kDosDate);
        put32(out, crc);
        put32(out, quint32(e.bytes.size()));
        put32(out, quint32(e.bytes.size()));
        put16(out, quint16(name.size()));
        put16(out, 0);
        out.append(name);
        out.append(e.bytes);
        put32(central, 0x02014b50);
        put16(central, 20);
        put16(central, 20);
        put16(central, 0x0800);
        put16(central, 0);
        put16(central, kDosTime);
        put16(central, kDosDate);
        put32(central, crc);
        put32(central, quint32(e.bytes.size()));
        put32(central, quint32(e.bytes.size()));
        put16(central, quint16(name.size()));
        put16(central, 0);
        put16(central, 0);
        put16(central, 0);
        put16(central, 0);
        put32(central, 0);
        put32(central, offset);
        central.append(name);
    }
    const auto centralOffset = quint32(out.size());
    out.append(central);
    put32(out, 0x06054b50);
    put16(out, 0);
    put16(out, 0);
    put16(out, quint16(entries.size()));
    put16(out, quint16(entries.size()));
    put32(out, quint32(central.size()));
    put32(out, centralOffset);
    put16(out, 0);
    return out;
}

Result<QList<ArchiveEntry>> ZipArchive::read(const QByteArray& zip) {
    const auto bad = [](const QString& why) {
        return makeError(ErrorCode::Parse, tr("Not a fact-check bundle: %1").arg(why));
    };
    if (zip.size() < 22) {
        return bad(tr("too short for a zip file"));
    }
    // The end record is in the last 64 KiB + 22 bytes (its comment is at most 65535 bytes).
    qsizetype end = -1;
    for (qsizetype at = zip.size() - 22; at >= 0 && at >= zip.size() - 22 - 65535; --at) {
        if (get32(zip, at) == 0x06054b50) {
            end = at;
            break;
        }
    }
    if (end < 0) {
        return bad(tr("no zip directory"));
    }
    const int count = get16(zip, end + 10);
    const quint32 centralSize = get32(zip, end + 12);
    const quint32 centralOffset = get32(zip, end + 16);
    if (count > kMaxEntries) {
        return makeError(ErrorCode::TooLarge,
                         tr("The bundle has %1 files; at most %2 are read.").arg(count).arg(kMaxEntries));
    }
    if (qint64(centralOffset) + centralSize > end) {
        return bad(tr("the zip directory lies outside the file"));
    }
    QList<ArchiveEntry> out;
    qint64 total = 0;
    qsizetype at = centralOffset;
    for (int i = 0; i < count; ++i) {
        if (at + 46 > end || get32(zip, at) != 0x02014b50) {
            return bad(tr("a damaged zip directory"));
        }
        const quint16 flags = get16(zip, at + 8);
        const quint16 method = get16(zip, at + 10);
        const quint32 crc = get32(zip, at + 16);
        const quint32 size = get32(zip, at + 20);
        const quint32 stored = get32(zip, at + 24);
        const quint16 nameLength = get16(zip, at + 28);
        const quint16 extraLength = get16(zip, at + 30);
        const quint16 commentLength = get16(zip, at + 32);
        const quint32 local = get32(zip, at + 42);
        if (at + 46 + nameLength > end) {
            return bad(tr("a damaged zip directory"));
        }
        const QString path = QString::fromUtf8(zip.mid(at + 46, nameLength));
        at += 46 + nameLength + extraLength + commentLength;
        if (path.endsWith(u'/')) {
            continue;  // a folder entry another zip tool added
        }
        if ((flags & 1) != 0 || method != 0 || size != stored) {
            return bad(tr("%1 is compressed or encrypted (a bundle stores its files as they are)").arg(path));
        }
        if (!safePath(path)) {
            return bad(tr("the path %1 leads outside the bundle").arg(path));
        }
        total += stored;
        if (total > kMaxTotal) {
            return makeError(ErrorCode::TooLarge,
                             tr("The bundle's files are larger than %1 GiB.").arg(kMaxTotal >> 30));
        }
        if (qint64(local) + 30 > zip.size() || get32(zip, local) != 0x04034b50) {
            return bad(tr("%1 has no file record").arg(path));
        }
        const qint64 data = qint64(local) + 30 + get16(zip, local + 26) + get16(zip, local + 28);
        if (data + stored > zip.size()) {
            return bad(tr("%1 is cut short").arg(path));
        }
        ArchiveEntry e{path, zip.mid(data, stored)};
        if (crc32(e.bytes) != crc) {
            return bad(tr("%1 fails its CRC check").arg(path));
        }
        out.append(std::move(e));
    }
    return out;
}

}  // namespace tb::core
