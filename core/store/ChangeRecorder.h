#pragma once

#include "core/store/ChangeSet.h"

#include <QSqlDatabase>

#include <vector>

namespace tb::core {

class ChangeNotifier;

// Collects the rows a connection changes, from SQLite's update hook, and turns them into one ChangeSet per
// committed transaction. Hooking SQLite rather than the repositories means no write path can forget to notify.
//
// Thread contract: lives on the storage thread with its connection. flushIfCommitted() runs after every store
// job; Transaction calls discardFrom() when the outermost transaction rolls back, so rolled-back rows are never
// announced.
class ChangeRecorder {
public:
    ChangeRecorder(QSqlDatabase& db, ChangeNotifier* notifier);
    ~ChangeRecorder();
    ChangeRecorder(const ChangeRecorder&) = delete;
    ChangeRecorder& operator=(const ChangeRecorder&) = delete;

    // Whether the hook is in place (false when SQLite's functions could not be found).
    bool active() const { return m_active; }

    // When the connection is outside a transaction: resolves the providers of what changed and publishes it.
    void flushIfCommitted();
    // The recorder of the calling storage thread, or nullptr.
    static ChangeRecorder* current();
    std::size_t mark() const { return m_rows.size(); }
    void discardFrom(std::size_t mark);

    void recordRow(const char* table, qint64 rowid);  // from the hook

    // A change another PostgreSQL session announced (the payload of migration 009's NOTIFY: table, row id and
    // provider id where the row has them, "-" where not) as the set a view asks; the same table map as the hook.
    // A table this map does not know is "anything may have changed".
    static ChangeSet fromNotification(const QString& table, const QString& id, const QString& providerId);

private:
    struct Row {
        int table;
        qint64 rowid;
    };
    struct Range {
        qint64 first = 0;
        qint64 last = -1;
    };

    QSqlDatabase& m_db;
    ChangeNotifier* m_notifier;
    bool m_active = false;
    std::vector<Row> m_rows;
    std::vector<Range> m_ranges;  // per table, for the bulk tables (samples, raw logs): no row list
    const char* m_lastName = nullptr;
    int m_lastTable = -1;
};

}  // namespace tb::core
