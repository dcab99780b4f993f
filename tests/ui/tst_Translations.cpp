// The German catalogue: complete and faithful to its sources (placeholders, accelerators), compiled into the program
// under the contexts the program asks for, and the main window really speaks German with it, also when the language
// comes from LANG alone.
#include "core/domain/Plausibility.h"
#include "core/domain/Tier.h"
#include "core/import/Importer.h"
#include "core/report/ReviewContentLoader.h"
#include "core/rubric/RubricLoader.h"
#include "core/rubric/RubricText.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/ChecklistModel.h"
#include "ui/ChecklistView.h"
#include "ui/ProviderPage.h"
#include "ui/VerdictPanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace tb;

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    QStringList translations;  // one, or the plural forms
    bool numerus = false;
    bool unfinished = false;
    qint64 line = 0;
};

QString cataloguePath() {
    return qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/translations/tierbench_de.ts");
}

QVector<Message> readCatalogue(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QVector<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                current = Message{};
                current.context = context;
                current.line = xml.lineNumber();
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                current.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                current.unfinished = type == QLatin1String("unfinished");
                if (!current.numerus) {
                    current.translations << xml.readElementText();
                }
            } else if (name == QLatin1String("numerusform")) {
                current.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            inMessage = false;
            out << current;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    }
    return out;
}

// %1..%99, %L1, %n: the set each text uses (a translation may repeat or reorder them, not add or drop one).
QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(L?\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        found << it.next().captured(0);
    }
    found.removeDuplicates();
    found.sort();
    return found;
}

// Keyboard accelerators: a single '&' before a character; "&&" is a literal ampersand, "& " plain text.
int accelerators(QString text) {
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(?=\\S)"));
    return int(text.count(re));
}

QString describe(const Message& m) {
    return QStringLiteral("line %1, %2: \"%3\"").arg(m.line).arg(m.context, m.source.left(80));
}

}  // namespace

class TestTranslations : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() {
        isolateSettings();
        QString error;
        m_messages = readCatalogue(cataloguePath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_messages.size() > 500);
        // The same call as app/gui/main.cpp, for a German system locale.
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/tierbench_de.qm")));
        QVERIFY(m_translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("tierbench"),
                                  QStringLiteral("_"), QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
    }
    void cleanup() { closeWindow(); }

    void everyMessageIsTranslated() {
        QStringList problems;
        for (const Message& m : std::as_const(m_messages)) {
            if (m.unfinished) {
                problems << QStringLiteral("unfinished ") + describe(m);
            } else if (m.translations.isEmpty() || (m.numerus && m.translations.size() != 2)) {
                problems << QStringLiteral("needs %1 form(s) ").arg(m.numerus ? 2 : 1) + describe(m);
            } else {
                for (const QString& t : m.translations) {
                    if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                        problems << QStringLiteral("empty ") + describe(m);
                    }
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void translationsKeepPlaceholdersAndAccelerators() {
        QStringList problems;
        for (const Message& m : std::as_const(m_messages)) {
            for (const QString& t : m.translations) {
                if (placeholders(t) != placeholders(m.source)) {
                    problems << QStringLiteral("placeholders %1 vs %2 in ")
                                        .arg(placeholders(m.source).join(u' '), placeholders(t).join(u' ')) +
                                    describe(m);
                }
                if (accelerators(t) != accelerators(m.source)) {
                    problems << QStringLiteral("'&' %1 vs %2 in ").arg(accelerators(m.source)).arg(accelerators(t)) +
                                    describe(m);
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The compiled catalogue is the current one, and each message sits in the context its code looks it up in:
    // directly (QCoreApplication::translate), through a Q_DECLARE_TR_FUNCTIONS context in core, and through a
    // Q_OBJECT class.
    void programFindsTheTranslations() {
        QStringList stale;
        for (const Message& m : std::as_const(m_messages)) {
            if (m.numerus || m.unfinished) {
                continue;
            }
            const QString got = QCoreApplication::translate(qPrintable(m.context), m.source.toUtf8().constData(),
                                                            m.comment.isEmpty() ? nullptr : qPrintable(m.comment));
            if (got != m.translations.value(0)) {
                stale << describe(m) + QStringLiteral(" -> \"%1\"").arg(got);
            }
        }
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join(u'\n')));
        QCOMPARE(core::tierName(core::Tier::Platinum), QStringLiteral("Platin"));
        const auto broken = core::RubricLoader::parse(QByteArrayLiteral("{"));
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().message.startsWith(QStringLiteral("Der Kriterienkatalog ist kein gültiges JSON")),
                 qPrintable(broken.error().message));
        QCOMPARE(ui::MainWindow::tr("&File"), QStringLiteral("&Datei"));
        const QString withCount = ui::MainWindow::tr("Wrote %1 (%n page(s)).", nullptr, 3).arg(QStringLiteral("x.pdf"));
        QCOMPARE(withCount, QStringLiteral("x.pdf geschrieben (3 Seiten)."));
    }

    // The parsers' own words reach the catalogue through their Q_DECLARE_TR_FUNCTIONS contexts, not only a lookup
    // by hand: a member's tr() (AznhcParser), a free function's Plausibility::tr(), and messages that moved into a
    // class of their own (IbPortChecks, once IbstatParser's) all come out German.
    void importMessagesSpeakGerman() {
        auto findingOf = [](const core::ParsedImport& p, const QString& key) {
            for (const core::FindingRecord& f : p.runs.value(0).findings) {
                if (f.key == key) {
                    return f;
                }
            }
            return core::FindingRecord{};
        };
        const auto nhc = core::Importer::parseBytes(
            QByteArrayLiteral("node-001 | Healthy\n"
                              "node-002 | ERROR: nhc: Health check failed: check_gpu_xid: GPU Xid errors detected "
                              "FaultCode: NHC2001\n"),
            QStringLiteral("aznhc"));
        QVERIFY2(nhc.ok(), nhc.ok() ? "" : qPrintable(nhc.error().message));
        const QString health = findingOf(*nhc, QStringLiteral("aznhc.health")).detail;
        QVERIFY2(health.startsWith(QStringLiteral("1 von 2 Knoten nicht gesund (Fehlercodes NHC2001): ")),
                 qPrintable(health));

        const core::PlausibilityCheck tooFast =
            core::Plausibility::sample(QStringLiteral("all_reduce.busbw"), 1e9, QStringLiteral("GB/s"));
        QVERIFY(!tooFast.ok());
        QVERIFY2(tooFast.reason.contains(QStringLiteral(" liegt über ")) &&
                     tooFast.reason.contains(QStringLiteral("mehr, als das schnellste GPU-Fabric je GPU überträgt")),
                 qPrintable(tooFast.reason));

        const auto ib = core::Importer::parseBytes(QByteArrayLiteral("CA 'mlx5_0'\n"
                                                                     "\tCA type: MT4129\n"
                                                                     "\tNumber of ports: 1\n"
                                                                     "\tFirmware version: 28.39.1002\n"
                                                                     "\tPort 1:\n"
                                                                     "\t\tState: Active\n"
                                                                     "\t\tPhysical state: LinkUp\n"
                                                                     "\t\tRate: 400\n"
                                                                     "\t\tBase lid: 12\n"
                                                                     "\t\tLink layer: InfiniBand\n"),
                                                   QStringLiteral("ibstat"));
        QVERIFY2(ib.ok(), ib.ok() ? "" : qPrintable(ib.error().message));
        QCOMPARE(findingOf(*ib, QStringLiteral("ib.ports")).detail,
                 QStringLiteral("1 InfiniBand-Ports aktiv mit 400 Gb/s."));
    }

    void mainWindowSpeaksGerman() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        QStringList menus;
        for (QAction* a : m_window->menuBar()->actions()) {
            menus << a->text();
        }
        QCOMPARE(menus,
                 (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Anbieter"),
                              QStringLiteral("A&nsicht"), QStringLiteral("&Hilfe")}));
        QStringList pageTabs;
        QTabWidget* tabs = m_window->providerPage()->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            pageTabs << tabs->tabText(i);
        }
        QVERIFY2(pageTabs.startsWith(QStringLiteral("&Überblick")), qPrintable(pageTabs.join(u'|')));
        QVERIFY2(pageTabs.contains(QStringLiteral("&Einstufung")), qPrintable(pageTabs.join(u'|')));
        QStringList views;
        for (int i = 0; i < m_window->views()->count(); ++i) {
            views << m_window->views()->tabText(i);
        }
        QVERIFY2(views.contains(QStringLiteral("Stufentafel")), qPrintable(views.join(u'|')));

        // No English left in what the window shows: a text that is a source with a different German translation,
        // and not itself a translation, was missed.
        QSet<QString> german;
        QSet<QString> english;
        for (const Message& m : std::as_const(m_messages)) {
            for (const QString& t : m.translations) {
                german.insert(t);
                if (t != m.source) {
                    english.insert(m.source);
                }
            }
        }
        QStringList shown = menus + pageTabs + views;
        for (auto* menu : m_window->menuBar()->findChildren<QMenu*>()) {
            for (QAction* a : menu->actions()) {
                shown << a->text();
            }
        }
        for (auto* t : m_window->findChildren<QTabWidget*>()) {
            for (int i = 0; i < t->count(); ++i) {
                shown << t->tabText(i);
            }
        }
        for (auto* b : m_window->findChildren<QAbstractButton*>()) {
            shown << b->text();
        }
        for (auto* l : m_window->findChildren<QLabel*>()) {
            shown << l->text();
        }
        for (auto* g : m_window->findChildren<QGroupBox*>()) {
            shown << g->title();
        }
        QStringList missed;
        for (const QString& s : std::as_const(shown)) {
            if (english.contains(s) && !german.contains(s)) {
                missed << s;
            }
        }
        missed.removeDuplicates();
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u'\n')));
    }

    // Rubric text is data: every criterion name, item title, question and guidance of each shipped rubric has its
    // German in the catalogue (context "Rubric", written from resources/rubrics/*.json by the build), so a rubric
    // edit without a translation fails here.
    void everyShippedRubricTextIsInTheCatalogue() {
        QStringList missing;
        int texts = 0;
        for (const QString& version : {QStringLiteral("1.0"), QStringLiteral("2.0")}) {
            const auto rubric =
                core::RubricLoader::loadFile(QStringLiteral(":/rubrics/clustermax-%1.json").arg(version));
            QVERIFY2(rubric.ok(), rubric ? "" : qPrintable(rubric.error().toString()));
            for (const core::Criterion& c : rubric->criteria) {
                QStringList words{c.name, c.description};
                for (const core::CheckItem& i : c.items) {
                    words << i.title << i.question << i.guidance;
                }
                for (const QString& w : std::as_const(words)) {
                    if (w.isEmpty()) {
                        continue;
                    }
                    ++texts;
                    if (m_translator.translate(core::RubricText::kContext, w.toUtf8().constData()).isEmpty()) {
                        missing << QStringLiteral("%1 %2: \"%3\"").arg(version, c.key, w.left(80));
                    }
                }
            }
        }
        QVERIFY(texts > 250);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // The German Checklist tab shows the rubric in German, the panel and the review too, while the database keeps the
    // English of the rubric file under the same key.
    void checklistShowsTheRubricInGerman() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        const QString key = QStringLiteral("security.soc2");
        // The demo's first evaluation, made with ClusterMAX 2.0 (the checklist suite opens the same one).
        const qint64 evaluationId =
            scalar(QStringLiteral("SELECT id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        QVERIFY(evaluationId > 0);
        const qint64 providerId =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation WHERE id=%1").arg(evaluationId)).toLongLong();
        QVERIFY(m_window->selectProvider(providerId));
        ui::ProviderPage* page = m_window->providerPage();
        ui::ChecklistView* view = page->checklistView();
        QVERIFY(QTest::qWaitFor([&] { return view->model()->evaluationId() == evaluationId; }, 5000));
        page->showChecklist();
        QCOMPARE(view->model()->checklist().rubric.version, QStringLiteral("2.0"));
        const core::CheckItem* stored = view->model()->checklist().rubric.item(key);
        QVERIFY(stored);
        const qint64 itemId = stored->id;

        const ui::ChecklistModel* model = view->model();
        QModelIndex found;
        for (int c = 0; c < model->rowCount() && !found.isValid(); ++c) {
            const QModelIndex criterion = model->index(c, 0);
            for (int r = 0; r < model->rowCount(criterion); ++r) {
                const QModelIndex item = model->index(r, 0, criterion);
                if (item.data(ui::ChecklistModel::CheckItemIdRole).toLongLong() == itemId) {
                    found = item;
                    break;
                }
            }
        }
        QVERIFY(found.isValid());
        QCOMPARE(found.data().toString(), QStringLiteral("Attestierung nach SOC 1 / SOC 2 Type II"));
        QCOMPARE(found.parent().data().toString(), QStringLiteral("Sicherheit"));
        QVERIFY2(found.data(ui::ChecklistModel::QuestionRole).toString().startsWith(QStringLiteral("Können Sie ")),
                 qPrintable(found.data(ui::ChecklistModel::QuestionRole).toString()));

        // Stored data and keys are the rubric file's, untouched by the language shown.
        QCOMPARE(scalar(QStringLiteral("SELECT title FROM check_item WHERE id=%1").arg(itemId)).toString(),
                 QStringLiteral("SOC 1 / SOC 2 Type II attestation"));
        QCOMPARE(scalar(QStringLiteral("SELECT key FROM check_item WHERE id=%1").arg(itemId)).toString(), key);
        QCOMPARE(stored->title, QStringLiteral("SOC 1 / SOC 2 Type II attestation"));

        // The review (PDF and walk-through) reads the same words.
        const auto review = TB_DB(m_store, core::ReviewContentLoader::loadEvaluation(db, evaluationId));
        QVERIFY2(review.ok(), review ? "" : qPrintable(review.error().toString()));
        QString reviewTitle;
        for (const auto& c : review->criteria) {
            for (const auto& i : c.items) {
                if (i.key == key) {
                    reviewTitle = i.title;
                }
            }
        }
        QCOMPARE(reviewTitle, QStringLiteral("Attestierung nach SOC 1 / SOC 2 Type II"));

        // A text the catalogue does not know shows as stored.
        QCOMPARE(core::RubricText::text(QStringLiteral("An item added by hand")),
                 QStringLiteral("An item added by hand"));
    }

    // app/gui/main.cpp installs the catalogue for the system locale: LANG alone picks German, C stays English.
    void languageFollowsLang() {
        const QString exe = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench");
        if (!QFile::exists(exe)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("tierbench is not built in this build directory"));
        }
        auto helpWith = [&](const QString& lang) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"}) {
                env.remove(QString::fromLatin1(var));
            }
            env.insert(QStringLiteral("LANG"), lang);
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(exe, {QStringLiteral("--help")});
            if (!p.waitForFinished(30000)) {
                p.kill();
                p.waitForFinished();
            }
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QString german = helpWith(QStringLiteral("de_DE.UTF-8"));
        QVERIFY2(german.contains(QStringLiteral("Werkbank zur Bewertung von GPU-Cloud-Anbietern")), qPrintable(german));
        const QString english = helpWith(QStringLiteral("C"));
        QVERIFY2(english.contains(QStringLiteral("Workbench for rating GPU cloud providers")), qPrintable(english));
    }

private:
    QVector<Message> m_messages;
    QTranslator m_translator;
};

QTEST_MAIN(TestTranslations)
#include "tst_Translations.moc"
