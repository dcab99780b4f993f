// `verify`'s core: a provider's stored raw results against the hashes recorded when they were stored, and its
// stored scores and suggested tier against a recomputation; every kind of tampering behind the program's back
// (a raw log, an imported file's text, an artifact, a stored score, a stored suggested tier) is named, and an
// untouched provider verifies clean.
#include "core/demo/DemoDatabase.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/import/ProbeLineReader.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/trust/Verification.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/core/ImportTestUtil.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {

QStringList differing(const VerificationReport& r) {
    QStringList out;
    for (const VerificationCheck& c : r.checks) {
        if (!c.matches) {
            out << Verification::kindKey(c.kind) + u':' + c.subject;
        }
    }
    return out;
}

}  // namespace

class tst_Verification : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    QString m_provider;
    qint64 m_providerId = 0;
    qint64 m_probeRun = 0;
    qint64 m_importRun = 0;
    QString m_importSha;
    qint64 m_sampleRun = 0;
    QVector<qint64> m_ncclRuns;

    VerificationReport verify() {
        auto r = m_store->run([&](QSqlDatabase& db) { return Verification(db).verify(m_provider); });
        if (!r) {
            qWarning() << r.error().toString();
            return {};
        }
        return *r;
    }

    bool sql(const QString& statement) {
        return m_store->run([&](QSqlDatabase& db) { return QSqlQuery(db).exec(statement); });
    }

    QString value(const QString& select) {
        return m_store->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(select) && q.next() ? q.value(0).toString() : QStringLiteral("<none>");
        });
    }

    static const VerificationCheck* find(const VerificationReport& r, const QString& kind, const QString& subject) {
        for (const VerificationCheck& c : r.checks) {
            if (Verification::kindKey(c.kind) == kind && c.subject == subject) {
                return &c;
            }
        }
        return nullptr;
    }

private slots:
    void initTestCase() {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("v.tierbench")));
        QVERIFY(store);
        m_store = *store;
        // The demo's evaluated provider, with a probe run (its logs sealed and hashed) and an import (the file's
        // text kept as its stdout, the file's hash on the run) of our own.
        const auto made = m_store->run([&](QSqlDatabase& db) -> Result<bool> {
            QSqlQuery q(db);
            q.exec(
                QStringLiteral("SELECT p.id, p.name FROM provider p JOIN evaluation e ON e.provider_id = p.id "
                               "ORDER BY e.id LIMIT 1"));
            if (!q.next()) {
                return makeError(ErrorCode::NotFound, QStringLiteral("no evaluated demo provider"));
            }
            m_providerId = q.value(0).toLongLong();
            m_provider = q.value(1).toString();
            q.finish();
            RunRepository runs(db);
            RunRecord probe;
            probe.providerId = m_providerId;
            probe.probe = QStringLiteral("tb-node");
            auto id = runs.create(probe);
            if (!id) {
                return id.error();
            }
            m_probeRun = *id;
            if (auto st = runs.appendRawLog(m_probeRun, QStringLiteral("stdout"), "TB1 node ok\n"); !st) {
                return st.error();
            }
            if (auto st = runs.finish(m_probeRun, RunStatus::Ok, 0); !st) {
                return st.error();
            }
            const QByteArray file("#  size  count  type  busbw\n  8  2  float  1.0\n");
            RunRecord import;
            import.providerId = m_providerId;
            import.kind = RunKind::Import;
            import.probe = QStringLiteral("nccl-tests");
            import.rawSha256 = QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex());
            m_importSha = import.rawSha256;
            auto imported = runs.create(import);
            if (!imported) {
                return imported.error();
            }
            m_importRun = *imported;
            if (auto st = runs.appendRawLog(m_importRun, QStringLiteral("stdout"), file); !st) {
                return st.error();
            }
            if (auto st = runs.finish(m_importRun, RunStatus::Ok, 0); !st) {
                return st.error();
            }
            // A probe whose stdout carries samples, stored as the runner stores them (read by the same reader).
            const QByteArray lines(
                "{\"tb\":1,\"type\":\"hello\",\"probe\":\"tb-membw\",\"version\":\"0.1.0\",\"host\":\"n1\","
                "\"backend\":\"host\",\"devices\":[],\"libs\":{},\"args\":{}}\n"
                "{\"tb\":1,\"type\":\"sample\",\"metric\":\"h2d.bw\",\"size\":1048576,\"value\":12.5,"
                "\"unit\":\"GB/s\"}\n"
                "a library's own line\n"
                "{\"tb\":1,\"type\":\"sample\",\"metric\":\"h2d.bw\",\"size\":2097152,\"value\":13.25,"
                "\"unit\":\"GB/s\"}\n"
                "{\"tb\":1,\"type\":\"end\",\"status\":\"ok\"}\n");
            RunRecord membw;
            membw.providerId = m_providerId;
            membw.probe = QStringLiteral("tb-membw");
            auto sampled = runs.create(membw);
            if (!sampled) {
                return sampled.error();
            }
            m_sampleRun = *sampled;
            ProbeLineReader reader;
            QVector<SampleRecord> samples;
            for (ProbeEvent& e : reader.feed(lines) + reader.finish()) {
                if (e.type == ProbeEventType::Sample) {
                    samples << e.sample;
                }
            }
            if (samples.size() != 2) {
                return makeError(ErrorCode::Parse,
                                 QStringLiteral("the probe lines gave %1 samples").arg(samples.size()));
            }
            if (auto st = runs.addSamples(m_sampleRun, samples); !st) {
                return st.error();
            }
            if (auto st = runs.appendRawLog(m_sampleRun, QStringLiteral("stdout"), lines); !st) {
                return st.error();
            }
            if (auto st = runs.finish(m_sampleRun, RunStatus::Ok, 0); !st) {
                return st.error();
            }
            // A real import of a file with several sections: several runs, the file kept once on the first.
            const QByteArray nccl = importtest::fixture(QStringLiteral("nccl-grep-sections.txt"));
            ImportCapture capture;
            QByteArray copy = nccl;
            QBuffer buffer(&copy);
            buffer.open(QIODevice::ReadOnly);
            auto parsed = Importer::parse(buffer, QStringLiteral("auto"), &capture);
            if (!parsed) {
                return parsed.error();
            }
            auto stored = ImportService::store(db, m_providerId, *parsed, QStringLiteral("sections.txt"), capture);
            if (!stored) {
                return stored.error();
            }
            m_ncclRuns = *stored;
            // The Rating tab stores the suggestions it shows; assigning the suggested tier records it.
            auto page = RatingWorkflow(db).page(m_providerId, QStringLiteral("ana"));
            if (!page) {
                return page.error();
            }
            if (!page->rating.suggestion.tier) {
                return makeError(ErrorCode::NotFound, QStringLiteral("the demo provider has no suggested tier"));
            }
            TierAssignment a{m_providerId, page->rating.evaluation.id, *page->rating.suggestion.tier, {},
                             {},           QStringLiteral("ana")};
            if (auto st = RatingWorkflow(db).assignTier(a); !st) {
                return st.error();
            }
            return true;
        });
        QVERIFY2(made, qPrintable(made ? QString() : made.error().toString()));
    }

    void anUntouchedProviderVerifiesClean() {
        const VerificationReport r = verify();
        QVERIFY2(r.passed(), qPrintable(differing(r).join(u'\n')));
        QSet<QString> kinds;
        for (const VerificationCheck& c : r.checks) {
            kinds.insert(Verification::kindKey(c.kind));
        }
        QVERIFY(kinds.contains(QStringLiteral("raw_log")));
        QVERIFY(kinds.contains(QStringLiteral("raw_result")));
        QVERIFY(kinds.contains(QStringLiteral("score")));
        QVERIFY(kinds.contains(QStringLiteral("tier")));
        QVERIFY(kinds.contains(QStringLiteral("sample")));
        QVERIFY2(m_ncclRuns.size() >= 2, "the sectioned file should import as several runs");
        QStringList subjects;
        for (const VerificationCheck& c : r.checks) {
            subjects << c.subject;
        }
        QVERIFY2(subjects.contains(QStringLiteral("run %1 samples").arg(m_sampleRun)), qPrintable(subjects.join(u'|')));
        for (qint64 id : m_ncclRuns) {
            QVERIFY2(subjects.contains(QStringLiteral("run %1 samples").arg(id)), qPrintable(subjects.join(u'|')));
        }
        QVERIFY2(r.summary().endsWith(QStringLiteral("checked, all match.")), qPrintable(r.summary()));
    }

    void aRawLogChangedBehindTheProgramsBackIsCaught() {
        QVERIFY(sql(QStringLiteral("UPDATE raw_log SET content = X'544231206e6f6465206661696c0a' WHERE run_id = %1")
                        .arg(m_probeRun)));
        const VerificationReport r = verify();
        QCOMPARE(differing(r), QStringList{QStringLiteral("raw_log:run %1 stdout").arg(m_probeRun)});
        QVERIFY2(r.summary().endsWith(QStringLiteral(", 1 differ.")), qPrintable(r.summary()));
        QVERIFY(sql(QStringLiteral("UPDATE raw_log SET content = CAST('TB1 node ok' || char(10) AS BLOB) WHERE "
                                   "run_id = %1")
                        .arg(m_probeRun)));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    void aSampleChangedBehindTheProgramsBackIsNamed() {
        // Every hash still matches: only parsing the raw text again shows the stored figure is not the measured one.
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = 99 WHERE run_id = %1 AND size_bytes = 2097152")
                        .arg(m_sampleRun)));
        VerificationReport r = verify();
        QCOMPARE(differing(r),
                 QStringList{QStringLiteral("sample:run %1 sample 2 (h2d.bw at 2097152 B)").arg(m_sampleRun)});
        for (const VerificationCheck& c : r.checks) {
            if (!c.matches) {
                QCOMPARE(c.recorded, QStringLiteral("99 GB/s"));
                QCOMPARE(c.actual, QStringLiteral("13.25 GB/s"));
            }
        }
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = 13.25 WHERE run_id = %1 AND size_bytes = 2097152")
                        .arg(m_sampleRun)));
        // An imported run that is not the one holding the file: its file is parsed again all the same.
        const qint64 second = m_ncclRuns.last();
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = value + 1 WHERE id = (SELECT MIN(id) FROM sample "
                                   "WHERE run_id = %1)")
                        .arg(second)));
        r = verify();
        const QStringList diffs = differing(r);
        QCOMPARE(diffs.size(), 1);
        QVERIFY2(diffs[0].startsWith(QStringLiteral("sample:run %1 sample 1 (").arg(second)), qPrintable(diffs[0]));
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = value - 1 WHERE id = (SELECT MIN(id) FROM sample "
                                   "WHERE run_id = %1)")
                        .arg(second)));
        // A deleted sample is named too.
        QVERIFY(sql(QStringLiteral("DELETE FROM sample WHERE run_id = %1 AND size_bytes = 2097152").arg(m_sampleRun)));
        QCOMPARE(differing(verify()),
                 QStringList{QStringLiteral("sample:run %1 sample 2 (h2d.bw at 2097152 B)").arg(m_sampleRun)});
        QVERIFY(sql(QStringLiteral("INSERT INTO sample (run_id, metric, size_bytes, value, unit, extra_json) VALUES "
                                   "(%1, 'h2d.bw', 2097152, 13.25, 'GB/s', '{}')")
                        .arg(m_sampleRun)));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    // Issue 38.6: what decides a run's figures besides its samples is bound into a per-run seal.
    void aDeletedRawLogIsNamedAndTheRunListedAsHavingNone() {
        QVERIFY(sql(QStringLiteral("DELETE FROM raw_log WHERE run_id = %1").arg(m_probeRun)));
        const VerificationReport r = verify();
        QCOMPARE(differing(r), QStringList{QStringLiteral("run_seal:run %1 seal").arg(m_probeRun)});
        const VerificationCheck* none = find(r, QStringLiteral("raw_log"), QStringLiteral("run %1").arg(m_probeRun));
        QVERIFY(none);
        QVERIFY2(none->note.contains(QStringLiteral("No raw log is kept")), qPrintable(none->note));
        QVERIFY(sql(QStringLiteral("INSERT INTO raw_log (run_id, stream, content, truncated, sha256) VALUES (%1, "
                                   "'stdout', CAST('TB1 node ok' || char(10) AS BLOB), 0, '%2')")
                        .arg(m_probeRun)
                        .arg(QString::fromLatin1(
                            QCryptographicHash::hash("TB1 node ok\n", QCryptographicHash::Sha256).toHex()))));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    void aChangedHardwareKeyOrOperationIsNamed() {
        const qint64 run = m_ncclRuns.first();
        const QString key = value(QStringLiteral("SELECT hardware_key FROM probe_run WHERE id = %1").arg(run));
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET hardware_key = 'b200-sxm' WHERE id = %1").arg(run)));
        QCOMPARE(differing(verify()), QStringList{QStringLiteral("run_seal:run %1 seal").arg(run)});
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET hardware_key = '%1' WHERE id = %2").arg(key).arg(run)));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
        const qint64 second = m_ncclRuns.last();
        const QString op = value(QStringLiteral("SELECT operation FROM probe_run WHERE id = %1").arg(second));
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET operation = 'broadcast' WHERE id = %1").arg(second)));
        QVERIFY(differing(verify()).contains(QStringLiteral("run_seal:run %1 seal").arg(second)));
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET operation = '%1' WHERE id = %2").arg(op).arg(second)));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    void aTruncatedFlagAndFormatChangedWithTheSamplesAreNamed() {
        // Marking the log as cut and dropping the format excuse the run from being parsed again; the edited sample
        // would pass on the hashes alone.
        const qint64 run = m_ncclRuns.first();
        const QString args = value(QStringLiteral("SELECT args_json FROM probe_run WHERE id = %1").arg(run));
        QVERIFY(sql(QStringLiteral("UPDATE raw_log SET truncated = 1 WHERE run_id = %1").arg(run)));
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET args_json = json_remove(args_json, '$.format') WHERE id = %1")
                        .arg(run)));
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = value * 2 WHERE run_id = %1").arg(run)));
        QVERIFY(differing(verify()).contains(QStringLiteral("run_seal:run %1 seal").arg(run)));
        QVERIFY(sql(QStringLiteral("UPDATE sample SET value = value / 2 WHERE run_id = %1").arg(run)));
        QVERIFY(sql(QStringLiteral("UPDATE raw_log SET truncated = 0 WHERE run_id = %1").arg(run)));
        QVERIFY(m_store->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE probe_run SET args_json = ? WHERE id = ?"));
            q.addBindValue(args);
            q.addBindValue(run);
            return q.exec();
        }));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    void aRunStoredBeforeSealsSaysSo() {
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET seal_sha256 = '' WHERE id = %1").arg(m_probeRun)));
        const VerificationReport r = verify();
        QVERIFY2(r.passed(), qPrintable(differing(r).join(u'\n')));
        const VerificationCheck* seal =
            find(r, QStringLiteral("run_seal"), QStringLiteral("run %1 seal").arg(m_probeRun));
        QVERIFY(seal);
        QVERIFY2(seal->note.contains(QStringLiteral("old scheme")), qPrintable(seal->note));
        // Re-sealed by the program: covered again.
        QVERIFY(m_store->run([&](QSqlDatabase& db) { return bool(RunRepository(db).resealRun(m_probeRun)); }));
        QVERIFY(
            find(verify(), QStringLiteral("run_seal"), QStringLiteral("run %1 seal").arg(m_probeRun))->note.isEmpty());
    }

    void anAnalystNamingTheCollectiveKeepsTheSeal() {
        // Tierbench's own change of a sealed column re-seals: only a change behind its back differs.
        const auto stored = m_store->run([&](QSqlDatabase& db) -> Result<QVector<qint64>> {
            const QByteArray table = importtest::fixture(QStringLiteral("nccl-headerless-rows.txt"));
            ImportCapture capture;
            QByteArray copy = table;
            QBuffer buffer(&copy);
            buffer.open(QIODevice::ReadOnly);
            auto parsed = Importer::parse(buffer, QStringLiteral("auto"), &capture);
            if (!parsed) {
                return parsed.error();
            }
            auto ids = ImportService::store(db, m_providerId, *parsed, QStringLiteral("pasted.txt"), capture);
            if (!ids) {
                return ids.error();
            }
            if (auto st = ImportService::setRunOperation(db, ids->first(), QStringLiteral("all_reduce")); !st) {
                return st.error();
            }
            return *ids;
        });
        QVERIFY2(stored, qPrintable(stored ? QString() : stored.error().toString()));
        QVERIFY2(verify().passed(), qPrintable(differing(verify()).join(u'\n')));
    }

    void aVerificationGivenTheRatingChecksThatRating() {
        // The review rates once and hands the rating to the verification: a rating that says otherwise is what is
        // compared, so the verification did not rate a second time.
        auto checks = m_store->run([&](QSqlDatabase& db) -> Result<QStringList> {
            auto rated = RatingWorkflow(db).rateByName(m_provider);
            if (!rated) {
                return rated.error();
            }
            ProviderRating changed = *rated;
            for (CriterionSuggestion& c : changed.criteria) {
                if (c.score) {
                    *c.score = 5.0 - *c.score + 0.5;
                    break;
                }
            }
            auto r = Verification(db).verify(m_provider, &changed);
            if (!r) {
                return r.error();
            }
            return differing(*r);
        });
        QVERIFY(checks);
        QCOMPARE(checks->size(), 1);
        QVERIFY2(checks->first().startsWith(QStringLiteral("score:")), qPrintable(checks->join(u'\n')));
    }

    void summariesUseKindNamesAndPluralForms() {
        VerificationReport r;
        r.verifiedAt = QStringLiteral("2026-12-02T01:00:00Z");
        r.checks.append(VerificationCheck{VerificationCheck::Kind::Sample, QStringLiteral("s"), {}, {}, true, {}});
        QCOMPARE(r.summary(), QStringLiteral("Verified on 2026-12-02: 1 checked, all match."));
        QCOMPARE(Verification::kindName(VerificationCheck::Kind::RawLog), QStringLiteral("Raw log"));
        QCOMPARE(Verification::kindName(VerificationCheck::Kind::Sample), QStringLiteral("Sample"));
    }

    void anImportedFileAndItsHashMustAgree() {
        // Both the log's hash and the imported file's: the text was replaced and re-hashed, the file's hash kept.
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET raw_sha256 = '%1' WHERE id = %2")
                        .arg(QString(64, u'0'))
                        .arg(m_importRun)));
        QCOMPARE(differing(verify()), (QStringList{QStringLiteral("raw_result:run %1 imported file").arg(m_importRun),
                                                   QStringLiteral("run_seal:run %1 seal").arg(m_importRun)}));
    }

    void storedScoresAndTiersMustFollowFromTheEvidence() {
        QVERIFY(sql(
            QStringLiteral("UPDATE probe_run SET raw_sha256 = '%1' WHERE id = %2").arg(m_importSha).arg(m_importRun)));
        QVERIFY(
            sql(QStringLiteral("UPDATE criterion_score SET suggested_score = 5 - suggested_score WHERE "
                               "suggested_score IS NOT NULL AND suggested_score <> 2.5 AND criterion_id = (SELECT "
                               "MIN(criterion_id) FROM criterion_score WHERE suggested_score IS NOT NULL AND "
                               "suggested_score <> 2.5)")));
        QVERIFY(
            sql(QStringLiteral("UPDATE rating SET suggested_tier = CASE suggested_tier WHEN 'platinum' THEN "
                               "'bronze' ELSE 'platinum' END")));
        const QStringList diffs = differing(verify());
        QCOMPARE(diffs.size(), 2);
        QVERIFY2(diffs[0].startsWith(QStringLiteral("score:")), qPrintable(diffs.join(u'\n')));
        QCOMPARE(diffs[1], QStringLiteral("tier:suggested tier"));
    }

    void aProviderWithNothingStoredSaysSoInsteadOfPassing() {
        const QString name = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(
                QStringLiteral("SELECT name FROM provider p WHERE NOT EXISTS (SELECT 1 FROM probe_run r WHERE "
                               "r.provider_id = p.id) AND NOT EXISTS (SELECT 1 FROM evaluation e WHERE "
                               "e.provider_id = p.id) ORDER BY id LIMIT 1"));
            return q.next() ? q.value(0).toString() : QString();
        });
        QVERIFY(!name.isEmpty());
        auto r = m_store->run([&](QSqlDatabase& db) { return Verification(db).verify(name); });
        QVERIFY(r);
        QVERIFY(r->checks.isEmpty());
        QVERIFY2(r->summary().contains(QStringLiteral("nothing to check")), qPrintable(r->summary()));
    }

    void anUnknownProviderIsNotFound() {
        auto r = m_store->run([](QSqlDatabase& db) { return Verification(db).verify(QStringLiteral("Nobody")); });
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(tst_Verification)
#include "tst_Verification.moc"
