#include "core/interview/AnonymisedInterview.h"
#include "core/store/InterviewRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestInterviewRepository : public QObject {
    Q_OBJECT

private slots:
    void crudValidatesAndAudits() {
        QTemporaryDir dir;
        auto store = *Store::open(dir.filePath(QStringLiteral("i.tierbench")));
        store->run([](QSqlDatabase& db) {
            const qint64 p = RatingFixtures::provider(db, QStringLiteral("Acme"));
            InterviewRepository repo(db);
            Interview i;
            i.providerId = p;
            i.heldOn = QDate(2026, 3, 2);
            i.intervieweeName = QStringLiteral("Jane Roe");
            i.role = QStringLiteral("ML engineer");
            i.orgType = OrgType::AiLab;
            i.sentiment.insert(QStringLiteral("networking"), 3);
            auto bad = repo.add(i, QStringLiteral("ana"));
            QVERIFY(!bad.ok());
            QCOMPARE(bad.error().detail, QStringLiteral("sentiment.networking"));
            i.sentiment.insert(QStringLiteral("networking"), -1);
            i.role.clear();
            QCOMPARE(repo.add(i, QStringLiteral("ana")).error().detail, QStringLiteral("interviewee_role"));
            i.role = QStringLiteral("ML engineer");
            auto id = repo.add(i, QStringLiteral("ana"));
            TB_VERIFY_OK(id);
            i.id = *id;
            i.channel = QStringLiteral("video");
            TB_VERIFY_OK(repo.update(i, QStringLiteral("ana")));
            QCOMPARE(repo.get(*id)->channel, QStringLiteral("video"));
            QCOMPARE(repo.get(*id)->sentiment.value(QStringLiteral("networking")), -1);

            const auto anon = *repo.anonymised(p);
            QCOMPARE(anon.size(), 1);
            QVERIFY(!anon.first().label().contains(QStringLiteral("Jane")));
            QCOMPARE(anon.first().label(), QStringLiteral("ML engineer, AI lab"));

            TB_VERIFY_OK(repo.remove(*id, QStringLiteral("ana")));
            QCOMPARE(repo.list(p)->size(), 0);
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("interview"), QStringLiteral("create")), 1);
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("interview"), QStringLiteral("update")), 1);
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("interview"), QStringLiteral("delete")), 1);
        });
    }
};

QTEST_GUILESS_MAIN(TestInterviewRepository)
#include "tst_InterviewRepository.moc"
