#include "core/store/WalkthroughState.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace tb::core {

qint64 WalkthroughState::totalMs() const {
    qint64 total = 0;
    for (qint64 ms : elapsedMs) {
        total += ms;
    }
    return total;
}

Result<WalkthroughState> WalkthroughState::load(QSqlDatabase& db, qint64 evaluationId) {
    WalkthroughState state;
    state.evaluationId = evaluationId;
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT coalesce(check_item_id, 0), paused, finished, updated_at FROM walkthrough_state "
                       "WHERE evaluation_id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not read the walkthrough state")); !st) {
        return st.error();
    }
    if (q.next()) {
        state.checkItemId = q.value(0).toLongLong();
        state.paused = q.value(1).toInt() != 0;
        state.finished = q.value(2).toInt() != 0;
        state.updatedAt = q.value(3).toString();
    }
    q.prepare(QStringLiteral("SELECT criterion_id, elapsed_ms FROM walkthrough_timer WHERE evaluation_id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not read the walkthrough timers")); !st) {
        return st.error();
    }
    while (q.next()) {
        state.elapsedMs.insert(q.value(0).toLongLong(), q.value(1).toLongLong());
    }
    return state;
}

Status WalkthroughState::save(QSqlDatabase& db, const WalkthroughState& state) {
    const QString failed = tr("Could not save the walkthrough state");
    if (!db.transaction()) {
        return sqlError(db.lastError(), failed);
    }
    auto fail = [&](const Status& st) {
        db.rollback();
        return st;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
                  "INSERT INTO walkthrough_state (evaluation_id, check_item_id, paused, finished, updated_at) "
                  "VALUES (?, ?, ?, ?, %1) ON CONFLICT (evaluation_id) DO UPDATE SET "
                  "check_item_id = excluded.check_item_id, paused = excluded.paused, finished = excluded.finished, "
                  "updated_at = excluded.updated_at")
                  .arg(SqlDialect::of(db).nowText()));
    q.addBindValue(state.evaluationId);
    q.addBindValue(state.checkItemId > 0 ? QVariant(state.checkItemId) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(state.paused ? 1 : 0);
    q.addBindValue(state.finished ? 1 : 0);
    if (auto st = exec(q, failed); !st) {
        return fail(st);
    }
    q.prepare(
        QStringLiteral("INSERT INTO walkthrough_timer (evaluation_id, criterion_id, elapsed_ms) VALUES (?, ?, ?) "
                       "ON CONFLICT (evaluation_id, criterion_id) DO UPDATE SET elapsed_ms = excluded.elapsed_ms"));
    for (auto it = state.elapsedMs.cbegin(); it != state.elapsedMs.cend(); ++it) {
        q.addBindValue(state.evaluationId);
        q.addBindValue(it.key());
        q.addBindValue(std::max<qint64>(0, it.value()));
        if (auto st = exec(q, failed); !st) {
            return fail(st);
        }
    }
    if (!db.commit()) {
        return fail(sqlError(db.lastError(), failed));
    }
    return {};
}

}  // namespace tb::core
