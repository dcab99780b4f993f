#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace tb::test {

// What one run of a command-line program gave back.
struct CliRun {
    int code = -1;  // the exit code; -1: did not finish in time (killed and reaped), -2: crashed
    bool timedOut = false;
    QByteArray out, err;
    QString error;  // why it did not start or finish, for the failure message

    // stdout as JSON (an object or an array), or null.
    QJsonValue json() const;
};

// The one way the e2e suites run tierbench-cli (and the GUI's command line): binary, environment, --db, timeout.
// A program that overruns is killed AND reaped (waited for), so no test leaves a process behind; the copies this
// replaces killed without waiting (issue 12 follow-up).
class CliRunner {
public:
    // binary: a path, or a name under $TB_BINARY_DIR/app ("tierbench-cli").
    explicit CliRunner(QString binary = QStringLiteral("tierbench-cli"));

    static QString builtBinary(const QString& name);  // $TB_BINARY_DIR/app/NAME
    QString binary() const { return m_binary; }
    bool isBuilt() const;

    void setEnvironment(const QProcessEnvironment& env) { m_env = env; }
    QProcessEnvironment& environment() { return m_env; }
    // Prepended as --db PATH to every run; empty: none.
    void setDatabase(const QString& path) { m_db = path; }
    QString database() const { return m_db; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    // The set-up the suites on a scratch database share: the caller's TIERBENCH_DB dropped, the Preferences read
    // from DIR/config (never the user's), QT_QPA_PLATFORM=offscreen (export --pdf paints), and --db DIR/DATABASE
    // (a file that does not exist yet becomes the demo database).
    void useScratchFolder(const QString& dir, const QString& database = QStringLiteral("demo.sqlite"));
    // The XDG_CONFIG_HOME the runs get.
    QString configDir() const { return m_env.value(QStringLiteral("XDG_CONFIG_HOME")); }
    // Writes configDir()/Tierbench/Tierbench.conf as the workbench's Preferences do (INI text); false when it
    // cannot, or before useScratchFolder() (never into the user's own settings), so the caller's QVERIFY fails.
    bool writePreferences(const QByteArray& ini) const;

    CliRun run(const QStringList& args, const QByteArray& stdinData = {}) const;

private:
    QString m_binary;
    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();
    QString m_db;
    QString m_scratch;  // set by useScratchFolder()
    int m_timeoutMs = 60000;
};

}  // namespace tb::test
