#include "tests/support/RatingFixtures.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace tb::test {

namespace {
QVariant execOne(QSqlDatabase& db, const QString& sql, const QVariantList& binds = {}) {
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant& b : binds) {
        q.addBindValue(b);
    }
    if (!q.exec()) {
        qFatal("fixture SQL failed: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    }
    if (q.isSelect()) {
        return q.next() ? q.value(0) : QVariant();
    }
    return q.lastInsertId();
}
}  // namespace

qint64 RatingFixtures::rubric(QSqlDatabase& db) {
    const qint64 rubricId =
        execOne(db, QStringLiteral("INSERT INTO rubric_version (version, title) VALUES ('t1', 'Test rubric')"))
            .toLongLong();
    struct Item {
        const char* key;
        const char* title;
        const char* gate;
    };
    struct Crit {
        const char* key;
        const char* name;
        double weight;
        std::initializer_list<Item> items;
    };
    const Crit crits[] = {
        {"security",
         "Security",
         0.4,
         {{"security.soc2", "SOC 2 Type II report", "gate.attestation"},
          {"security.acs", "PCIe ACS disabled", "gate.acs"},
          {"security.pkeys", "InfiniBand PKeys isolate tenants", ""}}},
        {"networking",
         "Networking",
         0.4,
         {{"networking.gdr", "GPUDirect RDMA enabled", "gate.gdr"}, {"networking.nccl", "Sane NCCL defaults", ""}}},
        {"pricing",
         "Pricing",
         0.2,
         {{"pricing.billing", "No charge during creation or downtime", "gate.billing"},
          {"pricing.gpus", "Current GPU generations", "gate.old_gpus"}}},
    };
    int cpos = 0;
    for (const Crit& c : crits) {
        const qint64 cid =
            execOne(db,
                    QStringLiteral("INSERT INTO criterion (rubric_id, key, name, weight, position) "
                                   "VALUES (?, ?, ?, ?, ?)"),
                    {rubricId, QString::fromLatin1(c.key), QString::fromLatin1(c.name), c.weight, cpos++})
                .toLongLong();
        int ipos = 0;
        for (const Item& i : c.items) {
            execOne(
                db,
                QStringLiteral("INSERT INTO check_item (criterion_id, key, title, weight, position, gate) VALUES "
                               "(?, ?, ?, 1, ?, ?)"),
                {cid, QString::fromLatin1(i.key), QString::fromLatin1(i.title), ipos++, QString::fromLatin1(i.gate)});
        }
    }
    return rubricId;
}

qint64 RatingFixtures::provider(QSqlDatabase& db, const QString& name, const QString& referenceTier) {
    return execOne(db, QStringLiteral("INSERT INTO provider (name, reference_tier) VALUES (?, ?)"),
                   {name, referenceTier.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(referenceTier)})
        .toLongLong();
}

qint64 RatingFixtures::evaluation(QSqlDatabase& db, qint64 providerId, qint64 rubricId, const QString& unavailable) {
    return execOne(
               db,
               QStringLiteral("INSERT INTO evaluation (provider_id, rubric_id, unavailable_reason) VALUES (?, ?, ?)"),
               {providerId, rubricId, unavailable.isNull() ? QStringLiteral("") : unavailable})
        .toLongLong();
}

void RatingFixtures::verdict(QSqlDatabase& db, qint64 evaluationId, const QString& itemKey, const QString& verdict) {
    execOne(
        db,
        QStringLiteral(
            "INSERT INTO verdict (evaluation_id, check_item_id, verdict) SELECT ?, ci.id, ? FROM check_item ci "
            "JOIN criterion c ON c.id = ci.criterion_id JOIN rubric_version r ON r.id = c.rubric_id "
            "WHERE ci.key = ? AND r.version = 't1' ON CONFLICT (evaluation_id, check_item_id) DO UPDATE SET verdict = "
            "excluded.verdict"),
        {evaluationId, verdict, itemKey});
}

void RatingFixtures::allVerdicts(QSqlDatabase& db, qint64 evaluationId, const QString& verdict) {
    execOne(db,
            QStringLiteral(
                "INSERT INTO verdict (evaluation_id, check_item_id, verdict) SELECT ?, ci.id, ? FROM check_item ci "
                "JOIN criterion c ON c.id = ci.criterion_id JOIN rubric_version r ON r.id = c.rubric_id "
                "WHERE r.version = 't1' ON CONFLICT (evaluation_id, check_item_id) DO UPDATE SET verdict = "
                "excluded.verdict"),
            {evaluationId, verdict});
}

qint64 RatingFixtures::criterionId(QSqlDatabase& db, const QString& key) {
    return execOne(db,
                   QStringLiteral("SELECT c.id FROM criterion c JOIN rubric_version r ON r.id = c.rubric_id "
                                  "WHERE c.key = ? AND r.version = 't1'"),
                   {key})
        .toLongLong();
}

int RatingFixtures::auditCount(QSqlDatabase& db, const QString& entity, const QString& action) {
    if (action.isEmpty()) {
        return execOne(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = ?"), {entity}).toInt();
    }
    return execOne(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = ? AND action = ?"),
                   {entity, action})
        .toInt();
}

}  // namespace tb::test
