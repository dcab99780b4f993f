// Issue 33 item 2 and the dry run of item 4 through the real tierbench-cli: the shipped plans are listed and
// checked, a broken plan file is refused with its line, and `engagement start --dry-run` says what would run
// where and for how many node-hours, leaving out what it must (a destructive step without consent, a scheduler
// audit on a plain node, phases not chosen), without starting or recording anything.
#include "tests/support/CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_EngagementCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;
    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;

    Run cli(const QStringList& args) { return m_cli.run(args); }
    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(text);
        return path;
    }
    static QJsonObject step(const Run& r, const QString& name) {
        for (const QJsonValue& v : r.json().toObject().value(u"steps"_s).toArray()) {
            if (v.toObject().value(u"name"_s).toString() == name) {
                return v.toObject();
            }
        }
        return {};
    }

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + u" is not built"_s));
        m_cli.useScratchFolder(m_dir.path());
    }

    void shippedPlansAreListedAndChecked() {
        const Run r = cli({u"engagement"_s, u"plans"_s, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QStringList names;
        for (const QJsonValue& v : r.json().toArray()) {
            names << v.toObject().value(u"name"_s).toString();
        }
        QCOMPARE(names, (QStringList{u"clustermax-3.0"_s, u"smoke"_s}));
        const Run check = cli({u"engagement"_s, u"check"_s, u"smoke"_s, u"--json"_s});
        QVERIFY2(check.code == 0, check.err.constData());
        QCOMPARE(check.json().toObject().value(u"steps"_s).toArray().size(), 4);
    }

    void aBrokenPlanIsRefusedWithItsLine() {
        const QString path = write(u"broken.json"_s, R"({
  "format": "tierbench-plan", "schema": 1, "name": "b", "version": "1", "title": "B", "rubric": "2.0",
  "phases": [{"name": "audit", "steps": [
    {"name": "a", "kind": "probe", "probe": "tb-node"},
    {"name": "b", "kind": "probe", "probe": "tb-teleport"}
  ]}]
})");
        const Run r = cli({u"engagement"_s, u"check"_s, path});
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("line 5") && r.err.contains("unknown probe \"tb-teleport\""), r.err.constData());
        const Run cut =
            cli({u"engagement"_s, u"check"_s, write(u"cut.json"_s, "{\n \"format\": \"tierbench-plan\",\n")});
        QCOMPARE(cut.code, 5);
        QVERIFY2(cut.err.contains("line 3") && cut.err.contains("not JSON"), cut.err.constData());
        QCOMPARE(cli({u"engagement"_s, u"check"_s, u"no-such-plan"_s}).code, 3);
    }

    void dryRunSaysWhatWouldRunWhere() {
        // A plain node: the scheduler audit is left out, every other step runs once there.
        Run r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, u"clustermax-3.0"_s,
                     u"--target"_s, u"root@gpu-a.example:2222"_s, u"--dry-run"_s, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json().toObject().value(u"nodes"_s).toArray(), QJsonArray{u"gpu-a.example"_s});
        QVERIFY(!step(r, u"scheduler-audit"_s).value(u"left_out"_s).toString().isEmpty());
        QCOMPARE(step(r, u"gemm"_s).value(u"where"_s).toArray(), QJsonArray{u"gpu-a.example"_s});
        // Only the audit phase.
        r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, u"clustermax-3.0"_s,
                 u"--target"_s, u"gpu-a"_s, u"--phases"_s, u"audit"_s, u"--dry-run"_s, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(step(r, u"gemm"_s).value(u"left_out"_s).toString().contains(u"performance"_s));
        QCOMPARE(cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, u"smoke"_s, u"--target"_s,
                      u"gpu-a"_s, u"--phases"_s, u"nonsense"_s, u"--dry-run"_s})
                     .code,
                 2);
        // A cluster Tierbench has no record of is not guessed at.
        QCOMPARE(cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, u"smoke"_s,
                      u"--cluster"_s, u"nowhere"_s, u"--nodes"_s, u"4"_s, u"--dry-run"_s})
                     .code,
                 3);
    }

    void destructiveStepsNeedConsentAndBudgetsHold() {
        const QString path = write(u"reboot.json"_s, R"({
  "format": "tierbench-plan", "schema": 1, "name": "r", "version": "1", "title": "R", "rubric": "2.0",
  "budget_node_hours": 1,
  "phases": [{"name": "reliability", "steps": [
    {"name": "reboot", "kind": "probe", "probe": "tb-node", "scope": "each-node", "destructive": true,
     "expected_min": 30, "deadline_min": 60}
  ]}]
})");
        Run r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, path, u"--target"_s,
                     u"gpu-a"_s, u"--dry-run"_s, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(step(r, u"reboot"_s).value(u"left_out"_s).toString().contains(u"consent"_s));
        QCOMPARE(r.json().toObject().value(u"node_hours"_s).toDouble(), 0.0);
        r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, path, u"--target"_s,
                 u"gpu-a"_s, u"--consent"_s, u"destructive"_s, u"--dry-run"_s, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(step(r, u"reboot"_s).value(u"node_hours"_s).toDouble(), 0.5);
        QVERIFY(!r.json().toObject().value(u"over_budget"_s).toBool());
        QCOMPARE(cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, path, u"--target"_s,
                      u"gpu-a"_s, u"--consent"_s, u"everything"_s, u"--dry-run"_s})
                     .code,
                 2);
    }

    // On a cluster the runner is not in this build: said plainly, nothing started or recorded. (On a plain node it
    // starts: tst_EngagementRunCli.)
    void withoutDryRunNothingStartsOnACluster() {
        const Run r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, u"Lambda"_s, u"--plan"_s, u"smoke"_s,
                           u"--cluster"_s, u"any"_s});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--dry-run"), r.err.constData());
    }

    // `wait --interval` takes tenths of a second, down to 0.1; anything else is a usage error before any connection.
    void waitIntervalIsCheckedFirst() {
        for (const QString& bad : {u"0.05"_s, u"0"_s, u"3601"_s, u"soon"_s, u"nan"_s}) {
            const Run r = cli({u"engagement"_s, u"wait"_s, u"--id"_s, u"1"_s, u"--interval"_s, bad});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("0.1 to 3600"), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(tst_EngagementCli)
#include "tst_EngagementCli.moc"
