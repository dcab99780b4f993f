#include "core/store/Store.h"

#include "core/store/ChangeNotifier.h"
#include "core/store/ChangeRecorder.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/Migrator.h"
#include "core/store/RubricRepository.h"
#include "core/store/ClusterJobOwnership.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunSpill.h"
#include "core/store/SqlError.h"
#include "core/store/TeamDatabaseLink.h"
#include "core/store/Transaction.h"
#include "core/store/WalGuard.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <mutex>
#include <vector>

#include <unistd.h>

namespace tb::core {

Q_LOGGING_CATEGORY(lcStore, "tierbench.core.store")

namespace {
std::atomic<int> g_connectionCounter{0};

// Storage threads whose Store went away on the thread itself (the last reference was dropped inside a job, as the
// open job does when it refuses a file). They finish on their own; the program's exit waits for them, since a
// thread still closing its connection while Qt's statics are torn down crashes the process (seen as a
// `tierbench-cli` crash after refusing a newer schema).
std::mutex g_orphansMutex;
std::vector<QThread*> g_orphans;

void waitForOrphanedThreads() {
    std::vector<QThread*> orphans;
    {
        std::lock_guard lock(g_orphansMutex);
        orphans.swap(g_orphans);
    }
    for (QThread* thread : orphans) {
        if (thread->wait(5000)) {
            delete thread;
        }  // else leave it: deleting a running QThread aborts, and the process is ending anyway
    }
}

// The first of the file and its folder that this process may not write to (empty when both can be written).
// access() answers for root too, and reports EROFS for a read-only mount.
QString unwritable(const QString& path) {
    const QByteArray file = QFile::encodeName(path);
    if (::access(file.constData(), F_OK) == 0 && ::access(file.constData(), W_OK) != 0) {
        return path;
    }
    const QString dir = QFileInfo(path).absolutePath();
    if (::access(QFile::encodeName(dir).constData(), W_OK) != 0) {
        return dir;
    }
    return {};
}

Status applyPragmas(QSqlDatabase& db) {
    // foreign_keys and busy_timeout are per connection; journal_mode=WAL is persistent but cheap to re-assert.
    for (const char* pragma : {"PRAGMA journal_mode=WAL", "PRAGMA foreign_keys=ON", "PRAGMA busy_timeout=5000",
                               "PRAGMA synchronous=NORMAL"}) {
        QSqlQuery q(db);
        if (!q.exec(QString::fromLatin1(pragma))) {
            return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not configure the database"));
        }
    }
    return {};
}
}  // namespace

// Lives on the storage thread; owns the QSqlDatabase connection, which Qt requires to be used on the thread that
// created it.
class Store::Worker : public QObject {
public:
    Worker(QString connectionName, ChangeNotifier* notifier)
        : m_connectionName(std::move(connectionName)), m_notifier(notifier) {}
    ~Worker() override {
        m_recorder.reset();
        // The guard lets go first so that this connection, when it is the last, can checkpoint and remove the
        // WAL; its descriptors close only after the connection has (WalGuard explains why).
        if (m_guard) {
            m_guard->release();
        }
        m_link.reset();  // the listener connection closes before the store's own
        if (m_db.isValid()) {
            m_db.close();
            m_db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
        }
        m_guard.reset();
    }

    Result<Store::OpenInfo> open(const DatabaseLocation& location) {
        return location.isSqlite() ? openSqlite(location.filePath()) : openPostgreSql(location);
    }

    Result<Store::OpenInfo> openSqlite(const QString& path) {
        const bool existed = QFileInfo::exists(path) && QFileInfo(path).size() > 0;
        if (!existed) {
            QDir().mkpath(QFileInfo(path).absolutePath());
        }
        // The store always writes (migrations, shipped rubrics, the WAL and its index beside the file): a file or
        // folder it cannot write is said to be read-only here, before SQLite reports it as an unopenable or
        // "damaged" file (a read-only mount used to read as damaged).
        if (const QString where = unwritable(path); !where.isEmpty()) {
            return makeError(ErrorCode::Database,
                             QCoreApplication::translate("Store",
                                                         "The database %1 is read-only: %2 cannot be written (a "
                                                         "read-only disk, mount or permission). Nothing was changed.")
                                 .arg(path, where));
        }
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        m_db.setDatabaseName(path);
        if (!m_db.open()) {
            return sqlError(m_db.lastError(),
                            QCoreApplication::translate("Store", "Could not open the database %1").arg(path));
        }
        Migrator migrator(m_db, path);
        // Refuse a newer schema before touching the file in any way (not even the WAL pragma).
        auto version = migrator.currentVersion();
        if (!version) {
            return version.error();
        }
        if (*version > Migrator::latestVersion()) {
            return migrator.tooNewError(*version);
        }
        if (auto st = applyPragmas(m_db); !st) {
            return st.error();
        }
        // From here on no close() of these files anywhere in the process can make another process take this
        // connection's WAL away (issue 12.1). After the WAL pragma: it needs the file exclusively and creates -shm.
        // A new file has no -shm until its first read in WAL mode; the guard locks a byte of it.
        QSqlQuery(m_db).exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
        m_guard = WalGuard::acquire(path);
        auto migrated = migrator.migrate();
        if (!migrated) {
            return migrated.error();
        }
        // The shipped rubrics are reference data every workbench has; a file that lacks one (new, or made by an
        // older Tierbench) gets it now. A failure here is a packaging bug, not a reason to refuse the file.
        if (auto installed = RubricRepository(m_db).installShipped(); !installed) {
            qCWarning(lcStore) << "could not install the shipped rubrics:" << installed.error().toString();
        }
        // Runs left `running` by a process that died without ending them (SIGKILL, a crash): interrupted now, their
        // remote groups ended at the next connection to the node (RunOwnership).
        if (auto swept = RunOwnership(m_db).interruptAbandoned(); !swept) {
            qCWarning(lcStore) << "could not look for abandoned runs:" << swept.error().toString();
        } else if (*swept > 0) {
            qCInfo(lcStore) << *swept << "run(s) left running by a process that is gone were marked interrupted";
        }
        // The same for cluster jobs: scancel'ed at the next connection to their cluster (ClusterJobOwnership).
        if (auto swept = ClusterJobOwnership(m_db).interruptAbandoned(); !swept) {
            qCWarning(lcStore) << "could not look for abandoned cluster jobs:" << swept.error().toString();
        } else if (*swept > 0) {
            qCInfo(lcStore) << *swept << "cluster job(s) left by a process that is gone are to be cancelled";
        }
        // Changes are announced from here on (the migration and the shipped rubrics are the file's starting
        // point, not a change). Another process's commits show as a new data_version: "anything may have changed".
        m_recorder = std::make_unique<ChangeRecorder>(m_db, m_notifier);
        m_dataVersion = dataVersion();
        m_watch = new QTimer(this);
        m_watch->setInterval(kWatchIntervalMs);
        connect(m_watch, &QTimer::timeout, this, [this] { checkForeignCommits(); });
        m_watch->start();
        Store::OpenInfo info;
        info.schemaBefore = migrated->fromVersion;
        info.schemaAfter = migrated->toVersion;
        info.backupPath = migrated->backupPath;
        info.created = !existed;
        return info;
    }

    // A shared database on a PostgreSQL server. The password is libpq's business (~/.pgpass, PGPASSFILE or the
    // service file) unless the location carries one in memory (the keychain's or the connection dialog's), which
    // applyTo() hands to this connection and the listener's only; display() never contains it, so no log does.
    Result<Store::OpenInfo> openPostgreSql(const DatabaseLocation& location) {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            return makeError(ErrorCode::Database,
                             QCoreApplication::translate("Store",
                                                         "This Tierbench cannot reach PostgreSQL: Qt's PostgreSQL "
                                                         "driver is not installed (Debian package libqt6sql6-psql)."),
                             location.display());
        }
        m_postgreSql = true;
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
        location.applyTo(m_db);
        if (!m_db.open()) {
            return sqlError(m_db.lastError(), QCoreApplication::translate("Store",
                                                                          "Could not connect to the database "
                                                                          "%1")
                                                  .arg(location.display()));
        }
        // The scripts use identity columns and EXECUTE FUNCTION triggers: PostgreSQL 11 or newer.
        QSqlQuery version(m_db);
        if (!version.exec(QStringLiteral("SHOW server_version_num")) || !version.next()) {
            return sqlError(version.lastError(),
                            QCoreApplication::translate("Store", "Could not configure the database"));
        }
        if (const int number = version.value(0).toInt(); number < kOldestPostgreSql) {
            return makeError(ErrorCode::Database,
                             QCoreApplication::translate("Store",
                                                         "The server runs PostgreSQL %1; Tierbench needs "
                                                         "PostgreSQL 11 or newer. Nothing was changed.")
                                 .arg(number / 10000),
                             location.display());
        }
        version.finish();
        m_link = std::make_unique<TeamDatabaseLink>(m_db, location, m_connectionName + QStringLiteral("-listen"),
                                                    m_notifier);
        if (auto st = m_link->configureSession(); !st) {
            return st.error();
        }
        Migrator migrator(m_db, location.display());
        auto migrated = migrator.migrate();
        if (!migrated) {
            return migrated.error();
        }
        if (auto installed = RubricRepository(m_db).installShipped(); !installed) {
            qCWarning(lcStore) << "could not install the shipped rubrics:" << installed.error().toString();
        }
        if (auto swept = RunOwnership(m_db).interruptAbandoned(); !swept) {
            qCWarning(lcStore) << "could not look for abandoned runs:" << swept.error().toString();
        }
        // Samples a run of a process that died kept for this database while it was away (RunSpill): stored now,
        // each batch once.
        m_openInfo.spillReplay = RunSpill::replayLeftovers(m_db, location.display());
        Transaction::takeCommitted();  // the starting point is not a change
        // Other workbenches' commits arrive as NOTIFY on a connection of its own; lost connections come back.
        m_link->start();
        Store::OpenInfo info;
        info.schemaBefore = migrated->fromVersion;
        info.schemaAfter = migrated->toVersion;
        info.created = migrated->fromVersion == 0;
        info.spillReplay = m_openInfo.spillReplay;
        return info;
    }

    QSqlDatabase& db() { return m_db; }

    void beforeJob() {
        if (m_link) {
            m_link->beforeJob();
        }
    }

    void afterJob() {
        if (m_postgreSql) {
            // This session's own commits: "anything may have changed" after each job that committed (the
            // listener skips their notifications); other sessions' arrive row by row through TeamDatabaseLink.
            if (Transaction::takeCommitted() && m_notifier) {
                m_notifier->publish(ChangeSet::all());
            }
            return;
        }
        if (m_recorder) {
            m_recorder->flushIfCommitted();
            // Our own commits never move data_version, so a new value is another connection's commit: announce it
            // now. (Taking the new value as the baseline here, as this once did, swallowed every commit another
            // Store of this process, or another process, made since the last tick whenever this store ran a job
            // before the tick: a busy window never heard of them.)
            checkForeignCommits();
        }
    }

private:
    static constexpr int kWatchIntervalMs = 1000;
    static constexpr int kOldestPostgreSql = 110000;  // server_version_num of 11.0

    // PRAGMA data_version changes when another connection commits to the file: another process's, or another
    // Store's in this one (each has its own connection); never for this connection's own commits.
    qint64 dataVersion() {
        QSqlQuery q(m_db);
        return q.exec(QStringLiteral("PRAGMA data_version")) && q.next() ? q.value(0).toLongLong() : -1;
    }
    void checkForeignCommits() {
        const qint64 now = dataVersion();
        if (now >= 0 && now != m_dataVersion) {  // a failed read says nothing about other connections
            m_dataVersion = now;
            if (m_notifier) {
                m_notifier->publish(ChangeSet::all());
            }
        }
    }

    QString m_connectionName;
    ChangeNotifier* m_notifier;
    bool m_postgreSql = false;
    Store::OpenInfo m_openInfo;
    std::unique_ptr<TeamDatabaseLink> m_link;
    std::unique_ptr<ChangeRecorder> m_recorder;
    QTimer* m_watch = nullptr;
    qint64 m_dataVersion = -1;
    QSqlDatabase m_db;
    std::unique_ptr<WalGuard> m_guard;
};

Store::Store(QString path) : m_path(std::move(path)) {
    static std::once_flag exitHook;
    std::call_once(exitHook, [] { qAddPostRoutine(waitForOrphanedThreads); });
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("tb-storage"));
    m_changes = new ChangeNotifier(this);
    m_worker = new Worker(QStringLiteral("tb-store-%1").arg(g_connectionCounter.fetch_add(1)), m_changes);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
}

Store::~Store() {
    if (QThread::currentThread() == m_thread) {
        // The last reference went away inside a job (or the open job) on the storage thread itself: it cannot wait
        // for itself. Stop the loop after this job and let the thread object clean up on its own.
        m_thread->setParent(nullptr);
        {
            std::lock_guard lock(g_orphansMutex);
            g_orphans.push_back(m_thread);  // waited for and deleted at exit (waitForOrphanedThreads)
        }
        m_thread->quit();
        return;
    }
    if (!QCoreApplication::instance()) {
        // The application is gone (the last reference was held by something destroyed at exit, a dialog's pending
        // answer among them): a queued quit may never be delivered any more, and waiting for it hung tst_Checklist
        // at exit. No one awaits a queued job's result now; the loop stops after its current job.
        m_thread->quit();
        m_thread->wait();
        return;
    }
    // Jobs already queued still run (quit() is itself queued behind them); the worker, and with it the
    // connection, is destroyed on the storage thread.
    QMetaObject::invokeMethod(
        m_worker, [thread = m_thread] { thread->quit(); }, Qt::QueuedConnection);
    m_thread->wait();
}

void Store::post(std::function<void(QSqlDatabase&)> job) {
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, job = std::move(job)] {
            worker->beforeJob();
            job(worker->db());
        },
        Qt::QueuedConnection);
}

void Store::jobDone() {
    m_worker->afterJob();
}

QFuture<Result<std::shared_ptr<Store>>> Store::openAsync(const QString& path) {
    auto location = DatabaseLocation::parse(path);
    if (!location) {
        return QtFuture::makeReadyFuture(Result<std::shared_ptr<Store>>(location.error()));
    }
    return openAsync(*location);
}

QFuture<Result<std::shared_ptr<Store>>> Store::openAsync(const DatabaseLocation& location) {
    using R = Result<std::shared_ptr<Store>>;
    std::shared_ptr<Store> store(new Store(location.display()));
    store->m_postgreSql = !location.isSqlite();
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    QMetaObject::invokeMethod(
        store->m_worker,
        [store, promise, loc = location]() mutable {
            auto opened = store->m_worker->open(loc);
            if (!opened) {
                qCWarning(lcStore) << "open failed:" << opened.error().toString();
                // Drop the store before the caller hears of the failure: its last reference may go here, on the
                // storage thread, and the thread must be registered for the exit-time wait before the caller can
                // return from main (otherwise the process may exit while this thread still closes its
                // connection: the crash at exit after refusing a file).
                store.reset();
                promise->addResult(R(opened.error()));
            } else {
                store->m_openInfo = *opened;
                if (!opened->backupPath.isEmpty()) {
                    qCInfo(lcStore) << "migrated schema" << opened->schemaBefore << "->" << opened->schemaAfter
                                    << "backup at" << opened->backupPath;
                }
                promise->addResult(R(store));
            }
            promise->finish();
        },
        Qt::QueuedConnection);
    return future;
}

Result<std::shared_ptr<Store>> Store::open(const QString& path) {
    return openAsync(path).result();
}

Result<std::shared_ptr<Store>> Store::open(const DatabaseLocation& location) {
    return openAsync(location).result();
}

}  // namespace tb::core
