// The scripting commands of issue 12.12 through the real tierbench-cli, which had no end-to-end test: probes and
// recipes with their descriptions, providers add/edit/remove, runs with ids, verdict set with runs as evidence,
// interview add, tier assign, and `help COMMAND` for each.
#include "tests/support/CliRunner.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestLoopCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;

    static QJsonObject named(const QJsonArray& list, const QString& key, const QString& value) {
        for (const QJsonValue& v : list) {
            if (v.toObject().value(key).toString() == value) {
                return v.toObject();
            }
        }
        return {};
    }

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.environment().remove(QStringLiteral("TIERBENCH_DB"));
        m_cli.environment().insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_cli.setDatabase(m_dir.filePath(QStringLiteral("demo.sqlite")));
    }

    void probesAndRecipesSayWhatTheyDo() {
        const auto probes = m_cli.run({QStringLiteral("probes"), QStringLiteral("--json")});
        QVERIFY2(probes.code == 0, probes.err.constData());
        const QJsonObject coll = named(probes.json().toArray(), QStringLiteral("name"), QStringLiteral("tb-coll"));
        QVERIFY(!coll.isEmpty());
        QVERIFY(!coll.value(QStringLiteral("description")).toString().isEmpty());
        QVERIFY(!coll.value(QStringLiteral("arguments")).toArray().isEmpty());
        QVERIFY(!named(probes.json().toArray(), QStringLiteral("name"), QStringLiteral("tb-node")).isEmpty());

        const auto recipes = m_cli.run({QStringLiteral("recipes"), QStringLiteral("--json")});
        QVERIFY2(recipes.code == 0, recipes.err.constData());
        const QJsonObject pull =
            named(recipes.json().toArray(), QStringLiteral("name"), QStringLiteral("container_pull"));
        QCOMPARE(pull.value(QStringLiteral("check_item")).toString(), QStringLiteral("storage.container_pull"));
        QVERIFY(!pull.value(QStringLiteral("variants")).toArray().isEmpty());
        // Plain text names them too.
        QVERIFY(m_cli.run({QStringLiteral("probes")}).out.contains("tb-membw"));
        QVERIFY(m_cli.run({QStringLiteral("recipes")}).out.contains("whois"));
    }

    void providersAreAddedEditedAndRemoved() {
        const auto added = m_cli.run({QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"),
                                      QStringLiteral("Loopback Cloud"), QStringLiteral("--website"),
                                      QStringLiteral("https://loopback.example"), QStringLiteral("--json")});
        QVERIFY2(added.code == 0, added.err.constData());
        QCOMPARE(added.json().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Loopback Cloud"));
        const int duplicate = m_cli
                                  .run({QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"),
                                        QStringLiteral("Loopback Cloud")})
                                  .code;
        QVERIFY2(duplicate != 0 && duplicate != 2,
                 qPrintable(QString::number(duplicate)));  // refused, not a usage error
        const auto edited = m_cli.run({QStringLiteral("providers"), QStringLiteral("edit"), QStringLiteral("--name"),
                                       QStringLiteral("Loopback Cloud"), QStringLiteral("--rename"),
                                       QStringLiteral("Loopback GPU"), QStringLiteral("--json")});
        QVERIFY2(edited.code == 0, edited.err.constData());
        QCOMPARE(edited.json().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Loopback GPU"));
        QCOMPARE(edited.json().toObject().value(QStringLiteral("website")).toString(),
                 QStringLiteral("https://loopback.example"));  // what is not given stays
        const auto removed = m_cli.run({QStringLiteral("providers"), QStringLiteral("remove"), QStringLiteral("--name"),
                                        QStringLiteral("Loopback GPU")});
        QVERIFY2(removed.code == 0, removed.err.constData());
        QVERIFY(!m_cli.run({QStringLiteral("providers")}).out.contains("Loopback GPU"));
        QCOMPARE(m_cli
                     .run({QStringLiteral("providers"), QStringLiteral("remove"), QStringLiteral("--name"),
                           QStringLiteral("Loopback GPU")})
                     .code,
                 3);
    }

    void runsVerdictsInterviewsAndTiersScriptTheLoop() {
        const auto runs = m_cli.run(
            {QStringLiteral("runs"), QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(runs.code == 0, runs.err.constData());
        const QJsonObject sweep = named(runs.json().toArray(), QStringLiteral("probe"), QStringLiteral("nccl-tests"));
        const qint64 runId = sweep.value(QStringLiteral("id")).toInteger();
        QVERIFY(runId > 0);
        QCOMPARE(sweep.value(QStringLiteral("kind")).toString(), QStringLiteral("import"));

        const auto verdict = m_cli.run(
            {QStringLiteral("verdict"), QStringLiteral("set"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
             QStringLiteral("--item"), QStringLiteral("networking.nccl_4node"), QStringLiteral("--verdict"),
             QStringLiteral("pass"), QStringLiteral("--evidence"), QStringLiteral("all_reduce at 452 GB/s"),
             QStringLiteral("--run"), QString::number(runId), QStringLiteral("--json")});
        QVERIFY2(verdict.code == 0, verdict.err.constData());
        QCOMPARE(verdict.json().toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        QCOMPARE(verdict.json().toObject().value(QStringLiteral("runs")).toArray().first().toInteger(), runId);
        QCOMPARE(m_cli.run({QStringLiteral("verdict"), QStringLiteral("set"), QStringLiteral("--provider"),
                            QStringLiteral("Crusoe"), QStringLiteral("--item"), QStringLiteral("no.such_item"),
                            QStringLiteral("--verdict"), QStringLiteral("pass")})
                         .code != 0,
                 true);

        const auto interview =
            m_cli.run({QStringLiteral("interview"), QStringLiteral("add"), QStringLiteral("--provider"),
                       QStringLiteral("Crusoe"), QStringLiteral("--date"), QStringLiteral("2026-05-02"),
                       QStringLiteral("--role"), QStringLiteral("Research engineer"), QStringLiteral("--sentiment"),
                       QStringLiteral("networking=1"), QStringLiteral("--json")});
        QVERIFY2(interview.code == 0, interview.err.constData());
        QVERIFY(interview.json().toObject().value(QStringLiteral("id")).toInteger() > 0);
        QCOMPARE(m_cli
                     .run({QStringLiteral("interview"), QStringLiteral("add"), QStringLiteral("--provider"),
                           QStringLiteral("Crusoe"), QStringLiteral("--date"), QStringLiteral("2026-02-30"),
                           QStringLiteral("--role"), QStringLiteral("x")})
                     .code,
                 5);  // not a calendar date

        const auto tier = m_cli.run({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"),
                                     QStringLiteral("Crusoe"), QStringLiteral("--tier"), QStringLiteral("bronze"),
                                     QStringLiteral("--justification"), QStringLiteral("Scripted end-to-end test."),
                                     QStringLiteral("--json")});
        QVERIFY2(tier.code == 0, tier.err.constData());
        QCOMPARE(tier.json().toObject().value(QStringLiteral("tier")).toString(), QStringLiteral("bronze"));
    }

    void everyCommandExplainsItself() {
        for (const char* command : {"probes", "recipes", "runs", "verdict", "interview", "tier", "providers",
                                    "evaluations", "import", "rate", "export"}) {
            const auto help = m_cli.run({QStringLiteral("help"), QString::fromLatin1(command)});
            QVERIFY2(help.code == 0, command);
            QVERIFY2(help.out.contains(command), command);
            QCOMPARE(m_cli.run({QString::fromLatin1(command), QStringLiteral("--help")}).out, help.out);
        }
    }
};

QTEST_GUILESS_MAIN(TestLoopCli)
#include "tst_LoopCli.moc"
