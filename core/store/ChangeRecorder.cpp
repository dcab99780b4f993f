#include "core/store/ChangeRecorder.h"

#include "core/store/ChangeNotifier.h"
#include "core/store/SqliteApi.h"

#include <QLoggingCategory>
#include <QSqlQuery>
#include <QVariant>

#include <cstring>

namespace tb::core {

// Quiet unless asked for (QT_LOGGING_RULES="tierbench.core.store.changes.debug=true"): it fires on every commit.
Q_LOGGING_CATEGORY(lcChanges, "tierbench.core.store.changes", QtWarningMsg)

namespace {
thread_local ChangeRecorder* t_current = nullptr;

// How each table's rows become change events. `provider` is how to find a row's provider from its rowid (empty:
// not findable); `bulk` tables are tracked as rowid ranges and announced by run, never row by row.
struct TableInfo {
    const char* name;
    EntityKind kind;
    bool idIsEntity;  // the rowid is the entity's id (false for link tables and composite keys)
    const char* provider;
    bool bulk = false;
};

// clang-format off
const TableInfo kTables[] = {
    {"provider", EntityKind::Provider, true, "SELECT id FROM provider WHERE rowid = ?"},
    {"evaluation", EntityKind::Evaluation, true, "SELECT provider_id FROM evaluation WHERE rowid = ?"},
    {"verdict", EntityKind::Verdict, true,
     "SELECT e.provider_id FROM verdict x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"verdict_evidence", EntityKind::Verdict, false,
     "SELECT r.provider_id FROM verdict_evidence x JOIN probe_run r ON r.id = x.run_id WHERE x.rowid = ?"},
    // Disputes are about verdicts: the checklist and the Disputes panel both show them.
    {"dispute", EntityKind::Verdict, false, "SELECT provider_id FROM dispute WHERE rowid = ?"},
    {"node", EntityKind::Node, true,
     "SELECT e.provider_id FROM node x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"probe_run", EntityKind::Run, true, "SELECT provider_id FROM probe_run WHERE rowid = ?"},
    {"finding", EntityKind::Run, false,
     "SELECT r.provider_id FROM finding x JOIN probe_run r ON r.id = x.run_id WHERE x.rowid = ?"},
    {"sample", EntityKind::Samples, false, nullptr, true},
    {"raw_log", EntityKind::Samples, false, nullptr, true},
    {"raw_log_chunk", EntityKind::Samples, false, nullptr, true},
    {"run_artifact", EntityKind::Run, false,
     "SELECT r.provider_id FROM run_artifact x JOIN probe_run r ON r.id = x.run_id WHERE x.rowid = ?"},
    {"interview", EntityKind::Interview, true, "SELECT provider_id FROM interview WHERE rowid = ?"},
    {"interview_sentiment", EntityKind::Interview, false,
     "SELECT i.provider_id FROM interview_sentiment x JOIN interview i ON i.id = x.interview_id WHERE x.rowid = ?"},
    {"criterion_score", EntityKind::Rating, false,
     "SELECT e.provider_id FROM criterion_score x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"rating", EntityKind::Rating, true,
     "SELECT e.provider_id FROM rating x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"rating_round", EntityKind::Rating, false, nullptr},
    {"round_assignment", EntityKind::Rating, false,
     "SELECT provider_id FROM round_assignment WHERE rowid = ?"},
    {"baseline", EntityKind::Baseline, true, nullptr},
    {"baseline_set", EntityKind::Baseline, false, nullptr},
    {"rubric_version", EntityKind::Rubric, false, nullptr},
    {"criterion", EntityKind::Rubric, false, nullptr},
    {"check_item", EntityKind::Rubric, false, nullptr},
    {"walkthrough_state", EntityKind::Walkthrough, false,
     "SELECT e.provider_id FROM walkthrough_state x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"walkthrough_timer", EntityKind::Walkthrough, false,
     "SELECT e.provider_id FROM walkthrough_timer x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"price_record", EntityKind::Price, true, "SELECT provider_id FROM price_record WHERE rowid = ?"},
    {"cluster", EntityKind::Cluster, true,
     "SELECT e.provider_id FROM cluster x JOIN node n ON n.id = x.node_id JOIN evaluation e ON e.id = n.evaluation_id "
     "WHERE x.rowid = ?"},
    {"cluster_job", EntityKind::Run, false,
     "SELECT e.provider_id FROM cluster_job x JOIN cluster c ON c.id = x.cluster_id JOIN node n ON n.id = c.node_id "
     "JOIN evaluation e ON e.id = n.evaluation_id WHERE x.rowid = ?"},
    {"cluster_job_run", EntityKind::Run, false,
     "SELECT r.provider_id FROM cluster_job_run x JOIN probe_run r ON r.id = x.run_id WHERE x.rowid = ?"},
    // Issue 18 (migration 011): run accounts, score sheets and their reconciliation, the conflict register.
    {"run_account", EntityKind::Run, false,
     "SELECT r.provider_id FROM run_account x JOIN probe_run r ON r.id = x.run_id WHERE x.rowid = ?"},
    {"score_sheet", EntityKind::Rating, false,
     "SELECT e.provider_id FROM score_sheet x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"score_sheet_entry", EntityKind::Rating, false,
     "SELECT e.provider_id FROM score_sheet_entry x JOIN score_sheet s ON s.id = x.sheet_id JOIN evaluation e ON "
     "e.id = s.evaluation_id WHERE x.rowid = ?"},
    {"score_sheet_item", EntityKind::Rating, false,
     "SELECT e.provider_id FROM score_sheet_item x JOIN score_sheet s ON s.id = x.sheet_id JOIN evaluation e ON "
     "e.id = s.evaluation_id WHERE x.rowid = ?"},
    {"score_reconciliation", EntityKind::Rating, false,
     "SELECT e.provider_id FROM score_reconciliation x JOIN evaluation e ON e.id = x.evaluation_id WHERE x.rowid = ?"},
    {"reviewer_conflict", EntityKind::Provider, false, "SELECT provider_id FROM reviewer_conflict WHERE rowid = ?"},
    // Issue 33 (migration 017): engagements and their steps, shown with the provider's runs.
    {"engagement", EntityKind::Run, true, "SELECT provider_id FROM engagement WHERE rowid = ?"},
    {"engagement_step", EntityKind::Run, false,
     "SELECT e.provider_id FROM engagement_step x JOIN engagement e ON e.id = x.engagement_id WHERE x.rowid = ?"},
};
// clang-format on
constexpr int kTableCount = int(sizeof(kTables) / sizeof(kTables[0]));
constexpr int kIgnored = -2;  // the audit log and SQLite's own tables: not something a view shows
constexpr int kUnknown = -3;  // a table this list does not know yet: announced as "anything may have changed"

int tableIndex(const char* name) {
    for (int i = 0; i < kTableCount; ++i) {
        if (std::strcmp(kTables[i].name, name) == 0) {
            return i;
        }
    }
    if (std::strcmp(name, "audit_log") == 0 || std::strncmp(name, "sqlite_", 7) == 0) {
        return kIgnored;
    }
    return kUnknown;
}

void onUpdate(void* self, int /*op*/, const char* /*db*/, const char* table, long long rowid) {
    static_cast<ChangeRecorder*>(self)->recordRow(table, rowid);
}
}  // namespace

ChangeRecorder::ChangeRecorder(QSqlDatabase& db, ChangeNotifier* notifier)
    : m_db(db), m_notifier(notifier), m_ranges(kTableCount) {
    const SqliteApi* api = SqliteApi::get();
    sqlite3* handle = SqliteApi::handle(db);
    if (api && api->updateHook && handle) {
        api->updateHook(handle, &onUpdate, this);
        m_active = true;
    } else {
        qCWarning(lcChanges) << "no SQLite update hook: views will not follow changes";
    }
    t_current = this;
}

ChangeRecorder::~ChangeRecorder() {
    const SqliteApi* api = SqliteApi::get();
    if (sqlite3* handle = SqliteApi::handle(m_db); m_active && api && handle) {
        api->updateHook(handle, nullptr, nullptr);
    }
    if (t_current == this) {
        t_current = nullptr;
    }
}

ChangeRecorder* ChangeRecorder::current() {
    return t_current;
}

void ChangeRecorder::recordRow(const char* table, qint64 rowid) {
    // SQLite passes the table's own name buffer: the same pointer for a table, so a bulk insert looks it up once.
    if (table != m_lastName) {
        m_lastName = table;
        m_lastTable = tableIndex(table);
    }
    const int index = m_lastTable;
    if (index == kIgnored) {
        return;
    }
    if (index >= 0 && kTables[index].bulk) {
        Range& r = m_ranges[std::size_t(index)];
        if (r.last < r.first) {
            r.first = r.last = rowid;
        } else {
            r.first = std::min(r.first, rowid);
            r.last = std::max(r.last, rowid);
        }
        return;
    }
    if (!m_rows.empty() && m_rows.back().table == index && m_rows.back().rowid == rowid) {
        return;  // the same row again (an update after the insert)
    }
    m_rows.push_back({index, rowid});
}

void ChangeRecorder::discardFrom(std::size_t mark) {
    if (mark < m_rows.size()) {
        m_rows.resize(mark);
    }
}

void ChangeRecorder::flushIfCommitted() {
    bool anyRange = false;
    for (const Range& r : m_ranges) {
        anyRange = anyRange || r.last >= r.first;
    }
    if (m_rows.empty() && !anyRange) {
        return;
    }
    const SqliteApi* api = SqliteApi::get();
    sqlite3* handle = SqliteApi::handle(m_db);
    if (!api || !handle || !api->getAutocommit(handle)) {
        return;  // still inside a transaction: announce at its commit
    }
    ChangeSet set;
    QSqlQuery q(m_db);
    auto providerOf = [&](const char* sql, qint64 rowid) {
        if (!sql) {
            set.addUnknownProvider();
            return;
        }
        q.prepare(QString::fromLatin1(sql));
        q.addBindValue(rowid);
        if (q.exec() && q.next()) {
            set.addProvider(q.value(0).toLongLong());
        } else {
            set.addUnknownProvider();  // deleted: whoever showed it must look
        }
    };
    for (const Row& row : m_rows) {
        if (row.table == kUnknown) {
            set.merge(ChangeSet::all());
            continue;
        }
        const TableInfo& t = kTables[row.table];
        if (t.idIsEntity) {
            set.add(t.kind, row.rowid);
        } else {
            set.addKind(t.kind);
        }
        providerOf(t.provider, row.rowid);
    }
    for (int i = 0; i < kTableCount; ++i) {
        Range& r = m_ranges[std::size_t(i)];
        if (r.last < r.first) {
            continue;
        }
        // The runs the new samples belong to, from the rowid range: one indexed scan per batch, not per row.
        q.prepare(QStringLiteral("SELECT DISTINCT x.run_id, r.provider_id FROM %1 x JOIN probe_run r ON r.id = "
                                 "x.run_id WHERE x.rowid BETWEEN ? AND ?")
                      .arg(QString::fromLatin1(kTables[i].name)));
        q.addBindValue(r.first);
        q.addBindValue(r.last);
        bool found = false;
        if (q.exec()) {
            while (q.next()) {
                set.add(kTables[i].kind, q.value(0).toLongLong());
                set.addProvider(q.value(1).toLongLong());
                found = true;
            }
        }
        if (!found) {
            set.addKind(kTables[i].kind);
            set.addUnknownProvider();
        }
        r = Range{};
    }
    m_rows.clear();
    qCDebug(lcChanges) << "committed:" << set.toString();
    if (m_notifier) {
        m_notifier->publish(set);
    }
}

ChangeSet ChangeRecorder::fromNotification(const QString& table, const QString& id, const QString& providerId) {
    const int index = tableIndex(table.toLatin1().constData());
    if (index == kIgnored) {
        return {};
    }
    if (index < 0) {
        return ChangeSet::all();
    }
    const TableInfo& info = kTables[index];
    ChangeSet set;
    bool idOk = false;
    const qint64 rowId = id.toLongLong(&idOk);
    if (info.idIsEntity && idOk && !info.bulk) {
        set.add(info.kind, rowId);
    } else {
        set.addKind(info.kind);
    }
    bool providerOk = false;
    const qint64 provider = providerId.toLongLong(&providerOk);
    if (info.kind == EntityKind::Provider && idOk) {
        set.addProvider(rowId);
    } else if (providerOk) {
        set.addProvider(provider);
    } else {
        set.addUnknownProvider();  // the row does not name its provider (a verdict, a node): every one may be
    }
    return set;
}

}  // namespace tb::core
