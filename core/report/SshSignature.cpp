#include "core/report/SshSignature.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <unistd.h>

namespace tb::core {
namespace {

struct Outcome {
    bool started = false;
    bool finished = false;
    int exitCode = -1;
    QString output;  // stdout and stderr together, trimmed
};

// One ssh-keygen, no terminal, no askpass, stdin from `input`.
Outcome runKeygen(const QStringList& args, const QByteArray& input) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"SSH_ASKPASS", "DISPLAY", "WAYLAND_DISPLAY"}) {
        env.remove(QLatin1String(name));
    }
    env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("never"));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    // A session of its own has no controlling terminal, so ssh-keygen cannot open /dev/tty to ask for a passphrase.
    p.setChildProcessModifier([] { ::setsid(); });
    p.start(SshSignature::program(), args);
    Outcome out;
    if (!p.waitForStarted(SshSignature::kTimeoutMs)) {
        out.output = p.errorString();
        return out;
    }
    out.started = true;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(SshSignature::kTimeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        out.output = SshSignature::tr("ssh-keygen did not finish in time.");
        return out;
    }
    out.finished = p.exitStatus() == QProcess::NormalExit;
    out.exitCode = p.exitCode();
    out.output = QString::fromLocal8Bit(p.readAll()).trimmed();
    return out;
}

}  // namespace

QString SshSignature::program() {
    const QString system = QStringLiteral("/usr/bin/ssh-keygen");
    return QFileInfo::exists(system) ? system : QStringLiteral("ssh-keygen");
}

Result<QByteArray> SshSignature::sign(const QString& keyPath, const QByteArray& data) {
    if (!QFileInfo(keyPath).isFile()) {
        return makeError(ErrorCode::NotFound, tr("No SSH key at %1.").arg(keyPath));
    }
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        return makeError(ErrorCode::Io, tr("Could not make a temporary folder to sign in."));
    }
    const QString file = scratch.filePath(QStringLiteral("manifest.json"));
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) {
        return makeError(ErrorCode::Io, tr("Could not write %1: %2").arg(file, f.errorString()));
    }
    f.close();
    const Outcome run = runKeygen({QStringLiteral("-Y"), QStringLiteral("sign"), QStringLiteral("-f"),
                                   QFileInfo(keyPath).absoluteFilePath(), QStringLiteral("-n"), namespaceName(), file},
                                  {});
    if (!run.started) {
        return makeError(ErrorCode::NotFound, tr("Could not run %1.").arg(program()), run.output);
    }
    QFile sig(file + QStringLiteral(".sig"));
    if (!run.finished || run.exitCode != 0 || !sig.open(QIODevice::ReadOnly)) {
        const bool passphrase = run.output.contains(QLatin1String("passphrase"), Qt::CaseInsensitive);
        return makeError(ErrorCode::InvalidArgument,
                         passphrase ? tr("The key %1 has a passphrase and no ssh-agent holds it: add it with ssh-add "
                                         "and export again.")
                                          .arg(keyPath)
                                    : tr("ssh-keygen could not sign with %1.").arg(keyPath),
                         run.output);
    }
    return sig.readAll();
}

Result<SshSignature::Check> SshSignature::verify(const QByteArray& data, const QByteArray& signature,
                                                 const QString& allowedSigners, const QString& identity) {
    if (!allowedSigners.isEmpty() && !QFileInfo(allowedSigners).isFile()) {
        return makeError(ErrorCode::NotFound, tr("No allowed-signers file at %1.").arg(allowedSigners));
    }
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        return makeError(ErrorCode::Io, tr("Could not make a temporary folder to verify in."));
    }
    const QString sigFile = scratch.filePath(QStringLiteral("manifest.json.sig"));
    QFile f(sigFile);
    if (!f.open(QIODevice::WriteOnly) || f.write(signature) != signature.size()) {
        return makeError(ErrorCode::Io, tr("Could not write %1: %2").arg(sigFile, f.errorString()));
    }
    f.close();
    QStringList args{QStringLiteral("-Y")};
    if (allowedSigners.isEmpty()) {
        args << QStringLiteral("check-novalidate") << QStringLiteral("-n") << namespaceName();
    } else {
        args << QStringLiteral("verify") << QStringLiteral("-f") << QFileInfo(allowedSigners).absoluteFilePath()
             << QStringLiteral("-I") << identity << QStringLiteral("-n") << namespaceName();
    }
    args << QStringLiteral("-s") << sigFile;
    const Outcome run = runKeygen(args, data);
    if (!run.started) {
        return makeError(ErrorCode::NotFound, tr("Could not run %1.").arg(program()), run.output);
    }
    return Check{run.finished && run.exitCode == 0, run.output};
}

}  // namespace tb::core
