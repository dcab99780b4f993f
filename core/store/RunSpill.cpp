#include "core/store/RunSpill.h"

#include "core/store/CompactJson.h"
#include "core/store/RunBatchWriter.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QLoggingCategory>
#include <QStandardPaths>

#include <mutex>

#include <unistd.h>

namespace tb::core {

Q_LOGGING_CATEGORY(lcSpill, "tierbench.core.store.spill")

namespace {
constexpr char kMagic[4] = {'T', 'B', 'S', 'P'};
constexpr int kDigestBytes = 8;
constexpr quint32 kMaxRecord = 512u * 1024 * 1024;

std::mutex g_dirMutex;
QString g_dir;

QByteArray digest(const QByteArray& payload) {
    return QCryptographicHash::hash(payload, QCryptographicHash::Sha256).left(kDigestBytes);
}

QByteArray encode(const RunBatch& b) {
    QByteArray payload;
    QDataStream s(&payload, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << b.runId << b.firstSample << b.firstFinding << qint64(b.samples.size());
    for (const SampleRecord& x : b.samples) {
        s << x.metric << bool(x.sizeBytes) << x.sizeBytes.value_or(0) << x.value << x.unit << compactJson(x.extra);
    }
    s << qint64(b.findings.size());
    for (const FindingRecord& f : b.findings) {
        s << findingKindKey(f.kind) << f.key << findingStatusKey(f.status) << f.value << f.detail;
    }
    s << b.out << b.err << b.hello << b.version << compactJson(b.env);
    return payload;
}

QJsonObject objectOf(const QByteArray& json) {
    return json.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(json).object();
}

std::optional<RunBatch> decode(const QByteArray& payload) {
    QDataStream s(payload);
    s.setVersion(QDataStream::Qt_6_4);
    RunBatch b;
    qint64 n = 0;
    s >> b.runId >> b.firstSample >> b.firstFinding >> n;
    for (qint64 i = 0; i < n && s.status() == QDataStream::Ok; ++i) {
        SampleRecord x;
        bool hasSize = false;
        qint64 size = 0;
        QByteArray extra;
        s >> x.metric >> hasSize >> size >> x.value >> x.unit >> extra;
        if (hasSize) {
            x.sizeBytes = size;
        }
        x.extra = objectOf(extra);
        b.samples << x;
    }
    s >> n;
    for (qint64 i = 0; i < n && s.status() == QDataStream::Ok; ++i) {
        FindingRecord f;
        QString kind, status;
        s >> kind >> f.key >> status >> f.value >> f.detail;
        f.kind = findingKindFromKey(kind).value_or(FindingKind::Fact);
        f.status = findingStatusFromKey(status).value_or(FindingStatus::None);
        b.findings << f;
    }
    QByteArray env;
    s >> b.out >> b.err >> b.hello >> b.version >> env;
    b.env = objectOf(env);
    if (s.status() != QDataStream::Ok) {
        return std::nullopt;
    }
    return b;
}

// One record at the file's position; nullopt at the end or at a record a crash cut short.
std::optional<RunBatch> readRecord(QFile& file) {
    const QByteArray head = file.read(8);
    if (head.size() < 8 || !head.startsWith(QByteArray(kMagic, 4))) {
        return std::nullopt;
    }
    QDataStream lengthStream(head.mid(4));
    quint32 length = 0;
    lengthStream >> length;
    if (length > kMaxRecord) {
        return std::nullopt;
    }
    const QByteArray payload = file.read(length);
    const QByteArray sum = file.read(kDigestBytes);
    if (payload.size() != qsizetype(length) || sum != digest(payload)) {
        return std::nullopt;
    }
    return decode(payload);
}
}  // namespace

QString RunSpill::directory() {
    {
        std::lock_guard lock(g_dirMutex);
        if (!g_dir.isEmpty()) {
            return g_dir;
        }
    }
    // One folder for the workbench and the CLI (their application names differ): either replays the other's files.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/Tierbench/pending-samples");
}

void RunSpill::setDirectory(const QString& path) {
    std::lock_guard lock(g_dirMutex);
    g_dir = path;
}

QString RunSpill::folderFor(const QString& databaseDisplay) {
    const QByteArray id = QCryptographicHash::hash(databaseDisplay.toUtf8(), QCryptographicHash::Sha256).toHex();
    return directory() + u'/' + QString::fromLatin1(id.left(24));
}

RunSpill::RunSpill(const QString& databaseDisplay, qint64 runId)
    : m_path(folderFor(databaseDisplay) + QStringLiteral("/run-%1.spill").arg(runId)) {}

RunSpill::~RunSpill() = default;

Result<qint64> RunSpill::append(const RunBatch& batch) {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    if (!m_lock) {
        m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0);  // only a dead owner makes it stale, never its age
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            return makeError(ErrorCode::Io, tr("Samples waiting for the database could not be kept in %1.").arg(m_path),
                             QStringLiteral("the file is in use by another process"));
        }
    }
    QFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        return makeError(ErrorCode::Io, tr("Samples waiting for the database could not be kept in %1.").arg(m_path),
                         file.errorString());
    }
    const qint64 offset = file.size();
    const QByteArray payload = encode(batch);
    QByteArray record(kMagic, 4);
    {
        QDataStream lengthStream(&record, QIODevice::WriteOnly | QIODevice::Append);
        lengthStream << quint32(payload.size());
    }
    record += payload;
    record += digest(payload);
    // Synced per batch: a batch is taken from memory only once it is on disk.
    if (file.write(record) != record.size() || !file.flush() || ::fsync(file.handle()) != 0) {
        file.close();
        file.resize(offset);  // no half record before the next one
        return makeError(ErrorCode::Io, tr("Samples waiting for the database could not be kept in %1.").arg(m_path),
                         file.errorString());
    }
    return offset;
}

Result<RunBatch> RunSpill::read(qint64 offset) const {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(offset)) {
        return makeError(ErrorCode::Io,
                         tr("Samples waiting for the database could not be read back from %1.").arg(m_path),
                         file.errorString());
    }
    if (auto batch = readRecord(file)) {
        return *batch;
    }
    return makeError(ErrorCode::Io, tr("Samples waiting for the database could not be read back from %1.").arg(m_path),
                     QStringLiteral("damaged record at %1").arg(offset));
}

void RunSpill::remove() {
    QFile::remove(m_path);
    m_lock.reset();  // unlocks, which removes the lock file
}

Result<QVector<RunBatch>> RunSpill::readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io,
                         tr("Samples waiting for the database could not be read back from %1.").arg(path),
                         file.errorString());
    }
    QVector<RunBatch> batches;
    while (auto batch = readRecord(file)) {
        batches << std::move(*batch);
    }
    return batches;
}

RunSpill::Replay RunSpill::replayLeftovers(QSqlDatabase& db, const QString& databaseDisplay) {
    Replay replay;
    const QDir folder(folderFor(databaseDisplay));
    for (const QFileInfo& info : folder.entryInfoList({QStringLiteral("run-*.spill")}, QDir::Files, QDir::Name)) {
        ++replay.files;
        const QString path = info.absoluteFilePath();
        QLockFile lock(path + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            replay.waiting << path;  // a running recorder of another process still writes it
            continue;
        }
        auto batches = readAll(path);
        Status stored = batches ? Status{} : Status(batches.error());
        qint64 samples = 0;
        for (qsizetype i = 0; stored && batches && i < batches->size(); ++i) {
            RunBatch& b = (*batches)[i];
            b.guarded = true;  // a batch may have been stored before the process died
            stored = RunBatchWriter::write(db, b);
            samples += b.samples.size();
        }
        if (stored) {
            QFile::remove(path);
            ++replay.replayed;
            replay.samples += samples;
            qCInfo(lcSpill) << "stored what" << path << "kept for the database";
        } else if (stored.error().code == ErrorCode::Unreachable) {
            replay.waiting << path;
            qCWarning(lcSpill) << path << "waits for the next open:" << stored.error().toString();
        } else {
            const QString aside = path + QStringLiteral(".refused");
            QFile::remove(aside);
            QFile::rename(path, aside);
            replay.refused << aside + QStringLiteral(": ") + stored.error().toString();
            qCWarning(lcSpill) << "could not replay" << path << "(kept as" << aside
                               << "):" << stored.error().toString();
        }
    }
    return replay;
}

}  // namespace tb::core
