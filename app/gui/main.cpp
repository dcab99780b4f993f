#include "app/gui/GuiStartup.h"
#include "app/wiring/RemoteWiring.h"
#include "core/demo/DemoDatabase.h"
#include "core/system/HeapTuning.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char** argv) {
    tb::core::tuneHeapForBulkData();  // before any thread: imports and ingest allocate in bulk
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tierbench"));
    QApplication::setApplicationName(QStringLiteral("Tierbench"));
    QApplication::setApplicationVersion(QStringLiteral(TB_VERSION));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("tierbench"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&translator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Workbench for rating GPU cloud providers against the ClusterMAX criteria."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QApplication::translate("main",
                                "Database file (created with the demo data when missing), or a team database: "
                                "postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. Default: %1")
            .arg(tb::core::DemoDatabase::defaultPath()),
        QStringLiteral("PATH"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window once it is filled, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption readyOption(
        QStringLiteral("quit-when-ready"),
        QApplication::translate("main", "Print ready_ms and peak_rss_kib once the provider list is shown, then quit."));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), QApplication::translate("main", "Window size, e.g. 1280x800."), QStringLiteral("WxH"));
    const QCommandLineOption providerOption(QStringLiteral("provider"),
                                            QApplication::translate("main", "Select this provider first."),
                                            QStringLiteral("NAME"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QApplication::translate("main",
                                "Provider tab to show by its title: overview, checklist, interviews, rating..."),
        QStringLiteral("PAGE"));
    const QCommandLineOption viewOption(
        QStringLiteral("view"),
        QApplication::translate("main", "Window view to show by its title: tier board, compare, baselines..."),
        QStringLiteral("VIEW"));
    const QCommandLineOption itemOption(
        QStringLiteral("item"), QApplication::translate("main", "With --page checklist: check item key to select."),
        QStringLiteral("KEY"));
    parser.addOptions(
        {dbOption, screenshotOption, readyOption, sizeOption, providerOption, pageOption, viewOption, itemOption});
    parser.process(app);

    tb::app::GuiOptions options;
    options.databasePath = parser.isSet(dbOption) ? parser.value(dbOption) : tb::core::DemoDatabase::defaultPath();
    options.screenshotPath = parser.value(screenshotOption);
    options.quitWhenReady = parser.isSet(readyOption);
    options.providerName = parser.value(providerOption);
    options.page = parser.value(pageOption);
    options.view = parser.value(viewOption);
    options.checkItemKey = parser.value(itemOption);
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        options.windowSize = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        if (!options.windowSize.isValid() || options.windowSize.isEmpty()) {
            std::fprintf(stderr, "tierbench: --size wants WIDTHxHEIGHT\n");
            return 2;
        }
    }

    tb::ui::MainWindow window;
    window.setConnectionFactory(tb::app::sshConnectionFactory());
    if (options.windowSize.isValid()) {
        window.resize(options.windowSize);
    }
    window.show();
    // The window is up before the database: the store opens on its own thread and fills the window when ready.
    tb::app::GuiStartup startup(&window, options);
    startup.start();
    return QApplication::exec();
}
