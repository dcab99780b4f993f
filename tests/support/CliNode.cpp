#include "tests/support/CliNode.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::test {

CliRunner CliNode::cli(const QString& db, int timeoutMs) {
    CliRunner r;
    r.environment().remove(QStringLiteral("SSH_AUTH_SOCK"));
    r.setDatabase(db);
    r.setTimeoutMs(timeoutMs);
    return r;
}

QString CliNode::prepare(const SshdFixture& sshd, const CliRunner& runner, const QString& knownHostsPath) {
    knownHosts = knownHostsPath;
    QFile kh(knownHosts);
    if (!kh.open(QIODevice::WriteOnly) || kh.write(sshd.knownHostsLine().toUtf8() + '\n') < 0) {
        return QStringLiteral("cannot write %1").arg(knownHosts);
    }
    kh.close();
    ssh = QStringList{QStringLiteral("--target"),
                      QStringLiteral("%1@127.0.0.1:%2").arg(SshdFixture::testUser()).arg(sshd.port()),
                      QStringLiteral("--identity"),
                      sshd.userKey(),
                      QStringLiteral("--known-hosts"),
                      knownHosts};
    const CliRun providers = runner.run({QStringLiteral("providers"), QStringLiteral("--json")});
    if (providers.code != 0) {
        return QStringLiteral("providers: exit %1: %2").arg(providers.code).arg(QString::fromUtf8(providers.err));
    }
    const QJsonDocument doc = QJsonDocument::fromJson(providers.out);
    const QJsonArray list = doc.isArray() ? doc.array() : doc.object().value(QStringLiteral("providers")).toArray();
    provider = list.isEmpty() ? QString() : list.first().toObject().value(QStringLiteral("name")).toString();
    return provider.isEmpty() ? QStringLiteral("the database lists no provider") : QString();
}

}  // namespace tb::test
