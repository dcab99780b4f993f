// Issues 12.9 and 12.2 through the real tierbench-cli: evaluations are listed, started, edited and closed from the
// command line, the reviewer comes from the Preferences (never $USER), `help COMMAND` is `COMMAND --help`, and
// `rate` says how much of an evaluation is scored against the minimums.
#include "tests/support/CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestEvaluationsCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path());
        m_cli.environment().insert(QStringLiteral("USER"), QStringLiteral("loginname"));
        // The Preferences the workbench writes (core::AnalystSettings), in a settings folder of our own.
        QVERIFY(m_cli.writePreferences(
            "[analyst]\nreviewerName=Ana Reviewer\ndefaultDisclosure=No commercial relationship.\n"));
    }

    void addUsesThePreferencesNotTheLoginName() {
        const Run r = cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                           QStringLiteral("Lambda"), QStringLiteral("--title"), QStringLiteral("Hands-on May"),
                           QStringLiteral("--testing-from"), QStringLiteral("2026-05-04"),
                           QStringLiteral("--testing-until"), QStringLiteral("2026-05-18"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json().toObject();
        QCOMPARE(o[QStringLiteral("title")].toString(), QStringLiteral("Hands-on May"));
        QCOMPARE(o[QStringLiteral("reviewer")].toString(), QStringLiteral("Ana Reviewer"));
        QCOMPARE(o[QStringLiteral("conflict_disclosure")].toString(), QStringLiteral("No commercial relationship."));
        QCOMPARE(o[QStringLiteral("testing_from")].toString(), QStringLiteral("2026-05-04"));
        QCOMPARE(o[QStringLiteral("rubric_version")].toString(), QStringLiteral("2.0"));
        QCOMPARE(o[QStringLiteral("status")].toString(), QStringLiteral("draft"));

        const Run list = cli({QStringLiteral("evaluations"), QStringLiteral("list"), QStringLiteral("--provider"),
                              QStringLiteral("Lambda"), QStringLiteral("--json")});
        QVERIFY2(list.code == 0, list.err.constData());
        QCOMPARE(list.json().toArray().size(), 1);
        QCOMPARE(list.json().toArray().first().toObject()[QStringLiteral("id")].toInteger(),
                 o[QStringLiteral("id")].toInteger());
    }

    void editAndCloseByIdKeepingWhatIsNotGiven() {
        const Run list = cli({QStringLiteral("evaluations"), QStringLiteral("list"), QStringLiteral("--provider"),
                              QStringLiteral("Lambda"), QStringLiteral("--json")});
        const QString id = QString::number(list.json().toArray().first().toObject()[QStringLiteral("id")].toInteger());
        const Run edit =
            cli({QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                 QStringLiteral("--status"), QStringLiteral("in_review"), QStringLiteral("--handover-requested"),
                 QStringLiteral("2026-04-20"), QStringLiteral("--json")});
        QVERIFY2(edit.code == 0, edit.err.constData());
        QCOMPARE(edit.json().toObject()[QStringLiteral("status")].toString(), QStringLiteral("in_review"));
        QCOMPARE(edit.json().toObject()[QStringLiteral("title")].toString(), QStringLiteral("Hands-on May"));
        QCOMPARE(edit.json().toObject()[QStringLiteral("handover_requested")].toString(), QStringLiteral("2026-04-20"));

        const Run bad = cli({QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                             QStringLiteral("--testing-until"), QStringLiteral("2026-05-01")});
        QCOMPARE(bad.code, 5);  // ends before it starts: invalid input, nothing saved
        QVERIFY(bad.err.contains("before it starts"));

        const Run close = cli({QStringLiteral("evaluations"), QStringLiteral("close"), QStringLiteral("--id"), id,
                               QStringLiteral("--json")});
        QVERIFY2(close.code == 0, close.err.constData());
        QCOMPARE(close.json().toObject()[QStringLiteral("status")].toString(), QStringLiteral("final"));
        QVERIFY(!close.json().toObject()[QStringLiteral("closed_at")].toString().isEmpty());
        QCOMPARE(close.json().toObject()[QStringLiteral("testing_until")].toString(), QStringLiteral("2026-05-18"));
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("close"), QStringLiteral("--id"), id}).code, 5);

        // Closed is read-only: a verdict or a tier is refused with how to re-open, and nothing is written.
        const QStringList verdict = {QStringLiteral("verdict"),    QStringLiteral("set"),
                                     QStringLiteral("--provider"), QStringLiteral("Lambda"),
                                     QStringLiteral("--item"),     QStringLiteral("networking.pcie_acs"),
                                     QStringLiteral("--verdict"),  QStringLiteral("pass")};
        const Run refused = cli(verdict);
        QCOMPARE(refused.code, 5);
        QVERIFY2(refused.err.contains("is closed") && refused.err.contains("--status in_review"),
                 refused.err.constData());
        const Run tier = cli({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"),
                              QStringLiteral("Lambda"), QStringLiteral("--tier"), QStringLiteral("bronze"),
                              QStringLiteral("--justification"), QStringLiteral("late")});
        QCOMPARE(tier.code, 5);
        QVERIFY(tier.err.contains("is closed"));
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                      QStringLiteral("--status"), QStringLiteral("in_review")})
                     .code,
                 0);
        const Run allowed = cli(verdict);
        QVERIFY2(allowed.code == 0, allowed.err.constData());
        // Closed again for the next test, which expects the final evaluation.
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("close"), QStringLiteral("--id"), id}).code, 0);
    }

    void usageErrorsAndHelp() {
        QCOMPARE(cli({QStringLiteral("evaluations")}).code, 2);
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                      QStringLiteral("Lambda")})
                     .code,
                 2);  // no title
        QCOMPARE(
            cli({QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), QStringLiteral("x")})
                .code,
            2);
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("close"), QStringLiteral("--id"),
                      QStringLiteral("999999")})
                     .code,
                 3);
        const Run help = cli({QStringLiteral("help"), QStringLiteral("evaluations")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("--testing-from"));
        QCOMPARE(help.out, cli({QStringLiteral("evaluations"), QStringLiteral("--help")}).out);
        QCOMPARE(cli({QStringLiteral("help"), QStringLiteral("nosuch")}).code, 2);
    }

    void rateSaysWhatIsScored() {
        // The new evaluation has nothing decided: no tier, and it does not count as a peer.
        const Run r = cli(
            {QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Lambda"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json().toObject();
        QCOMPARE(o[QStringLiteral("rated")].toBool(), false);
        QCOMPARE(o[QStringLiteral("scored_criteria")].toInt(), 0);
        QCOMPARE(o[QStringLiteral("scored_criteria_needed")].toInt(), 6);
        QCOMPARE(o[QStringLiteral("suggested_tier")].toString(), QString());
        // The demo's worked evaluation (Crusoe) is complete enough to be rated.
        const Run crusoe = cli(
            {QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(crusoe.code == 0, crusoe.err.constData());
        QCOMPARE(crusoe.json().toObject()[QStringLiteral("rated")].toBool(), true);
        const Run text = cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Lambda")});
        QVERIFY(text.out.contains("Scored criteria: 0 of 10 (a tier needs 6)"));
        QVERIFY(text.out.contains("not scored, 0 of"));
    }

    void rateUsesTheRatingTabsInterviewWeight() {
        // The Rating tab writes the weight (core::AnalystSettings); `rate` and the review PDF read the same setting.
        const auto rateWith = [&](const char* weight) {
            if (!m_cli.writePreferences(QByteArray("[analyst]\nreviewerName=Ana Reviewer\n[rating]\ninterviewWeight=") +
                                        weight + '\n')) {
                return QByteArray("<no settings file>");
            }
            return cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                        QStringLiteral("--json")})
                .out;
        };
        const Run interview =
            cli({QStringLiteral("interview"), QStringLiteral("add"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"), QStringLiteral("--date"), QStringLiteral("2026-05-01"),
                 QStringLiteral("--role"), QStringLiteral("ML platform lead"), QStringLiteral("--sentiment"),
                 QStringLiteral("networking=-2"), QStringLiteral("--sentiment"), QStringLiteral("storage=-2")});
        QVERIFY2(interview.code == 0, interview.err.constData());
        const QByteArray none = rateWith("0");
        const QByteArray full = rateWith("1");
        QVERIFY(none.contains("\"rated\""));
        QVERIFY2(none != full, "the interview weight in the settings did not reach `rate`");
        QCOMPARE(rateWith("0"), none);  // and the same weight gives the same answer
    }

    // Issue 33.1: ClusterMAX 3.0's tier model from the command line. Participation Ribbon is a tier like the others;
    // "unable to test" is a state of the evaluation, set and cleared by `tier unable-to-test` (or `assign --tier
    // unable_to_test`), shown instead of a tier by `rate` and the tier board, and cleared by assigning a tier.
    void tierModelThreePointOh() {
        const QString crusoe = QStringLiteral("Crusoe");
        auto rate = [&] {
            return cli({QStringLiteral("rate"), QStringLiteral("--provider"), crusoe, QStringLiteral("--json")})
                .json()
                .toObject();
        };
        QVERIFY(!rate()[QStringLiteral("suggested_tier")].toString().isEmpty());  // complete enough to be rated
        const Run mark = cli({QStringLiteral("tier"), QStringLiteral("unable-to-test"), QStringLiteral("--provider"),
                              crusoe, QStringLiteral("--json")});
        QVERIFY2(mark.code == 0, mark.err.constData());
        QCOMPARE(mark.json().toObject()[QStringLiteral("unable_to_test")].toBool(), true);
        QCOMPARE(rate()[QStringLiteral("suggested_tier")].toString(), QString());
        QCOMPARE(rate()[QStringLiteral("unable_to_test")].toBool(), true);
        const Run text = cli({QStringLiteral("rate"), QStringLiteral("--provider"), crusoe});
        QVERIFY2(text.out.contains("Suggested tier: Unable to test"), text.out.constData());
        QTemporaryDir out;
        const QString svg = out.filePath(QStringLiteral("board.svg"));
        const Run board = cli({QStringLiteral("tierboard"), QStringLiteral("--out"), svg});
        QVERIFY2(board.code == 0, board.err.constData());
        QFile drawn(svg);
        QVERIFY(drawn.open(QIODevice::ReadOnly));
        QVERIFY(drawn.readAll().contains("Unable to test (1)"));

        const Run ribbon =
            cli({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"), crusoe,
                 QStringLiteral("--tier"), QStringLiteral("participation_ribbon"), QStringLiteral("--justification"),
                 QStringLiteral("3.0 placement"), QStringLiteral("--json")});
        QVERIFY2(ribbon.code == 0, ribbon.err.constData());
        QCOMPARE(ribbon.json().toObject()[QStringLiteral("tier")].toString(), QStringLiteral("participation_ribbon"));
        QCOMPARE(rate()[QStringLiteral("unable_to_test")].toBool(), false);  // a tier clears the mark

        const Run again = cli({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"), crusoe,
                               QStringLiteral("--tier"), QStringLiteral("unable_to_test")});
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY(again.out.contains("Unable to test"));
        QCOMPARE(rate()[QStringLiteral("unable_to_test")].toBool(), true);
        const Run clear = cli({QStringLiteral("tier"), QStringLiteral("unable-to-test"), QStringLiteral("--provider"),
                               crusoe, QStringLiteral("--clear")});
        QVERIFY2(clear.code == 0, clear.err.constData());
        QCOMPARE(rate()[QStringLiteral("unable_to_test")].toBool(), false);

        const Run unknown = cli({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"), crusoe,
                                 QStringLiteral("--tier"), QStringLiteral("diamond")});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("participation_ribbon") && unknown.err.contains("unable_to_test"),
                 unknown.err.constData());
        QCOMPARE(cli({QStringLiteral("tier"), QStringLiteral("assign"), QStringLiteral("--provider"), crusoe,
                      QStringLiteral("--tier"), QStringLiteral("unable_to_test"), QStringLiteral("--reason"),
                      QStringLiteral("sold_out")})
                     .code,
                 2);  // a state takes no reason
        QCOMPARE(cli({QStringLiteral("tier"), QStringLiteral("unable-to-test")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestEvaluationsCli)
#include "tst_EvaluationsCli.moc"
