#pragma once

#include <QString>
#include <QTemporaryDir>

namespace tb::test {

// The torchtitan stand-in (tests/probes/fixtures/torchtitan-standin, see its README) copied where the loopback
// sshd's user can read it: a folder under /tmp open to all, with its `bin/torchrun` executable. The recipe finds
// torchtitan through PYTHONPATH=pythonPath() and torchrun through PATH=binDir():... . withConfig false: the
// package without its llama3_8b.toml (an install without the source tree). Removed with the object.
class TorchtitanStandIn {
public:
    explicit TorchtitanStandIn(bool withConfig = true);
    bool isValid() const { return m_valid; }
    QString pythonPath() const { return m_dir.path(); }
    QString binDir() const { return m_dir.path() + QStringLiteral("/bin"); }
    // "PATH=<bin>:/usr/bin:/bin" and "PYTHONPATH=<dir>" for a login's environment.
    QString pathAssignment() const { return QStringLiteral("PATH=") + binDir() + QStringLiteral(":/usr/bin:/bin"); }
    QString pythonPathAssignment() const { return QStringLiteral("PYTHONPATH=") + pythonPath(); }

private:
    QTemporaryDir m_dir{QStringLiteral("/tmp/tb-torchtitan-XXXXXX")};
    bool m_valid = false;
};

}  // namespace tb::test
