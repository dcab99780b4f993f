#include "tests/support/CliRunner.h"
#include "tests/support/TestDatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QFile>
#include <QtTest>

// Drives the real tierbench-cli: output parses, exit codes are the documented ones.
class TestCliFoundation : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args, const QProcessEnvironment& env) {
        tb::test::CliRunner runner(m_binary);
        runner.setEnvironment(env);
        return runner.run(args);
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + QStringLiteral(" is not built")));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.remove(QStringLiteral("TIERBENCH_DB"));
    }

    void helpListsCommandsAndExitCodes() {
        const Run r = cli({QStringLiteral("--help")}, m_env);
        QCOMPARE(r.code, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY(text.contains(QStringLiteral("providers [--json]")));
        QVERIFY(text.contains(QStringLiteral("rubric [--version V] [--json]")));
        // Every code ExitCodes.h declares, read from the header itself, so a new code cannot be left off --help
        // (19 to 22 were, until issue 38.8).
        QFile header(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/app/cli/ExitCodes.h"));
        QVERIFY2(header.open(QIODevice::ReadOnly), qPrintable(header.fileName()));
        const QRegularExpression row(QStringLiteral("^\\s+([A-Za-z]+) = (\\d+),"), QRegularExpression::MultilineOption);
        int codes = 0;
        for (auto it = row.globalMatch(QString::fromUtf8(header.readAll())); it.hasNext(); ++codes) {
            const auto m = it.next();
            const QRegularExpression listed(QStringLiteral("^\\s*%1\\s+%2\\s").arg(m.captured(2), m.captured(1)),
                                            QRegularExpression::MultilineOption);
            QVERIFY2(listed.match(text).hasMatch(), qPrintable(m.captured(1)));
        }
        QVERIFY(codes >= 19);  // 0 to 5 and 10 to 22 today
        const Run v = cli({QStringLiteral("--version")}, m_env);
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.startsWith("tierbench-cli "));
    }

    void providersJsonOnNewDemoDatabase() {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("fresh.sqlite"));
        const Run r = cli({QStringLiteral("--db"), db, QStringLiteral("providers"), QStringLiteral("--json")}, m_env);
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonParseError perr;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &perr);
        QCOMPARE(perr.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 91);
        bool coreweave = false;
        for (const QJsonValue& v : doc.array()) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.contains(QStringLiteral("id")) && o.contains(QStringLiteral("kind")));
            if (o[QStringLiteral("name")].toString() == QLatin1String("CoreWeave")) {
                coreweave = o[QStringLiteral("reference_tier")].toString() == QLatin1String("platinum");
            }
        }
        QVERIFY(coreweave);
        QVERIFY(QFileInfo::exists(db));
        // Said on stderr (issue 38.8: 91 providers appeared unannounced), with the way to an empty one.
        QVERIFY2(r.err.contains("made a demo database") && r.err.contains("--empty-db"), r.err.constData());
        const Run again =
            cli({QStringLiteral("--db"), db, QStringLiteral("providers"), QStringLiteral("--json")}, m_env);
        QVERIFY2(again.err.isEmpty(), again.err.constData());  // only when it is made
        const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
        const Run e = cli({QStringLiteral("--db"), empty, QStringLiteral("--empty-db"), QStringLiteral("providers"),
                           QStringLiteral("--json")},
                          m_env);
        QVERIFY2(e.code == 0, e.err.constData());
        QCOMPARE(e.json().toArray().size(), 0);
        QVERIFY2(e.err.contains("made an empty database"), e.err.constData());
        const Run rubric =
            cli({QStringLiteral("--db"), empty, QStringLiteral("rubric"), QStringLiteral("--json")}, m_env);
        QVERIFY2(rubric.code == 0, rubric.err.constData());  // an empty database still has the shipped rubrics

        // Same again through TIERBENCH_DB, table output: stable header, one line per provider.
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("TIERBENCH_DB"), db);
        const Run t = cli({QStringLiteral("providers")}, env);
        QCOMPARE(t.code, 0);
        QCOMPARE(t.out.count('\n'), 92);
        QVERIFY(t.out.startsWith("   ID  NAME"));
    }

    void rubricVersions() {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("r.sqlite"));
        const Run r = cli({QStringLiteral("--db"), db, QStringLiteral("rubric"), QStringLiteral("--json")}, m_env);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QStringLiteral("version")].toString(), QStringLiteral("2.0"));
        const QJsonArray criteria = o[QStringLiteral("criteria")].toArray();
        QCOMPARE(criteria.size(), 10);
        double sum = 0;
        for (const QJsonValue& c : criteria) {
            sum += c[QStringLiteral("weight")].toDouble();
            QVERIFY(!c[QStringLiteral("items")].toArray().isEmpty());
        }
        QVERIFY(qAbs(sum - 1.0) < 0.001);

        const Run old = cli({QStringLiteral("rubric"), QStringLiteral("--version"), QStringLiteral("1.0"),
                             QStringLiteral("--json"), QStringLiteral("--db"), db},
                            m_env);
        QCOMPARE(old.code, 0);
        QCOMPARE(QJsonDocument::fromJson(old.out).object()[QStringLiteral("criteria")].toArray().size(), 9);

        const Run text = cli({QStringLiteral("--db"), db, QStringLiteral("rubric")}, m_env);
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("security.soc2"));

        const Run missing =
            cli({QStringLiteral("--db"), db, QStringLiteral("rubric"), QStringLiteral("--version=9.9")}, m_env);
        QCOMPARE(missing.code, 3);  // NotFound
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("no command") << QStringList{};
        QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::addRow("unknown global option") << QStringList{QStringLiteral("--frob"), QStringLiteral("providers")};
        QTest::addRow("unknown command option") << QStringList{QStringLiteral("providers"), QStringLiteral("--frob")};
        QTest::addRow("--db without value") << QStringList{QStringLiteral("providers"), QStringLiteral("--db")};
        QTest::addRow("rubric --version without value")
            << QStringList{QStringLiteral("rubric"), QStringLiteral("--version")};
        QTest::addRow("no database") << QStringList{QStringLiteral("providers")};
    }

    void usageErrors() {
        QFETCH(QStringList, args);
        const Run r = cli(args, m_env);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(r.out.isEmpty());
    }

    void newerSchemaIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        QVERIFY(tb::test::makeSqliteFile(
            path, {QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 999")}));
        const Run r = cli({QStringLiteral("--db"), path, QStringLiteral("providers")}, m_env);
        QCOMPARE(r.code, 4);  // DatabaseError
        QVERIFY2(r.err.contains("newer"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

private:
    QString m_binary;
    QProcessEnvironment m_env;
};

QTEST_GUILESS_MAIN(TestCliFoundation)
#include "tst_CliFoundation.moc"
