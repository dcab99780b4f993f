// Issue 18 (items 3, 5, 6) through the real tierbench-cli: run accounts and the blind comparison, score sheets that
// stay hidden until all are in and their agreement, and the conflict register that stops an evaluation or a tier
// assignment unless --acknowledge is given, and is disclosed in the review PDF.
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestTrustCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }
    QStringList criteria(int offset) {
        QStringList out;
        for (int i = 0; i < m_criteria.size(); ++i) {
            out << QStringLiteral("--criterion")
                << QStringLiteral("%1=%2").arg(m_criteria[i]).arg(qBound(0, i % 5 + offset, 5));
        }
        return out;
    }
    int evaluations(const QString& provider) {
        const Run r = cli({QStringLiteral("evaluations"), QStringLiteral("list"), QStringLiteral("--provider"),
                           provider, QStringLiteral("--json")});
        return r.code == 0 ? int(r.json().toArray().size()) : -1;
    }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;
    QStringList m_criteria;
    qint64 m_conflict = 0;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path());
        QVERIFY(m_cli.writePreferences("[analyst]\nreviewerName=Ana Reviewer\n"));
        const Run rubric = cli({QStringLiteral("rubric"), QStringLiteral("--json")});
        QVERIFY2(rubric.code == 0, rubric.err.constData());
        for (const QJsonValue& c : rubric.json().toObject()[QStringLiteral("criteria")].toArray()) {
            m_criteria << c.toObject()[QStringLiteral("key")].toString();
        }
        QCOMPARE(m_criteria.size(), 10);
    }

    void runAccountsAndTheBlindComparison() {
        const Run runs = cli(
            {QStringLiteral("runs"), QStringLiteral("--provider"), QStringLiteral("Lambda"), QStringLiteral("--json")});
        QVERIFY2(runs.code == 0, runs.err.constData());
        QVERIFY(!runs.json().toArray().isEmpty());
        const QString id = QString::number(runs.json().toArray().first().toObject()[QStringLiteral("id")].toInteger());
        const Run set =
            cli({QStringLiteral("runs"), QStringLiteral("set-account"), QStringLiteral("--run"), id,
                 QStringLiteral("--account"), QStringLiteral("bench@lambda"), QStringLiteral("--account-disclosed"),
                 QStringLiteral("yes"), QStringLiteral("--note"), QStringLiteral("given by the provider")});
        QVERIFY2(set.code == 0, set.err.constData());
        const Run after = cli(
            {QStringLiteral("runs"), QStringLiteral("--provider"), QStringLiteral("Lambda"), QStringLiteral("--json")});
        QCOMPARE(after.json().toArray().first().toObject()[QStringLiteral("account_obtained")].toString(),
                 QStringLiteral("disclosed"));
        // One side only: every metric is listed, none judged.
        const Run blind = cli({QStringLiteral("blind"), QStringLiteral("--provider"), QStringLiteral("Lambda"),
                               QStringLiteral("--json")});
        QVERIFY2(blind.code == 0, blind.err.constData());
        const QJsonObject b = blind.json().toObject();
        QCOMPARE(b[QStringLiteral("disclosed_runs")].toInt(), 1);
        QCOMPARE(b[QStringLiteral("flagged")].toInt(), 0);
        QVERIFY(!b[QStringLiteral("metrics")].toArray().isEmpty());
        for (const QJsonValue& m : b[QStringLiteral("metrics")].toArray()) {
            QCOMPARE(m.toObject()[QStringLiteral("verdict")].toString(), QStringLiteral("not_enough_samples"));
        }
        // Bad input: a usage error, nothing recorded; run's account options are checked before connecting.
        QCOMPARE(cli({QStringLiteral("runs"), QStringLiteral("set-account"), QStringLiteral("--run"), id,
                      QStringLiteral("--account"), QStringLiteral("x"), QStringLiteral("--account-disclosed"),
                      QStringLiteral("maybe")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("runs"), QStringLiteral("set-account"), QStringLiteral("--run"),
                      QStringLiteral("999999"), QStringLiteral("--account"), QStringLiteral("x"),
                      QStringLiteral("--account-disclosed"), QStringLiteral("no")})
                     .code,
                 3);
        QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--provider"), QStringLiteral("Lambda"),
                      QStringLiteral("--target"), QStringLiteral("127.0.0.1:1"), QStringLiteral("--probe"),
                      QStringLiteral("tb-node"), QStringLiteral("--account"), QStringLiteral("x")})
                     .code,
                 2);
    }

    void conflictsStopWorkUnlessAcknowledged() {
        const Run add = cli({QStringLiteral("conflicts"), QStringLiteral("add"), QStringLiteral("--provider"),
                             QStringLiteral("Nebius"), QStringLiteral("--relationship"), QStringLiteral("consulting"),
                             QStringLiteral("--from"), QStringLiteral("2026-01-01"), QStringLiteral("--note"),
                             QStringLiteral("paid advisory work"), QStringLiteral("--json")});
        QVERIFY2(add.code == 0, add.err.constData());
        m_conflict = add.json().toObject()[QStringLiteral("id")].toInteger();
        const int before = evaluations(QStringLiteral("Nebius"));
        const Run refused = cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                                 QStringLiteral("Nebius"), QStringLiteral("--title"), QStringLiteral("Hands-on")});
        QCOMPARE(refused.code, 20);
        QVERIFY(refused.err.contains("consulting"));
        QCOMPARE(evaluations(QStringLiteral("Nebius")), before);  // nothing was started
        const Run acknowledged = cli({QStringLiteral("evaluations"), QStringLiteral("add"),
                                      QStringLiteral("--provider"), QStringLiteral("Nebius"), QStringLiteral("--title"),
                                      QStringLiteral("Hands-on"), QStringLiteral("--acknowledge")});
        QVERIFY2(acknowledged.code == 0, acknowledged.err.constData());
        QCOMPARE(evaluations(QStringLiteral("Nebius")), before + 1);
        // A tier for the provider: the same question.
        const QStringList tier{QStringLiteral("tier"),
                               QStringLiteral("assign"),
                               QStringLiteral("--provider"),
                               QStringLiteral("Nebius"),
                               QStringLiteral("--tier"),
                               QStringLiteral("gold"),
                               QStringLiteral("--justification"),
                               QStringLiteral("test")};
        QCOMPARE(cli(tier).code, 20);
        const Run assigned = cli(tier + QStringList{QStringLiteral("--acknowledge")});
        QVERIFY2(assigned.code == 0, assigned.err.constData());
        // Another provider: no question.
        const Run other = cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                               QStringLiteral("Crusoe"), QStringLiteral("--title"), QStringLiteral("Hands-on")});
        QVERIFY2(other.code == 0, other.err.constData());
        const Run list = cli({QStringLiteral("conflicts"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(list.json().toArray().size(), 1);
        QVERIFY(list.json().toArray().first().toObject()[QStringLiteral("current")].toBool());
    }

    void reviewPdfDisclosesTheRegister() {
        const QString pdf = m_dir.filePath(QStringLiteral("nebius.pdf"));
        const Run exported = cli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("Nebius"),
                                  QStringLiteral("--pdf"), pdf});
        QVERIFY2(exported.code == 0, exported.err.constData());
        QString why;
        const QString text = tb::test::pdfText(pdf, {QStringLiteral("-layout")}, &why).simplified();
        if (!why.isEmpty()) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY2(text.contains(QLatin1String("Conflicts of interest in the register")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QLatin1String("Disclosed automatically from the register")));
        QVERIFY(text.contains(QLatin1String("paid advisory work")));
    }

    void endedConflictsNoLongerStopWork() {
        const Run end = cli({QStringLiteral("conflicts"), QStringLiteral("end"), QStringLiteral("--id"),
                             QString::number(m_conflict), QStringLiteral("--until"), QStringLiteral("2026-01-31")});
        QVERIFY2(end.code == 0, end.err.constData());
        const Run add = cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                             QStringLiteral("Nebius"), QStringLiteral("--title"), QStringLiteral("Second look")});
        QVERIFY2(add.code == 0, add.err.constData());
    }

    void scoresHiddenUntilAllAreIn() {
        const QStringList base{QStringLiteral("score"), QStringLiteral("submit"), QStringLiteral("--provider"),
                               QStringLiteral("Crusoe")};
        const Run ana = cli(base + QStringList{QStringLiteral("--reviewer"), QStringLiteral("Ana Reviewer")} +
                            criteria(0) + QStringList{QStringLiteral("--item"), QStringLiteral("x=maybe")});
        QCOMPARE(ana.code, 2);  // a grade that is not one
        QVERIFY(
            cli(base + QStringList{QStringLiteral("--reviewer"), QStringLiteral("Ana Reviewer")} + criteria(0)).code ==
            0);
        QVERIFY(cli(base + QStringList{QStringLiteral("--reviewer"), QStringLiteral("Bo"), QStringLiteral("--draft")} +
                    criteria(1))
                    .code == 0);
        const Run hidden = cli({QStringLiteral("agreement"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                                QStringLiteral("--json")});
        QCOMPARE(hidden.code, 1);
        QVERIFY(!hidden.json().toObject()[QStringLiteral("visible")].toBool());
        QVERIFY(!hidden.out.contains("criteria"));
        // Each reviewer sees their own sheet, never another's.
        const Run own = cli({QStringLiteral("score"), QStringLiteral("show"), QStringLiteral("--provider"),
                             QStringLiteral("Crusoe"), QStringLiteral("--reviewer"), QStringLiteral("Bo"),
                             QStringLiteral("--json")});
        QVERIFY2(own.code == 0, own.err.constData());
        QVERIFY(cli(base + QStringList{QStringLiteral("--reviewer"), QStringLiteral("Bo")} + criteria(1)).code == 0);
        const Run shown = cli({QStringLiteral("agreement"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                               QStringLiteral("--json")});
        QVERIFY2(shown.code == 0, shown.err.constData());
        const QJsonObject a = shown.json().toObject();
        QVERIFY(a[QStringLiteral("visible")].toBool());
        QVERIFY(a[QStringLiteral("criterion_scores")].toObject()[QStringLiteral("kappa_quadratic")].isDouble());
        QVERIFY(a[QStringLiteral("unreconciled")].toInt() > 0);
        const Run reconciled =
            cli({QStringLiteral("score"), QStringLiteral("reconcile"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"), QStringLiteral("--criterion"), m_criteria.first(), QStringLiteral("--score"),
                 QStringLiteral("0.5"), QStringLiteral("--method"), QStringLiteral("discussion")});
        QVERIFY2(reconciled.code == 0, reconciled.err.constData());
        const Run again = cli({QStringLiteral("agreement"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                               QStringLiteral("--json")});
        QCOMPARE(again.json().toObject()[QStringLiteral("unreconciled")].toInt(),
                 a[QStringLiteral("unreconciled")].toInt() - 1);
    }
};

QTEST_GUILESS_MAIN(TestTrustCli)
#include "tst_TrustCli.moc"
