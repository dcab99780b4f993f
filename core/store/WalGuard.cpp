#include "core/store/WalGuard.h"

#include <QCoreApplication>
#include <QFile>
#include <QLoggingCategory>

#include <cerrno>
#include <cstring>

#if defined(__linux__)
#include <fcntl.h>
#include <unistd.h>
#define TB_HAVE_OFD_LOCKS 1
#endif

namespace tb::core {

Q_LOGGING_CATEGORY(lcWalGuard, "tierbench.core.store.lock")

namespace {
#ifdef TB_HAVE_OFD_LOCKS
bool setLock(int fd, long long start, long long length, short type) {
    struct flock lock {};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = static_cast<off_t>(start);
    lock.l_len = static_cast<off_t>(length);
    lock.l_pid = 0;  // required for OFD locks
    int rc;
    do {
        rc = ::fcntl(fd, F_OFD_SETLK, &lock);
    } while (rc != 0 && errno == EINTR);
    return rc == 0;
}

int openForLock(const QString& path) {
    const QByteArray native = QFile::encodeName(path);
    int fd;
    do {
        fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    return fd;
}
#endif
}  // namespace

std::unique_ptr<WalGuard> WalGuard::acquire(const QString& dbPath) {
    std::unique_ptr<WalGuard> guard(new WalGuard);
#ifdef TB_HAVE_OFD_LOCKS
    // Descriptors are never closed before the guard goes away (see release()); a failed step keeps what it opened.
    guard->m_dbFd = openForLock(dbPath);
    if (guard->m_dbFd < 0 || !setLock(guard->m_dbFd, kSharedFirst, kSharedSize, F_RDLCK)) {
        guard->m_error = QCoreApplication::translate("Store", "Could not lock %1: %2")
                             .arg(dbPath, QString::fromLocal8Bit(std::strerror(errno)));
        qCWarning(lcWalGuard) << guard->m_error;
        return guard;
    }
    const QString shm = dbPath + QStringLiteral("-shm");
    guard->m_shmFd = openForLock(shm);
    if (guard->m_shmFd < 0 || !setLock(guard->m_shmFd, kShmDeadManSwitch, 1, F_RDLCK)) {
        guard->m_error = QCoreApplication::translate("Store", "Could not lock %1: %2")
                             .arg(shm, QString::fromLocal8Bit(std::strerror(errno)));
        qCWarning(lcWalGuard) << guard->m_error;
        return guard;
    }
#else
    Q_UNUSED(dbPath);
    guard->m_error = QCoreApplication::translate("Store", "This system has no open file description locks");
#endif
    return guard;
}

void WalGuard::release() {
#ifdef TB_HAVE_OFD_LOCKS
    if (m_dbFd >= 0) {
        setLock(m_dbFd, kSharedFirst, kSharedSize, F_UNLCK);
    }
    if (m_shmFd >= 0) {
        setLock(m_shmFd, kShmDeadManSwitch, 1, F_UNLCK);
    }
#endif
}

WalGuard::~WalGuard() {
#ifdef TB_HAVE_OFD_LOCKS
    // Only after the connection has closed (Store's worker destroys the guard last): these close() calls would
    // otherwise drop the connection's own POSIX locks.
    if (m_shmFd >= 0) {
        ::close(m_shmFd);
    }
    if (m_dbFd >= 0) {
        ::close(m_dbFd);
    }
#endif
}

}  // namespace tb::core
