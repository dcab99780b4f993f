// Issues 18.2 and 18.4 through the real tierbench-cli: `dispute import|list|accept|reject` with --json, hostile files
// refused with a clear error and nothing stored, an accepted dispute changing its verdict; `rate --json` carries the
// late-handover and planned-feature lines; the review PDF (pdftotext) lists the disputes with their outcomes and the
// delivery section.
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestDisputeCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QString file(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        return tb::test::writeFile(path, bytes) ? path : QString();
    }

    QString scalar(const QString& sql) { return tb::test::peekSqlite(m_cli.database(), sql).toString(); }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;
    QList<qint64> m_ids;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path());
        const Run rate = cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(rate.code == 0, rate.err.constData());
    }

    void rateJsonExplainsHandoverAndPlannedFeatures() {
        const Run r = cli(
            {QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QStringList lines = r.json().toObject().value(QStringLiteral("delivery")).toVariant().toStringList();
        QVERIFY2(
            lines.contains(QStringLiteral("Late handover: requested 2026-05-04, received 2026-05-11: 7 days late.")),
            qPrintable(lines.join(u'\n')));
        bool overdue = false;
        for (const QString& l : lines) {
            overdue = overdue || (l.startsWith(QStringLiteral("Planned, not generally available:")) &&
                                  l.contains(QStringLiteral("promised for 2026-09-30, date passed")) &&
                                  l.contains(QStringLiteral("verdict Partial, counted")));
        }
        QVERIFY2(overdue, qPrintable(lines.join(u'\n')));
        const Run text = cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(text.out.contains("Delivery (explained, not scored):"), text.out.constData());
        QVERIFY(text.out.contains("7 days late"));
    }

    void hostileFilesAreRefusedAndNothingIsStored() {
        QByteArray huge(40 * 1024 * 1024, ' ');
        const QList<QPair<QString, QByteArray>> cases{
            {QStringLiteral("huge.json"), huge},
            {QStringLiteral("bad.json"), QByteArrayLiteral("{\"format\": [")},
            {QStringLiteral("other.json"),
             R"({"format":"tierbench-disputes","format_version":1,"provider":"Nebius","contact":"x",
                 "disputes":[{"item":"security.soc2","claim":"c"}]})"},
            {QStringLiteral("unknown.json"),
             R"({"format":"tierbench-disputes","format_version":1,"provider":"Crusoe","contact":"x",
                 "disputes":[{"item":"security.soc2","claim":"c"},{"item":"made.up","claim":"c"}]})"},
        };
        for (const auto& [name, bytes] : cases) {
            const Run r = cli({QStringLiteral("dispute"), QStringLiteral("import"), QStringLiteral("--provider"),
                               QStringLiteral("Crusoe"), file(name, bytes)});
            QVERIFY2(r.code == 5,
                     qPrintable(name + QStringLiteral(": ") + QString::number(r.code) + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.startsWith("tierbench-cli: "), r.err.constData());
        }
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM dispute")), QStringLiteral("0"));
    }

    void importListAcceptReject() {
        const Run r = cli({QStringLiteral("dispute"), QStringLiteral("import"), QStringLiteral("--provider"),
                           QStringLiteral("Crusoe"), QStringLiteral("--json"),
                           file(QStringLiteral("answer.json"),
                                R"({"format":"tierbench-disputes","format_version":1,"provider":"Crusoe",
                                    "contact":"Dana Ops <dana@example.net>",
                                    "disputes":[
                                      {"item":"monitoring.alerting","claim":"Alert rules are self-service since May.",
                                       "requested_verdict":"pass","evidence":{"text":"Console screenshots sent."}},
                                      {"item":"security.soc2","claim":"Name the audit firm, unlike Nebius does."}]})")});
        QVERIFY2(r.code == 0, r.err.constData());
        for (const QJsonValue& v : r.json().toObject().value(QStringLiteral("ids")).toArray()) {
            m_ids << v.toInteger();
        }
        QCOMPARE(m_ids.size(), 2);
        const Run list = cli({QStringLiteral("dispute"), QStringLiteral("list"), QStringLiteral("--provider"),
                              QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(list.code == 0, list.err.constData());
        QCOMPARE(list.json().toArray().size(), 2);
        QCOMPARE(list.json().toArray().first().toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("open"));
        const Run noReason = cli({QStringLiteral("dispute"), QStringLiteral("accept"), QString::number(m_ids[0])});
        QCOMPARE(noReason.code, 2);
        const Run accept = cli({QStringLiteral("dispute"), QStringLiteral("accept"), QString::number(m_ids[0]),
                                QStringLiteral("--reason"), QStringLiteral("Checked in the console on 2026-06-03."),
                                QStringLiteral("--json")});
        QVERIFY2(accept.code == 0, accept.err.constData());
        QCOMPARE(accept.json().toObject().value(QStringLiteral("state")).toString(), QStringLiteral("accepted"));
        QCOMPARE(
            scalar(QStringLiteral("SELECT v.verdict FROM verdict v JOIN check_item ci ON ci.id = v.check_item_id "
                                  "WHERE ci.key = 'monitoring.alerting' AND v.evaluation_id = (SELECT evaluation_id "
                                  "FROM dispute WHERE id = %1)")
                       .arg(m_ids[0])),
            QStringLiteral("pass"));
        const Run reject = cli({QStringLiteral("dispute"), QStringLiteral("reject"), QString::number(m_ids[1]),
                                QStringLiteral("--reason"), QStringLiteral("The firm is named under NDA only.")});
        QVERIFY2(reject.code == 0, reject.err.constData());
        const Run twice = cli({QStringLiteral("dispute"), QStringLiteral("accept"), QString::number(m_ids[1]),
                               QStringLiteral("--reason"), QStringLiteral("changed my mind")});
        QCOMPARE(twice.code, 5);
    }

    void theReviewListsDisputesAndDelivery() {
        const QString pdf = m_dir.filePath(QStringLiteral("crusoe.pdf"));
        const Run r = cli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                           QStringLiteral("--pdf"), pdf});
        QVERIFY2(r.code == 0, r.err.constData());
        QString why;
        // -raw: in drawing order, so a table cell's wrapped lines stay together.
        const QString out = tb::test::pdfText(pdf, {QStringLiteral("-raw")}, &why).simplified();
        if (!why.isEmpty()) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        for (const char* expected :
             {"Delivery: handover and planned features", "7 days late", "date passed", "Disputes",
              "2 disputes from the provider: 1 accepted, 1 rejected, 0 open", "Alert rules are self-service since May.",
              "Checked in the console on 2026-06-03.", "The firm is named under NDA only.", "Accepted", "Rejected",
              "[another provider]"}) {
            QVERIFY2(out.contains(QLatin1String(expected)), expected);
        }
        QVERIFY2(!out.contains(QStringLiteral("Nebius")), "the claim's competitor name is redacted");
        QVERIFY2(!out.contains(QStringLiteral("dana@example.net")), "the contact is not printed");
    }
};

QTEST_GUILESS_MAIN(TestDisputeCli)
#include "tst_DisputeCli.moc"
