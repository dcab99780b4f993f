// Deployer through a stand-in connection (tests/support/ScriptedConnection): which plan it picks from the node's
// facts, that a bundle already on the node is neither sent nor built, and that every failure (build, unpack,
// upload, no way to deploy) is reported as such and leaves no ready marker. The real upload path against a real
// sshd is tst_ProbeRun's.
#include "core/run/Deployer.h"
#include "tests/support/ScriptedConnection.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb;
using test::ScriptedConnection;

namespace {

const QByteArray kFactsBuildable = "arch=x86_64\nglibc=glibc 2.36\nhave=g++\nhave=cmake\n";
const QByteArray kFactsBare = "arch=x86_64\nglibc=glibc 2.36\n";

core::ProbeBundle bundleIn(const QTemporaryDir& dir, core::ProbeBundle::Kind kind) {
    QDir().mkpath(dir.filePath(QStringLiteral("common")));
    for (const char* name : {"CMakeLists.txt", "common/Harness.h"}) {
        QFile f(dir.filePath(QLatin1String(name)));
        if (f.open(QIODevice::WriteOnly)) {
            f.write("// stand-in probe source\n");
        }
    }
    auto b = core::ProbeBundle::fromDirectory(dir.path(), kind);
    return b ? *b : core::ProbeBundle{};
}

core::Deployer::Options options() {
    core::Deployer::Options o;
    o.remoteDir = QStringLiteral("~/.cache/tb-test");
    return o;
}

}  // namespace

class TestDeployer : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_sources, m_prebuilt;

private slots:
    void aBundleOnTheNodeIsNeitherSentNorBuilt() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        QVERIFY(!sources.hash.isEmpty());
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("uname -m"), .out = kFactsBuildable});
        node.reply({.match = QStringLiteral(".tb-ready"), .out = sources.hash.toLatin1() + '\n'});
        QStringList log;
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {}, [&](const QString& l) { log << l; });
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QVERIFY(r->cached);
        QVERIFY(!r->built);
        QVERIFY(node.uploads().isEmpty());
        QCOMPARE(r->plan.kind, core::DeployPlan::Kind::BuildOnNode);  // no prebuilt bundle offered
        QCOMPARE(r->bundleDir, QStringLiteral("~/.cache/tb-test/bundles/") + sources.hash);
        QCOMPARE(r->binDir, r->bundleDir + QStringLiteral("/build"));
        QCOMPARE(node.commands().size(), 2);  // facts, marker: nothing else
        QVERIFY(log.join(u'\n').contains(QStringLiteral("already on the node")));
    }

    void aPrebuiltBundleThatFitsIsSentVerifiedAndMarkedLast() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        const core::ProbeBundle prebuilt = bundleIn(m_prebuilt, core::ProbeBundle::Kind::Prebuilt);
        ScriptedConnection node;
        node.reply(
            {.match = QStringLiteral("uname -m"), .out = "arch=" + prebuilt.arch.toLatin1() + "\nglibc=glibc 2.36\n"});
        node.reply({.match = QStringLiteral("cat -- "), .exitCode = 1});  // no marker yet
        node.reply({.match = QStringLiteral("tar -xf"), .exitCode = 0});
        auto r = core::Deployer(node, options()).deploy(sources, &prebuilt, {});
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->plan.kind, core::DeployPlan::Kind::Prebuilt);
        QVERIFY(!r->cached);
        QVERIFY(!r->built);
        QCOMPARE(r->hash, prebuilt.hash);
        QCOMPARE(r->binDir, r->bundleDir);
        QCOMPARE(node.uploads().size(), 1);
        // Under a name of its own (two deploys at once must not share one archive), beside the bundle folder.
        const QString uploaded = node.uploads().first().remotePath;
        QVERIFY2(uploaded.startsWith(QStringLiteral("~/.cache/tb-test/bundles/") + prebuilt.hash + u'.') &&
                     uploaded.endsWith(QStringLiteral(".tar")),
                 qPrintable(uploaded));
        QVERIFY(node.uploads().first().bytes > 0);
        // Order of events: facts, marker check, upload, then one script that unpacks and writes the marker at its
        // end, so a half-done bundle never looks ready.
        const int facts = node.indexOf(QStringLiteral("uname -m"));
        const int marker = node.indexOf(QStringLiteral("cat -- "));
        const int upload = node.indexOf(QStringLiteral("<upload "));
        const int unpack = node.indexOf(QStringLiteral("tar -xf"));
        QVERIFY(facts >= 0 && facts < marker && marker < upload && upload < unpack);
        const QString script = node.commands().at(unpack);
        // (The marker is read first, under the node's deploy lock, and written last.)
        QVERIFY(script.indexOf(QStringLiteral("tar -xf")) < script.lastIndexOf(QStringLiteral("> ")) &&
                script.lastIndexOf(QStringLiteral("> ")) < script.lastIndexOf(QStringLiteral(".tb-ready")));
        QVERIFY(script.indexOf(QStringLiteral("flock")) < script.indexOf(QStringLiteral("tar -xf")));
        QVERIFY(!script.contains(QStringLiteral("cmake")));  // prebuilt: nothing to build
    }

    void aFailedBuildIsAProbeFailureWithTheLogTail() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("uname -m"), .out = kFactsBuildable});
        node.reply({.match = QStringLiteral("cat -- "), .exitCode = 1});
        node.reply({.match = QStringLiteral("cmake -S . -B build"), .err = "error: no CUDA toolkit\n", .exitCode = 5});
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {});
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::ProbeFailed);
        QVERIFY2(r.error().detail.contains(QStringLiteral("no CUDA toolkit")), qPrintable(r.error().detail));
        // The build ran with what the options asked for, every value quoted.
        const QString script = node.commands().last();
        QVERIFY2(script.contains(QStringLiteral("-DPROBES_CUDA=AUTO")), qPrintable(script));
    }

    void aFailedUnpackIsAnIoError() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("uname -m"), .out = kFactsBuildable});
        node.reply({.match = QStringLiteral("cat -- "), .exitCode = 1});
        node.reply({.match = QStringLiteral("tar -xf"), .err = "tar: short read\n", .exitCode = 2});
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {});
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::Io);
    }

    void aRefusedUploadStopsBeforeAnythingIsUnpacked() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("uname -m"), .out = kFactsBuildable});
        node.reply({.match = QStringLiteral("cat -- "), .exitCode = 1});
        node.uploadFails = true;
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {});
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::Io);
        QCOMPARE(node.indexOf(QStringLiteral("tar -xf")), -1);
    }

    void aNodeWithoutCompilersAndNoFittingBundleIsUnsupported() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("uname -m"), .out = kFactsBare});
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {});
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::Unsupported);
        QVERIFY2(r.error().message.contains(QStringLiteral("g++")), qPrintable(r.error().message));
        QVERIFY(node.uploads().isEmpty());
        QCOMPARE(node.commands().size(), 1);  // only the facts were asked for
    }

    void aLostConnectionWhileAskingForFactsIsUnreachable() {
        const core::ProbeBundle sources = bundleIn(m_sources, core::ProbeBundle::Kind::Sources);
        ScriptedConnection node;
        ScriptedConnection::Reply drop{.match = QStringLiteral("uname -m")};
        drop.dropConnection = true;
        node.reply(drop);
        auto r = core::Deployer(node, options()).deploy(sources, nullptr, {});
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::Unreachable);
    }
};

QTEST_GUILESS_MAIN(TestDeployer)
#include "tst_Deployer.moc"
