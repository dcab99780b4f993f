#include "app/gui/GuiStartup.h"
#include "app/wiring/RemoteWiring.h"
#include "core/demo/DemoDatabase.h"
#include "core/settings/HeapTuning.h"
#include "ui/main/Appearance.h"
#include "ui/main/MainWindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QCommandLineParser>

#include <cstdio>

namespace {
// The command line's options, declared once for the text-only path and the windowed one.
struct Options {
    QCommandLineOption db{
        QStringLiteral("db"),
        QCoreApplication::translate("main",
                                    "Database file (created with the demo data when missing), or a team "
                                    "database: postgresql://USER@HOST:PORT/DBNAME or pgservice:NAME. "
                                    "Default: %1")
            .arg(tb::core::DemoDatabase::defaultPath()),
        QStringLiteral("PATH")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window once it is filled, then quit."),
        QStringLiteral("FILE")};
    QCommandLineOption ready{
        QStringLiteral("quit-when-ready"),
        QCoreApplication::translate("main",
                                    "Print ready_ms and peak_rss_kib once the provider list is shown, then quit.")};
    QCommandLineOption size{QStringLiteral("size"), QCoreApplication::translate("main", "Window size, e.g. 1280x800."),
                            QStringLiteral("WxH")};
    QCommandLineOption provider{QStringLiteral("provider"),
                                QCoreApplication::translate("main", "Select this provider first."),
                                QStringLiteral("NAME")};
    QCommandLineOption page{QStringLiteral("page"),
                            QCoreApplication::translate("main", "Provider tab to show: %1 (or its title as shown).")
                                .arg(tb::app::GuiStartup::pageKeys().join(QStringLiteral(", "))),
                            QStringLiteral("PAGE")};
    QCommandLineOption view{QStringLiteral("view"),
                            QCoreApplication::translate("main", "Window view to show: %1 (or its title as shown).")
                                .arg(tb::app::GuiStartup::viewKeys().join(QStringLiteral(", "))),
                            QStringLiteral("VIEW")};
    QCommandLineOption item{QStringLiteral("item"),
                            QCoreApplication::translate("main", "With --page checklist: check item key to select."),
                            QStringLiteral("KEY")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Workbench for rating GPU cloud providers against the ClusterMAX criteria."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({db, screenshot, ready, size, provider, page, view, item});
    }
};

void setNames() {
    QCoreApplication::setOrganizationName(QStringLiteral("Tierbench"));
    QCoreApplication::setApplicationName(QStringLiteral("Tierbench"));
    // The desktop entry and metainfo id (packaging/); Wayland compositors match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tierbench.Tierbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TB_VERSION));
}

// --help and --version need no window, so no display either (issue 12.8): answered before a QApplication exists.
bool onlyText(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--help" || a == "-h" || a == "-?" || a == "--help-all" || a == "--version" || a == "-v") {
            return true;
        }
    }
    return false;
}
}  // namespace

int main(int argc, char** argv) {
    if (onlyText(argc, argv)) {
        QCoreApplication core(argc, argv);
        setNames();
        tb::ui::Translators translators;  // the language chosen in Preferences, else the system locale
        QCommandLineParser parser;
        const Options o;
        o.addTo(parser);
        parser.process(core);  // prints and exits
        return 0;
    }
    tb::core::tuneHeapForBulkData();  // before any thread: imports and ingest allocate in bulk
    QApplication app(argc, argv);
    setNames();

    // Before any widget exists: the language chosen in Edit › Preferences (else the system locale: LANG,
    // LC_MESSAGES, LANGUAGE) and the theme (else the platform's look).
    tb::ui::Translators translators;
    if (tb::ui::Appearance::theme() != tb::ui::Appearance::Theme::System) {
        tb::ui::Appearance::applyTheme(tb::ui::Appearance::theme());
    }

    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.process(app);
    const auto& dbOption = o.db;
    const auto& screenshotOption = o.screenshot;
    const auto& readyOption = o.ready;
    const auto& sizeOption = o.size;
    const auto& providerOption = o.provider;
    const auto& pageOption = o.page;
    const auto& viewOption = o.view;
    const auto& itemOption = o.item;

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
    // An unknown tab is a usage error before anything shows or is grabbed (it used to save the wrong tab, exit 0).
    if (!options.page.isEmpty() && tb::app::GuiStartup::pageIndex(&window, options.page) < 0) {
        std::fprintf(stderr, "tierbench: unknown --page %s; the pages are %s\n", qPrintable(options.page),
                     qPrintable(tb::app::GuiStartup::pageKeys().join(QStringLiteral(", "))));
        return 2;
    }
    if (!options.view.isEmpty() && tb::app::GuiStartup::viewIndex(&window, options.view) < 0) {
        std::fprintf(stderr, "tierbench: unknown --view %s; the views are %s\n", qPrintable(options.view),
                     qPrintable(tb::app::GuiStartup::viewKeys().join(QStringLiteral(", "))));
        return 2;
    }
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
