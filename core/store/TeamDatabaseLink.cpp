#include "core/store/TeamDatabaseLink.h"

#include "core/store/ChangeNotifier.h"
#include "core/store/ChangeRecorder.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace tb::core {

Q_LOGGING_CATEGORY(lcTeamDb, "tierbench.core.store.teamdb")

namespace {
constexpr int kHealthIntervalMs = 1000;
const QString kChannel = QStringLiteral("tierbench_changes");  // migration 009's triggers notify on it
}  // namespace

TeamDatabaseLink::TeamDatabaseLink(QSqlDatabase& db, DatabaseLocation location, QString listenerName,
                                   ChangeNotifier* notifier)
    : m_db(db), m_location(std::move(location)), m_listenerName(std::move(listenerName)), m_notifier(notifier) {}

TeamDatabaseLink::~TeamDatabaseLink() {
    if (m_listener.isValid()) {
        m_listener.close();
        m_listener = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_listenerName);
    }
}

Status TeamDatabaseLink::configureSession() {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SET TIME ZONE 'UTC'"))) {
        return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not configure the database"));
    }
    if (!q.exec(QStringLiteral("SELECT pg_backend_pid()")) || !q.next()) {
        return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not configure the database"));
    }
    m_ownPid = q.value(0).toString();
    return {};
}

void TeamDatabaseLink::start() {
    // Not a reason to refuse the database: the health check keeps trying.
    if (auto listening = startListening(); !listening) {
        qCWarning(lcTeamDb) << "could not listen for other workbenches' changes:" << listening.error().toString();
    }
    m_health = new QTimer(this);
    m_health->setInterval(kHealthIntervalMs);
    connect(m_health, &QTimer::timeout, this, [this] { checkConnection(); });
    m_health->start();
}

void TeamDatabaseLink::beforeJob() {
    if (m_connected && !m_db.isOpen()) {
        // A job found the connection dead and closed it (RunBatchWriter): reconnect now, not at the next check.
        connectionLost(QCoreApplication::translate("Store", "the server closed the connection"));
    }
    if (!m_connected) {
        reconnect();
    }
}

// A second connection of the storage thread, since the driver's socket notifier needs the owning thread's event
// loop, and a job's long query must not hold notifications back. Closing a connection drops its subscriptions, so
// this runs again after every reconnect.
Status TeamDatabaseLink::startListening() {
    if (!m_listener.isValid()) {
        m_listener = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_listenerName);
        m_location.applyTo(m_listener);
        connect(m_listener.driver(),
                qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(&QSqlDriver::notification),
                this, [this](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) {
                    onNotification(payload.toString());
                });
    }
    if (!m_listener.isOpen() && !m_listener.open()) {
        return sqlError(m_listener.lastError(), QCoreApplication::translate("Store", "Could not listen for changes"));
    }
    if (!m_listener.driver()->subscribedToNotifications().contains(kChannel) &&
        !m_listener.driver()->subscribeToNotification(kChannel)) {
        return sqlError(m_listener.driver()->lastError(),
                        QCoreApplication::translate("Store", "Could not listen for changes"));
    }
    return {};
}

// "table id provider pid" (migration 009; "-" where the row has no such column).
void TeamDatabaseLink::onNotification(const QString& payload) {
    if (!m_notifier) {
        return;
    }
    const QStringList parts = payload.split(u' ');
    if (parts.size() != 4) {
        m_notifier->publish(ChangeSet::all());  // a writer this program does not know: re-read
        return;
    }
    if (parts[3] == m_ownPid) {
        return;
    }
    m_notifier->publish(ChangeRecorder::fromNotification(parts[0], parts[1], parts[2]));
}

void TeamDatabaseLink::checkConnection() {
    if (!m_connected) {
        reconnect();
        return;
    }
    for (QSqlDatabase* db : {&m_db, &m_listener}) {
        QSqlQuery q(*db);
        if (!db->isOpen() || !q.exec(QStringLiteral("SELECT 1"))) {
            QString why = db->isOpen() ? q.lastError().text() : db->lastError().text();
            if (why.trimmed().isEmpty()) {
                why = QCoreApplication::translate("Store", "the server closed the connection");
            }
            connectionLost(why);
            return;
        }
    }
}

void TeamDatabaseLink::connectionLost(const QString& why) {
    m_connected = false;
    qCWarning(lcTeamDb) << "lost the connection to" << m_location.display() << ":" << why;
    m_listener.close();
    m_db.close();
    if (m_notifier) {
        m_notifier->reportConnection(false, QCoreApplication::translate("Store",
                                                                        "The connection to the team database %1 "
                                                                        "was lost (%2). Reconnecting…")
                                                .arg(m_location.display(), why.trimmed()));
    }
}

void TeamDatabaseLink::reconnect() {
    if (!m_db.isOpen() && !m_db.open()) {
        return;
    }
    if (!configureSession()) {
        m_db.close();
        return;
    }
    if (!startListening()) {
        return;
    }
    m_connected = true;
    qCInfo(lcTeamDb) << "reconnected to" << m_location.display();
    if (m_notifier) {
        m_notifier->reportConnection(
            true,
            QCoreApplication::translate("Store", "Reconnected to the team database %1.").arg(m_location.display()));
        m_notifier->publish(ChangeSet::all());
    }
}

}  // namespace tb::core
