#include "core/launch/kube/Kubectl.h"

#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace tb::core {

QStringList Kubectl::baseArgs(bool namespaced) const {
    QStringList args;
    if (!m_target.kubeconfig.isEmpty()) {
        args << QStringLiteral("--kubeconfig=") + m_target.kubeconfig;
    }
    if (!m_target.context.isEmpty()) {
        args << QStringLiteral("--context=") + m_target.context;
    }
    if (namespaced && !m_target.ns.isEmpty()) {
        args << QStringLiteral("--namespace=") + m_target.ns;
    }
    args << QStringLiteral("--request-timeout=30s");
    return args;
}

QString Kubectl::clientVersion(const QByteArray& versionJson) {
    const QJsonObject o = QJsonDocument::fromJson(versionJson).object();
    return o.value(QStringLiteral("clientVersion")).toObject().value(QStringLiteral("gitVersion")).toString().left(64);
}

std::unique_ptr<Kubectl> Kubectl::make(const KubeTarget& target, RemoteConnection* connection) {
    if (target.viaLogin && connection) {
        return std::make_unique<RemoteKubectl>(target, *connection);
    }
    return std::make_unique<LocalKubectl>(target);
}

Result<KubectlReply> LocalKubectl::run(const QStringList& args, const QByteArray& stdinData, int timeoutS,
                                       bool namespaced) {
    QProcess p;
    const QStringList argv = baseArgs(namespaced) + args;
    KubectlReply reply;
    reply.commandLine = ShellQuote::join(QStringList{m_target.kubectl} + argv);
    p.start(m_target.kubectl, argv);  // argv, no shell: names and paths reach kubectl as they are
    if (!p.waitForStarted(10000)) {
        return makeError(ErrorCode::NotFound,
                         Kubectl::tr("kubectl could not be started (%1): %2").arg(m_target.kubectl, p.errorString()));
    }
    if (!stdinData.isEmpty()) {
        p.write(stdinData);
    }
    p.closeWriteChannel();
    QElapsedTimer clock;
    clock.start();
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(100);
        reply.out += p.readAllStandardOutput();
        reply.err += p.readAllStandardError();
        if (reply.out.size() > kMaxOutput || reply.err.size() > kMaxOutput) {
            reply.truncated = true;
            p.kill();
            p.waitForFinished(5000);
            break;
        }
        if (clock.elapsed() > qint64(timeoutS) * 1000) {
            p.kill();
            p.waitForFinished(5000);
            return makeError(
                ErrorCode::Timeout,
                Kubectl::tr("kubectl did not answer within %1 s: %2").arg(timeoutS).arg(reply.commandLine));
        }
    }
    reply.out += p.readAllStandardOutput();
    reply.err += p.readAllStandardError();
    reply.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return reply;
}

QString RemoteKubectl::commandLine(const QStringList& argv, const QByteArray& stdinData) {
    const QString line = ShellQuote::join(argv);
    if (stdinData.isEmpty()) {
        return line + QStringLiteral(" </dev/null");
    }
    // The manifest is one quoted word of printf's: nothing in it is read by the shell.
    return QStringLiteral("printf '%s' ") + ShellQuote::quote(QString::fromUtf8(stdinData)) + QStringLiteral(" | ") +
           line;
}

Result<KubectlReply> RemoteKubectl::run(const QStringList& args, const QByteArray& stdinData, int timeoutS,
                                        bool namespaced) {
    KubectlReply reply;
    const QStringList argv = QStringList{m_target.kubectl} + baseArgs(namespaced) + args;
    reply.commandLine = ShellQuote::join(argv);
    auto ran = RemoteCommand::capture(m_connection, commandLine(argv, stdinData), kMaxOutput, timeoutS);
    if (!ran) {
        return ran.error();
    }
    reply.exitCode = ran->exitCode;
    reply.out = ran->out;
    reply.err = ran->err;
    reply.truncated = ran->truncated;
    return reply;
}

}  // namespace tb::core
