#include "core/run/TarWriter.h"

#include <QCoreApplication>

#include <cstring>

namespace tb::core {

namespace {
void octal(char* field, int width, qint64 value) {
    // width includes the terminating NUL
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::memcpy(field, digits.constData(), static_cast<size_t>(width - 1));
    field[width - 1] = '\0';
}
}  // namespace

TarWriter::TarWriter(const QString& path) : m_file(path) {}

Status TarWriter::open() {
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return makeError(ErrorCode::Io, tr("Cannot write %1").arg(m_file.fileName()), m_file.errorString());
    }
    return {};
}

Status TarWriter::writeHeader(const QByteArray& name, qint64 size, bool executable) {
    char h[512];
    std::memset(h, 0, sizeof h);
    QByteArray prefix, base = name;
    if (name.size() > 100) {
        const qsizetype split = name.lastIndexOf('/', 155);
        if (split <= 0 || name.size() - split - 1 > 100) {
            return makeError(ErrorCode::InvalidArgument, tr("Path too long for the bundle archive"),
                             QString::fromUtf8(name));
        }
        prefix = name.left(split);
        base = name.mid(split + 1);
    }
    std::memcpy(h, base.constData(), static_cast<size_t>(base.size()));
    octal(h + 100, 8, executable ? 0755 : 0644);
    octal(h + 108, 8, 0);
    octal(h + 116, 8, 0);
    octal(h + 124, 12, size);
    octal(h + 136, 12, 0);
    std::memset(h + 148, ' ', 8);
    h[156] = '0';
    std::memcpy(h + 257, "ustar", 6);
    std::memcpy(h + 263, "00", 2);
    std::memcpy(h + 345, prefix.constData(), static_cast<size_t>(prefix.size()));
    unsigned int sum = 0;
    for (unsigned char c : h) {
        sum += c;
    }
    octal(h + 148, 7, sum);
    h[155] = ' ';
    if (m_file.write(h, sizeof h) != sizeof h) {
        return makeError(ErrorCode::Io, tr("Cannot write %1").arg(m_file.fileName()), m_file.errorString());
    }
    return {};
}

Status TarWriter::addFile(const QString& archiveName, const QString& sourcePath, bool executable) {
    QFile in(sourcePath);
    if (!in.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Cannot read %1").arg(sourcePath), in.errorString());
    }
    const qint64 size = in.size();
    if (auto st = writeHeader(archiveName.toUtf8(), size, executable); !st) {
        return st;
    }
    qint64 copied = 0;
    char buf[64 * 1024];
    while (copied < size) {
        const qint64 n = in.read(buf, qMin<qint64>(sizeof buf, size - copied));
        if (n <= 0 || m_file.write(buf, n) != n) {
            return makeError(ErrorCode::Io, tr("Cannot copy %1 into the bundle").arg(sourcePath));
        }
        copied += n;
    }
    const qint64 pad = (512 - size % 512) % 512;
    if (pad > 0) {
        const QByteArray zeros(pad, '\0');
        m_file.write(zeros);
    }
    return {};
}

Status TarWriter::finish() {
    const QByteArray zeros(1024, '\0');
    if (m_file.write(zeros) != zeros.size() || !m_file.flush()) {
        return makeError(ErrorCode::Io, tr("Cannot write %1").arg(m_file.fileName()), m_file.errorString());
    }
    m_file.close();
    return {};
}

}  // namespace tb::core
