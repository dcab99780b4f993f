#include "core/store/AuditLog.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("tester");
}

class TestEvaluationRepository : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        auto store = Store::open(m_dir->filePath(QStringLiteral("e.tierbench")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_providerId = m_store->run([](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("Evaluated Cloud");
            return ProviderRepository(db).add(p, kActor).valueOr(0);
        });
        QVERIFY(m_providerId > 0);
    }
    void cleanup() {
        m_store.reset();
        m_dir.reset();
    }

    void shippedRubricsAreInstalled() {
        auto versions = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).versions(); });
        QVERIFY(versions.ok());
        QStringList names;
        for (const Rubric& r : *versions) {
            names << r.version;
        }
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("1.0"), QStringLiteral("2.0")}));
        auto rubric = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).load(QStringLiteral("2.0")); });
        QVERIFY(rubric.ok());
        QCOMPARE(rubric->criteria.size(), 10);
        QVERIFY(rubric->criteria[0].id > 0);
        QVERIFY(rubric->criteria[0].items[0].id > 0);
        QCOMPARE(rubric->criteria[4].key, QStringLiteral("networking"));
        // Installing the same version again is refused and changes nothing.
        auto again = m_store->run([r = *rubric](QSqlDatabase& db) { return RubricRepository(db).install(r); });
        QCOMPARE(again.error().code, ErrorCode::Duplicate);
        auto missing = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).load(QStringLiteral("9.9")); });
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void createMakesOneVerdictPerItem() {
        const qint64 providerId = m_providerId;
        auto checklist = m_store->run([providerId](QSqlDatabase& db) -> Result<Checklist> {
            EvaluationRepository repo(db);
            auto id = repo.create(providerId, QStringLiteral("2.0"), QStringLiteral("Round one"),
                                  QStringLiteral("A. Analyst"), kActor);
            if (!id) {
                return id.error();
            }
            return repo.checklist(*id);
        });
        QVERIFY2(checklist.ok(), qPrintable(checklist ? QString() : checklist.error().toString()));
        QCOMPARE(checklist->verdicts.size(), checklist->rubric.itemCount());
        QCOMPARE(checklist->rubric.version, QStringLiteral("2.0"));
        QCOMPARE(checklist->evaluation.status, EvaluationStatus::Draft);
        QCOMPARE(checklist->evaluation.reviewer, QStringLiteral("A. Analyst"));
        for (const VerdictRecord& v : checklist->verdicts) {
            QCOMPARE(v.verdict, Verdict::Unknown);
            QVERIFY(checklist->rubric.itemById(v.checkItemId));
        }
        auto list = m_store->run(
            [providerId](QSqlDatabase& db) { return EvaluationRepository(db).evaluationsFor(providerId); });
        QCOMPARE(list.size(), 1);
        auto bad = m_store->run([](QSqlDatabase& db) {
            return EvaluationRepository(db).create(424242, QStringLiteral("2.0"), {}, {}, kActor);
        });
        QCOMPARE(bad.error().code, ErrorCode::NotFound);
    }

    void setVerdictReturnsPreviousAndAudits() {
        const qint64 providerId = m_providerId;
        m_store->run([providerId](QSqlDatabase& db) {
            EvaluationRepository repo(db);
            const qint64 id = *repo.create(providerId, QStringLiteral("2.0"), {}, {}, kActor);
            const Checklist before = *repo.checklist(id);
            const CheckItem* soc2 = before.rubric.item(QStringLiteral("security.soc2"));
            QVERIFY(soc2);

            auto previous = repo.setVerdict(id, soc2->id, Verdict::Pass, QStringLiteral("Type II report seen"), kActor);
            QVERIFY2(previous.ok(), qPrintable(previous ? QString() : previous.error().toString()));
            QCOMPARE(previous->verdict, Verdict::Unknown);
            QCOMPARE(previous->evidence, QString());
            auto now = repo.verdict(id, soc2->id);
            QCOMPARE(now->verdict, Verdict::Pass);
            QCOMPARE(now->evidence, QStringLiteral("Type II report seen"));

            auto audit = AuditLog(db).entries({QStringLiteral("verdict"), now->id});
            QVERIFY(audit.ok());
            QCOMPARE(audit->size(), 1);
            QCOMPARE(audit->at(0).action, QStringLiteral("set"));
            QCOMPARE(audit->at(0).actor, kActor);
            const QJsonObject b = QJsonDocument::fromJson(audit->at(0).beforeJson.toUtf8()).object();
            const QJsonObject a = QJsonDocument::fromJson(audit->at(0).afterJson.toUtf8()).object();
            QCOMPARE(b[QStringLiteral("verdict")].toString(), QStringLiteral("unknown"));
            QCOMPARE(a[QStringLiteral("verdict")].toString(), QStringLiteral("pass"));
            QCOMPARE(a[QStringLiteral("evidence")].toString(), QStringLiteral("Type II report seen"));

            // Undo: write back what setVerdict returned.
            auto undone = repo.saveVerdict(*previous, kActor);
            QVERIFY(undone.ok());
            QCOMPARE(undone->verdict, Verdict::Pass);
            QCOMPARE(repo.verdict(id, soc2->id)->verdict, Verdict::Unknown);
            QCOMPARE(AuditLog(db).entries({QStringLiteral("verdict"), now->id})->size(), 2);

            VerdictRecord planned = *repo.verdict(id, soc2->id);
            planned.availability = QStringLiteral("someday");
            QCOMPARE(repo.saveVerdict(planned, kActor).error().code, ErrorCode::InvalidArgument);
            QCOMPARE(repo.setVerdict(id, 999999, Verdict::Fail, {}, kActor).error().code, ErrorCode::NotFound);
        });
    }

    void updateAndTransactionRollback() {
        const qint64 providerId = m_providerId;
        m_store->run([providerId](QSqlDatabase& db) {
            EvaluationRepository repo(db);
            const qint64 id = *repo.create(providerId, QStringLiteral("2.0"), QStringLiteral("Draft"), {}, kActor);
            Evaluation e = *repo.get(id);
            e.status = EvaluationStatus::Final;
            e.conflictDisclosure = QStringLiteral("None");
            QVERIFY(repo.update(e, kActor).ok());
            QCOMPARE(repo.get(id)->status, EvaluationStatus::Final);

            // A guard that is not committed undoes everything inside it, including nested repository calls that
            // committed their own (inner) guards.
            const Checklist c = *repo.checklist(id);
            const qint64 itemId = c.verdicts.first().checkItemId;
            const int auditBefore = int(AuditLog(db).entries()->size());
            {
                Transaction outer(db);
                QVERIFY(outer.started().ok());
                QVERIFY(repo.setVerdict(id, itemId, Verdict::Fail, QStringLiteral("temp"), kActor).ok());
                QCOMPARE(repo.verdict(id, itemId)->verdict, Verdict::Fail);
            }
            QCOMPARE(repo.verdict(id, itemId)->verdict, Verdict::Unknown);
            QCOMPARE(int(AuditLog(db).entries()->size()), auditBefore);

            QVERIFY(repo.remove(id, kActor).ok());
            QCOMPARE(repo.get(id).error().code, ErrorCode::NotFound);
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM verdict"));
            q.next();
            QCOMPARE(q.value(0).toInt(), 0);
        });
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_providerId = 0;
};

QTEST_GUILESS_MAIN(TestEvaluationRepository)
#include "tst_EvaluationRepository.moc"
