// Issue 18.2, disputes: a provider's file of disputes becomes open disputes on its rubric items, or nothing does
// (hostile files: malformed, huge, an unknown item, another provider's name, a forged attachment hash); accepting one
// that asks for a verdict changes the verdict through the checklist's audited call in the same transaction as the
// state change, and a refused verdict change (a closed evaluation) leaves the dispute open. On both engines.
#include "core/demo/DemoDatabase.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "core/usecase/DisputeWorkflow.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "tests/support/TestDatabase.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;

namespace {

QByteArray disputeFile(const QString& provider, const QJsonArray& disputes) {
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("tierbench-disputes")},
                                     {QStringLiteral("format_version"), 1},
                                     {QStringLiteral("provider"), provider},
                                     {QStringLiteral("contact"), QStringLiteral("Dana Ops <dana@example.net>")},
                                     {QStringLiteral("disputes"), disputes}})
        .toJson();
}

QJsonObject claim(const QString& item, const QString& text, const QString& verdict = {}) {
    QJsonObject o{{QStringLiteral("item"), item}, {QStringLiteral("claim"), text}};
    if (!verdict.isEmpty()) {
        o.insert(QStringLiteral("requested_verdict"), verdict);
    }
    return o;
}

}  // namespace

class TestDisputes : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_evaluation = 0;
    qint64 m_item = 0;
    QString m_itemKey;
    QString m_otherKey;
    QList<qint64> m_ids;
    int m_verdictAudits = 0;

    template <typename F>
    auto run(F f) {
        return m_store->run(f);
    }

    int disputeCount() {
        return run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM dispute"));
            return q.next() ? q.value(0).toInt() : -1;
        });
    }

    QString verdictOf(qint64 item) {
        return run([&](QSqlDatabase& db) {
            auto v = EvaluationRepository(db).verdict(m_evaluation, item);
            return v ? verdictKey(v->verdict) + u'|' + v->evidence : v.error().toString();
        });
    }

    Result<QList<qint64>> import(const QString& provider, const QByteArray& file) {
        return run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).import(provider, file, QStringLiteral("answer.json"), QStringLiteral("ana"));
        });
    }

private slots:
    void initTestCase() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("disputes.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        const QString error = run([&](QSqlDatabase& db) -> QString {
            if (auto st = DemoDatabase::populate(db); !st) {
                return st.error().toString();
            }
            QSqlQuery q(db);
            // Crusoe's evaluation: an item it failed (to dispute) and another one.
            q.exec(QStringLiteral(
                "SELECT v.evaluation_id, ci.id, ci.key FROM verdict v JOIN evaluation e ON e.id = v.evaluation_id "
                "JOIN provider p ON p.id = e.provider_id JOIN check_item ci ON ci.id = v.check_item_id WHERE p.name = "
                "'Crusoe' ORDER BY CASE v.verdict WHEN 'fail' THEN 0 WHEN 'partial' THEN 1 ELSE 2 END, ci.id"));
            if (!q.next()) {
                return QStringLiteral("no Crusoe verdicts");
            }
            m_evaluation = q.value(0).toLongLong();
            m_item = q.value(1).toLongLong();
            m_itemKey = q.value(2).toString();
            if (!q.next()) {
                return QStringLiteral("one Crusoe verdict only");
            }
            m_otherKey = q.value(2).toString();
            return {};
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!verdictOf(m_item).startsWith(QStringLiteral("pass|")));
    }

    void aFileBecomesOpenDisputesOnItsItems() {
        const QByteArray attachment("SOC 2 Type II report, period 2026-01-01 to 2026-06-30\n");
        QJsonObject withFile = claim(m_otherKey, QStringLiteral("The evidence text is out of date."));
        withFile.insert(
            QStringLiteral("evidence"),
            QJsonObject{{QStringLiteral("text"), QStringLiteral("See the attached report.")},
                        {QStringLiteral("attachment"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("soc2.txt")},
                                     {QStringLiteral("sha256"),
                                      QString::fromLatin1(
                                          QCryptographicHash::hash(attachment, QCryptographicHash::Sha256).toHex())},
                                     {QStringLiteral("content_base64"), QString::fromLatin1(attachment.toBase64())}}}});
        auto ids = import(QStringLiteral("crusoe"),
                          disputeFile(QStringLiteral("Crusoe"),
                                      {claim(m_itemKey, QStringLiteral("This passed on every node we gave you."),
                                             QStringLiteral("pass")),
                                       withFile}));
        QVERIFY2(ids, qPrintable(ids ? QString() : ids.error().toString()));
        QCOMPARE(ids->size(), 2);
        m_ids = *ids;
        auto first = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(m_ids[0]); });
        QVERIFY(first);
        QCOMPARE(first->state, Dispute::State::Open);
        QCOMPARE(first->itemKey, m_itemKey);
        QCOMPARE(first->requestedVerdict, QStringLiteral("pass"));
        QCOMPARE(first->contact, QStringLiteral("Dana Ops <dana@example.net>"));
        QVERIFY(!first->receivedAt.isEmpty());
        auto second = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(m_ids[1], true); });
        QVERIFY(second);
        QCOMPARE(second->attachment, attachment);
        QCOMPARE(second->attachmentName, QStringLiteral("soc2.txt"));
        QCOMPARE(second->evidenceText, QStringLiteral("See the attached report."));
        auto list = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).list(first->providerId); });
        QVERIFY(list);
        QCOMPARE(list->size(), 2);
    }

    void hostileFilesAreRefusedAndNothingIsStored() {
        const int before = disputeCount();
        const QList<QPair<QByteArray, QString>> cases{
            {QByteArrayLiteral("{\"format\": \"tierbench-disputes\", "), QStringLiteral("not a JSON object")},
            {QByteArray(DisputeFile::kMaxFile + 1, ' '), QStringLiteral("at most")},
            {disputeFile(QStringLiteral("Crusoe"),
                         {claim(QStringLiteral("security.no_such_item"), QStringLiteral("x"))}),
             QStringLiteral("no item \"security.no_such_item\"")},
            {disputeFile(QStringLiteral("Nebius"), {claim(m_itemKey, QStringLiteral("x"))}),
             QStringLiteral("about \"Nebius\", not Crusoe")},
            {disputeFile(QStringLiteral("Crusoe"), {claim(m_itemKey, QStringLiteral("x"), QStringLiteral("gold"))}),
             QStringLiteral("\"requested_verdict\" is gold")},
            {disputeFile(QStringLiteral("Crusoe"), {claim(m_itemKey, QString())}),
             QStringLiteral("\"claim\" is empty")},
            {disputeFile(QStringLiteral("Crusoe"), {claim(m_itemKey, QString(DisputeFile::kMaxText + 1, u'a'))}),
             QStringLiteral("longer than")},
            {disputeFile(QStringLiteral("Crusoe"), {QJsonValue(42)}), QStringLiteral("not an object")},
        };
        for (const auto& [file, expected] : cases) {
            auto r = import(QStringLiteral("Crusoe"), file);
            QVERIFY2(!r, qPrintable(expected));
            QVERIFY2(r.error().message.contains(expected),
                     qPrintable(r.error().message + QStringLiteral(" / ") + expected));
        }
        // A good first dispute and a bad second one: neither is stored.
        auto mixed =
            import(QStringLiteral("Crusoe"),
                   disputeFile(QStringLiteral("Crusoe"), {claim(m_itemKey, QStringLiteral("fine")),
                                                          claim(QStringLiteral("nope"), QStringLiteral("x"))}));
        QVERIFY(!mixed);
        QVERIFY2(mixed.error().message.startsWith(QStringLiteral("Dispute 2")), qPrintable(mixed.error().message));
        // A forged attachment hash.
        QJsonObject forged = claim(m_itemKey, QStringLiteral("see file"));
        forged.insert(QStringLiteral("evidence"),
                      QJsonObject{{QStringLiteral("attachment"),
                                   QJsonObject{{QStringLiteral("name"), QStringLiteral("a.txt")},
                                               {QStringLiteral("sha256"), QString(64, u'0')},
                                               {QStringLiteral("content_base64"), QStringLiteral("aGVsbG8=")}}}});
        auto bad = import(QStringLiteral("Crusoe"), disputeFile(QStringLiteral("Crusoe"), {forged}));
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.contains(QStringLiteral("does not have the SHA-256")),
                 qPrintable(bad.error().message));
        QCOMPARE(disputeCount(), before);
    }

    void acceptingChangesTheVerdictThroughTheAuditedPath() {
        QVERIFY(m_ids.size() == 2);
        const QString before = verdictOf(m_item);
        m_verdictAudits = run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'verdict'"));
            return q.next() ? q.value(0).toInt() : -1;
        });
        auto none = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).accept(m_ids[0], QStringLiteral("  "), QStringLiteral("ana"));
        });
        QVERIFY(!none);  // no reasoning, no decision
        QCOMPARE(verdictOf(m_item), before);
        auto st = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).accept(m_ids[0], QStringLiteral("The node logs show it passed."),
                                              QStringLiteral("ana"));
        });
        QVERIFY2(st, qPrintable(st ? QString() : st.error().toString()));
        const QString after = verdictOf(m_item);
        QVERIFY2(after.startsWith(QStringLiteral("pass|")), qPrintable(after));
        QVERIFY2(after.contains(QStringLiteral("Dispute %1 accepted: The node logs show it passed.").arg(m_ids[0])),
                 qPrintable(after));
        auto d = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(m_ids[0]); });
        QCOMPARE(d->state, Dispute::State::Accepted);
        QCOMPARE(d->reasoning, QStringLiteral("The node logs show it passed."));
        QCOMPARE(d->decidedBy, QStringLiteral("ana"));
        QCOMPARE(d->rowVersion, 2);
        // Both changes are in the audit log: the verdict's (as the checklist writes it) and the dispute's.
        const QStringList audited = run([&](QSqlDatabase& db) {
            QStringList out;
            QSqlQuery q(db);
            q.exec(QStringLiteral(
                "SELECT entity, action FROM audit_log WHERE entity IN ('verdict', 'dispute') ORDER BY id"));
            while (q.next()) {
                out << q.value(0).toString() + u':' + q.value(1).toString();
            }
            return out;
        });
        QVERIFY2(audited.contains(QStringLiteral("dispute:accept")), qPrintable(audited.join(u',')));
        QVERIFY2(audited.filter(QStringLiteral("verdict:")).size() > m_verdictAudits, qPrintable(audited.join(u',')));
        // Decided is decided.
        auto again = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).reject(m_ids[0], QStringLiteral("no"), QStringLiteral("bo"));
        });
        QVERIFY(!again);
    }

    void rejectingKeepsTheVerdictAndRecordsWhy() {
        QVERIFY(m_ids.size() == 2);
        auto st = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).reject(m_ids[1], QStringLiteral("The report's period ends before the test."),
                                              QStringLiteral("ana"));
        });
        QVERIFY(st);
        auto d = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(m_ids[1]); });
        QCOMPARE(d->state, Dispute::State::Rejected);
        QCOMPARE(d->reasoning, QStringLiteral("The report's period ends before the test."));
    }

    void aStaleVersionIsRefused() {
        auto ids = import(QStringLiteral("Crusoe"),
                          disputeFile(QStringLiteral("Crusoe"), {claim(m_otherKey, QStringLiteral("again"))}));
        QVERIFY(ids);
        auto st = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).reject(ids->first(), QStringLiteral("r"), QStringLiteral("bo"), 7);
        });
        QVERIFY(!st);
        auto d = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(ids->first()); });
        QCOMPARE(d->state, Dispute::State::Open);
    }

    void aRefusedVerdictChangeLeavesTheDisputeOpen() {
        auto ids = import(QStringLiteral("Crusoe"),
                          disputeFile(QStringLiteral("Crusoe"),
                                      {claim(m_otherKey, QStringLiteral("fail it"), QStringLiteral("fail"))}));
        QVERIFY(ids);
        auto other = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(ids->first()); });
        const QString before = verdictOf(other->checkItemId);
        auto closed =
            run([&](QSqlDatabase& db) { return EvaluationWorkflow(db).close(m_evaluation, QStringLiteral("ana")); });
        QVERIFY2(closed, qPrintable(closed ? QString() : closed.error().toString()));
        auto st = run([&](QSqlDatabase& db) {
            return DisputeWorkflow(db).accept(ids->first(), QStringLiteral("ok"), QStringLiteral("ana"));
        });
        QVERIFY(!st);
        QCOMPARE(verdictOf(other->checkItemId), before);
        auto d = run([&](QSqlDatabase& db) { return DisputeWorkflow(db).get(ids->first()); });
        QCOMPARE(d->state, Dispute::State::Open);
        QCOMPARE(d->rowVersion, 1);
    }
};

QTEST_GUILESS_MAIN(TestDisputes)
#include "tst_Disputes.moc"
