#pragma once

#include "core/Result.h"
#include "core/store/DatabaseLocation.h"

#include <QObject>
#include <QSqlDatabase>
#include <QString>

class QTimer;

namespace tb::core {

class ChangeNotifier;

// What keeps a workbench on a team database live and connected (issue 16.5 and 16.7), beside the store's own
// connection:
// - a listener connection subscribed to migration 009's `tierbench_changes` channel: what other sessions commit
//   arrives as a NOTIFY and goes to the store's ChangeNotifier row by row (this session's own are skipped; the
//   store announces them when their job ends);
// - a health check between jobs: when either connection stops answering (a restarted server, a cut network) the
//   workbench is told, and both connections are made again every second; once back, the listener is subscribed
//   again and "anything may have changed" is announced, because notifications sent meanwhile are not replayed.
//
// Thread contract: created and used on the storage thread, which owns both connections and runs the event loop
// the driver's socket notifier and the timer need.
class TeamDatabaseLink : public QObject {
public:
    TeamDatabaseLink(QSqlDatabase& db, DatabaseLocation location, QString listenerName, ChangeNotifier* notifier);
    ~TeamDatabaseLink() override;

    // SET TIME ZONE 'UTC' (Qt 6.4's driver leaves the server's zone) and the backend pid that tells this
    // session's notifications from others'. At open and after every reconnect.
    Status configureSession();
    // Starts listening and the health check. A listener that cannot start is retried by the health check.
    void start();
    // Before each job: a lost connection is tried once more first, so a job submitted after the server came
    // back does not wait for the next health check.
    void beforeJob();

private:
    Status startListening();
    void onNotification(const QString& payload);
    void checkConnection();
    void connectionLost(const QString& why);
    void reconnect();

    QSqlDatabase& m_db;
    DatabaseLocation m_location;
    QString m_listenerName;
    ChangeNotifier* m_notifier;
    QSqlDatabase m_listener;
    QString m_ownPid;
    QTimer* m_health = nullptr;
    bool m_connected = true;
};

}  // namespace tb::core
