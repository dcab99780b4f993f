// Issue 18.2, fact-check bundles in core (the CLI adds the review PDF, tests/e2e/tst_FactCheckCli): a two-provider
// database whose reviewed provider's evidence names the other; the bundle holds the reviewed provider's runs with
// their raw data and recorded hashes, the scoring input and a manifest, and nothing about the other provider (its
// name, its runs, its node's host name, its imported file's name); the verifier, without the database, passes an
// untouched bundle and names a tampered file, a forged sample and a forged verdict even when the manifest is forged
// to match.
#include "core/demo/DemoDatabase.h"
#include "core/domain/Checklist.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/Store.h"
#include "core/report/FactCheckBundle.h"
#include "core/report/FactCheckVerifier.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "tests/core/ImportTestUtil.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {

Result<QVector<qint64>> importFile(QSqlDatabase& db, qint64 providerId, const QByteArray& bytes, const QString& name) {
    ImportCapture capture;
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    auto parsed = Importer::parse(buffer, QStringLiteral("auto"), &capture);
    if (!parsed) {
        return parsed.error();
    }
    return ImportService::store(db, providerId, *parsed, name, capture);
}

QStringList differing(const FactCheckVerification& r) {
    QStringList out;
    for (const VerificationCheck& c : r.checks) {
        if (!c.matches) {
            out << Verification::kindKey(c.kind) + u':' + c.subject;
        }
    }
    return out;
}

QString sha256(const QByteArray& b) {
    return QString::fromLatin1(QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex());
}

// A forger's bundle: the edited files with a manifest and SHA256SUMS that agree with them again.
QList<ArchiveEntry> resealed(QList<ArchiveEntry> files) {
    QHash<QString, QByteArray> byPath;
    for (const ArchiveEntry& e : files) {
        byPath.insert(e.path, e.bytes);
    }
    QJsonObject manifest = QJsonDocument::fromJson(byPath.value(QStringLiteral("manifest.json"))).object();
    QJsonArray list;
    QByteArray sums;
    for (const QJsonValue& v : manifest.value(QStringLiteral("files")).toArray()) {
        QJsonObject f = v.toObject();
        const QString hash = sha256(byPath.value(f.value(QStringLiteral("path")).toString()));
        f.insert(QStringLiteral("sha256"), hash);
        list.append(f);
        sums += hash.toLatin1() + "  " + f.value(QStringLiteral("path")).toString().toUtf8() + '\n';
    }
    manifest.insert(QStringLiteral("files"), list);
    for (ArchiveEntry& e : files) {
        if (e.path == QLatin1String("manifest.json")) {
            e.bytes = QJsonDocument(manifest).toJson();
        } else if (e.path == QLatin1String("SHA256SUMS")) {
            e.bytes = sums;
        }
    }
    return files;
}

// A forger who adds, removes and edits files: the manifest's file list and SHA256SUMS rebuilt from what is there, the
// manifest's statements edited by `edit`; a signature, if any, is kept as it was (the forger has not the key).
QList<ArchiveEntry> forged(const QList<ArchiveEntry>& files, const std::function<void(QJsonObject&)>& edit = {}) {
    QJsonObject manifest;
    QByteArray signature;
    QList<ArchiveEntry> content;
    for (const ArchiveEntry& e : files) {
        if (e.path == QLatin1String("manifest.json")) {
            manifest = QJsonDocument::fromJson(e.bytes).object();
        } else if (e.path == QLatin1String("manifest.json.sig")) {
            signature = e.bytes;
        } else if (e.path != QLatin1String("SHA256SUMS")) {
            content.append(e);
        }
    }
    QByteArray sums;
    for (const ArchiveEntry& e : content) {
        sums += sha256(e.bytes).toLatin1() + "  " + e.path.toUtf8() + '\n';
    }
    content.append({QStringLiteral("SHA256SUMS"), sums});
    QJsonArray list;
    for (const ArchiveEntry& e : content) {
        list.append(QJsonObject{{QStringLiteral("path"), e.path}, {QStringLiteral("sha256"), sha256(e.bytes)}});
    }
    manifest.insert(QStringLiteral("files"), list);
    if (edit) {
        edit(manifest);
    }
    content.append({QStringLiteral("manifest.json"), QJsonDocument(manifest).toJson()});
    if (!signature.isEmpty()) {
        content.append({QStringLiteral("manifest.json.sig"), signature});
    }
    return content;
}

QList<ArchiveEntry> without(QList<ArchiveEntry> files, const std::function<bool(const QString&)>& drop) {
    files.removeIf([&](const ArchiveEntry& e) { return drop(e.path); });
    return files;
}

// Runs ssh-keygen as a test tool; returns its exit code.
int keygen(const QStringList& args) {
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QStringLiteral("ssh-keygen"), args);
    p.closeWriteChannel();
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

}  // namespace

class TestFactCheck : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    QList<ArchiveEntry> m_files;
    QVector<qint64> m_own;
    QVector<qint64> m_other;
    QList<ArchiveEntry> m_signed;  // m_files signed with m_key
    QString m_key, m_signers;

    // The reader's verification of a forgery of the signed bundle against the analyst's key.
    FactCheckVerification verifySigned(const QList<ArchiveEntry>& files) {
        auto r = FactCheckVerifier::verify(files, {m_signers, QStringLiteral("ana@example.org")});
        if (!r) {
            qWarning() << r.error().toString();
            return {};
        }
        return *r;
    }

    // Each forgery of the issue: applied to the unsigned bundle (which must still be caught where a consistency
    // check can see it: `unsignedCaught`) and to the signed one, whose signature no longer covers it.
    void forgery(const std::function<QList<ArchiveEntry>(const QList<ArchiveEntry>&)>& forge,
                 const QString& unsignedCaught) {
        if (!unsignedCaught.isEmpty()) {
            auto r = FactCheckVerifier::verify(forge(m_files));
            QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
            QVERIFY2(differing(*r).contains(unsignedCaught), qPrintable(differing(*r).join(u'\n')));
        }
        const FactCheckVerification s = verifySigned(forge(m_signed));
        QCOMPARE(s.signing, FactCheckVerification::Signing::Invalid);
        QVERIFY2(differing(s).contains(QStringLiteral("signature:manifest.json.sig")),
                 qPrintable(differing(s).join(u'\n')));
        QVERIFY(!s.passed());
    }

    QByteArray fileOf(const QList<ArchiveEntry>& files, const QString& path) {
        for (const ArchiveEntry& e : files) {
            if (e.path == path) {
                return e.bytes;
            }
        }
        return {};
    }

    static QList<ArchiveEntry> edited(QList<ArchiveEntry> files, const QString& path,
                                      const std::function<void(QJsonObject&)>& edit) {
        for (ArchiveEntry& e : files) {
            if (e.path == path) {
                QJsonObject o = QJsonDocument::fromJson(e.bytes).object();
                edit(o);
                e.bytes = QJsonDocument(o).toJson();
            }
        }
        return files;
    }

    static QList<ArchiveEntry> samplesEdited(QList<ArchiveEntry> files, qint64 run) {
        for (ArchiveEntry& e : files) {
            if (e.path == QStringLiteral("runs/%1/samples.json").arg(run)) {
                QJsonArray list = QJsonDocument::fromJson(e.bytes).array();
                QJsonObject first = list.first().toObject();
                first.insert(QStringLiteral("value"), first.value(QStringLiteral("value")).toDouble() * 3);
                list.replace(0, first);
                e.bytes = QJsonDocument(list).toJson();
            }
        }
        return files;
    }

    QByteArray& file(QList<ArchiveEntry>& files, const QString& path) {
        for (ArchiveEntry& e : files) {
            if (e.path == path) {
                return e.bytes;
            }
        }
        static QByteArray none;
        return none;
    }

private slots:
    void initTestCase() {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("two.tierbench")));
        QVERIFY(store);
        m_store = *store;
        const QString error = m_store->run([&](QSqlDatabase& db) -> QString {
            auto crusoe = ReviewContentLoader::findProvider(db, QStringLiteral("Crusoe"));
            auto nebius = ReviewContentLoader::findProvider(db, QStringLiteral("Nebius"));
            if (!crusoe || !nebius) {
                return QStringLiteral("demo providers missing");
            }
            auto own = importFile(db, *crusoe, importtest::fixture(QStringLiteral("nccl-grep-sections.txt")),
                                  QStringLiteral("sections.txt"));
            auto other = importFile(db, *nebius, importtest::fixture(QStringLiteral("nvbandwidth-v02.txt")),
                                    QStringLiteral("nebius-secret-sweep.txt"));
            if (!own || !other) {
                return (own ? other.error() : own.error()).toString();
            }
            m_own = *own;
            m_other = *other;
            EvaluationDraft draft;
            draft.title = QStringLiteral("Nebius hands-on");
            auto evaluation = EvaluationWorkflow(db).create(*nebius, draft, QStringLiteral("ana"));
            if (!evaluation) {
                return evaluation.error().toString();
            }
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("INSERT INTO node (evaluation_id, name, host) VALUES (?, 'n', "
                               "'nebius-h100-07.internal')"));
            q.addBindValue(*evaluation);
            if (!q.exec()) {
                return q.lastError().text();
            }
            if (!q.exec(
                    QStringLiteral(
                        "UPDATE verdict SET evidence = 'Twice as slow as Nebius on the same sweep.' WHERE id = (SELECT "
                        "MIN(v.id) FROM verdict v JOIN evaluation e ON e.id = v.evaluation_id WHERE e.provider_id = "
                        "%1)")
                        .arg(*crusoe))) {
                return q.lastError().text();
            }
            auto content = ReviewContentLoader::load(db, *crusoe);
            if (!content) {
                return content.error().toString();
            }
            auto bundle = FactCheckExport::collect(db, *content, RatingConfig{});
            if (!bundle) {
                return bundle.error().toString();
            }
            bundle->add(FactCheckBundle::reviewName(), QByteArrayLiteral("%PDF-1.4 stand-in for the painted review"));
            bundle->seal(QStringLiteral("test"), QStringLiteral("2026-12-02T00:00:00Z"));
            m_files = bundle->files;
            return {};
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The analyst's key, and the reader's allowed-signers file naming it.
        m_key = m_dir.filePath(QStringLiteral("analyst_ed25519"));
        QCOMPARE(keygen({QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                         QString(), QStringLiteral("-C"), QStringLiteral("ana"), QStringLiteral("-f"), m_key}),
                 0);
        m_signers = m_dir.filePath(QStringLiteral("allowed_signers"));
        QFile signers(m_signers);
        QFile pub(m_key + QStringLiteral(".pub"));
        QVERIFY(signers.open(QIODevice::WriteOnly) && pub.open(QIODevice::ReadOnly));
        signers.write("ana@example.org " + pub.readAll());
        signers.close();
        FactCheckBundle b;
        b.files = m_files;
        QVERIFY(b.sign(m_key));
        m_signed = b.files;
    }

    void holdsTheEvidenceTheScoringAndAManifest() {
        QStringList paths;
        for (const ArchiveEntry& e : m_files) {
            paths << e.path;
        }
        for (const char* p : {"manifest.json", "SHA256SUMS", "evaluation.json", "scoring/input.json",
                              "scoring/config.json", "scoring/stated.json", "review.pdf"}) {
            QVERIFY2(paths.contains(QLatin1String(p)), p);
        }
        for (qint64 id : m_own) {
            QVERIFY2(paths.contains(QStringLiteral("runs/%1/run.json").arg(id)), qPrintable(paths.join(u' ')));
            QVERIFY(paths.contains(QStringLiteral("runs/%1/samples.json").arg(id)));
        }
        QVERIFY(paths.contains(QStringLiteral("runs/%1/stdout.log").arg(m_own.first())));
        QCOMPARE(file(m_files, QStringLiteral("runs/%1/stdout.log").arg(m_own.first())),
                 importtest::fixture(QStringLiteral("nccl-grep-sections.txt")));
    }

    void nothingAboutTheOtherProvider() {
        bool placeholder = false;
        for (const ArchiveEntry& e : m_files) {
            const QString body = QString::fromUtf8(e.bytes);
            for (const char* word : {"nebius", "nebius-h100-07", "secret-sweep"}) {
                QVERIFY2(!body.contains(QLatin1String(word), Qt::CaseInsensitive),
                         qPrintable(e.path + u' ' + QLatin1String(word)));
            }
            for (qint64 id : m_other) {
                QVERIFY2(!e.path.startsWith(QStringLiteral("runs/%1/").arg(id)), qPrintable(e.path));
                QVERIFY2(!body.contains(QStringLiteral("runs/%1/").arg(id)), qPrintable(e.path));
            }
            placeholder = placeholder || body.contains(QStringLiteral("Twice as slow as [another provider]"));
        }
        QVERIFY(placeholder);
    }

    void anUntouchedBundleVerifiesWithoutTheDatabase() {
        auto r = FactCheckVerifier::verify(m_files);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(r->passed(), qPrintable(differing(*r).join(u'\n')));
        QSet<QString> kinds;
        for (const VerificationCheck& c : r->checks) {
            kinds.insert(Verification::kindKey(c.kind));
        }
        for (const char* k : {"bundle_file", "raw_log", "raw_result", "sample", "score", "tier"}) {
            QVERIFY2(kinds.contains(QLatin1String(k)), k);
        }
        // As a folder and as a zip, the same.
        FactCheckBundle b;
        b.files = m_files;
        const QString dir = m_dir.filePath(QStringLiteral("bundle"));
        const QString zip = m_dir.filePath(QStringLiteral("bundle.zip"));
        QVERIFY(b.write(dir));
        QVERIFY(b.write(zip));
        QVERIFY(!b.write(dir));  // not into a folder that holds files
        for (const QString& path : {dir, zip}) {
            auto again = FactCheckVerifier::verify(path);
            QVERIFY2(again && again->passed(), qPrintable(path));
        }
    }

    void aTamperedFileIsNamedEvenWithAForgedManifest() {
        QList<ArchiveEntry> files = m_files;
        const QString log = QStringLiteral("runs/%1/stdout.log").arg(m_own.first());
        file(files, log).replace("float", "floaT");
        auto r = FactCheckVerifier::verify(files);
        QVERIFY(r);
        QVERIFY2(differing(*r).contains(QStringLiteral("bundle_file:") + log), qPrintable(differing(*r).join(u'\n')));
        auto forged = FactCheckVerifier::verify(resealed(files));
        QVERIFY(forged);
        QVERIFY2(differing(*forged).contains(QStringLiteral("raw_log:run %1 stdout").arg(m_own.first())),
                 qPrintable(differing(*forged).join(u'\n')));
    }

    void aForgedSampleOrVerdictIsNamed() {
        QList<ArchiveEntry> files = m_files;
        const QString samples = QStringLiteral("runs/%1/samples.json").arg(m_own.last());
        QJsonArray list = QJsonDocument::fromJson(file(files, samples)).array();
        QVERIFY(!list.isEmpty());
        QJsonObject first = list.first().toObject();
        first.insert(QStringLiteral("value"), first.value(QStringLiteral("value")).toDouble() * 10 + 1);
        list.replace(0, first);
        file(files, samples) = QJsonDocument(list).toJson();
        QJsonObject in = QJsonDocument::fromJson(file(files, QStringLiteral("scoring/input.json"))).object();
        QJsonArray verdicts = in.value(QStringLiteral("verdicts")).toArray();
        for (qsizetype i = 0; i < verdicts.size(); ++i) {
            QJsonObject v = verdicts[i].toObject();
            if (v.value(QStringLiteral("verdict")).toString() == verdictKey(Verdict::Pass)) {
                v.insert(QStringLiteral("verdict"), verdictKey(Verdict::Fail));
                verdicts.replace(i, v);
            }
        }
        in.insert(QStringLiteral("verdicts"), verdicts);
        file(files, QStringLiteral("scoring/input.json")) = QJsonDocument(in).toJson();
        auto r = FactCheckVerifier::verify(resealed(files));
        QVERIFY(r);
        const QStringList diffs = differing(*r);
        QVERIFY2(!diffs.filter(QStringLiteral("sample:run %1 sample 1 (").arg(m_own.last())).isEmpty(),
                 qPrintable(diffs.join(u'\n')));
        QVERIFY2(!diffs.filter(QRegularExpression(QStringLiteral("^score:"))).isEmpty(), qPrintable(diffs.join(u'\n')));
        QVERIFY(!r->passed());
    }

    // Issue 38.5: a bundle that cannot be forged.
    void aSignedBundleIsValidForItsSignerOnly() {
        const FactCheckVerification valid = verifySigned(m_signed);
        QVERIFY2(valid.passed(), qPrintable(differing(valid).join(u'\n')));
        QCOMPARE(valid.signing, FactCheckVerification::Signing::Valid);
        QVERIFY2(valid.signer.contains(QStringLiteral("ana@example.org")), qPrintable(valid.signer));
        auto unchecked = FactCheckVerifier::verify(m_signed);
        QVERIFY(unchecked && unchecked->passed());
        QCOMPARE(unchecked->signing, FactCheckVerification::Signing::Unchecked);
        auto other = FactCheckVerifier::verify(m_signed, {m_signers, QStringLiteral("mallory@example.org")});
        QVERIFY(other);
        QCOMPARE(other->signing, FactCheckVerification::Signing::Invalid);
        QVERIFY(!other->passed());
        // Unsigned: consistent, and says no more than that; a reader who expects a signature is refused.
        auto plain = FactCheckVerifier::verify(m_files);
        QVERIFY(plain && plain->passed());
        QCOMPARE(plain->signing, FactCheckVerification::Signing::Unsigned);
        const FactCheckVerification expected = verifySigned(m_files);
        QVERIFY2(differing(expected).contains(QStringLiteral("signature:manifest.json.sig")),
                 qPrintable(differing(expected).join(u'\n')));
        // Stripping the signature off a signed bundle makes it an unsigned one, nothing more.
        QVERIFY(!verifySigned(without(m_signed, [](const QString& p) {
                     return p.endsWith(QLatin1String(".sig"));
                 })).passed());
    }

    void aRenamedProviderIsCaught() {
        forgery(
            [](const QList<ArchiveEntry>& f) {
                return forged(f, [](QJsonObject& m) { m.insert(QStringLiteral("provider"), QStringLiteral("Acme")); });
            },
            QStringLiteral("manifest:manifest.json provider"));
        // Renamed everywhere, consistently: only the signature can tell.
        forgery(
            [](const QList<ArchiveEntry>& f) {
                return forged(
                    edited(f, QStringLiteral("evaluation.json"),
                           [](QJsonObject& o) { o.insert(QStringLiteral("provider"), QStringLiteral("Acme")); }),
                    [](QJsonObject& m) { m.insert(QStringLiteral("provider"), QStringLiteral("Acme")); });
            },
            {});
    }

    void editedSamplesWithTheLogMarkedCutAreCaught() {
        const qint64 run = m_own.first();
        forgery(
            [run](const QList<ArchiveEntry>& f) {
                return forged(
                    edited(samplesEdited(f, run), QStringLiteral("runs/%1/run.json").arg(run), [](QJsonObject& o) {
                        QJsonArray logs = o.value(QStringLiteral("logs")).toArray();
                        QJsonObject l = logs.first().toObject();
                        l.insert(QStringLiteral("truncated"), true);
                        logs.replace(0, l);
                        o.insert(QStringLiteral("logs"), logs);
                    }));
            },
            QStringLiteral("run_seal:run %1 seal").arg(run));
    }

    void removedFormatArgumentsAreCaught() {
        const qint64 run = m_own.first();
        forgery(
            [run](const QList<ArchiveEntry>& f) {
                return forged(
                    edited(samplesEdited(f, run), QStringLiteral("runs/%1/run.json").arg(run), [](QJsonObject& o) {
                        QJsonObject args = o.value(QStringLiteral("args")).toObject();
                        args.remove(QStringLiteral("format"));
                        o.insert(QStringLiteral("args"), args);
                    }));
            },
            QStringLiteral("run_seal:run %1 seal").arg(run));
    }

    void aRemovedRunJsonIsCaught() {
        const QString file = QStringLiteral("runs/%1/run.json").arg(m_own.last());
        forgery(
            [file](const QList<ArchiveEntry>& f) {
                return forged(without(f, [file](const QString& p) { return p == file; }));
            },
            QStringLiteral("manifest:") + file);
    }

    void aRunCopiedUnderANewIdIsCaught() {
        const qint64 run = m_own.first();
        forgery(
            [run](const QList<ArchiveEntry>& f) {
                QList<ArchiveEntry> out = f;
                for (const ArchiveEntry& e : f) {
                    if (e.path.startsWith(QStringLiteral("runs/%1/").arg(run))) {
                        out.append({QStringLiteral("runs/999999/") + e.path.section(u'/', 2), e.bytes});
                    }
                }
                return forged(samplesEdited(out, 999999));
            },
            QStringLiteral("manifest:runs/999999/run.json"));
    }

    void removedScoringFilesAreCaught() {
        forgery(
            [](const QList<ArchiveEntry>& f) {
                return forged(without(f, [](const QString& p) { return p.startsWith(QLatin1String("scoring/")); }));
            },
            QStringLiteral("manifest:scoring/input.json"));
    }

    void aRemovedInputWithThePlatinumTierIsCaught() {
        forgery(
            [](const QList<ArchiveEntry>& f) {
                auto platinum = [](QJsonObject& o) {
                    o.insert(QStringLiteral("suggested_tier"), QStringLiteral("platinum"));
                };
                return forged(
                    edited(without(f, [](const QString& p) { return p == QLatin1String("scoring/input.json"); }),
                           QStringLiteral("scoring/stated.json"), platinum),
                    platinum);
            },
            QStringLiteral("manifest:scoring/input.json"));
    }

    void aZipNamingAFileTwiceIsRefused() {
        // The tampered copy first: a reader that keeps the last one would check the honest copy.
        QList<ArchiveEntry> twice{{QStringLiteral("manifest.json"), "{\"format\": \"tierbench-factcheck\"}"}};
        twice += m_files;
        const QString zip = m_dir.filePath(QStringLiteral("twice.zip"));
        QFile f(zip);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(ZipArchive::write(twice));
        f.close();
        auto r = FactCheckVerifier::verify(zip);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Parse);
        QVERIFY2(r.error().message.contains(QStringLiteral("twice")), qPrintable(r.error().message));
    }

    void aRelativePathVerifies() {
        FactCheckBundle b;
        b.files = m_signed;
        QVERIFY(b.write(m_dir.filePath(QStringLiteral("relative"))));
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
        auto r = FactCheckVerifier::verify(QStringLiteral("relative"));
        QVERIFY(QDir::setCurrent(before));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(r->passed(), qPrintable(differing(*r).join(u'\n')));
    }

    void aKeyWithAPassphraseAndNoAgentIsAClearError() {
        const QString key = m_dir.filePath(QStringLiteral("locked_ed25519"));
        QCOMPARE(keygen({QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                         QStringLiteral("secret words"), QStringLiteral("-f"), key}),
                 0);
        qunsetenv("SSH_AUTH_SOCK");
        FactCheckBundle b;
        b.files = m_files;
        const Status st = b.sign(key);
        QVERIFY(!st);
        QVERIFY2(st.error().message.contains(QStringLiteral("passphrase")), qPrintable(st.error().toString()));
        const Status missing = b.sign(m_dir.filePath(QStringLiteral("no-such-key")));
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void aKeyWithAPassphraseSignsThroughTheAgent() {
        const QString key = m_dir.filePath(QStringLiteral("locked_ed25519"));  // made by the test before
        QVERIFY(QFileInfo::exists(key));
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcess agent;
        agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-D"), QStringLiteral("-a"), socket});
        QVERIFY(agent.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(socket), 10000);
        // ssh-add reads the passphrase from an askpass program: the analyst's own step, not Tierbench's.
        const QString askpass = m_dir.filePath(QStringLiteral("askpass.sh"));
        QFile script(askpass);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho 'secret words'\n");
        script.close();
        QVERIFY(script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        env.insert(QStringLiteral("SSH_ASKPASS"), askpass);
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"), {key});
        add.closeWriteChannel();
        QVERIFY(add.waitForFinished(30000));
        QCOMPARE(add.exitCode(), 0);
        qputenv("SSH_AUTH_SOCK", socket.toLocal8Bit());
        FactCheckBundle b;
        b.files = m_files;
        const Status st = b.sign(key);
        qunsetenv("SSH_AUTH_SOCK");
        agent.terminate();
        QVERIFY(agent.waitForFinished(10000));
        QVERIFY2(st, qPrintable(st ? QString() : st.error().toString()));
        auto r = FactCheckVerifier::verify(b.files);
        QVERIFY(r && r->passed());
        QCOMPARE(r->signing, FactCheckVerification::Signing::Unchecked);
    }

    void hostileBundlesAreClearErrors() {
        auto junk = ZipArchive::read(QByteArray(4096, 'x'));
        QVERIFY(!junk);
        QCOMPARE(junk.error().code, ErrorCode::Parse);
        // A path that would leave the bundle's folder.
        QByteArray evil = ZipArchive::write({{QStringLiteral("../../etc/passwd"), "x"}});
        auto escaped = ZipArchive::read(evil);
        QVERIFY(!escaped);
        QVERIFY2(escaped.error().message.contains(QStringLiteral("leads outside")),
                 qPrintable(escaped.error().message));
        // Cut short.
        QByteArray whole = ZipArchive::write(m_files);
        QVERIFY(ZipArchive::read(whole));
        auto cut = ZipArchive::read(whole.left(whole.size() / 2));
        QVERIFY(!cut);
        auto none = FactCheckVerifier::verify(QList<ArchiveEntry>{{QStringLiteral("a.txt"), "a"}});
        QVERIFY(!none);
        QCOMPARE(none.error().code, ErrorCode::Parse);
    }
};

QTEST_GUILESS_MAIN(TestFactCheck)
#include "tst_FactCheck.moc"
