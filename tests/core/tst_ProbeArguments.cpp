// The probe arguments the run panel's editor builds: validation mirrors the probes' own parser (checked against the
// real probe binaries of this build tree, which exit 64 on what they refuse), argv and command line through
// ShellQuote (checked by a local sh), and reading argv back.
#include "core/run/ProbeArguments.h"
#include "tests/support/ServiceCheck.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

using namespace tb::core;
using Option = ProbeArguments::Option;

class TestProbeArguments : public QObject {
    Q_OBJECT

private:
    static QString probeBinary(const QString& probe) {
        const QString path = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/") + probe;
        return QFileInfo(path).isExecutable() ? path : QString();
    }

private slots:
    void sizes_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("count");  // -1: refused
        QTest::addColumn<quint64>("first");
        QTest::addColumn<quint64>("last");
        QTest::newRow("geometric") << QStringLiteral("1K:1M:x4") << 6 << quint64(1024) << quint64(1 << 20);
        QTest::newRow("default step") << QStringLiteral("4K:64K") << 5 << quint64(4096) << quint64(65536);
        QTest::newRow("arithmetic") << QStringLiteral("1M:4M:+1M") << 4 << quint64(1 << 20) << quint64(4 << 20);
        QTest::newRow("list") << QStringLiteral("64K,1M,8M") << 3 << quint64(65536) << quint64(8 << 20);
        QTest::newRow("one") << QStringLiteral("256MiB") << 1 << quint64(256 << 20) << quint64(256 << 20);
        QTest::newRow("bytes suffix") << QStringLiteral("512B") << 1 << quint64(512) << quint64(512);
        QTest::newRow("lower case") << QStringLiteral("1k:4k") << 3 << quint64(1024) << quint64(4096);
        QTest::newRow("capped at 4096") << QStringLiteral("1:8192:+1") << 4096 << quint64(1) << quint64(4096);
        QTest::newRow("bad max") << QStringLiteral("1:x") << -1 << quint64(0) << quint64(0);
        QTest::newRow("zero min") << QStringLiteral("0:1M") << -1 << quint64(0) << quint64(0);
        QTest::newRow("max below min") << QStringLiteral("1M:1K") << -1 << quint64(0) << quint64(0);
        QTest::newRow("factor one") << QStringLiteral("1K:1M:x1") << -1 << quint64(0) << quint64(0);
        QTest::newRow("bad step") << QStringLiteral("1K:1M:*2") << -1 << quint64(0) << quint64(0);
        QTest::newRow("four parts") << QStringLiteral("1K:1M:x2:x2") << -1 << quint64(0) << quint64(0);
        QTest::newRow("zero in list") << QStringLiteral("0,1K") << -1 << quint64(0) << quint64(0);
        QTest::newRow("empty in list") << QStringLiteral("1K,,2K") << -1 << quint64(0) << quint64(0);
        QTest::newRow("unit") << QStringLiteral("1P") << -1 << quint64(0) << quint64(0);
        QTest::newRow("space") << QStringLiteral("1K, 2K") << -1 << quint64(0) << quint64(0);
        QTest::newRow("negative") << QStringLiteral("-1K") << -1 << quint64(0) << quint64(0);
        QTest::newRow("overflow") << QStringLiteral("99999999999T") << -1 << quint64(0) << quint64(0);
        QTest::newRow("semicolon") << QStringLiteral("1K;touch /tmp/x") << -1 << quint64(0) << quint64(0);
        QTest::newRow("subst") << QStringLiteral("$(id)") << -1 << quint64(0) << quint64(0);
        QTest::newRow("backtick") << QStringLiteral("1K`id`") << -1 << quint64(0) << quint64(0);
        QTest::newRow("quote") << QStringLiteral("1K'") << -1 << quint64(0) << quint64(0);
        QTest::newRow("newline") << QStringLiteral("1K\n2K") << -1 << quint64(0) << quint64(0);
    }
    void sizes() {
        QFETCH(QString, spec);
        QFETCH(int, count);
        QFETCH(quint64, first);
        QFETCH(quint64, last);
        const auto sizes = ProbeArguments::parseSizes(spec);
        if (count < 0) {
            QVERIFY(!sizes);
            QVERIFY(!sizes.error().message.isEmpty());
            QVERIFY2(!sizes.error().message.contains(u'\n'), qPrintable(sizes.error().message));
        } else {
            QVERIFY2(sizes, sizes ? "" : qPrintable(sizes.error().message));
            QCOMPARE(sizes->size(), count);
            QCOMPARE(sizes->first(), first);
            QCOMPARE(sizes->last(), last);
        }
        // The probe's own parser agrees: it exits 64 on what we refuse, 0 (--help after parsing) on the rest.
        ProbeArguments a(QStringLiteral("tb-membw"));
        a.setValue(Option::Sizes, spec);
        QCOMPARE(a.isValid(), count >= 0);
        const QString probe = probeBinary(QStringLiteral("tb-membw"));
        if (probe.isEmpty()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral(
                "tb-membw is not built in this tree; the mirror check against the probe's parser needs it"));
        }
        QProcess p;
        p.start(probe, {QStringLiteral("--sizes"), spec, QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), count >= 0 ? 0 : 64);
    }

    void numbersAndWordsMirrorTheProbe_data() {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<int>("option");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        const auto row = [](const char* name, const char* probe, Option o, const QString& text, bool valid) {
            QTest::newRow(name) << QString::fromLatin1(probe) << int(o) << text << valid;
        };
        row("iters 1", "tb-membw", Option::Iters, QStringLiteral("1"), true);
        row("iters 0", "tb-membw", Option::Iters, QStringLiteral("0"), false);
        row("iters max", "tb-coll", Option::Iters, QStringLiteral("1048576"), true);
        row("iters above max", "tb-coll", Option::Iters, QStringLiteral("1048577"), false);
        row("iters word", "tb-coll", Option::Iters, QStringLiteral("ten"), false);
        row("iters fraction", "tb-coll", Option::Iters, QStringLiteral("2.5"), false);
        row("repeats 0", "tb-coll", Option::Repeats, QStringLiteral("0"), false);
        row("warmup 0", "tb-membw", Option::Warmup, QStringLiteral("0"), true);
        row("warmup negative", "tb-membw", Option::Warmup, QStringLiteral("-1"), false);
        row("ranks 0", "tb-coll", Option::Ranks, QStringLiteral("0"), true);
        row("ranks 4", "tb-coll", Option::Ranks, QStringLiteral("4"), true);
        row("ranks injection", "tb-coll", Option::Ranks, QStringLiteral("4; id"), false);
        row("backend host", "tb-membw", Option::Backend, QStringLiteral("host"), true);
        row("backend cpu", "tb-membw", Option::Backend, QStringLiteral("cpu"), false);
        row("ops two", "tb-membw", Option::Ops, QStringLiteral("h2d,d2h"), true);
        row("ops unknown", "tb-membw", Option::Ops, QStringLiteral("h2d,all_reduce"), false);
        row("ops coll", "tb-coll", Option::Ops, QStringLiteral("all_reduce,sendrecv"), true);
        row("ops empty part", "tb-coll", Option::Ops, QStringLiteral(",all_reduce"), false);
        row("ops subst", "tb-coll", Option::Ops, QStringLiteral("$(id)"), false);
        row("gemm m", "tb-gemm", Option::GemmM, QStringLiteral("4096"), true);
        row("gemm k zero", "tb-gemm", Option::GemmK, QStringLiteral("0"), false);
        row("gemm dtype", "tb-gemm", Option::Ops, QStringLiteral("bf16"), true);
        row("gemm dtype bad", "tb-gemm", Option::Ops, QStringLiteral("fp64"), false);
    }
    void numbersAndWordsMirrorTheProbe() {
        QFETCH(QString, probe);
        QFETCH(int, option);
        QFETCH(QString, text);
        QFETCH(bool, valid);
        ProbeArguments a(probe);
        a.setValue(Option(option), text);
        const auto problems = a.validate();
        QCOMPARE(problems.isEmpty(), valid);
        if (!valid) {
            QCOMPARE(int(problems.first().option), option);
        }
        const QString binary = probeBinary(probe);
        if (binary.isEmpty()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("probe not built in this tree"));
        }
        QProcess p;
        p.start(binary, QStringList{ProbeArguments::optionFlag(Option(option)), text, QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(10000));
        // 64 is the usage error; tb-gemm without a GPU build ignores --help and says "unsupported" (2).
        QCOMPARE(p.exitCode() == 64, !valid);
    }

    void argvHoldsOnlyWhatDiffersFromTheDefaults() {
        ProbeArguments a(QStringLiteral("tb-coll"));
        QVERIFY(a.toArgv().isEmpty());
        QCOMPARE(a.commandLine(QStringLiteral("tb-coll")), QStringLiteral("tb-coll"));
        a.setValue(Option::Backend, QStringLiteral("host"));
        a.setValue(Option::Sizes, QStringLiteral("  4K:64K:x4 "));  // the field's spaces are not the probe's
        a.setValue(Option::Iters, QStringLiteral("2"));
        a.setValue(Option::Ops, QStringLiteral("all_reduce"));
        a.setCheck(false);
        a.setValue(Option::GemmM, QStringLiteral("128"));  // not read by tb-coll: not passed
        QVERIFY(a.isValid());
        const QStringList expected{
            QStringLiteral("--sizes"), QStringLiteral("4K:64K:x4"),  QStringLiteral("--iters"),
            QStringLiteral("2"),       QStringLiteral("--backend"),  QStringLiteral("host"),
            QStringLiteral("--ops"),   QStringLiteral("all_reduce"), QStringLiteral("--no-check")};
        QCOMPARE(a.toArgv(), expected);
        QCOMPARE(a.commandLine(QStringLiteral("tb-coll")),
                 QStringLiteral("tb-coll --sizes 4K:64K:x4 --iters 2 --backend host --ops all_reduce --no-check"));
        // Read back: the same fields.
        ProbeArguments back = ProbeArguments::fromArgv(QStringLiteral("tb-coll"), a.toArgv());
        a.setValue(Option::GemmM, QString());
        QCOMPARE(back, a);
        // tb-gemm has its shape instead of sizes; tb-node reads none of them.
        QVERIFY(!ProbeArguments::applies(QStringLiteral("tb-gemm"), Option::Sizes));
        QVERIFY(ProbeArguments::applies(QStringLiteral("tb-gemm"), Option::GemmN));
        QVERIFY(!ProbeArguments::applies(QStringLiteral("tb-node"), Option::Iters));
        QCOMPARE(ProbeArguments::defaultText(QStringLiteral("tb-membw"), Option::Sizes), QStringLiteral("64K:256M:x4"));
        QCOMPARE(ProbeArguments::defaultText(QStringLiteral("tb-coll"), Option::Sizes), QStringLiteral("1K:256M:x4"));
    }

    void fromArgvKeepsWhatItHasNoFieldFor() {
        const QStringList argv{QStringLiteral("--sizes=1M,2M"),
                               QStringLiteral("--root"),
                               QStringLiteral("/fx"),
                               QStringLiteral("-m"),
                               QStringLiteral("64"),
                               QStringLiteral("--warmup")};
        const ProbeArguments g = ProbeArguments::fromArgv(QStringLiteral("tb-gemm"), argv);
        QCOMPARE(g.value(Option::GemmM), QStringLiteral("64"));
        QVERIFY(g.value(Option::Sizes).isEmpty());  // tb-gemm has no sizes field: kept as given
        QCOMPARE(g.extra(), (QStringList{QStringLiteral("--sizes=1M,2M"), QStringLiteral("--root"),
                                         QStringLiteral("/fx"), QStringLiteral("--warmup")}));
        QCOMPARE(g.toArgv(),
                 (QStringList{QStringLiteral("-m"), QStringLiteral("64"), QStringLiteral("--sizes=1M,2M"),
                              QStringLiteral("--root"), QStringLiteral("/fx"), QStringLiteral("--warmup")}));
        // A bad value read back stays bad, so the editor shows it refused instead of silently repairing it.
        const ProbeArguments bad =
            ProbeArguments::fromArgv(QStringLiteral("tb-membw"), {QStringLiteral("--sizes"), QStringLiteral("1:x")});
        QVERIFY(!bad.isValid());
        QCOMPARE(bad.validate().first().option, Option::Sizes);
    }

    // Anything that reaches the command line arrives as one literal word, checked by a real sh.
    void commandLineQuotesHostileWords_data() {
        QTest::addColumn<QString>("word");
        QTest::newRow("quote") << QStringLiteral("O'Brien \"x\"");
        QTest::newRow("semicolon") << QStringLiteral("1K; touch /tmp/tb-args-pwned");
        QTest::newRow("subst") << QStringLiteral("$(touch /tmp/tb-args-pwned)");
        QTest::newRow("backticks") << QStringLiteral("`touch /tmp/tb-args-pwned`");
        QTest::newRow("newline") << QStringLiteral("1K\ntouch /tmp/tb-args-pwned");
    }
    void commandLineQuotesHostileWords() {
        QFETCH(QString, word);
        QFile::remove(QStringLiteral("/tmp/tb-args-pwned"));
        // Through a field: refused before any command line exists.
        ProbeArguments field(QStringLiteral("tb-membw"));
        field.setValue(Option::Sizes, word);
        QVERIFY(!field.isValid());
        field.setValue(Option::Sizes, QString());
        field.setValue(Option::Ranks, word);
        QVERIFY(!field.isValid());
        // Through extra (code, not the editor): quoted, one argument each.
        ProbeArguments a(QStringLiteral("tb-membw"));
        a.setValue(Option::Iters, QStringLiteral("2"));
        a.setExtra({word, QStringLiteral("tail")});
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  a.commandLine(QStringLiteral("printf")).replace(0, 6, QStringLiteral("printf '[%s]'"))});
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), QStringLiteral("[--iters][2][%1][tail]").arg(word));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tb-args-pwned")));
    }

    // tb-coll's options for one rank per process have no field: they pass as extra words, and the probe's own
    // parser takes them (and refuses a rendezvous without a port, as the run would learn from exit 64).
    void collProcessOptionsPassAsExtra() {
        const QStringList words{QStringLiteral("--rank"),       QStringLiteral("1"),
                                QStringLiteral("--world"),      QStringLiteral("2"),
                                QStringLiteral("--rendezvous"), QStringLiteral("node-1:29500"),
                                QStringLiteral("--timeout"),    QStringLiteral("30")};
        const ProbeArguments a = ProbeArguments::fromArgv(QStringLiteral("tb-coll"), words);
        QCOMPARE(a.extra(), words);
        QVERIFY(a.isValid());
        QCOMPARE(a.toArgv(), words);
        const QString probe = probeBinary(QStringLiteral("tb-coll"));
        if (probe.isEmpty()) {
            QSKIP("tb-coll is not built in this tree");
        }
        QProcess p;
        p.start(probe, a.toArgv() << QStringLiteral("--help"));
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        p.start(probe, {QStringLiteral("--rendezvous"), QStringLiteral("no-port"), QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 64);
    }

    // What the analyst types after "--" is checked as the editor checks its fields, and an option the probe does
    // not have ("--check"; tb-coll's is "--no-check") or a stray value is refused too: the editor has no field for
    // either. The process options without a field pass.
    void typedArgumentsRefuseUnknownOptions() {
        const QString coll = QStringLiteral("tb-coll");
        QVERIFY(ProbeArguments::problemsOfArgv(
                    coll, {QStringLiteral("--no-check"), QStringLiteral("--iters"), QStringLiteral("3")})
                    .isEmpty());
        QVERIFY(ProbeArguments::problemsOfArgv(
                    coll, {QStringLiteral("--rank"), QStringLiteral("1"), QStringLiteral("--world=2"),
                           QStringLiteral("--timeout"), QStringLiteral("30")})
                    .isEmpty());
        const QStringList check = ProbeArguments::problemsOfArgv(coll, {QStringLiteral("--check")});
        QCOMPARE(check.size(), 1);
        QVERIFY2(
            check.first().contains(QStringLiteral("--check")) && check.first().contains(QStringLiteral("--no-check")),
            qPrintable(check.first()));
        QCOMPARE(ProbeArguments::problemsOfArgv(
                     coll, {QStringLiteral("--iters"), QStringLiteral("3"), QStringLiteral("stray")})
                     .size(),
                 1);
        QCOMPARE(ProbeArguments::problemsOfArgv(coll, {QStringLiteral("--sizes"), QStringLiteral("banana")}).size(), 1);
    }

    // tb-storage's options are its own (probes/storage/StorageOptions.cpp): checked as the probe reads them, so a plan
    // step or `run -- ARGS` with a typo is refused before anything reaches the node.
    void storageArgumentsAreTheProbesOwn() {
        const QString storage = QStringLiteral("tb-storage");
        QVERIFY(ProbeArguments::problemsOfArgv(
                    storage,
                    {QStringLiteral("--dir"), QStringLiteral("~"), QStringLiteral("--mode"), QStringLiteral("rand"),
                     QStringLiteral("--rw=mixed"), QStringLiteral("--direct"), QStringLiteral("--size"),
                     QStringLiteral("64G"), QStringLiteral("--jobs"), QStringLiteral("4"), QStringLiteral("--iodepth"),
                     QStringLiteral("32"), QStringLiteral("--runtime"), QStringLiteral("60")})
                    .isEmpty());
        const auto one = [&](const QStringList& argv, const char* says) {
            const QStringList p = ProbeArguments::problemsOfArgv(storage, argv);
            QVERIFY2(p.size() == 1 && p.first().contains(QLatin1String(says)), qPrintable(p.join(u'|')));
        };
        one({}, "--dir");
        one({QStringLiteral("--mode"), QStringLiteral("seq")}, "--dir");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--mode"), QStringLiteral("fast")}, "fast");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--rw"), QStringLiteral("randrw")},
            "randrw");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--size"), QStringLiteral("4K")}, "4K");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--jobs"), QStringLiteral("0")}, "0");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--sizes"), QStringLiteral("1M")},
            "--sizes");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("--direct=1")}, "--direct");
        one({QStringLiteral("--dir")}, "--dir");
        one({QStringLiteral("--dir"), QStringLiteral("/x"), QStringLiteral("stray")}, "stray");
    }

    // tb-train's are its own too (probes/train/tbtrain_options.py), limits included.
    void trainArgumentsAreTheProbesOwn() {
        const QString train = QStringLiteral("tb-train");
        const auto words = [](const char* text) { return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts); };
        QVERIFY(ProbeArguments::problemsOfArgv(train, {}).isEmpty());
        QVERIFY(ProbeArguments::problemsOfArgv(
                    train, words("--preset tiny --steps 3 --warmup=0 --dtype fp32 --compile --sharding ddp "
                                 "--backend gloo --device cpu --seed 9223372036854775807 --threads 2 --timeout 30 "
                                 "--nproc-per-node gpu --rendezvous [fe80::1]:29500 --rank 0 --world 2 --help"))
                    .isEmpty());
        const auto one = [&](const char* argv, const char* says) {
            const QStringList p = ProbeArguments::problemsOfArgv(train, words(argv));
            QVERIFY2(p.size() == 1 && p.first().contains(QLatin1String(says)), qPrintable(p.join(u'|')));
        };
        one("--preset llama3-70b", "llama3-70b");
        one("--steps 0", "1 to 1000000");
        one("--warmup -1", "-1");
        one("--seed 9223372036854775808", "9223372036854775808");
        one("--nproc-per-node 0", "1 to 1024");
        one("--nproc-per-node gpus", "gpus");
        one("--dtype fp16", "fp16");
        one("--rendezvous host", "HOST:PORT");
        one("--rendezvous host:70000", "HOST:PORT");
        one("--compile=yes", "--compile");
        one("--sizes 1M", "--sizes");
        one("--steps", "--steps");
        one("stray", "stray");
        one("--dir /x", "--dir");
    }

    void messagesStayOneBoundedLine() {
        ProbeArguments a(QStringLiteral("tb-coll"));
        a.setValue(Option::Sizes, QStringLiteral("1:") + QString(500, u'x') + QStringLiteral("\nmore"));
        const auto problems = a.validate();
        QCOMPARE(problems.size(), 1);
        QVERIFY(!problems.first().message.contains(u'\n'));
        QVERIFY2(problems.first().message.size() < 160, qPrintable(problems.first().message));
    }

    void describesTheSweep() {
        const auto sizes = ProbeArguments::parseSizes(QStringLiteral("64K:256M:x4"));
        QVERIFY(sizes);
        QCOMPARE(ProbeArguments::describeSizes(*sizes), QStringLiteral("7 sizes, 64 KiB … 256 MiB"));
        QCOMPARE(ProbeArguments::describeSizes({4096}), QStringLiteral("1 size: 4 KiB"));
    }
};

QTEST_GUILESS_MAIN(TestProbeArguments)
#include "tst_ProbeArguments.moc"
