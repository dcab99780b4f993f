// The GUI's start on `tierbench --db postgresql://…` (app/gui/GuiStartup) against a real PostgreSQL server
// (tests/support/PgTestServer) with a password-authenticated role whose password no pgpass file holds. The keychain
// is a stand-in behind core::SecretStore (the interface GuiStartup reads; the real Secret Service is the keyring
// suite's, tests/ui/keyring): the right password from it opens the window on the team database; a wrong one, or
// none, is said in the connect dialog's own words and asks, and the password typed there opens it. No password is
// in the settings, the recent list or a log line afterwards.
#include "app/gui/GuiStartup.h"
#include "core/store/ConnectionCheck.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SecretStore.h"
#include "core/store/Store.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/team/ConnectDialog.h"
#include "ui/team/RecentConnections.h"
#include "ui/team/TeamDatabaseMenu.h"

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QLineEdit>
#include <QMutex>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <memory>

using namespace tb;
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

const QString kRole = QStringLiteral("erin_startup");
const QString kPassword = QStringLiteral("Heron-Tundra-Copper-8830");  // distinctive: grepped for at the end
const QString kWrong = QStringLiteral("Stale-Keychain-Entry-4417");
constexpr int kWaitMs = 30000;

// A keychain in memory that answers like the real one: later, on the context's thread, never inside the call.
class MemorySecretStore : public core::SecretStore {
public:
    QHash<QString, QString> secrets;
    int reads = 0;

    void read(const QString& key, QObject* context, ReadCallback callback) override {
        ++reads;
        const auto found = secrets.constFind(key);
        const core::Result<QString> answer =
            found != secrets.cend()
                ? core::Result<QString>(*found)
                : core::Result<QString>(core::makeError(core::ErrorCode::NotFound, QStringLiteral("no password kept")));
        QTimer::singleShot(0, context, [callback, answer] { callback(answer); });
    }
    void write(const QString& key, const QString& secret, QObject* context, DoneCallback callback) override {
        secrets.insert(key, secret);
        QTimer::singleShot(0, context, [callback] { callback(core::Status()); });
    }
    void remove(const QString& key, QObject* context, DoneCallback callback) override {
        secrets.remove(key);
        QTimer::singleShot(0, context, [callback] { callback(core::Status()); });
    }
};
}  // namespace

class tst_GuiStartupTeam : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;
    QString m_database;
    std::unique_ptr<ui::MainWindow> m_window;
    std::shared_ptr<MemorySecretStore> m_keychain;
    std::unique_ptr<app::GuiStartup> m_startup;

    QString address() const {
        return core::DatabaseLocation::serverUrl(kRole, m_server->host(), m_server->port(), m_database,
                                                 QStringLiteral("require"), {});
    }
    QString key() const { return core::DatabaseLocation::parse(address())->secretKey(); }

    // `tierbench --db ADDRESS` as main() starts it: a window, its keychain, GuiStartup::start().
    void startWith(std::optional<QString> kept) {
        m_window = std::make_unique<ui::MainWindow>();
        m_window->resize(1000, 650);
        m_window->show();
        m_keychain = std::make_shared<MemorySecretStore>();
        if (kept) {
            m_keychain->secrets.insert(key(), *kept);
        }
        m_window->teamDatabaseMenu()->setSecretStore(m_keychain);
        app::GuiOptions options;
        options.databasePath = address();
        m_startup = std::make_unique<app::GuiStartup>(m_window.get(), options);
        m_startup->start();
    }

    ui::ConnectDialog* dialog() const { return m_window->teamDatabaseMenu()->dialog(); }

    // The dialog GuiStartup opened: says `fault` in its words, keeps no password, and connects with the one typed.
    void answerThePrompt(core::ConnectionFault fault, const QString& words) {
        QTRY_VERIFY_WITH_TIMEOUT(dialog(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(dialog()->lastFault(), fault, kWaitMs);
        QVERIFY2(dialog()->statusText().contains(words), qPrintable(dialog()->statusText()));
        QVERIFY(!dialog()->statusText().contains(kWrong));
        QVERIFY(!m_window->store());
        auto* password = dialog()->findChild<QLineEdit*>(QStringLiteral("password"));
        QVERIFY(password);
        QVERIFY(password->text().isEmpty());  // the keychain's wrong password is not put in front of the analyst
        password->setText(kPassword);
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        QPointer<ui::ConnectDialog> open = dialog();
        QTest::mouseClick(dialog()->findChild<QPushButton*>(QStringLiteral("connect")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!open, kWaitMs);
        verifyOnTheTeamDatabase();
    }

    void verifyOnTheTeamDatabase() {
        QVERIFY(m_window->store() && m_window->store()->isPostgreSql());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->providerModel()->containsName(QStringLiteral("Startup Team Cloud")),
                                 kWaitMs);
        QVERIFY2(m_window->windowTitle().contains(m_database), qPrintable(m_window->windowTitle()));
        QCOMPARE(ui::RecentConnections::list().value(0), address());
    }

private slots:
    void initTestCase() {
        g_previous = qInstallMessageHandler(captureMessages);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-gui-startup-team"));
        QSettings().clear();
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        m_database = url.section(u'/', -1);
        QVERIFY2(m_server->createPasswordRole(kRole, kPassword, m_database, &why), qPrintable(why));
        auto location = core::DatabaseLocation::parse(address());
        QVERIFY(location.ok());
        location->setPassword(kPassword);
        auto store = core::Store::open(*location);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        core::Provider p;
        p.name = QStringLiteral("Startup Team Cloud");
        QVERIFY(TB_DB(*store, core::ProviderRepository(db).add(p, QStringLiteral("erin"))).ok());
    }

    void cleanup() {
        ui::MessageBox::resetForTests();
        m_startup.reset();
        if (m_window) {
            m_window->setStore(nullptr);
        }
        m_window.reset();
        m_keychain.reset();
    }

    // The keychain keeps the right password: read once, and the window opens on the team database, nothing asked.
    void theKeychainsPasswordOpensTheTeamDatabase() {
        startWith(kPassword);
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), kWaitMs);
        QCOMPARE(m_keychain->reads, 1);
        QVERIFY(!dialog());
        verifyOnTheTeamDatabase();
    }

    // The keychain keeps a password the server refuses (changed since): the dialog says so and asks.
    void aWrongPasswordIsSaidAndAskedFor() {
        startWith(kWrong);
        answerThePrompt(core::ConnectionFault::PasswordRefused, QStringLiteral("refused the password"));
        QCOMPARE(m_keychain->reads, 1);
    }

    // Neither the keychain nor a pgpass file has one: the dialog asks for it.
    void noPasswordAnywhereIsAskedFor() {
        startWith(std::nullopt);
        answerThePrompt(core::ConnectionFault::PasswordNeeded, QStringLiteral("asks for a password"));
    }

    // After those starts: neither password is in a settings file, the recent list or a log line.
    void noSecretAnywhere() {
        QSettings().sync();
        QStringList files{QSettings().fileName()};
        QDirIterator it(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation), QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            files << it.next();
        }
        for (const QString& path : std::as_const(files)) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly)) {
                const QByteArray content = f.readAll();
                QVERIFY2(!content.contains(kPassword.toUtf8()) && !content.contains(kWrong.toUtf8()), qPrintable(path));
            }
        }
        for (const QString& entry : ui::RecentConnections::list()) {
            QVERIFY(!entry.contains(kPassword) && !entry.contains(kWrong));
        }
        QMutexLocker lock(&g_logMutex);
        for (const QString& line : std::as_const(g_log)) {
            QVERIFY2(!line.contains(kPassword) && !line.contains(kWrong), qPrintable(line));
        }
    }
};

QTEST_MAIN(tst_GuiStartupTeam)
#include "tst_GuiStartupTeam.moc"
