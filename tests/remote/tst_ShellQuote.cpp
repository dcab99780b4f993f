// Pure logic of the remote layer: quoting (checked by a real local sh), targets, deploy planning, recipes.
#include "core/run/NodeFacts.h"
#include "core/run/Recipe.h"
#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"
#include "core/session/SshTarget.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace tb::core;

class TestShellQuote : public QObject {
    Q_OBJECT

private slots:
    void quoteRoundTripsThroughSh_data() {
        QTest::addColumn<QString>("word");
        QTest::newRow("plain") << QStringLiteral("tb-node");
        QTest::newRow("empty") << QString();
        QTest::newRow("quote") << QStringLiteral("O'Brien's \"cloud\"");
        QTest::newRow("semicolon") << QStringLiteral("a; rm -rf /tmp/x");
        QTest::newRow("subst") << QStringLiteral("$(id) ${HOME} $HOME");
        QTest::newRow("backticks") << QStringLiteral("`id`");
        QTest::newRow("newline") << QStringLiteral("line1\nline2\n");
        QTest::newRow("non-ascii") << QStringLiteral("Zürich 東京 – ✓");
        QTest::newRow("glob") << QStringLiteral("* ? [a] ~ # & | < > \\ !");
        QTest::newRow("assignment") << QStringLiteral("A=B");
        QTest::newRow("only quotes") << QStringLiteral("''''");
    }
    void quoteRoundTripsThroughSh() {
        QFETCH(QString, word);
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"), QStringLiteral("printf '%s' ") + ShellQuote::quote(word)});
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), word);
    }
    void joinKeepsArgumentsApart() {
        const QStringList argv{QStringLiteral("printf"), QStringLiteral("[%s]"), QStringLiteral("a b"), QString(),
                               QStringLiteral("c;d")};
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), ShellQuote::join(argv)});
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(sh.readAllStandardOutput(), QByteArray("[a b][][c;d]"));
    }
    void pathExpandsTildeOnly() {
        QCOMPARE(ShellQuote::path(QStringLiteral("~/x y")), QStringLiteral("\"$HOME\"/'x y'"));
        QCOMPARE(ShellQuote::path(QStringLiteral("/opt/~x")), QStringLiteral("'/opt/~x'"));
    }
    void targets() {
        auto t = SshTarget::parse(QStringLiteral("alice@gpu-1.example.com:2222"));
        QVERIFY(t);
        QCOMPARE(t->user, QStringLiteral("alice"));
        QCOMPARE(t->host, QStringLiteral("gpu-1.example.com"));
        QCOMPARE(t->port, 2222);
        auto v6 = SshTarget::parse(QStringLiteral("[::1]:22"));
        QVERIFY(v6);
        QCOMPARE(v6->host, QStringLiteral("::1"));
        QVERIFY(!SshTarget::parse(QStringLiteral("host:99999")));
        QVERIFY(!SshTarget::parse(QStringLiteral("a;b")));
        QVERIFY(!SshTarget::parse(QStringLiteral("@host")));
        auto alias = SshTarget::parse(QStringLiteral("h100-box"));
        QVERIFY(alias);
        QCOMPARE(alias->port, 0);  // left to ~/.ssh/config
    }
    void pgidMarker() {
        QCOMPARE(RemoteCommand::parsePgidMarker(RemoteCommand::pgidMarker() + " 4242"), qint64(4242));
        QCOMPARE(RemoteCommand::parsePgidMarker("@@tierbench-pgid x"), qint64(0));
        QCOMPARE(RemoteCommand::parsePgidMarker("hello"), qint64(0));
    }
    void wrapperRunsLocally() {
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  RemoteCommand::processGroupWrapper(QStringLiteral("echo \"$PWD\"; exit 3"), QStringLiteral("/tmp"))});
        QVERIFY(sh.waitForFinished(5000));
        const QList<QByteArray> lines = sh.readAllStandardOutput().split('\n');
        QVERIFY(RemoteCommand::parsePgidMarker(lines.value(0)) > 1);
        QCOMPARE(lines.value(1), QByteArray("/tmp"));
        QCOMPARE(sh.exitCode(), 3);
    }
    void deployPlan() {
        NodeFacts f = NodeFacts::parse(
            "arch=x86_64\nglibc=glibc 2.35\nnvidia=NVRM version: NVIDIA UNIX x86_64 Kernel "
            "Module  570.124.06  Wed Feb 26 2025\nhave=g++\nhave=cmake\nhave=nvcc\n");
        QCOMPARE(f.glibcMajor, 2);
        QCOMPARE(f.glibcMinor, 35);
        QCOMPARE(f.nvidiaDriverMajor, 570);
        QVERIFY(f.haveCxx && f.haveCmake && f.haveNvcc && !f.haveHipcc);
        QCOMPARE(DeployPlan::choose(f, QStringLiteral("x86_64"), false).kind, DeployPlan::Kind::Prebuilt);
        QCOMPARE(DeployPlan::choose(f, QStringLiteral("x86_64"), true).kind, DeployPlan::Kind::BuildOnNode);
        QCOMPARE(DeployPlan::choose(f, QString(), false).kind, DeployPlan::Kind::BuildOnNode);
        NodeFacts old = NodeFacts::parse("arch=x86_64\nglibc=ldd (GNU libc) 2.31\n");
        QCOMPARE(DeployPlan::choose(old, QStringLiteral("x86_64"), false).kind, DeployPlan::Kind::Impossible);
        old.haveCxx = old.haveCmake = true;
        const DeployPlan p = DeployPlan::choose(old, QStringLiteral("x86_64"), false);
        QCOMPARE(p.kind, DeployPlan::Kind::BuildOnNode);
        QVERIFY(p.reason.contains(QStringLiteral("2.31")));
        QCOMPARE(DeployPlan::choose(f, QStringLiteral("aarch64"), false).kind, DeployPlan::Kind::BuildOnNode);
    }
    void builtinRecipes() {
        auto book = RecipeBook::load(RecipeBook::builtinPath());
        QVERIFY2(book, book ? "" : qPrintable(book.error().toString()));
        for (const char* name : {"pytorch_install", "container_pull", "import_torch", "model_load", "whois"}) {
            QVERIFY2(book->find(QString::fromLatin1(name)), name);
        }
        const Recipe pull = *book->find(QStringLiteral("container_pull"));
        QCOMPARE(pull.checkItem, QStringLiteral("storage.container_pull"));
        QCOMPARE(pull.tierFor(8), QStringLiteral("platinum"));
        QCOMPARE(pull.tierFor(300), QStringLiteral("bronze"));
        QCOMPARE(pull.variants.size(), 3);
        QVERIFY(book->find(QStringLiteral("whois"))->tierFor(1).isEmpty());
        // The script is valid sh.
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-n"), QStringLiteral("-c"), pull.script(QStringLiteral("~/x"))});
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(sh.exitCode(), 0);
    }
    // A recipe's Python module goes into Python source and its log format picks a parser: a file that names a module
    // that is no module name, or a format Tierbench lacks, is refused whole, saying which recipe.
    void recipeFileRefusesABadModuleOrLogFormat() {
        QTemporaryDir dir;
        const auto load = [&](const QByteArray& recipe) {
            QFile f(dir.filePath(QStringLiteral("r.json")));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(R"({"version": 1, "recipes": [)" + recipe + "]}");
            f.close();
            return RecipeBook::load(f.fileName());
        };
        const auto good = load(R"({"name": "t", "importLog": "torchtitan-log", "variants": [{"requires": "torchrun",
            "requiresModule": "torchtitan.train", "commands": [["true"]]}]})");
        QVERIFY2(good, good ? "" : qPrintable(good.error().toString()));
        QCOMPARE(good->recipes().first().tools(),
                 (QStringList{QStringLiteral("torchrun"), QStringLiteral("torchtitan.train (Python module)")}));
        const QString script = good->recipes().first().script(QStringLiteral("~/x"));
        QVERIFY2(script.contains(QLatin1String("python3 -c 'import torchtitan.train'")), qPrintable(script));
        for (const QByteArray& bad :
             {QByteArray(R"("requiresModule": "os; import shutil")"), QByteArray("\"requiresModule\": \"x'$(id)\""),
              QByteArray(R"("requiresModule": "1abc")")}) {
            const auto refused = load(R"({"name": "m", "variants": [{)" + bad + R"(, "commands": [["true"]]}]})");
            QVERIFY2(!refused, bad.constData());
            QVERIFY(refused.error().message.contains(QLatin1String("Recipe m")));
        }
        const auto format =
            load(R"({"name": "f", "importLog": "no-such-tool", "variants": [{"commands": [["true"]]}]})");
        QVERIFY(!format);
        QVERIFY(format.error().message.contains(QLatin1String("no-such-tool")));
    }
};

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_ShellQuote.moc"
