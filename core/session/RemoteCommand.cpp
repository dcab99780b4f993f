#include "core/session/RemoteCommand.h"

#include "core/session/ShellQuote.h"

namespace tb::core {

QByteArray RemoteCommand::pgidMarker() {
    return QByteArrayLiteral("@@tierbench-pgid");
}

QString RemoteCommand::processGroupWrapper(const QString& commandLine, const QString& workingDirectory) {
    // The inner sh prints its own pid, which is the group id because setsid made it a group leader (setsid -w
    // forks first when its caller already leads a group, and waits so the exit status is the command's). Without
    // setsid, OpenSSH has already put the session's shell in a fresh session, and `exec` keeps that pid.
    const QString script =
        QStringLiteral("printf '%1 %s\\n' \"$$\"; exec sh -c \"$1\"").arg(QString::fromLatin1(pgidMarker()));
    const QString inner = ShellQuote::join(
        {QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("tierbench-run"), commandLine});
    QString line;
    if (!workingDirectory.isEmpty()) {
        line = QStringLiteral("cd -- %1 && ").arg(ShellQuote::path(workingDirectory));
    }
    line += QStringLiteral("if command -v setsid >/dev/null 2>&1; then exec setsid -w %1; else exec %1; fi").arg(inner);
    return line;
}

QString RemoteCommand::killGroupCommand(qint64 pgid, int graceMs) {
    const QString g = QString::number(pgid);
    const int steps = qMax(1, graceMs / 100);
    return QStringLiteral(
               "kill -TERM -- -%1 2>/dev/null; i=0; while [ $i -lt %2 ] && kill -0 -- -%1 2>/dev/null; "
               "do sleep 0.1; i=$((i+1)); done; kill -KILL -- -%1 2>/dev/null; true")
        .arg(g)
        .arg(steps);
}

QString RemoteCommand::groupAliveCommand(qint64 pgid) {
    return QStringLiteral("kill -0 -- -%1 2>/dev/null").arg(pgid);
}

qint64 RemoteCommand::parsePgidMarker(QByteArrayView line) {
    const QByteArray marker = pgidMarker() + ' ';
    if (!line.startsWith(marker)) {
        return 0;
    }
    bool ok = false;
    const qint64 pgid = line.sliced(marker.size()).trimmed().toLongLong(&ok);
    return ok && pgid > 1 ? pgid : 0;
}

namespace {
class CaptureSink : public ExecSink {
public:
    explicit CaptureSink(qint64 maxBytes) : m_max(maxBytes) {}
    void onStdout(QByteArrayView data) override { append(out, data); }
    void onStderr(QByteArrayView data) override { append(err, data); }
    QByteArray out, err;
    bool truncated = false;

private:
    void append(QByteArray& into, QByteArrayView data) {
        const qint64 room = m_max - into.size();
        if (data.size() > room) {
            truncated = true;
            into.append(data.first(qMax<qint64>(0, room)));
        } else {
            into.append(data);
        }
    }
    qint64 m_max;
};
}  // namespace

Result<RemoteCommand::Captured> RemoteCommand::capture(RemoteConnection& connection, const QString& commandLine,
                                                       qint64 maxBytes, int timeoutS) {
    CaptureSink sink(maxBytes);
    ExecOptions options;
    options.timeoutS = timeoutS;
    options.processGroup = false;
    auto outcome = connection.exec(commandLine, sink, options, CancelToken());
    if (!outcome) {
        return outcome.error();
    }
    if (outcome->timedOut) {
        return makeError(ErrorCode::Timeout, QStringLiteral("Remote command timed out"), commandLine.left(200));
    }
    Captured c;
    c.exitCode = outcome->exitCode;
    c.out = std::move(sink.out);
    c.err = std::move(sink.err);
    c.truncated = sink.truncated;
    return c;
}

}  // namespace tb::core
