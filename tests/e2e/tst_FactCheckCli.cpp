// Issue 18.2 through the real tierbench-cli: a provider's fact-check bundle holds its review, its evidence with raw
// data and hashes and a manifest, and nothing about any other provider (a two-provider database with the other
// provider's name planted in the reviewed one's evidence, its own runs, node host name and file name); an outsider
// verifies the bundle without the database, and a tampered file, sample or verdict is named.
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using tb::test::readFile;
using tb::test::writeFile;

QString sha256(const QByteArray& b) {
    return QString::fromLatin1(QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex());
}

// After a deliberate edit, make the manifest and SHA256SUMS agree with it again: the tampering a careful forger
// would do, so only the deeper checks (recorded hashes, re-derived samples, recomputed scores) can catch it.
bool reseal(const QString& dir) {
    QJsonObject manifest = QJsonDocument::fromJson(readFile(dir + QStringLiteral("/manifest.json"))).object();
    QJsonArray files;
    QByteArray sums;
    for (const QJsonValue& v : manifest.value(QStringLiteral("files")).toArray()) {
        QJsonObject f = v.toObject();
        const QString hash = sha256(readFile(dir + u'/' + f.value(QStringLiteral("path")).toString()));
        f.insert(QStringLiteral("sha256"), hash);
        files.append(f);
        sums += hash.toLatin1() + "  " + f.value(QStringLiteral("path")).toString().toUtf8() + '\n';
    }
    manifest.insert(QStringLiteral("files"), files);
    return writeFile(dir + QStringLiteral("/manifest.json"), QJsonDocument(manifest).toJson()) &&
           writeFile(dir + QStringLiteral("/SHA256SUMS"), sums);
}

bool copyTree(const QString& from, const QString& to) {
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + u'/' + QDir(from).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(file, target)) {
            return false;
        }
    }
    return true;
}

}  // namespace

class TestFactCheckCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QStringList differing(const Run& r) {
        QStringList out;
        for (const QJsonValue& v : r.json().toObject().value(QStringLiteral("checks")).toArray()) {
            const QJsonObject c = v.toObject();
            if (!c.value(QStringLiteral("matches")).toBool()) {
                out << c.value(QStringLiteral("kind")).toString() + u':' +
                           c.value(QStringLiteral("subject")).toString();
            }
        }
        return out;
    }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;
    QString m_bundle;
    QList<qint64> m_otherRuns;
    qint64 m_ownRun = 0;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path(), QStringLiteral("two.sqlite"));
        // The demo database: Crusoe evaluated; Nebius becomes the second provider with data of its own.
        const Run rate = cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(rate.code == 0, rate.err.constData());
        const QString fixtures = tb::test::sourceDir() + QStringLiteral("/tests/core/fixtures/imports/");
        const Run own = cli({QStringLiteral("import"), fixtures + QStringLiteral("nccl-grep-sections.txt"),
                             QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(own.code == 0, own.err.constData());
        const QString secret = m_dir.filePath(QStringLiteral("nebius-secret-sweep.txt"));
        QVERIFY(QFile::copy(fixtures + QStringLiteral("nvbandwidth-v02.txt"), secret));
        const Run other = cli({QStringLiteral("import"), secret, QStringLiteral("--provider"), QStringLiteral("Nebius"),
                               QStringLiteral("--json")});
        QVERIFY2(other.code == 0, other.err.constData());
        const Run eval = cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                              QStringLiteral("Nebius"), QStringLiteral("--title"), QStringLiteral("Nebius hands-on")});
        QVERIFY2(eval.code == 0, eval.err.constData());
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plant"));
            db.setDatabaseName(m_cli.database());
            QVERIFY(db.open());
            QSqlQuery q(db);
            // The reviewed provider's evidence names the other one (redacted in the bundle, as in the review).
            QVERIFY(q.exec(QStringLiteral(
                "UPDATE verdict SET evidence = 'Twice as slow as Nebius on the same sweep.' WHERE id = (SELECT "
                "MIN(v.id) FROM verdict v JOIN evaluation e ON e.id = v.evaluation_id JOIN provider p ON p.id = "
                "e.provider_id WHERE p.name = 'Crusoe')")));
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO node (evaluation_id, name, host) SELECT e.id, 'nebius-node', 'nebius-h100-07.internal' "
                "FROM evaluation e JOIN provider p ON p.id = e.provider_id WHERE p.name = 'Nebius'")));
            QVERIFY(
                q.exec(QStringLiteral("SELECT r.id, p.name FROM probe_run r JOIN provider p ON p.id = r.provider_id "
                                      "WHERE p.name = 'Nebius' OR (p.name = 'Crusoe' AND r.source_name LIKE "
                                      "'%nccl-grep-sections.txt') ORDER BY r.id")));
            while (q.next()) {
                if (q.value(1).toString() == QLatin1String("Nebius")) {
                    m_otherRuns << q.value(0).toLongLong();
                } else if (m_ownRun == 0) {
                    m_ownRun = q.value(0).toLongLong();
                }
            }
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("plant"));
        QVERIFY(!m_otherRuns.isEmpty());
        QVERIFY(m_ownRun > 0);
        m_bundle = m_dir.filePath(QStringLiteral("bundle"));
        const Run exported =
            cli({QStringLiteral("factcheck"), QStringLiteral("export"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"), QStringLiteral("--out"), m_bundle, QStringLiteral("--json")});
        QVERIFY2(exported.code == 0, exported.err.constData());
    }

    void theBundleHoldsTheReviewTheEvidenceAndAManifest() {
        for (const char* file : {"review.pdf", "manifest.json", "SHA256SUMS", "evaluation.json", "scoring/input.json",
                                 "scoring/config.json", "scoring/stated.json"}) {
            QVERIFY2(QFileInfo::exists(m_bundle + u'/' + QLatin1String(file)), file);
        }
        const QString run = m_bundle + QStringLiteral("/runs/%1/").arg(m_ownRun);
        for (const char* file : {"run.json", "stdout.log", "samples.json", "findings.json"}) {
            QVERIFY2(QFileInfo::exists(run + QLatin1String(file)), qPrintable(run + QLatin1String(file)));
        }
        const QJsonObject manifest =
            QJsonDocument::fromJson(readFile(m_bundle + QStringLiteral("/manifest.json"))).object();
        QCOMPARE(manifest.value(QStringLiteral("provider")).toString(), QStringLiteral("Crusoe"));
        QVERIFY(!manifest.value(QStringLiteral("program_version")).toString().isEmpty());
        QVERIFY(manifest.value(QStringLiteral("verify")).toArray().size() >= 1);
        QSet<QString> listed;
        for (const QJsonValue& v : manifest.value(QStringLiteral("files")).toArray()) {
            const QJsonObject f = v.toObject();
            listed.insert(f.value(QStringLiteral("path")).toString());
            QCOMPARE(f.value(QStringLiteral("sha256")).toString(),
                     sha256(readFile(m_bundle + u'/' + f.value(QStringLiteral("path")).toString())));
        }
        QVERIFY(listed.contains(QStringLiteral("review.pdf")));
        QVERIFY(listed.contains(QStringLiteral("runs/%1/stdout.log").arg(m_ownRun)));
        // The raw file as imported: its hash is the one the run recorded.
        const QJsonObject runJson = QJsonDocument::fromJson(readFile(run + QStringLiteral("run.json"))).object();
        QCOMPARE(sha256(readFile(run + QStringLiteral("stdout.log"))),
                 runJson.value(QStringLiteral("raw_sha256")).toString());
    }

    void nothingAboutTheOtherProviderIsInTheBundle() {
        QString why;
        const QString pdfText = tb::test::pdfText(m_bundle + QStringLiteral("/review.pdf"), {}, &why);
        if (!why.isEmpty()) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY2(pdfText.contains(QLatin1String("Crusoe")), qPrintable(pdfText.left(400)));
        QStringList forbidden{QStringLiteral("nebius"), QStringLiteral("nebius-h100-07"),
                              QStringLiteral("secret-sweep")};
        QDirIterator it(m_bundle, QDir::Files, QDirIterator::Subdirectories);
        bool placeholderSeen = false;
        while (it.hasNext()) {
            const QString file = it.next();
            const QString rel = QDir(m_bundle).relativeFilePath(file);
            const QString body = rel == QLatin1String("review.pdf") ? pdfText : QString::fromUtf8(readFile(file));
            for (const QString& word : forbidden) {
                QVERIFY2(!body.contains(word, Qt::CaseInsensitive), qPrintable(rel + QStringLiteral(" names ") + word));
            }
            for (qint64 id : m_otherRuns) {
                QVERIFY2(!rel.startsWith(QStringLiteral("runs/%1/").arg(id)), qPrintable(rel));
                if (rel.endsWith(QLatin1String("run.json"))) {
                    QVERIFY2(!body.contains(QStringLiteral("\"id\": %1,").arg(id)), qPrintable(rel));
                }
                QVERIFY2(!body.contains(QStringLiteral("runs/%1/").arg(id)), qPrintable(rel));
                QVERIFY2(!body.contains(QStringLiteral("run %1 ").arg(id)), qPrintable(rel));
            }
            placeholderSeen = placeholderSeen || body.contains(QStringLiteral("[another provider]"));
        }
        // Redacted, not dropped: the sentence is there with the placeholder where the name was.
        QVERIFY(placeholderSeen);
        QVERIFY(
            readFile(m_bundle + QStringLiteral("/evaluation.json")).contains("Twice as slow as [another provider]"));
    }

    void anOutsiderVerifiesTheBundleWithoutTheDatabase() {
        tb::test::CliRunner runner = m_cli;
        runner.setDatabase({});  // no --db: the bundle is all it has
        const Run r =
            runner.run({QStringLiteral("factcheck"), QStringLiteral("verify"), m_bundle, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(differing(r).join(u'\n') + QString::fromUtf8(r.err)));
        QSet<QString> kinds;
        for (const QJsonValue& v : r.json().toObject().value(QStringLiteral("checks")).toArray()) {
            kinds.insert(v.toObject().value(QStringLiteral("kind")).toString());
        }
        for (const char* kind : {"bundle_file", "raw_log", "raw_result", "sample", "score", "tier"}) {
            QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
        }
        const Run plain = runner.run({QStringLiteral("factcheck"), QStringLiteral("verify"), m_bundle});
        QVERIFY2(plain.out.contains("all match."), plain.out.constData());
    }

    void aZipBundleVerifiesToo() {
        const QString zip = m_dir.filePath(QStringLiteral("crusoe-factcheck.zip"));
        const Run exported = cli({QStringLiteral("factcheck"), QStringLiteral("export"), QStringLiteral("--provider"),
                                  QStringLiteral("Crusoe"), QStringLiteral("--out"), zip});
        QVERIFY2(exported.code == 0, exported.err.constData());
        const Run r = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), zip, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(differing(r).join(u'\n')));
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-tq"), zip});
        if (unzip.waitForStarted(10000)) {
            QVERIFY(unzip.waitForFinished(60000));
            QVERIFY2(unzip.exitCode() == 0, unzip.readAllStandardOutput().constData());
        }
    }

    void aTamperedFileIsNamed() {
        const QString copy = m_dir.filePath(QStringLiteral("tampered-file"));
        QVERIFY(copyTree(m_bundle, copy));
        const QString log = copy + QStringLiteral("/runs/%1/stdout.log").arg(m_ownRun);
        QVERIFY(writeFile(log, readFile(log).replace("float", "floaT")));
        const Run r = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), copy, QStringLiteral("--json")});
        QCOMPARE(r.code, 19);
        QVERIFY2(differing(r).contains(QStringLiteral("bundle_file:runs/%1/stdout.log").arg(m_ownRun)),
                 qPrintable(differing(r).join(u'\n')));
        // Even with the manifest forged to match, the hash the database recorded when the log was stored differs.
        QVERIFY(reseal(copy));
        const Run forged = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), copy, QStringLiteral("--json")});
        QCOMPARE(forged.code, 19);
        QVERIFY2(differing(forged).contains(QStringLiteral("raw_log:run %1 stdout").arg(m_ownRun)),
                 qPrintable(differing(forged).join(u'\n')));
    }

    void aForgedSampleOrVerdictIsNamedEvenWithMatchingHashes() {
        const QString copy = m_dir.filePath(QStringLiteral("tampered-data"));
        QVERIFY(copyTree(m_bundle, copy));
        const QString samples = copy + QStringLiteral("/runs/%1/samples.json").arg(m_ownRun);
        QJsonArray list = QJsonDocument::fromJson(readFile(samples)).array();
        QVERIFY(!list.isEmpty());
        QJsonObject first = list.first().toObject();
        first.insert(QStringLiteral("value"), first.value(QStringLiteral("value")).toDouble() * 10);
        list.replace(0, first);
        QVERIFY(writeFile(samples, QJsonDocument(list).toJson()));
        const QString input = copy + QStringLiteral("/scoring/input.json");
        QJsonObject in = QJsonDocument::fromJson(readFile(input)).object();
        QJsonArray verdicts = in.value(QStringLiteral("verdicts")).toArray();
        int flipped = 0;
        for (qsizetype i = 0; i < verdicts.size(); ++i) {
            QJsonObject v = verdicts[i].toObject();
            // The bundle's JSON as an outsider edits it, so its own words.
            const QString word = v.value(QStringLiteral("verdict")).toString();
            if (word == QLatin1String("pass")) {  // status-lint: foreign word (the bundle's JSON)
                v.insert(QStringLiteral("verdict"), QStringLiteral("fail"));
                verdicts.replace(i, v);
                ++flipped;
            }
        }
        QVERIFY(flipped > 0);
        in.insert(QStringLiteral("verdicts"), verdicts);
        QVERIFY(writeFile(input, QJsonDocument(in).toJson()));
        QVERIFY(reseal(copy));
        const Run r = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), copy, QStringLiteral("--json")});
        QCOMPARE(r.code, 19);
        const QStringList diffs = differing(r);
        QVERIFY2(diffs.contains(QStringLiteral("sample:run %1 sample 1 (").arg(m_ownRun) +
                                first.value(QStringLiteral("metric")).toString() + QStringLiteral(" at ") +
                                QString::number(first.value(QStringLiteral("size_bytes")).toInteger()) +
                                QStringLiteral(" B)")),
                 qPrintable(diffs.join(u'\n')));
        bool score = false;
        for (const QString& d : diffs) {
            score = score || d.startsWith(QStringLiteral("score:"));
        }
        QVERIFY2(score, qPrintable(diffs.join(u'\n')));
    }

    void aSignedBundleVerifiesForItsSignerAndItsForgeryDoesNot() {
        // Issue 38.5 through the CLI: the analyst signs with an OpenSSH key; the reader names who may have signed.
        const QString key = m_dir.filePath(QStringLiteral("analyst_ed25519"));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                      QString(), QStringLiteral("-f"), key});
        QVERIFY(keygen.waitForFinished(30000) && keygen.exitCode() == 0);
        const QString signers = m_dir.filePath(QStringLiteral("allowed_signers"));
        QVERIFY(writeFile(signers, "ana@example.org " + readFile(key + QStringLiteral(".pub"))));
        const QString zip = m_dir.filePath(QStringLiteral("signed.zip"));
        const Run exported =
            cli({QStringLiteral("factcheck"), QStringLiteral("export"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"), QStringLiteral("--out"), zip, QStringLiteral("--sign-key"), key});
        QVERIFY2(exported.code == 0, exported.err.constData());
        const QStringList expect{QStringLiteral("--allowed-signers"), signers, QStringLiteral("--identity"),
                                 QStringLiteral("ana@example.org")};
        const Run valid = cli(QStringList{QStringLiteral("factcheck"), QStringLiteral("verify"), zip} + expect);
        QVERIFY2(valid.code == 0, valid.out.constData());
        QVERIFY2(valid.out.contains("Signed and valid"), valid.out.constData());
        const Run unchecked = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), zip});
        QVERIFY2(unchecked.out.contains("signer was not checked"), unchecked.out.constData());
        const Run plain = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), m_bundle});
        QVERIFY2(plain.out.contains("proves the files are consistent with each other, not who made them"),
                 plain.out.constData());
        const Run expectedButUnsigned =
            cli(QStringList{QStringLiteral("factcheck"), QStringLiteral("verify"), m_bundle} + expect);
        QCOMPARE(expectedButUnsigned.code, 19);
        // The provider renamed in the manifest of the signed bundle, unpacked, hashes made to agree.
        const QString copy = m_dir.filePath(QStringLiteral("signed-renamed"));
        const Run unpacked =
            cli({QStringLiteral("factcheck"), QStringLiteral("export"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"), QStringLiteral("--out"), copy, QStringLiteral("--sign-key"), key});
        QVERIFY2(unpacked.code == 0, unpacked.err.constData());
        QJsonObject manifest = QJsonDocument::fromJson(readFile(copy + QStringLiteral("/manifest.json"))).object();
        manifest.insert(QStringLiteral("provider"), QStringLiteral("Acme"));
        QVERIFY(writeFile(copy + QStringLiteral("/manifest.json"), QJsonDocument(manifest).toJson()));
        const Run forged =
            cli(QStringList{QStringLiteral("factcheck"), QStringLiteral("verify"), copy, QStringLiteral("--json")} +
                expect);
        QCOMPARE(forged.code, 19);
        QCOMPARE(forged.json().toObject().value(QStringLiteral("signing")).toString(),
                 QStringLiteral("signed_invalid"));
    }

    void aHostileBundleIsAClearError() {
        const QString junk = m_dir.filePath(QStringLiteral("junk.zip"));
        QVERIFY(writeFile(junk, QByteArray(4096, 'x')));
        const Run r = cli({QStringLiteral("factcheck"), QStringLiteral("verify"), junk});
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("Not a fact-check bundle"), r.err.constData());
        const Run missing =
            cli({QStringLiteral("factcheck"), QStringLiteral("verify"), m_dir.filePath(QStringLiteral("none"))});
        QCOMPARE(missing.code, 3);
        const Run full = cli({QStringLiteral("factcheck"), QStringLiteral("export"), QStringLiteral("--provider"),
                              QStringLiteral("Crusoe"), QStringLiteral("--out"), m_bundle});
        QCOMPARE(full.code, 5);  // a folder that holds files already is not overwritten
    }
};

QTEST_GUILESS_MAIN(TestFactCheckCli)
#include "tst_FactCheckCli.moc"
