#include "core/cluster/kube/Kubectl.h"

#include "core/cluster/kube/KubeLogFollow.h"
#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace tb::core {

namespace {
// kubectl logs -f as a child process: read without an event loop (waitForReadyRead), killed and reaped when
// destroyed.
class ProcessLogStream : public KubeLogStream {
public:
    ProcessLogStream(const QString& program, const QStringList& argv) {
        m_process.setProgram(program);
        m_process.setArguments(argv);
        m_process.setStandardInputFile(QProcess::nullDevice());
        m_process.start();
        m_started = m_process.waitForStarted(10000);
    }
    ~ProcessLogStream() override {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() const { return m_started; }
    QByteArray read(int waitMs) override {
        // No event loop here: the waitFor call is what moves the pipes and notices the exit.
        if (m_process.state() != QProcess::NotRunning && m_process.bytesAvailable() == 0) {
            m_process.waitForReadyRead(qMax(0, waitMs));
        }
        m_err += m_process.readAllStandardError().left(64 * 1024);
        return m_process.readAllStandardOutput();
    }
    bool ended() const override { return m_process.state() == QProcess::NotRunning; }
    qint64 pid() const override { return m_process.processId(); }
    QByteArray errorOutput() const override { return m_err; }

private:
    QProcess m_process;
    QByteArray m_err;
    bool m_started = false;
};
}  // namespace

std::unique_ptr<KubeLogStream> Kubectl::follow(const QStringList&) {
    return nullptr;
}

std::unique_ptr<KubeLogStream> LocalKubectl::follow(const QStringList& args) {
    // A followed log runs as long as the pod writes: the client-side request timeout would cut it every 30 s.
    QStringList argv = baseArgs(true);
    argv.replaceInStrings(QStringLiteral("--request-timeout=30s"), QStringLiteral("--request-timeout=0"));
    auto stream = std::make_unique<ProcessLogStream>(m_target.kubectl, argv + args);
    if (!stream->started()) {
        return nullptr;
    }
    return stream;
}

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
