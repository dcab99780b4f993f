// Issue 39: tb-storage on a node over the real loopback sshd, through the real tierbench-cli: the probe sources are
// deployed and built there, fio (the real one) measures a scratch directory, the samples and checks land in the
// database and the test file is gone afterwards; arguments the probe would refuse are refused before anything is
// sent; an engagement plan step of tb-storage stores its run as evidence of storage.read_perf; an fio output handed
// to `import` is stored as runs of tool fio.
#include "tests/support/CliNode.h"
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_StorageRunCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;
    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    // Under /tmp, open to the node's (non-root) test user: where tb-storage writes its files.
    QTemporaryDir m_scratch{QDir::tempPath() + u"/tb-storage-e2e-XXXXXX"_s};
    QString m_binary, m_db;
    tb::test::CliNode m_node;

    tb::test::CliRunner runner(int timeoutMs = 480000) const { return tb::test::CliNode::cli(m_db, timeoutMs); }
    Run cli(const QStringList& args, int timeoutMs = 480000) { return runner(timeoutMs).run(args); }
    QStringList ssh() const { return m_node.ssh; }
    Run runStorage(const QStringList& probeArgs) {
        return cli(QStringList{u"run"_s, u"--provider"_s, m_node.provider, u"--probe"_s, u"tb-storage"_s} + ssh() +
                   QStringList{u"--json"_s, u"--"_s} + probeArgs);
    }
    QVariant sql(const QString& statement) { return tb::test::peekSqlite(m_db, statement); }
    static QJsonObject sampleOf(const QJsonObject& run, const QString& metric) {
        for (const QJsonValue& v : run.value(u"samples"_s).toArray()) {
            if (v.toObject().value(u"metric"_s).toString() == metric) {
                return v.toObject();
            }
        }
        return {};
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s;
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + u" is not built"_s));
        if (QStandardPaths::findExecutable(u"fio"_s).isEmpty()) {
            TB_SERVICE_UNAVAILABLE(u"fio is not installed (packaging/install-deps.sh --test)"_s);
        }
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY(m_scratch.isValid());
        QVERIFY(QFile::setPermissions(m_scratch.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                            QFileDevice::WriteOther | QFileDevice::ExeOther));
        m_db = m_tmp.filePath(u"storage.sqlite"_s);
        const QString notReady = m_node.prepare(m_sshd, runner(), m_tmp.filePath(u"known_hosts"_s));
        QVERIFY2(notReady.isEmpty(), qPrintable(notReady));
    }

    void sequentialReadOnTheNode() {
        const Run r = runStorage({u"--dir"_s, m_scratch.path(), u"--size"_s, u"32M"_s, u"--runtime"_s, u"5"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json().toObject();
        QCOMPARE(o.value(u"status"_s).toString(), u"ok"_s);
        const qint64 run = o.value(u"run_id"_s).toInteger();
        QVERIFY(run > 0);
        QVERIFY2(sampleOf(o, u"read.bw"_s).value(u"value"_s).toDouble() > 0, r.out.constData());
        QVERIFY(sampleOf(o, u"read.iops"_s).value(u"value"_s).toDouble() > 0);
        QVERIFY(sampleOf(o, u"read.clat_p99"_s).value(u"value"_s).toDouble() > 0);
        QVERIFY(sampleOf(o, u"write.bw"_s).isEmpty());
        QCOMPARE(sql(u"SELECT probe || ' ' || status FROM probe_run WHERE id = %1"_s.arg(run)).toString(),
                 u"tb-storage ok"_s);
        QCOMPARE(sql(u"SELECT unit FROM sample WHERE run_id = %1 AND metric = 'read.bw'"_s.arg(run)).toString(),
                 u"GB/s"_s);
        QCOMPARE(sql(u"SELECT status FROM finding WHERE run_id = %1 AND key = 'storage.fio'"_s.arg(run)).toString(),
                 u"pass"_s);
        QVERIFY(sql(u"SELECT value FROM finding WHERE run_id = %1 AND key = 'storage.command'"_s.arg(run))
                    .toString()
                    .contains(u"--directory="_s + m_scratch.path()));
        QCOMPARE(QDir(m_scratch.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    void mixedDirectWritesBothPhases() {
        const Run r = runStorage({u"--dir"_s, m_scratch.path(), u"--mode"_s, u"rand"_s, u"--rw"_s, u"mixed"_s,
                                  u"--direct"_s, u"--size"_s, u"16M"_s, u"--runtime"_s, u"3"_s, u"--jobs"_s, u"2"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json().toObject();
        for (const char* m : {"read.bw", "write.bw", "read.clat_p50", "write.clat_p99"}) {
            QVERIFY2(!sampleOf(o, QString::fromLatin1(m)).isEmpty(), m);
        }
        QCOMPARE(QDir(m_scratch.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    // What the probe would refuse is refused here, before a connection: nothing is stored.
    void badArgumentsAreRefusedBeforeSending() {
        const int runs = sql(u"SELECT count(*) FROM probe_run"_s).toInt();
        const Run none =
            cli(QStringList{u"run"_s, u"--provider"_s, m_node.provider, u"--probe"_s, u"tb-storage"_s} + ssh());
        QCOMPARE(none.code, 5);
        QVERIFY2(none.err.contains("--dir"), none.err.constData());
        const Run mode = runStorage({u"--dir"_s, m_scratch.path(), u"--mode"_s, u"fast"_s});
        QCOMPARE(mode.code, 5);
        QVERIFY2(mode.err.contains("fast"), mode.err.constData());
        const Run unknown = runStorage({u"--dir"_s, m_scratch.path(), u"--sizes"_s, u"1M"_s});
        QCOMPARE(unknown.code, 5);
        QVERIFY2(unknown.err.contains("--sizes"), unknown.err.constData());
        QCOMPARE(sql(u"SELECT count(*) FROM probe_run"_s).toInt(), runs);
    }

    // A plan step of tb-storage runs on the node through the engagement supervisor; its run is evidence of the
    // step's rubric item.
    void anEngagementStepIsEvidence() {
        const QJsonObject step{
            {u"name"_s, u"storage-scratch-seq-read"_s},
            {u"kind"_s, u"probe"_s},
            {u"probe"_s, u"tb-storage"_s},
            {u"args"_s, QJsonArray{u"--dir"_s, m_scratch.path(), u"--size"_s, u"16M"_s, u"--runtime"_s, u"2"_s}},
            {u"evidences"_s, QJsonArray{u"storage.read_perf"_s}},
            {u"expected_min"_s, 1},
            {u"deadline_min"_s, 10}};
        const QJsonObject plan{
            {u"format"_s, u"tierbench-plan"_s},
            {u"schema"_s, 1},
            {u"name"_s, u"storage"_s},
            {u"version"_s, u"1"_s},
            {u"title"_s, u"storage"_s},
            {u"source"_s, u"tst_StorageRunCli"_s},
            {u"rubric"_s, u"2.0"_s},
            {u"budget_node_hours"_s, 1},
            {u"phases"_s, QJsonArray{QJsonObject{{u"name"_s, u"performance"_s}, {u"steps"_s, QJsonArray{step}}}}}};
        const QString path = m_tmp.filePath(u"storage-plan.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(plan).toJson());
        f.close();
        const Run check = cli({u"engagement"_s, u"check"_s, path});
        QVERIFY2(check.code == 0, check.err.constData());
        const Run start =
            cli(QStringList{u"engagement"_s, u"start"_s, u"--provider"_s, m_node.provider, u"--plan"_s, path} + ssh() +
                QStringList{u"--json"_s});
        QVERIFY2(start.code == 0, start.err.constData());
        const qint64 id = start.json().toObject().value(u"id"_s).toInteger();
        const Run w =
            cli({u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(id), u"--interval"_s, u"1"_s, u"--json"_s});
        QVERIFY2(w.code == 0, w.err.constData());
        const QJsonObject s = w.json().toObject();
        QCOMPARE(s.value(u"state"_s).toString(), u"ended"_s);
        const QJsonObject only = s.value(u"steps"_s).toArray().first().toObject();
        QCOMPARE(only.value(u"state"_s).toString(), u"ended"_s);
        const qint64 run = only.value(u"runs"_s).toArray().first().toInteger();
        QCOMPARE(sql(u"SELECT probe || ' ' || status FROM probe_run WHERE id = %1"_s.arg(run)).toString(),
                 u"tb-storage ok"_s);
        QVERIFY(sql(u"SELECT value FROM sample WHERE run_id = %1 AND metric = 'read.bw'"_s.arg(run)).toDouble() > 0);
        QCOMPARE(
            sql(u"SELECT count(*) FROM verdict_evidence ve JOIN verdict v ON v.id = ve.verdict_id JOIN "
                "check_item ci ON ci.id = v.check_item_id WHERE ve.run_id = %1 AND ci.key = 'storage.read_perf'"_s.arg(
                    run))
                .toInt(),
            1);
        QCOMPARE(QDir(m_scratch.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    // An fio output an analyst is handed, stored under the provider: a run of tool fio per client and job.
    void importedFioOutputIsStored() {
        const QString file = tb::test::sourceDir() + u"/tests/core/fixtures/imports/fio-client.json"_s;
        const Run r = cli({u"import"_s, file, u"--provider"_s, m_node.provider, u"--json"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(sql(u"SELECT count(*) FROM probe_run WHERE probe = 'fio' AND kind = 'import'"_s).toInt(), 3);
        QCOMPARE(sql(u"SELECT count(*) FROM sample s JOIN probe_run r ON r.id = s.run_id WHERE r.probe = 'fio' AND "
                     "s.metric = 'write.bw'"_s)
                     .toInt(),
                 3);
    }
};

QTEST_GUILESS_MAIN(tst_StorageRunCli)
#include "tst_StorageRunCli.moc"
