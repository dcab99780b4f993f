// Issue 18.6: the conflict-of-interest register. Dates decide what is current; ending an entry is audited; the
// question asked before work starts finds current relationships only, by reviewer name without case.
#include "core/demo/DemoDatabase.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/trust/Conflicts.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

class tst_Conflicts : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;

    int count(const QString& sql) {
        return m_store->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
        });
    }

private slots:
    void initTestCase() {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("c.tierbench")));
        QVERIFY(store);
        m_store = *store;
        auto id = m_store->run([&](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("Conflict Cloud");
            return ProviderRepository(db).add(p, QStringLiteral("test"));
        });
        QVERIFY(id);
        m_provider = *id;
    }

    void datesDecideWhatIsCurrent() {
        ConflictRecord c;
        c.from = QStringLiteral("2026-01-01");
        QVERIFY(c.currentOn(QDate(2026, 6, 1)));
        QVERIFY(!c.currentOn(QDate(2025, 12, 31)));
        c.until = QStringLiteral("2026-03-31");
        QVERIFY(c.currentOn(QDate(2026, 3, 31)));
        QVERIFY(!c.currentOn(QDate(2026, 4, 1)));
        QVERIFY(c.overlaps(QDate(2026, 3, 1), QDate(2026, 9, 1)));
        QVERIFY(!c.overlaps(QDate(2026, 4, 1), QDate(2026, 9, 1)));
    }

    void addListEndAudited() {
        const int audits = count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'reviewer_conflict'"));
        auto id = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).add(QStringLiteral("Ada Reviewer"), QStringLiteral("Conflict Cloud"),
                                     Relationship::Consulting, QStringLiteral("2026-01-01"), {},
                                     QStringLiteral("paid advisory"), QStringLiteral("test"));
        });
        QVERIFY2(id, qPrintable(id ? QString() : id.error().toString()));
        auto now = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).current(QStringLiteral("  ada reviewer "), m_provider, QDate(2026, 12, 1));
        });
        QCOMPARE(now->size(), 1);
        QVERIFY(Conflicts::warning(*now).contains(QLatin1String("consulting")));
        // Someone else, or another day before it began: nothing.
        auto other = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).current(QStringLiteral("Bo"), m_provider, QDate(2026, 12, 1));
        });
        QVERIFY(other->isEmpty());
        auto st = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).end(*id, QStringLiteral("2026-06-30"), QStringLiteral("test"));
        });
        QVERIFY2(st, qPrintable(st ? QString() : st.error().toString()));
        auto after = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).current(QStringLiteral("Ada Reviewer"), m_provider, QDate(2026, 12, 1));
        });
        QVERIFY(after->isEmpty());
        // Still disclosed for an evaluation that overlapped it.
        auto disclosed = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).overlapping({QStringLiteral("ada reviewer")}, m_provider, QDate(2026, 5, 1),
                                             QDate(2026, 12, 1));
        });
        QCOMPARE(disclosed->size(), 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'reviewer_conflict'")),
                 audits + 2);
    }

    void badInputIsRefusedAndChangesNothing() {
        const int rows = count(QStringLiteral("SELECT count(*) FROM reviewer_conflict"));
        auto badDate = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).add(QStringLiteral("Ada"), QStringLiteral("Conflict Cloud"), Relationship::Investment,
                                     QStringLiteral("01/02/2026"), {}, {}, QStringLiteral("t"));
        });
        QCOMPARE(badDate.error().code, ErrorCode::InvalidArgument);
        auto backwards = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).add(QStringLiteral("Ada"), QStringLiteral("Conflict Cloud"), Relationship::Investment,
                                     QStringLiteral("2026-02-01"), QStringLiteral("2026-01-01"), {},
                                     QStringLiteral("t"));
        });
        QCOMPARE(backwards.error().code, ErrorCode::InvalidArgument);
        auto unknown = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).add(QStringLiteral("Ada"), QStringLiteral("Nobody Cloud"), Relationship::Other,
                                     QStringLiteral("2026-02-01"), {}, {}, QStringLiteral("t"));
        });
        QCOMPARE(unknown.error().code, ErrorCode::NotFound);
        auto missing = m_store->run([&](QSqlDatabase& db) {
            return Conflicts(db).end(99999, QStringLiteral("2026-02-01"), QStringLiteral("t"));
        });
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM reviewer_conflict")), rows);
    }
};

QTEST_GUILESS_MAIN(tst_Conflicts)
#include "tst_Conflicts.moc"
