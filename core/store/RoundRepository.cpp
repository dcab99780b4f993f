#include "core/store/RoundRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RatingRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlQuery>

namespace tb::core {

namespace {
// A null QString binds as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant sqlText(const QString& s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}
RoundRecord readRound(const QSqlQuery& q) {
    return RoundRecord{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()};
}
const QString kEntity = QStringLiteral("rating_round");
const QString kSelect = QStringLiteral("SELECT id, name, opened_at, coalesce(closed_at, '') FROM rating_round");
}  // namespace

RoundRepository::RoundRepository(QSqlDatabase& db) : m_db(db) {}

Result<QList<RoundRecord>> RoundRepository::rounds() const {
    QSqlQuery q(m_db);
    if (auto st = exec(q, kSelect + QStringLiteral(" ORDER BY id"), tr("Could not read the rating rounds")); !st) {
        return st.error();
    }
    QList<RoundRecord> out;
    while (q.next()) {
        out.append(readRound(q));
    }
    return out;
}

Result<RoundRecord> RoundRepository::openRound() const {
    QSqlQuery q(m_db);
    if (auto st = exec(q, kSelect + QStringLiteral(" WHERE closed_at IS NULL ORDER BY id DESC LIMIT 1"),
                       tr("Could not read the rating rounds"));
        !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No rating round is open."));
    }
    return readRound(q);
}

Result<qint64> RoundRepository::open(const QString& name, const QString& actor) {
    const QString n = name.trimmed();
    if (n.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("A round needs a name, such as \"2.1\"."),
                         QStringLiteral("name"));
    }
    if (auto current = openRound(); current) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Round %1 is still open; close it before opening another.").arg(current->name));
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("open"), actor)
        .before([]() -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("exists"), false}};
        })
        .after([&](qint64) -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("name"), n}};
        })
        .write([&]() -> Result<qint64> {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("INSERT INTO rating_round (name) VALUES (?) RETURNING id"));
            q.addBindValue(sqlText(n));
            auto inserted = insertReturningId(q, tr("Could not open round %1").arg(n));
            if (!inserted) {
                return inserted.error();
            }
            return *inserted;
        });
}

Status RoundRepository::close(qint64 roundId, const QString& actor) {
    QSqlQuery r(m_db);
    r.prepare(kSelect + QStringLiteral(" WHERE id = ?"));
    r.addBindValue(roundId);
    if (auto st = exec(r, tr("Could not read the rating rounds")); !st) {
        return st;
    }
    if (!r.next()) {
        return makeError(ErrorCode::NotFound, tr("No rating round %1.").arg(roundId));
    }
    const RoundRecord round = readRound(r);
    if (!round.isOpen()) {
        return makeError(ErrorCode::InvalidArgument, tr("Round %1 is already closed.").arg(round.name));
    }
    auto latest = RatingRepository(m_db).latestAssignments();
    if (!latest) {
        return latest.error();
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("close"), actor)
        .before([&]() -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("name"), round.name}};
        })
        .after([&](qint64) -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("name"), round.name},
                               {QStringLiteral("assignments"), int(latest->size())}};
        })
        .write(roundId, [&]() -> Status { return freezeAssignments(roundId, *latest); });
}

Status RoundRepository::freezeAssignments(qint64 roundId, const QHash<qint64, RatingRecord>& latest) {
    QSqlQuery ins(m_db);
    ins.prepare(QStringLiteral(
        "INSERT INTO round_assignment (round_id, provider_id, assigned_tier, suggested_tier, reference_tier) "
        "SELECT ?, id, ?, ?, coalesce(reference_tier, '') FROM provider WHERE id = ?"));
    for (const RatingRecord& rec : latest) {
        ins.addBindValue(roundId);
        ins.addBindValue(sqlText(rec.assignedTier));
        ins.addBindValue(sqlText(rec.suggestedTier));
        ins.addBindValue(rec.providerId);
        if (auto st = exec(ins, tr("Could not freeze the round")); !st) {
            return st;
        }
    }
    // A provider whose newest evaluation is marked unable to test has no tier, whatever was assigned before: the
    // round keeps the state under its key (round_assignment holds keys, not only tiers).
    QSqlQuery untested(m_db);
    untested.prepare(QStringLiteral(
        "INSERT INTO round_assignment (round_id, provider_id, assigned_tier, suggested_tier, reference_tier) "
        "SELECT ?, p.id, ?, '', coalesce(p.reference_tier, '') FROM provider p JOIN evaluation e ON e.provider_id = "
        "p.id WHERE e.unable_to_test = 1 AND e.id IN (SELECT max(id) FROM evaluation GROUP BY provider_id) "
        "ON CONFLICT (round_id, provider_id) DO UPDATE SET assigned_tier = excluded.assigned_tier, suggested_tier = "
        "''"));
    untested.addBindValue(roundId);
    untested.addBindValue(QString::fromLatin1(kUnableToTestKey));
    if (auto st = exec(untested, tr("Could not freeze the round")); !st) {
        return st;
    }
    QSqlQuery upd(m_db);
    upd.prepare(
        QStringLiteral("UPDATE rating_round SET closed_at = %1 WHERE id = ?").arg(SqlDialect::of(m_db).nowText()));
    upd.addBindValue(roundId);
    return exec(upd, tr("Could not close the round"));
}

Result<qint64> RoundRepository::freeze(const QString& name, const QString& actor) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    qint64 id = 0;
    if (auto current = openRound(); current && current->name == name.trimmed()) {
        id = current->id;
    } else {
        auto opened = open(name, actor);
        if (!opened) {
            return opened.error();
        }
        id = *opened;
    }
    if (auto st = close(id, actor); !st) {
        return st.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return id;
}

Result<QHash<qint64, FrozenAssignment>> RoundRepository::assignments(qint64 roundId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT provider_id, assigned_tier, suggested_tier, reference_tier FROM round_assignment "
                       "WHERE round_id = ?"));
    q.addBindValue(roundId);
    if (auto st = exec(q, tr("Could not read the round")); !st) {
        return st.error();
    }
    QHash<qint64, FrozenAssignment> out;
    while (q.next()) {
        FrozenAssignment a{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                           q.value(3).toString()};
        out.insert(a.providerId, a);
    }
    return out;
}

Result<RoundRecord> RoundRepository::previousClosed(qint64 roundId) const {
    QSqlQuery q(m_db);
    if (roundId > 0) {
        q.prepare(kSelect + QStringLiteral(" WHERE closed_at IS NOT NULL AND id < ? ORDER BY id DESC LIMIT 1"));
        q.addBindValue(roundId);
    } else {
        q.prepare(kSelect + QStringLiteral(" WHERE closed_at IS NOT NULL ORDER BY id DESC LIMIT 1"));
    }
    if (auto st = exec(q, tr("Could not read the rating rounds")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No earlier closed round."));
    }
    return readRound(q);
}

}  // namespace tb::core
