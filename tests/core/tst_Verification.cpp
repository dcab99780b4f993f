// `verify`'s core: a provider's stored raw results against the hashes recorded when they were stored, and its
// stored scores and suggested tier against a recomputation; every kind of tampering behind the program's back
// (a raw log, an imported file's text, an artifact, a stored score, a stored suggested tier) is named, and an
// untouched provider verifies clean.
#include "core/demo/DemoDatabase.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/trust/Verification.h"
#include "core/usecase/RatingWorkflow.h"

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

    void anImportedFileAndItsHashMustAgree() {
        // Both the log's hash and the imported file's: the text was replaced and re-hashed, the file's hash kept.
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET raw_sha256 = '%1' WHERE id = %2")
                        .arg(QString(64, u'0'))
                        .arg(m_importRun)));
        QCOMPARE(differing(verify()), QStringList{QStringLiteral("raw_result:run %1 imported file").arg(m_importRun)});
    }

    void storedScoresAndTiersMustFollowFromTheEvidence() {
        QVERIFY(sql(QStringLiteral("UPDATE probe_run SET raw_sha256 = '' WHERE id = %1").arg(m_importRun)));
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
            q.exec(QStringLiteral("SELECT name FROM provider p WHERE NOT EXISTS (SELECT 1 FROM probe_run r WHERE "
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
