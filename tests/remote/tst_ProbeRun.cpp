// Runs into the store over a real sshd: deploy (content-hashed, cached), tb-node end to end, recipes from a test
// recipe file of local stand-ins, a dropped connection (interrupted, samples kept), cancel, hostile output.
#include "core/run/Deployer.h"
#include "core/run/ProbeRunner.h"
#include "core/run/Recipe.h"
#include "core/session/RemoteSession.h"
#include "core/session/ShellQuote.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TorchtitanStandIn.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QFile>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace tb;

namespace {
class Observer : public core::RunObserver {
public:
    std::function<void()> onFirstEvent;
    int events = 0;
    void runEvents(qint64, const QVector<core::ProbeEvent>& list) override {
        events += list.size();
        if (onFirstEvent) {
            auto f = std::move(onFirstEvent);
            onFirstEvent = nullptr;
            f();
        }
    }
};
}  // namespace

class TestProbeRun : public QObject {
    Q_OBJECT

private:
    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    std::shared_ptr<core::Store> m_store;
    qint64 m_providerId = 0;
    const QString m_providerName = QStringLiteral("O'Brien; $(touch /tmp/tb-pwned) `id` \"GPU\"\nCloud");

    core::SshTarget target() const {
        core::SshTarget t;
        t.host = m_sshd.host();
        t.port = m_sshd.port();
        t.user = tb::test::SshdFixture::testUser();
        t.identityFile = m_sshd.userKey();
        t.knownHostsFile = m_tmp.filePath(QStringLiteral("known_hosts"));
        t.readConfig = false;
        t.agentSocket = m_tmp.filePath(QStringLiteral("no-agent"));
        t.stallTimeoutS = 6;
        return t;
    }
    std::unique_ptr<core::RemoteSession> session() {
        auto s = std::make_unique<core::RemoteSession>([] { return std::make_unique<remote::SshConnection>(); });
        return s;
    }
    core::RunSpec spec(const QString& name, const QString& commandLine) const {
        core::RunSpec s;
        s.providerId = m_providerId;
        s.name = name;
        s.commandLine = commandLine;
        return s;
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QFile kh(m_tmp.filePath(QStringLiteral("known_hosts")));
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        kh.close();
        auto store = core::Store::open(m_tmp.filePath(QStringLiteral("tb.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        // Plain SQL: this suite is about runs, not about the provider repository.
        auto id = m_store->run([this](QSqlDatabase& db) -> core::Result<qint64> {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT INTO provider (name) VALUES (?)"));
            q.addBindValue(m_providerName);
            if (!q.exec()) {
                return core::makeError(core::ErrorCode::Database, q.lastError().text());
            }
            return q.lastInsertId().toLongLong();
        });
        QVERIFY2(id, id ? "" : qPrintable(id.error().toString()));
        m_providerId = *id;
        QFile::remove(QStringLiteral("/tmp/tb-pwned"));
    }

    void hostKeyQuestionGoesThroughSignals() {
        // A GUI-style session: the question comes as a signal, the answer from this thread; the worker waits.
        core::RemoteSession s([] { return std::make_unique<remote::SshConnection>(); });
        QSignalSpy asked(&s, &core::RemoteSession::hostKeyQuestion);
        QSignalSpy connectedSpy(&s, &core::RemoteSession::connected);
        connect(&s, &core::RemoteSession::hostKeyQuestion, this, [&s] { s.answerHostKey(true); });
        auto t = target();
        t.knownHostsFile = m_tmp.filePath(QStringLiteral("known_hosts_signal"));
        auto f = s.open(t);
        QTRY_COMPARE_WITH_TIMEOUT(connectedSpy.count(), 1, 15000);
        QCOMPARE(asked.count(), 1);
        QVERIFY(f.result());
    }

    void deployAndRunTbNodeIntoTheStore() {
        const QString built = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/tb-node");
        const QString sourcesDir = qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/probes");
        auto sources = core::ProbeBundle::fromDirectory(sourcesDir, core::ProbeBundle::Kind::Sources);
        QVERIFY(sources);
        // Prebuilt when the build tree has tb-node (no compiler run on the node); else the node builds the sources.
        std::optional<core::ProbeBundle> prebuilt;
        if (QFileInfo(built).isExecutable()) {
            QDir().mkpath(m_tmp.filePath(QStringLiteral("prebuilt")));
            QFile::copy(built, m_tmp.filePath(QStringLiteral("prebuilt/tb-node")));
            auto b = core::ProbeBundle::fromDirectory(m_tmp.filePath(QStringLiteral("prebuilt")),
                                                      core::ProbeBundle::Kind::Prebuilt);
            QVERIFY(b);
            prebuilt = *b;
        }
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::Deployer::Options options;
        options.remoteDir = QStringLiteral("~/.cache/tierbench-test-%1").arg(m_sshd.port());
        options.probesCuda = QStringLiteral("OFF");
        options.probesHip = QStringLiteral("OFF");
        QStringList deployLog;
        auto first =
            s->submit([&](core::RemoteConnection& c) {
                 return core::Deployer(c, options)
                     .deploy(*sources, prebuilt ? &*prebuilt : nullptr, {}, [&](const QString& l) { deployLog << l; });
             }).result();
        QVERIFY2(first, first ? "" : qPrintable(first.error().toString()));
        QVERIFY(!first->cached);
        QVERIFY(first->upload.bytesSent > 0);
        // The analyst sees what was sent and how; a small bundle goes over one channel.
        QCOMPARE(first->upload.channels, 1);
        QVERIFY2(deployLog.join(u'\n').contains(QStringLiteral("sent and verified")),
                 qPrintable(deployLog.join(u'\n')));
        auto second = s->submit([&](core::RemoteConnection& c) {
                           return core::Deployer(c, options).deploy(*sources, prebuilt ? &*prebuilt : nullptr, {});
                       }).result();
        QVERIFY(second);
        QVERIFY(second->cached);
        QCOMPARE(second->upload.bytesSent, qint64(0));
        qInfo("first deploy %.2f s (%s), cached redeploy %.3f s", first->seconds, qPrintable(first->plan.reason),
              second->seconds);
        QVERIFY(second->seconds < 2.0);

        Observer observer;
        core::ProbeRunner runner(m_store, &observer);
        auto sp = spec(QStringLiteral("tb-node"), core::ShellQuote::path(first->binDir + QStringLiteral("/tb-node")));
        sp.bundleHash = first->hash;
        auto outcome = s->submit([&](core::RemoteConnection& c) { return runner.run(c, sp, {}); }).result();
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QVERIFY2(outcome->status == core::RunStatus::Ok || outcome->status == core::RunStatus::Failed,
                 qPrintable(core::runStatusKey(outcome->status)));
        QVERIFY(outcome->exitCode == 0 || outcome->exitCode == 1);  // 1: a check failed on this machine
        QVERIFY(outcome->facts > 0);
        QVERIFY(observer.events > 0);
        const qint64 runId = outcome->runId;
        const auto r = TB_DB(m_store, core::RunRepository(db).get(runId));
        QVERIFY(r);
        QVERIFY(r->pgid.has_value() && *r->pgid > 1);
        QCOMPARE(r->bundleHash, first->hash);
        QVERIFY(!r->probeVersion.isEmpty());
        QVERIFY(!r->endedAt.isEmpty());
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).findings(runId).valueOr({})).size(),
                 outcome->facts + outcome->checks);
        const auto log = TB_DB(m_store, core::RunRepository(db).rawLog(runId, QStringLiteral("stdout")));
        QVERIFY(log && log->content.contains("\"hello\""));
    }

    void recipesFromATestFile() {
        const QString file = m_tmp.filePath(QStringLiteral("recipes.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"json({"version":1,"recipes":[
          {"name":"stand_in_pull","checkItem":"storage.container_pull","timeoutS":60,
           "setup":[["mkdir","-p","{scratch}/layers"]],
           "variants":[{"requires":"no-such-tool-tb","commands":[["false"]]},
                       {"requires":"sleep","commands":[["sleep","0.3"],["python3","-c","print('pulled')"]]
    }],
           "cleanup":[["rm","-rf","{scratch}/layers"]],
           "thresholds":{
        "platinum" : 10, "gold" : 60, "silver" : 240, "bronze" : null
    }},
          {"name":"stand_in_whois","checkItem":"availability.own_capacity","timeoutS":30,
           "outputFact":"recipe.whois.owner","compareWithProvider":true,
           "variants":[{"commands":[["echo","OrgName: Some Hyperscaler; $(touch /tmp/tb-pwned)"]]}]},
          {"name":"stand_in_missing","timeoutS":30,"variants":[{"requires":"no-such-tool-tb","commands":[["true"]]}]}
        ]})json");
        f.close();
        auto book = core::RecipeBook::load(file);
        QVERIFY2(book, book ? "" : qPrintable(book.error().toString()));
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::ProbeRunner runner(m_store);
        const auto runRecipe = [&](const QString& name) {
            const core::Recipe r = *book->find(name);
            auto sp = spec(r.name, r.script(QStringLiteral("~/.cache/tb-recipes/") + r.name));
            sp.kind = core::RunKind::Recipe;
            sp.timeoutS = r.timeoutS;
            sp.outputFactKey = r.outputFact;
            sp.providerName = r.compareWithProvider ? m_providerName : QString();
            return s->submit([&](core::RemoteConnection& c) { return runner.run(c, sp, {}); }).result();
        };
        auto pull = runRecipe(QStringLiteral("stand_in_pull"));
        QVERIFY(pull);
        QCOMPARE(pull->status, core::RunStatus::Ok);
        QCOMPARE(pull->samples, 1);
        const auto samples = TB_DB(m_store, core::RunRepository(db).samples(pull->runId));
        QCOMPARE(samples.size(), 1);
        QCOMPARE(samples[0].metric, QStringLiteral("recipe.stand_in_pull.seconds"));
        QVERIFY(samples[0].value >= 0.3 && samples[0].value < 10);
        QCOMPARE(book->find(QStringLiteral("stand_in_pull"))->tierFor(samples[0].value), QStringLiteral("platinum"));
        auto whois = runRecipe(QStringLiteral("stand_in_whois"));
        QVERIFY(whois);
        QCOMPARE(whois->status, core::RunStatus::Ok);
        QCOMPARE(whois->checks, 1);
        for (const auto& fr : TB_DB(m_store, core::RunRepository(db).findings(whois->runId).valueOr({}))) {
            if (fr.kind == core::FindingKind::Check) {
                QCOMPARE(fr.status, core::FindingStatus::Warn);  // owner is not the provider: aggregator hint
            } else {
                QVERIFY(fr.value.contains(QStringLiteral("Some Hyperscaler; $(touch /tmp/tb-pwned)")));
            }
        }
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tb-pwned")));
        auto missing = runRecipe(QStringLiteral("stand_in_missing"));
        QVERIFY(missing);
        QCOMPARE(missing->status, core::RunStatus::Failed);
        QCOMPARE(missing->exitCode, 2);
        QCOMPARE(missing->error->code, core::ErrorCode::ProbeFailed);
    }

    // The shipped recipes (resources/recipes/clustermax-recipes.json) on the loopback node. With none of their tools
    // on PATH each is unsupported, says which tools, and times nothing; with its tool present a recipe runs on the
    // storage tier it is given and records where: the real `import torch` (Debian's python3-torch), and the public
    // IP's owner read by the real curl from an HTTP server on loopback that answers as ipinfo.io does.
    void shippedRecipesWithTheirToolsMissingAndPresent() {
        const auto& book = core::RecipeBook::builtin();
        QVERIFY2(book, book ? "" : qPrintable(book.error().toString()));
        QVERIFY(book->recipes().size() >= 15);
        // The sshd's user is another one: what it reads and writes lies in a folder open to it.
        QTemporaryDir shared(QStringLiteral("/tmp/tb-recipes-XXXXXX"));
        const auto open = [](const QString& path) {
            return QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                   QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                   QFileDevice::WriteOther | QFileDevice::ExeOther);
        };
        QVERIFY(shared.isValid() && open(shared.path()));
        // A PATH with only what the recipe script itself needs: every recipe's tool is missing.
        const QString bare = shared.filePath(QStringLiteral("bare-bin"));
        QVERIFY(QDir().mkpath(bare) && open(bare));
        for (const char* tool : {"sh", "date", "awk", "mkdir", "rm", "stat", "tr", "cut", "cat"}) {
            const QString real = QStandardPaths::findExecutable(QLatin1String(tool));
            QVERIFY2(!real.isEmpty(), tool);
            QVERIFY(QFile::link(real, bare + u'/' + QLatin1String(tool)));
        }
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::ProbeRunner runner(m_store);
        const auto run = [&](const core::Recipe& r, const QString& prefix, const QString& tier) {
            auto sp = spec(r.name, prefix + r.script(QStringLiteral("~/.cache/tb-recipes/") + r.name, tier));
            sp.kind = core::RunKind::Recipe;
            sp.timeoutS = 120;
            sp.outputFactKey = r.outputFact;
            sp.providerName = r.compareWithProvider ? m_providerName : QString();
            return s->submit([&](core::RemoteConnection& c) { return runner.run(c, sp, {}); }).result();
        };
        const auto findings = [&](qint64 runId) {
            QHash<QString, core::FindingRecord> byKey;
            for (const auto& f : TB_DB(m_store, core::RunRepository(db).findings(runId).valueOr({}))) {
                byKey.insert(f.key, f);
            }
            return byKey;
        };
        const QString barePath = QStringLiteral("PATH=%1; export PATH; ").arg(core::ShellQuote::quote(bare));
        for (const core::Recipe& r : book->recipes()) {
            auto out = run(r, barePath, {});
            QVERIFY2(out, qPrintable(r.name));
            QCOMPARE(out->status, core::RunStatus::Failed);
            QCOMPARE(out->exitCode, 2);
            QCOMPARE(out->samples, 0);
            QVERIFY2(out->error && out->error->message.contains(QLatin1String("unsupported")),
                     qPrintable(r.name + u' ' + (out->error ? out->error->message : QString())));
            const auto f = findings(out->runId);
            QVERIFY2(f.contains(QStringLiteral("recipe.tool")), qPrintable(r.name));
            const core::FindingRecord tool = f.value(QStringLiteral("recipe.tool"));
            QCOMPARE(tool.status, core::FindingStatus::Waived);
            for (const QString& t : r.tools()) {
                QVERIFY2((tool.value + tool.detail).contains(t), qPrintable(r.name + u' ' + tool.detail));
            }
            QVERIFY2(!f.contains(QStringLiteral("recipe.command")), qPrintable(r.name));
        }
        const core::Recipe importTorch = *book->find(QStringLiteral("import_torch"));
        // A tier the node lacks: unsupported, named, nothing created.
        auto noTier = run(importTorch, {}, QStringLiteral("/nonexistent-tier-tb"));
        QVERIFY(noTier);
        QCOMPARE(noTier->exitCode, 2);
        const core::FindingRecord dir = findings(noTier->runId).value(QStringLiteral("recipe.dir"));
        QCOMPARE(dir.status, core::FindingStatus::Waived);
        QVERIFY2((dir.value + dir.detail).contains(QLatin1String("/nonexistent-tier-tb")), qPrintable(dir.detail));
        QVERIFY(!QFileInfo::exists(QStringLiteral("/nonexistent-tier-tb")));
        // Present: Debian's torch, imported on a tier whose name holds a space, %, quotes and a backslash.
        const QString tier = shared.filePath(QStringLiteral("tier 50% \"of\" a\\b"));
        QVERIFY(QDir().mkpath(tier) && open(tier));
        auto imported = run(importTorch, QStringLiteral("PATH=/usr/bin:/bin; export PATH; "), tier);
        QVERIFY(imported);
        QCOMPARE(imported->status, core::RunStatus::Ok);
        QCOMPARE(imported->samples, 1);
        const auto fi = findings(imported->runId);
        QCOMPARE(fi.value(QStringLiteral("recipe.dir")).value, tier);
        QVERIFY2(!fi.value(QStringLiteral("recipe.dir")).detail.isEmpty(), "the tier's file system is named");
        QCOMPARE(fi.value(QStringLiteral("recipe.command")).value, QStringLiteral("python3 -c import torch"));
        QVERIFY2(QFileInfo(tier + QStringLiteral("/.tierbench/import_torch")).isDir(), "the scratch lay on the tier");
        const auto sample = TB_DB(m_store, core::RunRepository(db).samples(imported->runId));
        QCOMPARE(sample.size(), 1);
        QVERIFY(sample[0].value > 0 && sample[0].value < 120);
        // The public IP's owner from "ipinfo" on loopback: static files org, city, region, country.
        const QString site = m_tmp.filePath(QStringLiteral("ipinfo"));
        QVERIFY(QDir().mkpath(site));
        for (const auto& [file, text] : {std::pair{"org", "AS64500 Example Compute GmbH"},
                                         {"city", "Frankfurt"},
                                         {"region", "Hesse"},
                                         {"country", "DE"}}) {
            QFile f(site + u'/' + QLatin1String(file));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        QProcess http;
        http.setWorkingDirectory(site);
        http.start(QStringLiteral("/usr/bin/python3"),
                   {QStringLiteral("-u"), QStringLiteral("-m"), QStringLiteral("http.server"), QStringLiteral("--bind"),
                    QStringLiteral("127.0.0.1"), QStringLiteral("0")});
        QVERIFY(http.waitForStarted());
        QByteArray banner;
        QTRY_VERIFY_WITH_TIMEOUT((banner += http.readAllStandardOutput()).contains("port "), 15000);
        const QString port = QString::fromLatin1(banner.mid(banner.indexOf("port ") + 5).split(' ').first());
        const core::Recipe owner = *book->find(QStringLiteral("public_ip_owner"));
        auto who = run(owner,
                       QStringLiteral("TB_IPINFO_URL=http://127.0.0.1:%1; export TB_IPINFO_URL; PATH=/usr/bin:/bin; "
                                      "export PATH; ")
                           .arg(port),
                       {});
        http.kill();
        http.waitForFinished();
        QVERIFY(who);
        QCOMPARE(who->status, core::RunStatus::Ok);
        const auto fw = findings(who->runId);
        const QString said = fw.value(QStringLiteral("recipe.public_ip.owner")).value;
        QVERIFY2(said.contains(QLatin1String("organisation and ASN: AS64500 Example Compute GmbH")) &&
                     said.contains(QLatin1String("location: Frankfurt, Hesse, DE")),
                 qPrintable(said));
        QCOMPARE(fw.value(QStringLiteral("recipe.command")).value.left(3), QStringLiteral("sh "));
        // Not the provider's name: the aggregator hint, as with whois.
        QCOMPARE(fw.value(QStringLiteral("recipe.public_ip.owner.matches_provider")).status, core::FindingStatus::Warn);
    }

    // torchtitan's own Llama 3.1 8B run (issue 35.1): torchtitan cannot be installed here, so the recipe meets the
    // stand-in package (tests/probes/fixtures/torchtitan-standin), launched by torchrun over gloo with its ranks on
    // the loopback node. With the config beside the package the run is timed and its log is the run's output; an
    // install without the config is unsupported and says which file it lacks.
    void torchtitanRecipeOnTheStandIn() {
        const auto& book = core::RecipeBook::builtin();
        QVERIFY(book);
        const auto titan = book->find(QStringLiteral("torchtitan_llama3_8b"));
        QVERIFY(titan);
        QCOMPARE(titan->tools(),
                 (QStringList{QStringLiteral("torchrun"), QStringLiteral("torchtitan (Python module)")}));
        QCOMPARE(titan->importLog, QStringLiteral("torchtitan-log"));
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::ProbeRunner runner(m_store);
        const auto run = [&](const tb::test::TorchtitanStandIn& standIn) {
            const QString env = QStringLiteral("PATH=%1; PYTHONPATH=%2; export PATH PYTHONPATH; ")
                                    .arg(core::ShellQuote::quote(standIn.binDir() + QStringLiteral(":/usr/bin:/bin")),
                                         core::ShellQuote::quote(standIn.pythonPath()));
            auto sp = spec(titan->name, env + titan->script(QStringLiteral("~/.cache/tb-recipes/torchtitan")));
            sp.kind = core::RunKind::Recipe;
            sp.timeoutS = 240;
            sp.importLog = titan->importLog;
            return s->submit([&](core::RemoteConnection& c) { return runner.run(c, sp, {}); }).result();
        };
        const tb::test::TorchtitanStandIn standIn;
        QVERIFY(standIn.isValid());
        const auto ok = run(standIn);
        QVERIFY(ok);
        QVERIFY2(ok->status == core::RunStatus::Ok, qPrintable(ok->error ? ok->error->message : QString()));
        QCOMPARE(ok->samples, 1);
        const auto log = TB_DB(m_store, core::RunRepository(db).rawLog(ok->runId, QStringLiteral("stdout")));
        QVERIFY(log);
        // Every rank's 50 steps, in torchtitan's layout: a rank per core here (--nproc_per_node=auto without a GPU).
        const qsizetype ranks = log->content.count("Training starts at step 1.");
        QVERIFY2(ranks >= 1, log->content.right(2000).constData());
        QCOMPARE(log->content.count("step: 50  loss:"), ranks);
        // The log is read as torchtitan's and stored beside the timing: one import run of the 50 steps, read once
        // however many ranks printed each, pointing back at the recipe's run, which says so.
        const auto okFindings = TB_DB(m_store, core::RunRepository(db).findings(ok->runId).valueOr({}));
        const auto said = std::find_if(okFindings.begin(), okFindings.end(), [](const core::FindingRecord& f) {
            return f.key == QLatin1String("recipe.log");
        });
        QVERIFY(said != okFindings.end());
        QVERIFY2(said->value.contains(QLatin1String("torchtitan-log")), qPrintable(said->value));
        const qint64 logRun = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("SELECT id FROM probe_run WHERE kind = 'import' AND "
                               "json_extract(args_json, '$.from_run') = ?"));
            q.addBindValue(ok->runId);
            return q.exec() && q.next() ? q.value(0).toLongLong() : qint64(0);
        }());
        QVERIFY(logRun > 0);
        QVERIFY2(said->value.contains(QString::number(logRun)), qPrintable(said->value));
        const auto steps = TB_DB(m_store, core::RunRepository(db).samples(logRun));
        QCOMPARE(std::count_if(steps.begin(), steps.end(),
                               [](const core::SampleRecord& x) {
                                   return x.metric == QLatin1String("train.tokens_per_s_per_gpu") &&
                                          x.extra.contains(QLatin1String("step"));
                               }),
                 50);
        const tb::test::TorchtitanStandIn withoutConfig(false);
        QVERIFY(withoutConfig.isValid());
        const auto lacking = run(withoutConfig);
        QVERIFY(lacking);
        QCOMPARE(lacking->exitCode, 2);
        QCOMPARE(lacking->samples, 0);
        // Nothing ran, so no log is read: no import run, no `recipe.log`.
        const auto lackingFindings = TB_DB(m_store, core::RunRepository(db).findings(lacking->runId).valueOr({}));
        QVERIFY(std::none_of(lackingFindings.begin(), lackingFindings.end(),
                             [](const core::FindingRecord& f) { return f.key == QLatin1String("recipe.log"); }));
        QHash<QString, core::FindingRecord> byKey;
        for (const auto& f : TB_DB(m_store, core::RunRepository(db).findings(lacking->runId).valueOr({}))) {
            byKey.insert(f.key, f);
        }
        QCOMPARE(byKey.value(QStringLiteral("recipe.tool")).status, core::FindingStatus::Waived);
        QVERIFY2(byKey.value(QStringLiteral("recipe.tool")).detail.contains(QLatin1String("llama3_8b.toml")),
                 qPrintable(byKey.value(QStringLiteral("recipe.tool")).detail));
    }

    void droppedConnectionIsInterruptedWithSamplesKept() {
        auto s = session();
        QVERIFY(s->open(target()).result());
        Observer observer;
        observer.onFirstEvent = [this] {
            for (qint64 pid : m_sshd.sessionPids()) {
                ::kill(static_cast<pid_t>(pid), SIGKILL);
            }
        };
        core::ProbeRunner runner(m_store, &observer);
        const QString line = QStringLiteral(
            "for i in 1 2 3; do printf "
            "'{\"tb\":1,\"type\":\"sample\",\"metric\":\"m\",\"value\":%s,\"unit\":\"s\"}\\n' "
            "$i; done; sleep 30");
        auto outcome = s->submit([&](core::RemoteConnection& c) {
                            return runner.run(c, spec(QStringLiteral("drop"), line), {});
                        }).result();
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Interrupted);
        QCOMPARE(outcome->error->code, core::ErrorCode::Unreachable);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).samples(outcome->runId)).size(), 3);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Interrupted);
        // Reconnect works on the same session.
        QVERIFY(s->open(target()).result());
    }

    void cancelledRun() {
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::CancelToken cancel;
        Observer observer;
        observer.onFirstEvent = [cancel] { cancel.cancel(); };
        core::ProbeRunner runner(m_store, &observer);
        auto outcome =
            s->submit([&](core::RemoteConnection& c) {
                 return runner.run(c, spec(QStringLiteral("cancel"), QStringLiteral("echo hi; sleep 300")), cancel);
             }).result();
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Cancelled);
    }

    void hostileOutputIsCappedWithAClearStatus() {
        auto s = session();
        QVERIFY(s->open(target()).result());
        core::ProbeRunner runner(m_store);
        QElapsedTimer t;
        t.start();
        auto outcome =
            s->submit([&](core::RemoteConnection& c) {
                 return runner.run(c,
                                   spec(QStringLiteral("hostile"),
                                        QStringLiteral("head -c 10000000 /dev/zero | tr '\\0' a; printf "
                                                       "'\\377\\376{\"tb\":1,\\n'; head -c 1000000000 /dev/zero")),
                                   {});
             }).result();
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        qInfo("1 GB of hostile output stored in %lld ms", static_cast<long long>(t.elapsed()));
        const auto log = TB_DB(m_store, core::RunRepository(db).rawLog(outcome->runId, QStringLiteral("stdout")));
        QVERIFY(log);
        QVERIFY(log->truncated);
        QVERIFY(log->content.size() <= core::ProbeRunner::kRawLogCap);
        QVERIFY(log->content.endsWith("]\n"));
    }

    void cleanupTestCase() {
        m_store.reset();
        m_sshd.stop();
    }
};

QTEST_GUILESS_MAIN(TestProbeRun)
#include "tst_ProbeRun.moc"
