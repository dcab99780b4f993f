#pragma once

#include "core/Result.h"
#include "core/store/RunBatch.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

class QLockFile;

namespace tb::core {

// A run's batches that waited for the team database longer than the recorder keeps in memory: one file per run and
// database, appended batch by batch and fsync'd after each, removed once everything in it is stored. A process that
// dies while batches wait leaves the file; the next open of that database replays it (replayLeftovers), each batch
// once: RunBatchWriter writes a batch only when the run holds exactly the samples and findings before it.
//
// What it holds is what the probe printed (samples, findings, its output) and the run's id, never an address with a
// password or any other secret: the folder is named by a hash of the database's display address, which holds none.
// Each record is its length, its bytes and their SHA-256, so a record cut by a crash ends the file there.
//
// Thread contract: one RunSpill per recorder, used on that recorder's thread; replayLeftovers on the storage thread.
class RunSpill {
    Q_DECLARE_TR_FUNCTIONS(RunSpill)

public:
    // The folder every spill file lives under: Tierbench/pending-samples in the user's data folder, unless
    // setDirectory() named another (the tests do; empty goes back to the default). Process-wide.
    static QString directory();
    static void setDirectory(const QString& path);
    // The folder of one database's spill files.
    static QString folderFor(const QString& databaseDisplay);

    RunSpill(const QString& databaseDisplay, qint64 runId);
    ~RunSpill();
    RunSpill(const RunSpill&) = delete;
    RunSpill& operator=(const RunSpill&) = delete;
    QString path() const { return m_path; }

    // Appends the batch and syncs the file; returns where the record starts.
    Result<qint64> append(const RunBatch& batch);
    Result<RunBatch> read(qint64 offset) const;
    void remove();

    // Every complete record of a file, in order.
    static Result<QVector<RunBatch>> readAll(const QString& path);

    struct Replay {
        int files = 0;        // spill files found
        int replayed = 0;     // of them stored whole and removed
        qint64 samples = 0;   // samples they stored now
        QStringList refused;  // files kept aside (renamed *.refused), each with why
        QStringList waiting;  // files left for a later open (the database stopped answering)
    };
    // Stores what spill files of this database left behind. On the storage thread, before anything else writes.
    static Replay replayLeftovers(QSqlDatabase& db, const QString& databaseDisplay);

private:
    QString m_path;
    // Held while the file is in use, so another process opening the same database leaves it to this one; a
    // process that died leaves a stale lock the next open takes over.
    std::unique_ptr<QLockFile> m_lock;
};

}  // namespace tb::core
