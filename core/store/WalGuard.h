#pragma once

#include <QString>

#include <memory>

namespace tb::core {

// Keeps other processes from treating a database this process still uses as abandoned.
//
// SQLite's unix VFS locks with POSIX record locks, which belong to the process and vanish as soon as *any*
// descriptor of the file is closed in it, by whoever opened it (SQLite documents this hazard). Qt's own file dialog
// does exactly that when it lists the database's folder: it opens each file to sniff its type. From then on a second
// process (tierbench-cli, sqlite3) sees no reader: it re-initialises the `-shm` index and, closing as the "last"
// connection, checkpoints and deletes the `-wal` file this process keeps writing into. Edits are then lost.
//
// The guard holds read locks of its own on the same bytes SQLite checks: the database file's SHARED range (a closing
// connection needs the whole range exclusively before it deletes the WAL) and the `-shm` file's "dead man switch"
// byte (a connecting process that can write-lock it believes it is alone and rebuilds the index). They are open file
// description locks (F_OFD_SETLK), owned by descriptors only the guard holds, so no close() elsewhere in the process
// can drop them; and they are read locks, so they never conflict with this process's own SQLite, which holds read
// locks on the same bytes while open. Other processes' SQLite sees them through F_GETLK and F_SETLK like its own.
//
// Thread contract: acquire and release on the thread that owns the connection (the storage thread), release before
// the connection closes so that the last connection can still checkpoint and remove the WAL.
class WalGuard {
public:
    // Takes the locks for the WAL database at `dbPath` (its `-shm` must exist: call after the first read in WAL
    // mode). Returns a guard that holds nothing, with `error()` set, when the system cannot take them.
    static std::unique_ptr<WalGuard> acquire(const QString& dbPath);
    ~WalGuard();
    WalGuard(const WalGuard&) = delete;
    WalGuard& operator=(const WalGuard&) = delete;

    bool holds() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // Unlocks (without closing the descriptors: closing them would itself drop this process's POSIX locks on the
    // file while the connection still relies on them). Call just before the connection closes.
    void release();

    // The byte ranges, as SQLite's unix VFS defines them (os_unix.c, os.h); tests check them against a real sqlite3.
    static constexpr long long kSharedFirst = 0x40000000LL + 2;  // PENDING_BYTE + 2
    static constexpr long long kSharedSize = 510;
    static constexpr long long kShmDeadManSwitch = (22 + 8) * 4 + 8;  // UNIX_SHM_BASE + SQLITE_SHM_NLOCK

private:
    WalGuard() = default;
    int m_dbFd = -1;
    int m_shmFd = -1;
    QString m_error;
};

}  // namespace tb::core
