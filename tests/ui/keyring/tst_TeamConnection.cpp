// File › Connect to team database… on a real PostgreSQL server (tests/support/PgTestServer) with a
// password-authenticated (scram-sha-256) role whose password no pgpass file holds, and the real system keychain: the
// wrapper (tests/ui/keyring/run-with-keyring.sh) starts this suite inside its own `dbus-run-session` with an unlocked
// `gnome-keyring-daemon`, so QtKeychain talks to a real Secret Service. The dialog is filled, tested with a wrong and
// a right password, each fault is said in its own words, Connect shows the server's providers, the recent list holds
// the address, the keychain stores, reads back, reconnects and forgets, and after a session with a restart and a
// failed login the distinctive password is in no settings file, database dump, log line or recent entry. The GUI's
// own start on the address (app/gui/GuiStartup) reads the keychain's password and opens the window.
// With TB_SCREENSHOT_DIR set, the dialog is saved empty, filled, connected and in each error.
#include "../MainWindowFixture.h"
#include "app/gui/GuiStartup.h"
#include "core/store/ConnectionCheck.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SecretStore.h"
#include "core/store/Store.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"
#include "tests/support/Widgets.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/team/ConnectDialog.h"
#include "ui/team/KeychainSecretStore.h"
#include "ui/team/RecentConnections.h"
#include "ui/team/TeamDatabaseMenu.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMutex>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>

using namespace tb;
using core::ConnectionFault;
using tb::test::PgTestServer;

namespace {
QMutex g_logMutex;
QStringList g_log;
QtMessageHandler g_previous = nullptr;

void captureMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    {
        QMutexLocker lock(&g_logMutex);
        g_log << message;
    }
    if (g_previous) {
        g_previous(type, context, message);
    }
}

const QString kRole = QStringLiteral("dana_team");
const QString kPassword = QStringLiteral("Marmot-Velvet-Quasar-5521");  // distinctive: grepped for at the end
constexpr int kWaitMs = 30000;
}  // namespace

class tst_TeamConnection : public QObject, public tb::test::MainWindowFixture {
    Q_OBJECT

    PgTestServer* m_server = nullptr;
    QString m_database;
    QString m_shots;
    std::shared_ptr<ui::KeychainSecretStore> m_keychain = std::make_shared<ui::KeychainSecretStore>(
        QStringLiteral("Tierbench team database (test %1)").arg(QCoreApplication::applicationPid()));
    bool m_keychainUsable = false;
    QString m_keychainWhyNot;

    ui::ConnectDialog* dialog() { return m_window->teamDatabaseMenu()->dialog(); }
    template <typename T>
    T* field(const char* name) {
        return dialog()->findChild<T*>(QString::fromLatin1(name));
    }
    void shot(const QString& name) {
        if (m_shots.isEmpty() || !dialog()) {
            return;
        }
        QDir().mkpath(m_shots);
        QCoreApplication::processEvents();
        dialog()->grab().save(QDir(m_shots).filePath(name + QStringLiteral(".png")));
    }
    void fill(const QString& database, int port, const QString& password, const QString& sslMode = {},
              const QString& ca = {}) {
        field<QRadioButton>("serverMode")->setChecked(true);
        field<QLineEdit>("host")->setText(m_server->host());
        field<QSpinBox>("port")->setValue(port);
        field<QLineEdit>("database")->setText(database);
        field<QLineEdit>("user")->setText(kRole);
        auto* mode = field<QComboBox>("sslMode");
        mode->setCurrentIndex(mode->findData(sslMode.isEmpty() ? QStringLiteral("require") : sslMode));
        field<QLineEdit>("caFile")->setText(ca);
        field<QLineEdit>("password")->setText(password);
    }
    ConnectionFault attempt(bool connect) {
        QSignalSpy finished(dialog(), &ui::ConnectDialog::attemptFinished);
        QTest::mouseClick(field<QPushButton>(connect ? "connect" : "testConnection"), Qt::LeftButton);
        if (finished.isEmpty() && !finished.wait(kWaitMs)) {
            return ConnectionFault::Other;
        }
        return finished.last().at(0).value<ConnectionFault>();
    }
    // Answers one keychain call on the test thread, waiting with the event loop running (the callback needs it).
    core::Result<QString> keychainRead(const QString& key) {
        std::optional<core::Result<QString>> got;
        QObject context;
        m_keychain->read(key, &context, [&](const core::Result<QString>& r) { got = r; });
        (void)QTest::qWaitFor([&] { return got.has_value(); }, kWaitMs);  // no answer: the Timeout below
        return got.value_or(core::makeError(core::ErrorCode::Timeout, QStringLiteral("no answer")));
    }
    core::Status keychainDo(bool write, const QString& key, const QString& secret = {}) {
        std::optional<core::Status> got;
        QObject context;
        const auto done = [&](const core::Status& s) { got = s; };
        write ? m_keychain->write(key, secret, &context, done) : m_keychain->remove(key, &context, done);
        (void)QTest::qWaitFor([&] { return got.has_value(); }, kWaitMs);  // no answer: the Timeout below
        return got.value_or(core::makeError(core::ErrorCode::Timeout, QStringLiteral("no answer")));
    }
    QString address() const {
        return core::DatabaseLocation::serverUrl(kRole, m_server->host(), m_server->port(), m_database,
                                                 QStringLiteral("require"), {});
    }
    QString keyOf(const QString& url) { return core::DatabaseLocation::parse(url)->secretKey(); }

private slots:
    void initTestCase() {
        qRegisterMetaType<ConnectionFault>();
        g_previous = qInstallMessageHandler(captureMessages);
        isolateSettings();
        m_shots = qEnvironmentVariable("TB_SCREENSHOT_DIR");
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        m_database = url.section(u'/', -1);
        QVERIFY2(m_server->createPasswordRole(kRole, kPassword, m_database, &why), qPrintable(why));
        // The team's database already has a provider another analyst entered.
        {
            auto loc = core::DatabaseLocation::parse(address());
            QVERIFY(loc.ok());
            loc->setPassword(kPassword);
            auto store = core::Store::open(*loc);
            QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
            core::Provider p;
            p.name = QStringLiteral("Shared Team Cloud");
            QVERIFY(TB_DB(*store, core::ProviderRepository(db).add(p, QStringLiteral("erin"))).ok());
        }
        // The keychain: the wrapper says when it could not start one; otherwise a write must work.
        m_keychainWhyNot = qEnvironmentVariable("TB_KEYRING_UNAVAILABLE");
        if (m_keychainWhyNot.isEmpty()) {
            const auto probe = keychainDo(true, QStringLiteral("probe"), QStringLiteral("probe-value"));
            m_keychainUsable = probe.ok();
            m_keychainWhyNot = probe ? QString() : probe.error().toString();
            (void)keychainDo(false, QStringLiteral("probe"));
        }
        m_window = std::make_unique<ui::MainWindow>();
        m_window->resize(1100, 700);
        m_window->show();
        m_window->teamDatabaseMenu()->setSecretStore(m_keychain);
    }

    // The dialog: filled, a wrong password said so, the right one tested, Connect switches the window.
    void theDialogTestsAndConnects() {
        QVERIFY(tb::test::child<QAction>(m_window->teamDatabaseMenu(), "connectTeamDatabaseAction")->isEnabled());
        tb::test::child<QAction>(m_window->teamDatabaseMenu(), "connectTeamDatabaseAction")->trigger();
        QVERIFY(dialog());
        QTRY_VERIFY(dialog()->isVisible());
        shot(QStringLiteral("connect-1-empty"));
        // Each keyboard accelerator of the dialog leads to one field or button.
        QHash<QChar, QString> keys;
        QStringList texts;
        for (QLabel* l : dialog()->findChildren<QLabel*>()) {
            texts << l->text();
        }
        for (QAbstractButton* b : dialog()->findChildren<QAbstractButton*>()) {
            texts << b->text();
        }
        for (QString text : std::as_const(texts)) {
            text.remove(QStringLiteral("&&"));
            const qsizetype at = text.indexOf(u'&');
            if (at >= 0 && at + 1 < text.size()) {
                const QChar key = text.at(at + 1).toLower();
                QVERIFY2(!keys.contains(key), qPrintable(keys.value(key) + QStringLiteral(" / ") + text));
                keys.insert(key, text);
            }
        }
        fill(m_database, m_server->port(), QStringLiteral("Not-The-Password-1"));
        shot(QStringLiteral("connect-2-filled"));
        QCOMPARE(attempt(false), ConnectionFault::PasswordRefused);
        QVERIFY2(dialog()->statusText().contains(QLatin1String("refused the password")),
                 qPrintable(dialog()->statusText()));
        QVERIFY(!dialog()->statusText().contains(QLatin1String("Not-The-Password-1")));
        shot(QStringLiteral("connect-3-wrong-password"));
        field<QLineEdit>("password")->setText(kPassword);
        QCOMPARE(attempt(false), ConnectionFault::None);
        QVERIFY2(dialog()->statusText().contains(kRole), qPrintable(dialog()->statusText()));
        QVERIFY(!dialog()->statusText().contains(kPassword));
        shot(QStringLiteral("connect-4-test-ok"));
        field<QCheckBox>("rememberPassword")->setChecked(m_keychainUsable);
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        QPointer<ui::ConnectDialog> open = dialog();
        QCOMPARE(attempt(true), ConnectionFault::None);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!open, kWaitMs);  // closed once connected (and the keychain answered)
        QVERIFY(m_window->store() && m_window->store()->isPostgreSql());
        QVERIFY(m_window->providerModel()->containsName(QStringLiteral("Shared Team Cloud"), 0));
        QVERIFY2(m_window->windowTitle().contains(m_database), qPrintable(m_window->windowTitle()));
        const QStringList recent = ui::RecentConnections::list();
        QCOMPARE(recent.value(0), address());
        for (const QString& entry : recent) {
            QVERIFY(!entry.contains(kPassword));
        }
        if (m_keychainUsable) {
            const auto kept = keychainRead(keyOf(address()));
            QVERIFY2(kept.ok(), qPrintable(kept ? QString() : kept.error().toString()));
            QCOMPARE(*kept, kPassword);
        }
    }

    // Every fault in its own words, each saved as a picture.
    void eachFaultIsSaidClearly() {
        m_window->teamDatabaseMenu()->openDialog();
        QVERIFY(dialog());
        fill(QStringLiteral("no_such_team_db"), m_server->port(), kPassword);
        QCOMPARE(attempt(false), ConnectionFault::DatabaseMissing);
        QVERIFY(dialog()->statusText().contains(QLatin1String("no database of that name")));
        shot(QStringLiteral("connect-5-no-database"));
        fill(m_database, m_server->port() == 1 ? 2 : 1, kPassword);
        QCOMPARE(attempt(false), ConnectionFault::Unreachable);
        QVERIFY(dialog()->statusText().contains(QLatin1String("No server answered")));
        shot(QStringLiteral("connect-6-unreachable"));
        if (m_server->hasTls()) {
            fill(m_database, m_server->port(), kPassword, QStringLiteral("verify-full"), m_server->otherCertificate());
            QCOMPARE(attempt(false), ConnectionFault::TlsRefused);
            QVERIFY(dialog()->statusText().contains(QLatin1String("certificate")));
            shot(QStringLiteral("connect-7-tls-refused"));
            fill(m_database, m_server->port(), kPassword, QStringLiteral("verify-full"), m_server->serverCertificate());
            QCOMPARE(attempt(false), ConnectionFault::None);
        }
        // No password typed, none in the keychain (forgotten first), none in pgpass: the dialog asks for one.
        fill(m_database, m_server->port(), {});
        QMetaObject::invokeMethod(field<QPushButton>("forgetPassword"), "click");
        QTRY_VERIFY_WITH_TIMEOUT(field<QPushButton>("forgetPassword")->isEnabled(), kWaitMs);
        QCOMPARE(attempt(false), ConnectionFault::PasswordNeeded);
        QVERIFY(dialog()->statusText().contains(QLatin1String("asks for a password")));
        QVERIFY(field<QLineEdit>("password")->hasFocus() || !dialog()->isActiveWindow());
        shot(QStringLiteral("connect-8-password-needed"));
        dialog()->reject();
        QTRY_VERIFY(!dialog());
    }

    // The real Secret Service: store, read back, reconnect with it from the recent list (no password typed), remove.
    void theKeychainStoresReadsConnectsAndForgets() {
        if (!m_keychainUsable) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("system keychain: ") + m_keychainWhyNot);
        }
        const QString key = keyOf(address());
        QVERIFY(keychainDo(true, key, kPassword).ok());
        const auto back = keychainRead(key);
        QVERIFY(back.ok());
        QCOMPARE(*back, kPassword);
        // Away to a local file, then back to the team database from File › Recent team databases.
        auto local = core::Store::open(QDir::temp().filePath(
            QStringLiteral("tb-team-connection-%1.sqlite").arg(QCoreApplication::applicationPid())));
        QVERIFY(local.ok());
        m_window->setStore(*local);
        QVERIFY(!m_window->store()->isPostgreSql());
        QSignalSpy connected(m_window->teamDatabaseMenu(), &ui::TeamDatabaseMenu::connected);
        m_window->teamDatabaseMenu()->connectTo(address());
        QTRY_VERIFY_WITH_TIMEOUT(!connected.isEmpty(), kWaitMs);
        QVERIFY(m_window->store()->isPostgreSql());
        QVERIFY(!m_window->teamDatabaseMenu()->dialog());  // it knew the password: nothing asked
        QTRY_VERIFY_WITH_TIMEOUT(m_window->providerModel()->containsName(QStringLiteral("Shared Team Cloud"), 0),
                                 kWaitMs);
        // Forgotten: the next reconnect has no password and opens the dialog to ask.
        QVERIFY(keychainDo(false, key).ok());
        const auto gone = keychainRead(key);
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().code, core::ErrorCode::NotFound);
        m_window->teamDatabaseMenu()->connectTo(address());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->teamDatabaseMenu()->dialog(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(dialog()->lastFault(), ConnectionFault::PasswordNeeded, kWaitMs);
        shot(QStringLiteral("connect-9-asked-after-recent"));
        dialog()->reject();
        QTRY_VERIFY(!dialog());
        QFile::remove(QDir::temp().filePath(
            QStringLiteral("tb-team-connection-%1.sqlite").arg(QCoreApplication::applicationPid())));
    }

    // `tierbench --db ADDRESS` started by hand (app/gui/GuiStartup) with the password kept in the real keychain: the
    // start reads it and opens the window on the team database without asking.
    void theGuiStartReadsTheKeychain() {
        if (!m_keychainUsable) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("system keychain: ") + m_keychainWhyNot);
        }
        QVERIFY(keychainDo(true, keyOf(address()), kPassword).ok());
        ui::MainWindow window;
        window.resize(1000, 650);
        window.show();
        window.teamDatabaseMenu()->setSecretStore(m_keychain);
        QSignalSpy loaded(&window, &ui::MainWindow::providersLoaded);
        app::GuiOptions options;
        options.databasePath = address();
        app::GuiStartup startup(&window, options);
        startup.start();
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), kWaitMs);
        QVERIFY(window.store() && window.store()->isPostgreSql());
        QVERIFY(!window.teamDatabaseMenu()->dialog());  // the keychain answered: nothing asked
        QTRY_VERIFY_WITH_TIMEOUT(window.providerModel()->containsName(QStringLiteral("Shared Team Cloud"), 0), kWaitMs);
        window.setStore(nullptr);
        QVERIFY(keychainDo(false, keyOf(address())).ok());
    }

    // After the dialog, the keychain, a reconnect after a server restart and a failed login: the password is in no
    // settings file, no table of the database, no log line and no recent entry.
    void noSecretAnywhere() {
        // Connected again with the password in memory, through the server's restart.
        {
            m_window->teamDatabaseMenu()->openDialog();
            fill(m_database, m_server->port(), kPassword);
            QCOMPARE(attempt(true), ConnectionFault::None);
            QTRY_VERIFY_WITH_TIMEOUT(m_window->store() && m_window->store()->isPostgreSql(), kWaitMs);
            QTRY_VERIFY(!dialog());
            QSignalSpy state(m_window->store()->changes(), &core::ChangeNotifier::connectionStateChanged);
            QVERIFY(m_server->stop());
            QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 1, kWaitMs);
            QString why;
            QVERIFY2(m_server->start(&why), qPrintable(why));
            QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 2, kWaitMs);
            QCOMPARE(state.at(1).at(0).toBool(), true);
            core::Provider p;
            p.name = QStringLiteral("After Restart Cloud");
            QVERIFY(TB_DB(m_window->store(), core::ProviderRepository(db).add(p, QStringLiteral("dana"))).ok());
        }
        // A failed login.
        m_window->teamDatabaseMenu()->openDialog();
        fill(m_database, m_server->port(), kPassword + QStringLiteral("-typo"));
        QCOMPARE(attempt(true), ConnectionFault::PasswordRefused);
        dialog()->reject();
        QTRY_VERIFY(!dialog());
        QSettings().sync();

        const QByteArray secret = kPassword.toUtf8();
        // Settings: every file under the test configuration folder and the application's settings file.
        QStringList files{QSettings().fileName()};
        const QString configHome = qEnvironmentVariable("XDG_CONFIG_HOME");
        if (!configHome.isEmpty()) {
            QDirIterator it(configHome, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                files << it.next();
            }
        }
        for (const QString& path : std::as_const(files)) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly)) {
                QVERIFY2(!f.readAll().contains(secret), qPrintable(path));
            }
        }
        for (const QString& entry : ui::RecentConnections::list()) {
            QVERIFY(!entry.contains(kPassword));
        }
        // The database, whole.
        QProcess dump;
        dump.start(m_server->program(QStringLiteral("pg_dump")),
                   {QStringLiteral("--dbname=") + m_server->urlFor(m_database)});
        QVERIFY(dump.waitForFinished(60000));
        const QByteArray sql = dump.readAllStandardOutput();
        QVERIFY2(dump.exitCode() == 0, dump.readAllStandardError().constData());
        QVERIFY(sql.contains("After Restart Cloud"));
        QVERIFY(!sql.contains(secret));
        // Every log line of the session.
        QMutexLocker lock(&g_logMutex);
        QVERIFY(!g_log.isEmpty());
        for (const QString& line : std::as_const(g_log)) {
            QVERIFY2(!line.contains(kPassword), qPrintable(line));
        }
    }

    void cleanupTestCase() {
        if (m_window) {
            m_window->setStore(nullptr);
        }
        closeWindow();
    }
};

QTEST_MAIN(tst_TeamConnection)
#include "tst_TeamConnection.moc"
