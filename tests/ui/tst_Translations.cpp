// Every catalogue (German, Japanese, Simplified Chinese): complete and faithful to its sources (placeholders, plural
// forms, accelerators), compiled into the program under the contexts the program asks for, and the main window really
// speaks the language with it, also when the language comes from LANG alone. Each check runs once per language (data
// rows de, ja, zh_CN); German keeps a few checks against hand-written German on top, the others compare with their
// catalogue and with the English the same code gives without a translator. The English plurals catalogue
// (tierbench_en.ts, %n messages only) has checks of its own: every form filled, and the GUI and the CLI reading
// "1 interview" / "2 interviews".
#include "core/domain/Plausibility.h"
#include "core/domain/Tier.h"
#include "core/import/Importer.h"
#include "core/report/ReviewContentLoader.h"
#include "core/domain/RubricLoader.h"
#include "core/rubric/RubricText.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"
#include "core/trust/ReconciliationMethod.h"
#include "core/trust/ScoreSheets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/main/Appearance.h"
#include "ui/common/EnglishPlurals.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/providers/ProviderPage.h"
#include "ui/checklist/VerdictPanel.h"
#include "ui/report/ReviewTrustSection.h"

#include <QAbstractButton>
#include <QDir>
#include <QLibraryInfo>
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
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

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

// The languages translations/CMakeLists.txt builds (TB_LANGUAGES): the locale a session of each has, and how many
// plural forms Qt's rules give it.
struct Language {
    QString code;
    QLocale locale;
    int pluralForms;
    bool latinAccelerators;  // "ファイル(&F)": the accelerator stays the English letter, in brackets
};

const QVector<Language>& languages() {
    static const QVector<Language> all{
        {QStringLiteral("de"), QLocale(QLocale::German, QLocale::Germany), 2, false},
        {QStringLiteral("ja"), QLocale(QLocale::Japanese, QLocale::Japan), 1, true},
        {QStringLiteral("zh_CN"), QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China), 1, true},
    };
    return all;
}

const Language& language(const QString& code) {
    for (const Language& l : languages()) {
        if (l.code == code) {
            return l;
        }
    }
    qFatal("no language %s", qPrintable(code));
}

// The plurals-only English catalogue (translations/CMakeLists.txt TB_PLURALS_LANGUAGE).
const QString kPluralsLanguage = QStringLiteral("en");

QString cataloguePath(const QString& code) {
    return qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/translations/tierbench_%1.ts").arg(code);
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
QString acceleratorKeys(QString text) {
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(\\S)"));
    QString keys;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        keys += it.next().captured(1).toLower();
    }
    return keys;
}
int accelerators(const QString& text) {
    return int(acceleratorKeys(text).size());
}

// A CJK text with a Latin accelerator: is the key an ASCII letter or digit.
bool isLatinKey(const QString& keys) {
    for (QChar c : keys) {
        if (c.unicode() > 0x7f || !c.isLetterOrNumber()) {
            return false;
        }
    }
    return true;
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
        for (const Language& l : languages()) {
            QString error;
            m_catalogues.insert(l.code, readCatalogue(cataloguePath(l.code), &error));
            QVERIFY2(error.isEmpty(), qPrintable(l.code + QStringLiteral(": ") + error));
            QVERIFY2(m_catalogues.value(l.code).size() > 500, qPrintable(l.code));
        }
        // Every catalogue in translations/ is one of the languages tested here.
        const QStringList files = QDir(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/translations"))
                                      .entryList({QStringLiteral("tierbench_*.ts")}, QDir::Files);
        QStringList tested;
        for (const Language& l : languages()) {
            tested << QStringLiteral("tierbench_%1.ts").arg(l.code);
        }
        tested << QStringLiteral("tierbench_%1.ts").arg(kPluralsLanguage);
        tested.sort();
        QCOMPARE(files, tested);
        QString error;
        m_plurals = readCatalogue(cataloguePath(kPluralsLanguage), &error);
        QVERIFY2(error.isEmpty(), qPrintable(kPluralsLanguage + QStringLiteral(": ") + error));
        QVERIFY2(m_plurals.size() > 50, qPrintable(QString::number(m_plurals.size())));
    }
    void init() {
        // Each row runs under its language, installed as app/gui/main.cpp does for that system locale.
        const QString code = QString::fromLatin1(QTest::currentDataTag());
        const bool isLanguage =
            std::any_of(languages().begin(), languages().end(), [&code](const Language& l) { return l.code == code; });
        if (!isLanguage) {
            return;  // a row of another kind (the English plurals' cases)
        }
        m_language = &language(code);
        m_messages = m_catalogues.value(code);
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/tierbench_%1.qm").arg(code)), qPrintable(code));
        QVERIFY2(m_translator.load(m_language->locale, QStringLiteral("tierbench"), QStringLiteral("_"),
                                   QStringLiteral(":/i18n")),
                 qPrintable(code));
        QCOMPARE(m_translator.filePath(), QStringLiteral(":/i18n/tierbench_%1.qm").arg(code));
        QVERIFY2(!m_translator.isEmpty(),
                 qPrintable(QStringLiteral("translations/tierbench_%1.ts has no translated message yet").arg(code)));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
    }
    void cleanup() {
        closeWindow();
        QCoreApplication::removeTranslator(&m_translator);
    }

    void everyMessageIsTranslated_data() { languageRows(); }
    void everyMessageIsTranslated() {
        QStringList problems;
        const int forms = m_language->pluralForms;
        for (const Message& m : std::as_const(m_messages)) {
            if (m.unfinished) {
                problems << QStringLiteral("unfinished ") + describe(m);
            } else if (m.translations.isEmpty() || (m.numerus && m.translations.size() != forms)) {
                problems << QStringLiteral("needs %1 form(s) ").arg(m.numerus ? forms : 1) + describe(m);
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

    void translationsKeepPlaceholdersAndAccelerators_data() { languageRows(); }
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
                } else if (m_language->latinAccelerators && !t.isEmpty() &&
                           (acceleratorKeys(t) != acceleratorKeys(m.source) || !isLatinKey(acceleratorKeys(t)))) {
                    problems << QStringLiteral("accelerator '%1' instead of the English '%2' in ")
                                        .arg(acceleratorKeys(t), acceleratorKeys(m.source)) +
                                    describe(m);
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The compiled catalogue is the current one, and each message sits in the context its code looks it up in:
    // directly (QCoreApplication::translate), through a Q_DECLARE_TR_FUNCTIONS context in core, and through a
    // Q_OBJECT class.
    void programFindsTheTranslations_data() { languageRows(); }
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
        const auto broken = core::RubricLoader::parse(QByteArrayLiteral("{"));
        QVERIFY(!broken.ok());
        const QString withCount = ui::MainWindow::tr("Wrote %1 (%n page(s)).", nullptr, 3).arg(QStringLiteral("x.pdf"));
        if (m_language->code == QStringLiteral("de")) {
            QCOMPARE(core::tierName(core::Tier::Platinum), QStringLiteral("Platin"));
            QVERIFY2(broken.error().message.startsWith(QStringLiteral("Der Kriterienkatalog ist kein gültiges JSON")),
                     qPrintable(broken.error().message));
            QCOMPARE(ui::MainWindow::tr("&File"), QStringLiteral("&Datei"));
            QCOMPARE(withCount, QStringLiteral("x.pdf geschrieben (3 Seiten)."));
        } else {
            // Against the catalogue, and never the English.
            QCOMPARE(core::tierName(core::Tier::Platinum), translation("Tier", "Platinum"));
            QVERIFY(core::tierName(core::Tier::Platinum) != QStringLiteral("Platinum"));
            QVERIFY2(!broken.error().message.startsWith(QStringLiteral("The rubric")),
                     qPrintable(broken.error().message));
            QCOMPARE(ui::MainWindow::tr("&File"), translation("tb::ui::MainWindow", "&File"));
            QVERIFY(ui::MainWindow::tr("&File") != QStringLiteral("&File"));
            QVERIFY2(withCount.contains(QStringLiteral("x.pdf")) && withCount.contains(u'3') &&
                         !withCount.contains(QStringLiteral("page")),
                     qPrintable(withCount));
        }
    }

    // Qt's own catalogue for the language is installed (Debian's qt6-translations-l10n) and found the way main.cpp
    // looks for it, so standard buttons speak the language too.
    void qtOwnCatalogueIsInstalled_data() { languageRows(); }
    void qtOwnCatalogueIsInstalled() {
        QTranslator qt;
        QVERIFY2(qt.load(m_language->locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
                 qPrintable(QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
        const QString cancel = qt.translate("QPlatformTheme", "Cancel");
        QVERIFY2(!cancel.isEmpty() && cancel != QStringLiteral("Cancel"), qPrintable(cancel));
    }

    // The parsers' own words reach the catalogue through their Q_DECLARE_TR_FUNCTIONS contexts, not only a lookup
    // by hand: a member's tr() (AznhcParser), a free function's Plausibility::tr(), and messages that moved into a
    // class of their own (IbPortChecks, once IbstatParser's) all come out in the language, not in English.
    void importMessagesSpeakTheLanguage_data() { languageRows(); }
    void importMessagesSpeakTheLanguage() {
        const QStringList shown = importTexts();
        QCoreApplication::removeTranslator(&m_translator);
        const QStringList english = importTexts();
        QCoreApplication::installTranslator(&m_translator);
        QCOMPARE(shown.size(), 3);
        QVERIFY2(english.value(0).startsWith(QStringLiteral("1 of 2 node")), qPrintable(english.value(0)));
        for (int i = 0; i < shown.size(); ++i) {
            QVERIFY2(!shown[i].isEmpty() && shown[i] != english[i], qPrintable(shown[i]));
        }
        if (m_language->code == QStringLiteral("de")) {
            QVERIFY2(shown[0].startsWith(QStringLiteral("1 von 2 Knoten nicht gesund (Fehlercodes NHC2001): ")),
                     qPrintable(shown[0]));
            QVERIFY2(shown[1].contains(QStringLiteral(" liegt über ")) &&
                         shown[1].contains(QStringLiteral("mehr, als das schnellste GPU-Fabric je GPU überträgt")),
                     qPrintable(shown[1]));
            QCOMPARE(shown[2], QStringLiteral("1 InfiniBand-Ports aktiv mit 400 Gb/s."));
        } else {
            for (const QString& t : shown) {
                QVERIFY2(t.contains(QRegularExpression(QStringLiteral("[\\x{3040}-\\x{30ff}\\x{4e00}-\\x{9fff}]"))),
                         qPrintable(t));
            }
            QVERIFY2(shown[0].contains(QStringLiteral("NHC2001")), qPrintable(shown[0]));
            QVERIFY2(shown[2].contains(QStringLiteral("400")), qPrintable(shown[2]));
        }
    }

    void mainWindowSpeaksTheLanguage_data() { languageRows(); }
    void mainWindowSpeaksTheLanguage() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        QStringList menus;
        for (QAction* a : m_window->menuBar()->actions()) {
            menus << a->text();
        }
        QStringList pageTabs;
        QTabWidget* tabs = m_window->providerPage()->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            pageTabs << tabs->tabText(i);
        }
        QStringList views;
        for (int i = 0; i < m_window->views()->count(); ++i) {
            views << m_window->views()->tabText(i);
        }
        if (m_language->code == QStringLiteral("de")) {
            QCOMPARE(menus,
                     (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Anbieter"),
                                  QStringLiteral("A&nsicht"), QStringLiteral("&Hilfe")}));
            QVERIFY2(pageTabs.startsWith(QStringLiteral("&Überblick")), qPrintable(pageTabs.join(u'|')));
            QVERIFY2(pageTabs.contains(QStringLiteral("&Einstufung")), qPrintable(pageTabs.join(u'|')));
            QVERIFY2(views.contains(QStringLiteral("Stufentafel")), qPrintable(views.join(u'|')));
        } else {
            QCOMPARE(menus.value(0), translation("tb::ui::MainWindow", "&File"));
            QCOMPARE(menus.value(menus.size() - 1), translation("tb::ui::MainWindow", "&Help"));
        }

        // No English left in what the window shows: a text that is a source with a different translation, and not
        // itself a translation, was missed.
        QSet<QString> translated;
        QSet<QString> english;
        for (const Message& m : std::as_const(m_messages)) {
            for (const QString& t : m.translations) {
                translated.insert(t);
                if (t != m.source) {
                    english.insert(m.source);
                }
            }
        }
        // Accelerators are unique where one key press chooses: the menu bar, each menu, each row of tabs.
        QStringList clashes;
        auto uniqueKeys = [&clashes](const QString& where, const QStringList& texts) {
            QHash<QString, QString> byKey;
            for (const QString& t : texts) {
                const QString key = acceleratorKeys(t).left(1);
                if (key.isEmpty()) {
                    continue;
                }
                if (byKey.contains(key)) {
                    clashes << QStringLiteral("%1: '%2' in \"%3\" and \"%4\"").arg(where, key, byKey.value(key), t);
                }
                byKey.insert(key, t);
            }
        };
        uniqueKeys(QStringLiteral("menu bar"), menus);
        QStringList shown = menus + pageTabs + views;
        for (auto* menu : m_window->menuBar()->findChildren<QMenu*>()) {
            QStringList items;
            for (QAction* a : menu->actions()) {
                items << a->text();
            }
            uniqueKeys(QStringLiteral("menu \"%1\"").arg(menu->title()), items);
            shown << items;
        }
        for (auto* t : m_window->findChildren<QTabWidget*>()) {
            QStringList texts;
            for (int i = 0; i < t->count(); ++i) {
                texts << t->tabText(i);
            }
            uniqueKeys(QStringLiteral("tabs \"%1\"").arg(texts.join(u'|')), texts);
            shown << texts;
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
            if (english.contains(s) && !translated.contains(s)) {
                missed << s;
            }
        }
        missed.removeDuplicates();
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u'\n')));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    // Rubric text is data: every criterion name, item title, question and guidance of each shipped rubric has its
    // translation in the catalogue (context "Rubric", written from resources/rubrics/*.json by the build), so a
    // rubric edit without a translation fails here.
    void everyShippedRubricTextIsInTheCatalogue_data() { languageRows(); }
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

    // The Checklist tab shows the rubric in the language, the panel and the review too, while the database keeps the
    // English of the rubric file under the same key.
    void checklistShowsTheRubricInTheLanguage_data() { languageRows(); }
    void checklistShowsTheRubricInTheLanguage() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        const QString key = QStringLiteral("security.soc2");
        const QString englishTitle = QStringLiteral("SOC 1 / SOC 2 Type II attestation");
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
        const QString title = found.data().toString();
        const QString question = found.data(ui::ChecklistModel::QuestionRole).toString();
        if (m_language->code == QStringLiteral("de")) {
            QCOMPARE(title, QStringLiteral("Attestierung nach SOC 1 / SOC 2 Type II"));
            QCOMPARE(found.parent().data().toString(), QStringLiteral("Sicherheit"));
            QVERIFY2(question.startsWith(QStringLiteral("Können Sie ")), qPrintable(question));
        } else {
            QCOMPARE(title, translation("Rubric", qPrintable(englishTitle)));
            QVERIFY(title != englishTitle);
            QCOMPARE(found.parent().data().toString(), translation("Rubric", "Security"));
            QVERIFY2(!question.isEmpty() && !question.startsWith(QStringLiteral("Can you")), qPrintable(question));
        }

        // Stored data and keys are the rubric file's, untouched by the language shown.
        QCOMPARE(scalar(QStringLiteral("SELECT title FROM check_item WHERE id=%1").arg(itemId)).toString(),
                 englishTitle);
        QCOMPARE(scalar(QStringLiteral("SELECT key FROM check_item WHERE id=%1").arg(itemId)).toString(), key);
        QCOMPARE(stored->title, englishTitle);

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
        QCOMPARE(reviewTitle, title);

        // A text the catalogue does not know shows as stored.
        QCOMPARE(core::RubricText::text(QStringLiteral("An item added by hand")),
                 QStringLiteral("An item added by hand"));
    }

    // The English plurals catalogue holds the %n messages only, each with its two English forms filled, the same
    // placeholders and accelerators as the source, and no "(s)" left in either form.
    void englishPluralsAreComplete() {
        QStringList problems;
        for (const Message& m : std::as_const(m_plurals)) {
            if (!m.numerus) {
                problems << QStringLiteral("not a %n message ") + describe(m);
            } else if (m.unfinished || m.translations.size() != 2) {
                problems << QStringLiteral("needs 2 forms ") + describe(m);
            } else {
                for (const QString& t : m.translations) {
                    if (t.trimmed().isEmpty() || t.contains(QStringLiteral("(s)")) ||
                        t.contains(QStringLiteral("(es)")) || placeholders(t) != placeholders(m.source) ||
                        accelerators(t) != accelerators(m.source)) {
                        problems << QStringLiteral("form \"%1\" of ").arg(t) + describe(m);
                    }
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // English chosen in Preferences, or a system language without a catalogue: ui::Translators (what main.cpp
    // installs) loads the English plurals, so counts read as words, irregular plurals included.
    void guiReadsEnglishPlurals_data() {
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QLocale>("system");
        QTest::newRow("English chosen") << QStringLiteral("en") << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("English system") << QString() << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("C locale") << QString() << QLocale::c();
        QTest::newRow("no catalogue (French)") << QString() << QLocale(QLocale::French, QLocale::France);
    }
    void guiReadsEnglishPlurals() {
        QFETCH(QString, choice);
        QFETCH(QLocale, system);
        const QLocale before;
        ui::Appearance::setLanguage(choice);
        QLocale::setDefault(system);
        {
            ui::Translators translators;
            QCOMPARE(translators.tierbenchCatalogue(), ui::EnglishPlurals::catalogue());
            auto plural = [](const char* context, const char* source, int n) {
                return QCoreApplication::translate(context, source, nullptr, n);
            };
            QCOMPARE(plural("tb::ui::InterviewsTab", "%n interview(s)", 1), QStringLiteral("1 interview"));
            QCOMPARE(plural("tb::ui::InterviewsTab", "%n interview(s)", 2), QStringLiteral("2 interviews"));
            QCOMPARE(plural("TrustNotes", "Trust: the reviewers' scores differ on %n criteria not yet reconciled.", 1),
                     QStringLiteral("Trust: the reviewers' scores differ on 1 criterion not yet reconciled."));
            QCOMPARE(plural("Importer", "%n malformed line(s) were skipped.", 1),
                     QStringLiteral("1 malformed line was skipped."));
            QCOMPARE(plural("Importer", "%n malformed line(s) were skipped.", 3),
                     QStringLiteral("3 malformed lines were skipped."));
            // Only plurals: every other message stays the source's English.
            QCOMPARE(QCoreApplication::translate("tb::ui::MainWindow", "&File"), QStringLiteral("&File"));
        }
        QCOMPARE(QCoreApplication::translate("tb::ui::InterviewsTab", "%n interview(s)", nullptr, 1),
                 QStringLiteral("1 interview(s)"));  // gone with the object
        QLocale::setDefault(before);
        ui::Appearance::setLanguage(QString());
    }

    // tierbench-cli speaks English whatever the locale, with English plurals: the late handover's days, one dispute
    // and two imported.
    void cliReadsEnglishPlurals() {
        const QString exe = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        if (!QFile::exists(exe)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("tierbench-cli is not built in this build directory"));
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("demo.sqlite"));  // made as a demo database
        auto cli = [&](const QStringList& args) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANGUAGE", "TIERBENCH_DB"}) {
                env.remove(QString::fromLatin1(var));
            }
            env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));  // still English
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_emptyConfig.path());
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(exe, QStringList{QStringLiteral("--db"), db} + args);
            if (!p.waitForFinished(60000)) {
                p.kill();
                p.waitForFinished();
            }
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            return p.exitCode() == 0 ? out
                                     : QStringLiteral("exit %1: %2%3")
                                           .arg(p.exitCode())
                                           .arg(out, QString::fromUtf8(p.readAllStandardError()));
        };
        const QString rate = cli({QStringLiteral("rate"), QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(rate.contains(QStringLiteral("received 2026-05-11: 7 days late.")), qPrintable(rate));
        QVERIFY2(!rate.contains(QStringLiteral("(s)")), qPrintable(rate));
        auto disputes = [&](const QString& name, const QByteArray& items) {
            const QString path = dir.filePath(name);
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly)) {
                return QString();
            }
            f.write(
                R"({"format":"tierbench-disputes","format_version":1,"provider":"Crusoe","contact":"x","disputes":[)" +
                items + "]}");
            f.close();
            return cli({QStringLiteral("dispute"), QStringLiteral("import"), QStringLiteral("--provider"),
                        QStringLiteral("Crusoe"), path});
        };
        const QString one = disputes(QStringLiteral("one.json"), R"({"item":"security.soc2","claim":"c"})");
        QCOMPARE(one.trimmed(), QStringLiteral("Imported 1 dispute for Crusoe; it is open."));
        const QString two = disputes(QStringLiteral("two.json"), R"({"item":"security.soc2","claim":"c"},)"
                                                                 R"({"item":"monitoring.alerting","claim":"d"})");
        QCOMPARE(two.trimmed(), QStringLiteral("Imported 2 disputes for Crusoe; they are open."));
    }

    // A reconciliation's method is a stored key (discussion, median, mean, lead); the dialog and the review show
    // its name in the language, never the key inside a translated sentence.
    void reconciliationMethodSpeaksTheLanguage_data() { languageRows(); }
    void reconciliationMethodSpeaksTheLanguage() {
        QSet<QString> names;
        for (const QString& key : core::ScoreSheets::methods()) {
            const QString name = core::ReconciliationMethod::name(key);
            QVERIFY2(!name.isEmpty() && name != key, qPrintable(key + QStringLiteral(" -> ") + name));
            names.insert(name);
        }
        QCOMPARE(names.size(), core::ScoreSheets::methods().size());
        core::Reconciliation r;
        r.finalScore = 2.5;
        r.method = QStringLiteral("discussion");
        r.by = QStringLiteral("Ana");
        const QString outcome = ui::ReviewTrustSection::reconciliationOutcome(r);
        QVERIFY2(outcome.contains(core::ReconciliationMethod::name(r.method)) &&
                     outcome.contains(QStringLiteral("Ana")) && !outcome.contains(r.method),
                 qPrintable(outcome));
        if (m_language->code == QStringLiteral("de")) {
            QCOMPARE(outcome, QStringLiteral("2.5 nach Diskussion (Ana)"));
        }
        QCOMPARE(core::ReconciliationMethod::name(QStringLiteral("coin")), QStringLiteral("coin"));  // as stored
    }

    // app/gui/main.cpp installs the catalogue for the system locale: LANG alone picks the language, C stays English.
    void languageFollowsLang_data() {
        QTest::addColumn<QString>("lang");
        for (const Language& l : languages()) {
            QTest::newRow(qPrintable(l.code)) << l.locale.name() + QStringLiteral(".UTF-8");
        }
    }
    void languageFollowsLang() {
        QFETCH(QString, lang);
        const QString exe = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench");
        if (!QFile::exists(exe)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("tierbench is not built in this build directory"));
        }
        auto helpWith = [&](const QString& langValue) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"}) {
                env.remove(QString::fromLatin1(var));
            }
            env.insert(QStringLiteral("LANG"), langValue);
            // A language chosen in Preferences would win over LANG: the child reads an empty settings folder.
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_emptyConfig.path());
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(exe, {QStringLiteral("--help")});
            if (!p.waitForFinished(30000)) {
                p.kill();
                p.waitForFinished();
            }
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const char* description = "Workbench for rating GPU cloud providers against the ClusterMAX criteria.";
        const QString shown = helpWith(lang);
        QVERIFY2(shown.contains(translation("main", description)), qPrintable(shown));
        if (m_language->code == QStringLiteral("de")) {
            QVERIFY2(shown.contains(QStringLiteral("Werkbank zur Bewertung von GPU-Cloud-Anbietern")),
                     qPrintable(shown));
        }
        // Qt's own words of the help text follow too.
        QVERIFY2(!shown.contains(QStringLiteral("Usage:")), qPrintable(shown));
        const QString english = helpWith(QStringLiteral("C"));
        QVERIFY2(english.contains(QString::fromLatin1(description)), qPrintable(english));
    }

private:
    void languageRows() {
        QTest::addColumn<QString>("unused");  // the row's tag is the language; init() installs it
        for (const Language& l : languages()) {
            QTest::newRow(qPrintable(l.code)) << l.code;
        }
    }

    QTemporaryDir m_emptyConfig;

    // The catalogue's translation of one message of the current language, as the .ts file has it.
    QString translation(const char* context, const char* source) const {
        for (const Message& m : std::as_const(m_messages)) {
            if (m.context == QLatin1String(context) && m.source == QString::fromUtf8(source)) {
                return m.translations.value(0);
            }
        }
        return QStringLiteral("<no message %1 / %2>").arg(QLatin1String(context), QString::fromUtf8(source));
    }

    // Three findings' details from real parsers, in whatever language is installed now.
    static QStringList importTexts() {
        auto findingOf = [](const core::ParsedImport& p, const QString& key) {
            for (const core::FindingRecord& f : p.runs.value(0).findings) {
                if (f.key == key) {
                    return f;
                }
            }
            return core::FindingRecord{};
        };
        QStringList out;
        const auto nhc = core::Importer::parseBytes(
            QByteArrayLiteral("node-001 | Healthy\n"
                              "node-002 | ERROR: nhc: Health check failed: check_gpu_xid: GPU Xid errors detected "
                              "FaultCode: NHC2001\n"),
            QStringLiteral("aznhc"));
        if (!nhc.ok()) {
            return {nhc.error().message};
        }
        out << findingOf(*nhc, QStringLiteral("aznhc.health")).detail;
        const core::PlausibilityCheck tooFast =
            core::Plausibility::sample(QStringLiteral("all_reduce.busbw"), 1e9, QStringLiteral("GB/s"));
        out << tooFast.reason;
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
        if (!ib.ok()) {
            return out << ib.error().message;
        }
        out << findingOf(*ib, QStringLiteral("ib.ports")).detail;
        return out;
    }

    QHash<QString, QVector<Message>> m_catalogues;
    QVector<Message> m_plurals;
    QVector<Message> m_messages;
    const Language* m_language = nullptr;
    QTranslator m_translator;
};

QTEST_MAIN(TestTranslations)
#include "tst_Translations.moc"
