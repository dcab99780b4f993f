#include "tests/support/CliRunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace tb::test {

QJsonValue CliRun::json() const {
    const QJsonDocument doc = QJsonDocument::fromJson(out);
    if (doc.isArray()) {
        return doc.array();
    }
    if (doc.isObject()) {
        return doc.object();
    }
    return {};
}

CliRunner::CliRunner(QString binary) : m_binary(binary.contains(u'/') ? std::move(binary) : builtBinary(binary)) {}

QString CliRunner::builtBinary(const QString& name) {
    return qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/") + name;
}

bool CliRunner::isBuilt() const {
    return QFileInfo(m_binary).isExecutable();
}

void CliRunner::useScratchFolder(const QString& dir, const QString& database) {
    m_env.remove(QStringLiteral("TIERBENCH_DB"));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_db = dir + u'/' + database;
    m_scratch = dir;
}

bool CliRunner::writePreferences(const QByteArray& ini) const {
    const QString folder = configDir() + QStringLiteral("/Tierbench");
    if (m_scratch.isEmpty() || !QDir().mkpath(folder)) {
        return false;
    }
    QFile f(folder + QStringLiteral("/Tierbench.conf"));
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(ini) == ini.size();
}

CliRun CliRunner::run(const QStringList& args, const QByteArray& stdinData) const {
    QStringList all = args;
    if (!m_db.isEmpty()) {
        all.prepend(m_db);
        all.prepend(QStringLiteral("--db"));
    }
    QProcess p;
    p.setProcessEnvironment(m_env);
    p.start(m_binary, all);
    CliRun r;
    if (!p.waitForStarted(m_timeoutMs)) {
        r.error = QStringLiteral("%1 did not start: %2").arg(m_binary, p.errorString());
        return r;
    }
    if (!stdinData.isEmpty()) {
        p.write(stdinData);
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(m_timeoutMs)) {
        r.timedOut = true;
        r.error = QStringLiteral("%1 %2 ran past %3 ms and was killed").arg(m_binary, all.join(u' ')).arg(m_timeoutMs);
        p.kill();
        p.waitForFinished(-1);  // reaped: no zombie, and its output is complete
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace tb::test
