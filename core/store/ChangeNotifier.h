#pragma once

#include "core/store/ChangeSet.h"

#include <QObject>

#include <mutex>

namespace tb::core {

// The one change signal of the store layer. Every view that shows stored data subscribes to changed() and reloads
// what the set touches, so a change made anywhere (another tab, the CLI, another workbench) shows without Reload.
//
// Sources publish(): the SQLite store after each committed transaction (from SQLite's row hooks, so no write path
// can forget it), the store's watch on the file for commits of other processes, and later a PostgreSQL LISTEN.
// Nothing is published for a rolled-back transaction.
//
// Thread contract: publish() from any thread. changed() is emitted on the notifier's thread (the thread that
// opened the store: the GUI thread), at most once per turn of its event loop, with everything published since the
// last emission merged (a burst of writes is one reload).
class ChangeNotifier : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    void publish(const ChangeSet& changes);
    // A team database's connection went away (connected false, with the driver's reason) or came back (true);
    // from the storage thread. While it is away every job fails; when it is back, changed(all) follows, since
    // what others committed meanwhile was never announced.
    void reportConnection(bool connected, const QString& message);

signals:
    void changed(const tb::core::ChangeSet& changes);
    // Queued to the notifier's thread like changed(); only a PostgreSQL store emits it.
    void connectionStateChanged(bool connected, const QString& message);

private:
    void deliver();

    std::mutex m_mutex;
    ChangeSet m_pending;
    bool m_scheduled = false;
};

}  // namespace tb::core
