// The bash completion (packaging/tierbench-cli.bash-completion) driven the way bash drives it: a bash subprocess
// sources the script, sets COMP_WORDS/COMP_CWORD and calls the completion function, which asks the built CLI's
// hidden `__complete`. Words come from the command registry; provider names from the database, which a Tab press
// neither creates nor changes.
#include "tests/support/CliRunner.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestShellCompletion : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_cli, m_script, m_db;

    // The completions bash would offer for `words` with the cursor on the last one.
    QStringList complete(const QStringList& words) {
        QString array;
        for (const QString& w : words) {
            QString q = w;
            q.replace(u'\'', QStringLiteral("'\\''"));
            array += u'\'' + q + QStringLiteral("' ");
        }
        const QString script = QStringLiteral(
                                   "source \"$SCRIPT\" || exit 9; COMP_WORDS=(%1); COMP_CWORD=%2; _tierbench_cli; "
                                   "printf '%s\\n' \"${COMPREPLY[@]}\"")
                                   .arg(array)
                                   .arg(words.size() - 1);
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SCRIPT"), m_script);
        env.remove(QStringLiteral("TIERBENCH_DB"));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"),
                   {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"), script});
        if (!bash.waitForFinished(60000) || bash.exitCode() != 0) {
            bash.kill();
            bash.waitForFinished();
            return {QStringLiteral("<bash failed: %1>").arg(QString::fromUtf8(bash.readAllStandardError()))};
        }
        return QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    }

    QByteArray digest(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : "";
    }

private slots:
    void initTestCase() {
        m_cli = tb::test::CliRunner::builtBinary(QStringLiteral("tierbench-cli"));
        QVERIFY2(QFileInfo(m_cli).isExecutable(), qPrintable(m_cli + QStringLiteral(" is not built")));
        m_script = qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/packaging/tierbench-cli.bash-completion");
        QVERIFY(QFileInfo(m_script).isFile());
        m_db = m_tmp.filePath(QStringLiteral("c.sqlite"));
        tb::test::CliRunner runner(m_cli);
        runner.setDatabase(m_db);
        // A provider whose name has a space: it must come back as one (escaped) word.
        const auto add = runner.run({QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"),
                                     QStringLiteral("Tab Cloud")});
        QVERIFY2(add.code == 0, add.err.constData());
    }

    void registersForTheProgram() {
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("-c"),
                                            QStringLiteral("source '%1'; complete -p tierbench-cli").arg(m_script)});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.readAllStandardOutput().trimmed(), QByteArray("complete -F _tierbench_cli tierbench-cli"));
    }

    void commandsFromTheRegistry() {
        const QStringList got = complete({m_cli, QString()});
        for (const char* c : {"run", "import", "providers", "export", "help"}) {
            QVERIFY2(got.contains(QString::fromLatin1(c)), qPrintable(got.join(u' ')));
        }
        QVERIFY(!got.contains(QStringLiteral("__complete")));
        QCOMPARE(complete({m_cli, QStringLiteral("imp")}), QStringList{QStringLiteral("import")});
        QCOMPARE(complete({m_cli, QStringLiteral("--ver")}), QStringList{QStringLiteral("--version")});
    }

    void optionsPerCommand() {
        const QStringList run = complete({m_cli, QStringLiteral("run"), QStringLiteral("--pro")});
        QCOMPARE(run, (QStringList{QStringLiteral("--probe"), QStringLiteral("--probes-dir"),
                                   QStringLiteral("--provider")}));
        // Options of another command are not offered.
        QVERIFY(!complete({m_cli, QStringLiteral("rate"), QStringLiteral("--")}).contains(QStringLiteral("--target")));
        QVERIFY(complete({m_cli, QStringLiteral("rate"), QStringLiteral("--")}).contains(QStringLiteral("--json")));
        // A probe's own arguments (run --help lists them) only after "--".
        QVERIFY(complete({m_cli, QStringLiteral("run"), QStringLiteral("--ite")}).isEmpty());
        QCOMPARE(complete({m_cli, QStringLiteral("run"), QStringLiteral("--probe"), QStringLiteral("tb-membw"),
                           QStringLiteral("--"), QStringLiteral("--ite")}),
                 QStringList{QStringLiteral("--iters")});
        // Sub-commands right after the command word; a remark in the synopsis is not one.
        QCOMPARE(complete({m_cli, QStringLiteral("evaluations"), QString()}),
                 (QStringList{QStringLiteral("add"), QStringLiteral("close"), QStringLiteral("edit"),
                              QStringLiteral("list")}));
        QCOMPARE(complete({m_cli, QStringLiteral("providers"), QString()}),
                 (QStringList{QStringLiteral("add"), QStringLiteral("edit"), QStringLiteral("remove")}));
    }

    void providerNamesFromTheDatabase() {
        const QByteArray before = digest(m_db);
        const QStringList got = complete({m_cli, QStringLiteral("--db"), m_db, QStringLiteral("rate"),
                                          QStringLiteral("--provider"), QStringLiteral("Tab")});
        QCOMPARE(got, QStringList{QStringLiteral("Tab\\ Cloud")});
        // --db after the command word works too.
        QVERIFY(complete({m_cli, QStringLiteral("rate"), QStringLiteral("--db"), m_db, QStringLiteral("--provider"),
                          QString()})
                    .size() > 1);
        QCOMPARE(digest(m_db), before);  // read-only
        // A database that does not exist is not created by a Tab press.
        const QString missing = m_tmp.filePath(QStringLiteral("none.sqlite"));
        QVERIFY(complete({m_cli, QStringLiteral("--db"), missing, QStringLiteral("rate"), QStringLiteral("--provider"),
                          QString()})
                    .isEmpty());
        QVERIFY(!QFileInfo::exists(missing));
    }
};

QTEST_GUILESS_MAIN(TestShellCompletion)
#include "tst_ShellCompletion.moc"
