// Issue 33 (speed): the smoke plan through the engagement (`engagement start`, then `engagement wait`) against the
// same four steps run one after the other with `tierbench-cli run`, in the same benchmark run, on the same loopback
// sshd node: the engagement costs at most 10 % more wall time. Both roads are the real CLI as child processes; both
// use the node's cached probe bundle (deployed once before either is timed). Five rounds, the order alternating,
// the median of each side. Here the whole plan takes one or two seconds, so `wait` polls every 0.1 s: at its
// default 2 s the figure would be how often the analyst asks, not what the engagement costs (on a provider's node
// the smoke plan takes minutes and the poll is noise).
#include "tests/support/CliNode.h"
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

class tst_EngagementOverheadBench : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;
    static constexpr int kRounds = 5;
    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    QString m_binary, m_db;
    tb::test::CliNode m_node;

    tb::test::CliRunner runner(int timeoutMs = 600000) const { return tb::test::CliNode::cli(m_db, timeoutMs); }
    Run cli(const QStringList& args, int timeoutMs = 600000) { return runner(timeoutMs).run(args); }
    QStringList ssh() const { return m_node.ssh; }
    // The smoke plan's steps (resources/plans/smoke.json), as `run` takes them.
    static QList<QStringList> smokeSteps() {
        return {{u"--probe"_s, u"tb-node"_s},
                {u"--probe"_s, u"tb-membw"_s},
                {u"--probe"_s, u"tb-coll"_s},
                {u"--recipe"_s, u"import_torch"_s}};
    }
    static double median(QVector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    }

    // Wall seconds of the four steps by `run`, one after the other; each must have stored its run.
    double plainRuns() {
        QElapsedTimer t;
        t.start();
        for (const QStringList& step : smokeSteps()) {
            const Run r =
                cli(QStringList{u"run"_s, u"--provider"_s, m_node.provider} + ssh() + step + QStringList{u"--json"_s});
            if (!r.json().isObject() || r.json().toObject().value(u"run_id"_s).toInteger() <= 0) {
                qWarning("run %s: exit %d: %s", qPrintable(step.join(u' ')), r.code, r.err.constData());
                return -1;
            }
        }
        return t.nsecsElapsed() / 1e9;
    }
    // Wall seconds of the smoke plan from `engagement start` to the end of `engagement wait`; every step finished.
    double engagement() {
        QElapsedTimer t;
        t.start();
        const Run started =
            cli(QStringList{u"engagement"_s, u"start"_s, u"--provider"_s, m_node.provider, u"--plan"_s, u"smoke"_s} +
                ssh() + QStringList{u"--json"_s});
        const qint64 id = started.json().toObject().value(u"id"_s).toInteger();
        if (started.code != 0 || id <= 0) {
            qWarning("engagement start: exit %d: %s", started.code, started.err.constData());
            return -1;
        }
        const Run w =
            cli({u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(id), u"--interval"_s, u"0.1"_s, u"--json"_s});
        const double seconds = t.nsecsElapsed() / 1e9;
        const QJsonObject s = w.json().toObject();
        if (w.code != 0 || s.value(u"state"_s).toString() != u"ended"_s) {
            qWarning("engagement wait: exit %d: %s", w.code, w.err.constData());
            return -1;
        }
        for (const QJsonValue& v : s.value(u"steps"_s).toArray()) {
            if (v.toObject().value(u"runs"_s).toArray().size() != 1) {
                qWarning("a step without its run: %s", QJsonDocument(v.toObject()).toJson().constData());
                return -1;
            }
        }
        return seconds;
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s;
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + u" is not built"_s));
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_db = m_tmp.filePath(u"overhead.sqlite"_s);
        const QString notReady = m_node.prepare(m_sshd, runner(), m_tmp.filePath(u"known_hosts"_s));
        QVERIFY2(notReady.isEmpty(), qPrintable(notReady));
    }

    void smokePlanCostsAtMostTenPercentMore() {
        // The bundle lands in the node's cache once; neither side pays for the first deploy.
        const Run warm = cli(QStringList{u"run"_s, u"--provider"_s, m_node.provider} + ssh() +
                             QStringList{u"--probe"_s, u"tb-node"_s, u"--json"_s});
        QVERIFY2(warm.code == 0, warm.err.constData());
        QVector<double> plan, plain;
        for (int round = 0; round < kRounds; ++round) {
            const bool planFirst = round % 2 == 0;
            const double a = planFirst ? engagement() : plainRuns();
            const double b = planFirst ? plainRuns() : engagement();
            QVERIFY(a > 0 && b > 0);
            plan << (planFirst ? a : b);
            plain << (planFirst ? b : a);
        }
        const double p = median(plan), r = median(plain);
        const double ratio = p / r;
        qInfo(
            "smoke plan through the engagement: %.2f s (median of %d); the same 4 steps by `run`: %.2f s; "
            "ratio %.3f (target at most 1.10)",
            p, kRounds, r, ratio);
        QVERIFY2(ratio <= 1.10, qPrintable(u"the engagement costs %1 % more"_s.arg((ratio - 1) * 100, 0, 'f', 1)));
    }

    void cleanupTestCase() { m_sshd.stop(); }
};

QTEST_GUILESS_MAIN(tst_EngagementOverheadBench)
#include "tst_EngagementOverheadBench.moc"
