#pragma once

#include "core/Result.h"
#include "core/store/RunSpill.h"

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <type_traits>

class QThread;

namespace tb::core {

class ChangeNotifier;
class DatabaseLocation;

// The one database of a workbench: an SQLite file (the default) or a shared PostgreSQL database named by a
// `postgresql://` URL or libpq service (DatabaseLocation). All access happens on a private storage thread that
// owns the connection (SQLite: WAL, foreign keys, busy timeout; PostgreSQL: TimeZone UTC); callers hand it jobs
// and get a QFuture back. The GUI continues with
// `future | ui::whileAlive(this, ...)` (ui/common/GuiContinuation), the CLI and tests may call `.result()` because they
// do not own an event loop the storage thread depends on.
//
// Thread contract: submit() may be called from any thread. Jobs run one at a time, in submission order, on the
// storage thread. A job receives the connection and must not keep it.
class Store : public QObject {
    Q_OBJECT

public:
    struct OpenInfo {
        int schemaBefore = 0;  // the schema version found (SQLite: PRAGMA user_version; 0 for a new database)
        int schemaAfter = 0;
        QString backupPath;  // written before migrating an existing file; empty otherwise
        bool created = false;
        RunSpill::Replay spillReplay;  // a team database: what spill files of runs left behind, stored at open
    };

    ~Store() override;

    // Opens or creates the file, migrates it, and refuses files written by a newer Tierbench. Blocks the calling
    // thread until the storage thread has done it; use openAsync() from the GUI thread.
    static Result<std::shared_ptr<Store>> open(const QString& path);
    static QFuture<Result<std::shared_ptr<Store>>> openAsync(const QString& path);
    // The same for a parsed location, which may carry a password in memory (DatabaseLocation::setPassword: the
    // keychain's or the connection dialog's). The storage thread keeps that copy for its connections (the store's,
    // the listener's, and their reconnects); it never reaches the address, a setting or a log line.
    static Result<std::shared_ptr<Store>> open(const DatabaseLocation& location);
    static QFuture<Result<std::shared_ptr<Store>>> openAsync(const DatabaseLocation& location);

    // The file path, or the server URL as given (DatabaseLocation::display(); it holds no password).
    QString path() const { return m_path; }
    bool isPostgreSql() const { return m_postgreSql; }
    // The one change signal every view subscribes to: committed changes of this store's jobs, and "everything"
    // when another process committed to the same file (ChangeNotifier).
    ChangeNotifier* changes() const { return m_changes; }
    OpenInfo openInfo() const { return m_openInfo; }

    template <typename F>
    auto submit(F fn) -> QFuture<std::invoke_result_t<F, QSqlDatabase&>> {
        using R = std::invoke_result_t<F, QSqlDatabase&>;
        auto promise = std::make_shared<QPromise<R>>();
        QFuture<R> future = promise->future();
        promise->start();
        post([this, promise, fn = std::move(fn)](QSqlDatabase& db) mutable {
            // Announced before the caller hears back (result() returns at addResult): whoever waited for a
            // write sees its change next.
            if constexpr (std::is_void_v<R>) {
                fn(db);
                jobDone();
            } else {
                R result = fn(db);
                jobDone();
                promise->addResult(std::move(result));
            }
            promise->finish();
        });
        return future;
    }

    // Waits for the job; only for threads that are not the GUI thread (CLI, tests, workers).
    template <typename F>
    auto run(F fn) -> std::invoke_result_t<F, QSqlDatabase&> {
        auto future = submit(std::move(fn));
        if constexpr (std::is_void_v<std::invoke_result_t<F, QSqlDatabase&>>) {
            future.waitForFinished();
        } else {
            return future.result();
        }
    }

private:
    explicit Store(QString path);
    void post(std::function<void(QSqlDatabase&)> job);
    void jobDone();  // storage thread: publishes what the job committed

    class Worker;
    QString m_path;
    bool m_postgreSql = false;
    OpenInfo m_openInfo;
    QThread* m_thread = nullptr;
    Worker* m_worker = nullptr;
    ChangeNotifier* m_changes = nullptr;
};

}  // namespace tb::core
