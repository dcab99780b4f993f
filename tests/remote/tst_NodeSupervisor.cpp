// Issue 33 item 3 on a plain node: an engagement's steps run under a detached supervisor on the node (the loopback
// sshd's user), so they go on without the workbench. Each step ends once with its exit code and output; a killed
// supervisor neither loses nor repeats a running step; a step cut by a "reboot" (supervisor and runner killed) runs
// once more and says so, a second cut ends it; pause, resume, skip, retry and stop do what they say and leave no
// process behind.
#include "core/engagement/NodeSupervisor.h"
#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tb;
using core::SupervisedState;
using Phase = core::SupervisedState::Phase;

namespace {
class Refusing : public core::RemotePrompter {
public:
    bool acceptHostKey(const core::HostKeyInfo&) override { return false; }
    std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }
};
}  // namespace

class tst_NodeSupervisor : public QObject {
    Q_OBJECT

    test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    remote::SshConnection m_conn;
    int m_round = 0;
    QString m_dir;

    QByteArray sh(const QString& line) {
        auto r = core::RemoteCommand::capture(m_conn, line);
        return r ? r->out.trimmed() : QByteArray("capture failed");
    }
    // Polls until pred holds for the states (or 60 s pass); the last states.
    QVector<SupervisedState> until(core::NodeSupervisor& s,
                                   const std::function<bool(const QVector<SupervisedState>&)>& pred) {
        QElapsedTimer t;
        t.start();
        QVector<SupervisedState> last;
        while (t.elapsed() < 60000) {
            auto st = s.poll();
            if (st) {
                last = *st;
                if (pred(last)) {
                    return last;
                }
            }
            QTest::qWait(200);
        }
        return last;
    }
    static const SupervisedState* find(const QVector<SupervisedState>& all, const QString& id) {
        for (const SupervisedState& s : all) {
            if (s.id == id) {
                return &s;
            }
        }
        return nullptr;
    }
    static bool ended(const QVector<SupervisedState>& all, const QString& id) {
        const SupervisedState* s = find(all, id);
        return s && s->phase == Phase::Ended;
    }
    // Processes of this round still alive on the node (the marker is in every command line the test gives).
    int leftovers() {
        // "[t]bsup…" matches the marker but not this command line itself; the runners, their deadline sleepers and
        // the supervisor are found by their working folder, inside the engagement's.
        const int marked =
            sh(QStringLiteral("pgrep -f '[%1]%2' | wc -l").arg(marker().left(1), marker().mid(1))).toInt();
        const int inside = sh(QStringLiteral("for p in /proc/[0-9]*; do readlink $p/cwd; done 2>/dev/null | "
                                             "grep -c '^%1' || true")
                                  .arg(m_dir))
                               .toInt();
        return marked + inside;
    }
    QString marker() const { return QStringLiteral("tbsup%1x%2").arg(m_sshd.port()).arg(m_round); }
    core::SupervisedStep step(const QString& id, const QString& body, int deadlineS = 0) const {
        // The marker as an unused word in the command line, so pgrep finds every process of the test.
        return {id, QStringLiteral(": %1; %2").arg(marker(), body), deadlineS};
    }

private slots:
    void initTestCase() {
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        const QString kh = m_tmp.filePath(QStringLiteral("known_hosts"));
        QFile f(kh);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        f.close();
        core::SshTarget t;
        t.host = m_sshd.host();
        t.port = m_sshd.port();
        t.user = test::SshdFixture::testUser();
        t.identityFile = m_sshd.userKey();
        t.knownHostsFile = kh;
        t.readConfig = false;
        t.agentSocket = m_tmp.filePath(QStringLiteral("no-agent"));
        Refusing prompter;
        QVERIFY(m_conn.connect(t, prompter));
    }
    void init() {
        ++m_round;
        m_dir = QStringLiteral("/tmp/tb-engagement-%1-%2").arg(m_sshd.port()).arg(m_round);
    }
    void cleanup() {
        QVERIFY(core::NodeSupervisor(m_conn, m_dir).stop());
        QCOMPARE(leftovers(), 0);
        sh(QStringLiteral("rm -rf ") + core::ShellQuote::path(m_dir));
    }

    void stepsRunOnceInOrderWithTheirEnds() {
        core::NodeSupervisor s(m_conn, m_dir);
        QVERIFY(s.start({step(QStringLiteral("a.0"), QStringLiteral("printf '%s\\n' \"it's $((6*7))\"")),
                         step(QStringLiteral("b.0"), QStringLiteral("echo oops >&2; exit 3")),
                         step(QStringLiteral("c.0"), QStringLiteral("sleep 30"), 1)}));
        const auto st = until(s, [](const auto& all) { return all.size() == 3 && ended(all, QStringLiteral("c.0")); });
        QCOMPARE(st.size(), 3);
        QCOMPARE(st[0].exitCode, std::optional<int>(0));
        QCOMPARE(st[0].attempt, 1);
        QCOMPARE(*s.output(QStringLiteral("a.0"), QStringLiteral("out")), QByteArray("it's 42\n"));
        QCOMPARE(st[1].exitCode, std::optional<int>(3));
        QCOMPARE(*s.output(QStringLiteral("b.0"), QStringLiteral("err")), QByteArray("oops\n"));
        QCOMPARE(st[2].exitCode, std::optional<int>(124));  // past its 1 s deadline
        QVERIFY(st[0].endedAt <= st[1].startedAt);          // one after the other
        // Starting again runs nothing again.
        QVERIFY(s.start({step(QStringLiteral("a.0"), QStringLiteral("echo again")),
                         step(QStringLiteral("b.0"), QStringLiteral("exit 3")),
                         step(QStringLiteral("c.0"), QStringLiteral("sleep 30"), 1)}));
        QTRY_VERIFY_WITH_TIMEOUT(!*s.running(), 20000);
        QCOMPARE(*s.output(QStringLiteral("a.0"), QStringLiteral("out")), QByteArray("it's 42\n"));
        // A hostile id is refused before anything reaches the node.
        QVERIFY(!s.start({{QStringLiteral("x; rm -rf ~"), QStringLiteral("true"), 0}}));
        QVERIFY(!s.output(QStringLiteral("../../etc"), QStringLiteral("out")));
    }

    void aKilledSupervisorNeitherLosesNorRepeatsARunningStep() {
        core::NodeSupervisor s(m_conn, m_dir);
        const QVector<core::SupervisedStep> steps{
            step(QStringLiteral("slow.0"), QStringLiteral("echo start; sleep 3; echo done")),
            step(QStringLiteral("next.0"), QStringLiteral("echo next"))};
        QVERIFY(s.start(steps));
        until(s, [](const auto& all) { return !all.isEmpty() && all[0].phase == Phase::Running; });
        sh(QStringLiteral("kill -KILL $(cat %1/supervisor.pid)").arg(m_dir));
        QTRY_VERIFY_WITH_TIMEOUT(!*s.running(), 10000);
        auto st = s.poll();
        QVERIFY(st);
        QCOMPARE(st->at(0).phase, Phase::Running);  // its runner goes on without the supervisor
        QVERIFY(s.start(steps));                    // the workbench comes back
        const auto done = until(s, [](const auto& all) { return ended(all, QStringLiteral("next.0")); });
        QCOMPARE(done[0].attempt, 1);
        QCOMPARE(done[0].exitCode, std::optional<int>(0));
        QCOMPARE(*s.output(QStringLiteral("slow.0"), QStringLiteral("out")), QByteArray("start\ndone\n"));
        QCOMPARE(done[1].exitCode, std::optional<int>(0));
    }

    void aCutStepRunsOnceMoreThenGivesUp() {
        core::NodeSupervisor s(m_conn, m_dir);
        const QVector<core::SupervisedStep> steps{step(QStringLiteral("cut.0"), QStringLiteral("sleep 30"))};
        // A reboot: the supervisor and the step's whole process group gone at once.
        const QString reboot =
            QStringLiteral("cd %1 && kill -KILL $(cat supervisor.pid) -$(cat steps/cut.0/pid)").arg(m_dir);
        QVERIFY(s.start(steps));
        until(s, [](const auto& all) { return !all.isEmpty() && all[0].phase == Phase::Running; });
        sh(reboot);
        auto st = until(s, [](const auto& all) { return !all.isEmpty() && all[0].cut; });
        QCOMPARE(st[0].phase, Phase::Waiting);
        QVERIFY(st[0].cut);
        QVERIFY(s.start(steps));
        st = until(s, [](const auto& all) { return !all.isEmpty() && all[0].phase == Phase::Running; });
        QCOMPARE(st[0].attempt, 2);  // said: it was cut and runs again
        sh(reboot);
        until(s, [](const auto& all) { return !all.isEmpty() && all[0].cut; });
        QVERIFY(s.start(steps));
        st = until(s, [](const auto& all) { return ended(all, QStringLiteral("cut.0")); });
        QCOMPARE(st[0].exitCode, std::optional<int>(125));  // cut twice: not a third try
    }

    void pauseResumeSkipRetryAndStop() {
        core::NodeSupervisor s(m_conn, m_dir);
        const QVector<core::SupervisedStep> steps{step(QStringLiteral("one.0"), QStringLiteral("sleep 2; echo one")),
                                                  step(QStringLiteral("two.0"), QStringLiteral("echo two")),
                                                  step(QStringLiteral("three.0"), QStringLiteral("echo three")),
                                                  step(QStringLiteral("four.0"), QStringLiteral("sleep 60"))};
        QVERIFY(s.start(steps));
        until(s, [](const auto& all) { return !all.isEmpty() && all[0].phase == Phase::Running; });
        QVERIFY(s.pause());
        QVERIFY(s.skip({QStringLiteral("two.0")}));
        QTRY_VERIFY_WITH_TIMEOUT(!*s.running(), 20000);  // it stops after the running step
        auto polled = s.poll();
        QVERIFY(polled && polled->size() == 4);
        QCOMPARE(polled->at(0).exitCode, std::optional<int>(0));
        QCOMPARE(polled->at(1).phase, Phase::Skipped);
        QCOMPARE(polled->at(2).phase, Phase::Waiting);
        QCOMPARE(polled->at(2).attempt, 0);  // never started
        QVERIFY(s.resume());
        auto st = until(s, [](const auto& all) { return all.size() == 4 && all[3].phase == Phase::Running; });
        QCOMPARE(st[1].phase, Phase::Skipped);  // never ran
        QCOMPARE(st[1].stdoutSize, qint64(0));
        QCOMPARE(st[2].exitCode, std::optional<int>(0));
        QVERIFY(s.stop());  // ends the running step's group
        st = until(s, [](const auto& all) { return all.size() == 4 && all[3].phase == Phase::Ended; });
        QVERIFY(st[3].exitCode != std::optional<int>(0));
        QCOMPARE(leftovers(), 0);
        QVERIFY(s.retry({QStringLiteral("three.0")}));
        st = until(s, [](const auto& all) { return all.size() == 4 && all[2].phase == Phase::Ended; });
        QCOMPARE(st[2].attempt, 1);
        QCOMPARE(*s.output(QStringLiteral("three.0"), QStringLiteral("out")), QByteArray("three\n"));
        QVERIFY(!s.skip({QStringLiteral("no-such.0")}));
        // A batch with one unknown id changes none of the others.
        QVERIFY(!s.retry({QStringLiteral("one.0"), QStringLiteral("no-such.0")}));
        QCOMPARE(s.poll()->at(0).phase, Phase::Ended);
    }
};

QTEST_GUILESS_MAIN(tst_NodeSupervisor)
#include "tst_NodeSupervisor.moc"
