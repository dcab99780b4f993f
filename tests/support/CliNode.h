#pragma once

#include "tests/support/CliRunner.h"
#include "tests/support/SshdFixture.h"

#include <QString>
#include <QStringList>

namespace tb::test {

// The loopback sshd as the node a CLI suite runs on, the set-up the e2e suites and the CLI benchmarks share: a
// known_hosts file that holds the sshd's key, the SSH options `run` and `engagement start` take for it, and the
// provider the runs go to (the first the CLI lists: the demo database's, made by that first listing).
struct CliNode {
    QString knownHosts;
    QString provider;
    QStringList ssh;  // --target user@127.0.0.1:PORT --identity KEY --known-hosts FILE

    // Writes knownHostsPath and asks `runner` (its --db set) for the providers. Empty when ready, else why not.
    QString prepare(const SshdFixture& sshd, const CliRunner& runner, const QString& knownHostsPath);
    // tierbench-cli on the database `db`, without the caller's ssh-agent: the suites log in with the key file.
    static CliRunner cli(const QString& db, int timeoutMs);
};

}  // namespace tb::test
