// Help › Documentation and Help › About (issue 21.4): the manual is found beside the program and handed to the
// desktop through QDesktopServices (caught here with a URL handler, the hook Qt gives for it); About names the
// licence and the Qt, SQLite and libssh versions read at run time.
#include "app/wiring/RemoteWiring.h"
#include "ui/main/HelpMenu.h"

#include <QAction>
#include <QDesktopServices>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

#include <libssh/libssh.h>

class UrlCatcher : public QObject {
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl& url) { urls << url; }
};

class TestHelpMenu : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Links the wiring that registers libssh's version, as the programs do.
        QVERIFY(bool(tb::app::sshConnectionFactory()));
    }

    // Beside a build (build/app) the source tree's README; beside an installed program the packaged one.
    void documentationIsTheReadme() {
        const QString source =
            QFileInfo(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/README.md")).canonicalFilePath();
        QCOMPARE(tb::ui::HelpMenu::documentationPath(qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app")),
                 source);
        QTemporaryDir prefix;
        QVERIFY(QDir().mkpath(prefix.filePath(QStringLiteral("bin"))));
        QVERIFY(QDir().mkpath(prefix.filePath(QStringLiteral("share/doc/tierbench"))));
        QFile readme(prefix.filePath(QStringLiteral("share/doc/tierbench/README.md")));
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.close();
        QCOMPARE(tb::ui::HelpMenu::documentationPath(prefix.filePath(QStringLiteral("bin"))),
                 QFileInfo(readme.fileName()).canonicalFilePath());
        QVERIFY(tb::ui::HelpMenu::documentationPath(prefix.path()).isEmpty());
    }

    void documentationOpensThroughTheDesktop() {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
        QMainWindow window;
        tb::ui::HelpMenu::openDocumentation(&window, qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app"));
        QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
        QCOMPARE(catcher.urls.size(), 1);
        QCOMPARE(catcher.urls.first().toLocalFile(),
                 QFileInfo(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/README.md")).canonicalFilePath());
        QVERIFY(!window.findChild<QMessageBox*>());
    }

    // The menu action (F1); from the test binary's folder no manual is found, so it says where it looked.
    void documentationActionSaysWhereItLooked() {
        QMainWindow window;
        tb::ui::HelpMenu::populate(window.menuBar()->addMenu(QStringLiteral("Help")), &window);
        auto* docs = window.findChild<QAction*>(QStringLiteral("helpDocumentationAction"));
        QVERIFY(docs);
        QCOMPARE(docs->shortcut(), QKeySequence(QKeySequence::HelpContents));
        docs->trigger();
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("documentationMissingBox"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("share/doc/tierbench/README.md")), qPrintable(box->text()));
        box->close();
    }

    void aboutNamesLicenceAndRuntimeVersions() {
        const QString text = tb::ui::HelpMenu::aboutText();
        QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(TB_VERSION)));
        QVERIFY2(text.contains(QStringLiteral(">Qt</td><td>%1</td>").arg(QString::fromLatin1(qVersion()))),
                 qPrintable(text));
        // What the loaded libraries say, asked independently here.
        QString sqlite;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v"));
            db.setDatabaseName(QStringLiteral(":memory:"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT sqlite_version()")) && q.next());
            sqlite = q.value(0).toString();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v"));
        QVERIFY(!sqlite.isEmpty());
        QVERIFY2(text.contains(QStringLiteral(">SQLite</td><td>%1</td>").arg(sqlite)), qPrintable(text));
        const QString libssh = QString::fromLatin1(ssh_version(0));
        QVERIFY2(text.contains(QStringLiteral(">libssh</td><td>%1</td>").arg(libssh)), qPrintable(text));
    }

    void aboutBoxShowsIt() {
        QMainWindow window;
        tb::ui::HelpMenu::populate(window.menuBar()->addMenu(QStringLiteral("Help")), &window);
        window.show();
        auto* about = window.findChild<QAction*>(QStringLiteral("helpAboutAction"));
        QVERIFY(about);
        QCOMPARE(about->menuRole(), QAction::AboutRole);
        about->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window.findChild<QMessageBox*>(QStringLiteral("aboutBox"))) != nullptr);
        QVERIFY(box->text().contains(QStringLiteral("libssh")));
        box->close();
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_HelpMenu.moc"
