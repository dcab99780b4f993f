// "No English left in the main window" (issue 21.3), looked for as a reader would: a Japanese and a Simplified
// Chinese session on the demo database, with the language chosen the way Preferences stores it and the catalogues
// loaded the way app/gui/main.cpp loads them, shows every view and every provider tab in turn and reads what is on
// screen (labels, buttons, group titles, tab texts, combo items, table and tree headers and rows, text views, chart
// titles and legends, menus, the status bar). A Latin word left in it fails, unless it is data (any text the demo
// database holds: provider names, notes, evidence), a technical name (identifiers with dots, underscores, dashes or
// digits; acronyms; CamelCase product names) or on the short allowlist below (tools, units, product names).
//
// This test needs the filled catalogues: a message new in the sources is English until translations/*.ts carries
// its translation, and then fails here by name.
#include "core/store/Store.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/main/Appearance.h"
#include "ui/providers/ProviderPage.h"
#include "ui/charts/SweepChart.h"
#include "ui/runs/RenderableView.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSqlRecord>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QtTest>

#include <algorithm>

using namespace tb;

namespace {

// Words that stay Latin in a Japanese or Chinese interface: tool and product names, units, file formats, key names.
// A word is matched whole and case-sensitively; lower-case entries are command, file or unit names as typed.
const QSet<QString>& allowlist() {
    static const QSet<QString> words = [] {
        const char* const groups[] = {
            // the product and the rating it follows
            "Tierbench tierbench Platinum Gold Silver Bronze",
            // tools and systems a probe, an import or a rubric item names
            "Slurm Kubernetes Docker docker enroot Python python Linux Ethernet Whois whois ssh sshd Pyxis Grafana "
            "Prometheus PostgreSQL SQLite Lustre Weka Hopper Blackwell Ampere Instinct ibstat nvidia smi Container "
            "Toolkit Kubeconfig kubeconfig Type Web alltoall sendrecv nvlink Checkpointless pip uv Hub torchtitan "
            "Llama",
            // Kubernetes object kinds, kept as written (translations/glossary-*.md)
            "Pod Namespace Service Operator Toleration",
            // units and formats
            "ms min bytes Gbit Mbit Tbit bit kWh png pdf csv json svg sqlite",
            // keys, and words of probe logs the log filter offers as examples
            "Ctrl Enter Return Esc Shift Tab pcie stderr stdout",
        };
        QSet<QString> out;
        for (const char* g : groups) {
            for (const QString& w : QString::fromLatin1(g).split(u' ', Qt::SkipEmptyParts)) {
                out.insert(w);
            }
        }
        return out;
    }();
    return words;
}

// Technical names of more than one word: NCCL's collectives as the charts name them, a Python statement.
const QStringList& allowedPhrases() {
    static const QStringList phrases{QStringLiteral("all reduce"),     QStringLiteral("all gather"),
                                     QStringLiteral("reduce scatter"), QStringLiteral("import torch"),
                                     QStringLiteral("Hugging Face"),   QStringLiteral("vllm serve")};
    return phrases;
}

// A word of two letters or more, lower case after its first letter, not part of an identifier (next to a dot,
// underscore, dash, slash, digit or another letter case) nor of a path or an address.
const QRegularExpression& latinWord() {
    static const QRegularExpression re(
        QStringLiteral("(?<![\\w.\\-/@:%&])[A-Za-z][a-z]+(?:'[a-z]+)?(?![\\w\\-/@]|\\.\\w)"));
    return re;
}

// Removes each occurrence of `part` that is not inside a longer word ("na", a verdict key, stays in "Grafana").
void removeWhole(QString& text, const QString& part) {
    auto isLetter = [&text](qsizetype i) { return i >= 0 && i < text.size() && text.at(i).isLetter(); };
    for (qsizetype at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
        if (!isLetter(at - 1) && !isLetter(at + part.size())) {
            text.replace(at, part.size(), QStringLiteral(" "));
        }
    }
}

QString plain(const QString& text) {
    if (Qt::mightBeRichText(text)) {
        return QTextDocumentFragment::fromHtml(text).toPlainText();
    }
    return text;
}

struct Shown {
    QString where;
    QString text;
};

void addModel(QVector<Shown>& out, const QString& where, const QAbstractItemModel* model, const QModelIndex& parent,
              int depth) {
    if (!model || depth > 2) {
        return;
    }
    const int rows = std::min(model->rowCount(parent), 60);
    const int columns = std::min(model->columnCount(parent), 30);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const QModelIndex index = model->index(r, c, parent);
            out.push_back({where, model->data(index, Qt::DisplayRole).toString()});
            if (c == 0 && model->hasChildren(index)) {
                addModel(out, where, model, index, depth + 1);
            }
        }
    }
}

// Everything a reader sees in `root` now.
QVector<Shown> shownTexts(QWidget* root, const QString& where) {
    QVector<Shown> out;
    const auto widgets = root->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (!w->isVisible()) {
            continue;
        }
        const QString at = where + QStringLiteral(" › ") + QString::fromLatin1(w->metaObject()->className()) +
                           (w->objectName().isEmpty() ? QString() : u'#' + w->objectName());
        if (auto* l = qobject_cast<QLabel*>(w)) {
            out.push_back({at, plain(l->text())});
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            out.push_back({at, b->text()});
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            out.push_back({at, e->text().isEmpty() ? e->placeholderText() : QString()});
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                out.push_back({at, c->itemText(i)});
            }
        } else if (auto* t = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                out.push_back({at, t->tabText(i)});
            }
        } else if (auto* te = qobject_cast<QTextEdit*>(w)) {
            out.push_back({at, te->toPlainText().isEmpty() ? te->placeholderText() : te->toPlainText()});
        } else if (auto* pe = qobject_cast<QPlainTextEdit*>(w)) {
            out.push_back({at, pe->toPlainText().isEmpty() ? pe->placeholderText() : QString()});
        } else if (auto* cv = qobject_cast<QChartView*>(w)) {
            if (QChart* chart = cv->chart()) {
                out.push_back({at, plain(chart->title())});
                for (QAbstractAxis* axis : chart->axes()) {
                    out.push_back({at, axis->titleText()});
                }
                for (QLegendMarker* m : chart->legend()->markers()) {
                    out.push_back({at, m->label()});
                }
            }
        } else if (auto* rv = qobject_cast<ui::RenderableView*>(w)) {
            out.push_back({at, rv->placeholder()});
            if (auto* sweep = dynamic_cast<ui::SweepChart*>(rv->renderable())) {
                out.push_back({at, plain(sweep->chart()->title())});
                for (QLegendMarker* m : sweep->chart()->legend()->markers()) {
                    out.push_back({at, m->label()});
                }
            }
        }
        if (auto* g = qobject_cast<QGroupBox*>(w)) {
            out.push_back({at, g->title()});
        }
        if (auto* v = qobject_cast<QAbstractItemView*>(w)) {
            const QAbstractItemModel* model = v->model();
            if (model) {
                for (int c = 0; c < std::min(model->columnCount(), 30); ++c) {
                    out.push_back({at, model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString()});
                }
                addModel(out, at, model, v->rootIndex(), 0);
            }
        }
    }
    return out;
}

}  // namespace

class TestNoEnglishLeft : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(); }
    void cleanup() {
        closeWindow();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void everyTabSpeaksTheLanguage_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void everyTabSpeaksTheLanguage() {
        QFETCH(QString, code);
        ui::Appearance::setLanguage(code);
        ui::Translators translators;  // as main.cpp at the next start
        QCOMPARE(translators.tierbenchCatalogue(), QStringLiteral(":/i18n/tierbench_%1.qm").arg(code));
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        m_window->resize(1280, 800);
        const QStringList data = databaseTexts();
        QVERIFY(!data.isEmpty());

        // The provider with the most to show: the first one that has an evaluation.
        const qint64 providerId =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        QVERIFY(providerId > 0);
        QSignalSpy loaded(m_window->providerPage(), &ui::ProviderPage::loaded);
        QVERIFY(m_window->selectProvider(providerId));
        QTRY_VERIFY(!loaded.isEmpty());

        QVector<Shown> shown;
        auto settle = [] {
            // Each tab loads on the storage thread; give its reply time to arrive and be drawn.
            for (int i = 0; i < 10; ++i) {
                QTest::qWait(30);
            }
        };
        QTabWidget* views = m_window->views();
        for (int v = 0; v < views->count(); ++v) {
            views->setCurrentIndex(v);
            settle();
            const QString view = views->tabText(v);
            if (v == 0) {
                QTabWidget* tabs = m_window->providerPage()->tabs();
                for (int t = 0; t < tabs->count(); ++t) {
                    tabs->setCurrentIndex(t);
                    settle();
                    shown += shownTexts(m_window.get(), view + QStringLiteral(" › ") + tabs->tabText(t));
                }
            } else {
                shown += shownTexts(m_window.get(), view);
            }
        }
        shown.push_back({QStringLiteral("window title"), m_window->windowTitle()});
        shown.push_back({QStringLiteral("status bar"), m_window->statusBar()->currentMessage()});
        for (QAction* a : m_window->menuBar()->actions()) {
            shown.push_back({QStringLiteral("menu bar"), a->text()});
            if (a->menu()) {
                for (QAction* item : a->menu()->actions()) {
                    shown.push_back({QStringLiteral("menu ") + a->text(), item->text()});
                }
            }
        }
        QVERIFY(shown.size() > 200);

        QMap<QString, QStringList> english;  // text -> where
        for (const Shown& s : std::as_const(shown)) {
            QString text = s.text;
            if (text.isEmpty() || !text.contains(latinWord())) {
                continue;
            }
            // Data of several words first (evidence may quote "import torch"), then the phrases, then data of one
            // word (the run kind "import" would otherwise break the phrase "import torch").
            for (const QString& d : data) {
                if (d.contains(u' ')) {
                    removeWhole(text, d);
                }
            }
            for (const QString& phrase : allowedPhrases()) {
                text.replace(phrase, QStringLiteral(" "));
            }
            for (const QString& d : data) {
                if (!d.contains(u' ')) {
                    removeWhole(text, d);
                }
            }
            QStringList words;
            for (auto it = latinWord().globalMatch(text); it.hasNext();) {
                const QString w = it.next().captured(0);
                if (!allowlist().contains(w)) {
                    words << w;
                }
            }
            if (!words.isEmpty()) {
                words.removeDuplicates();
                english[QStringLiteral("\"%1\" [%2]").arg(s.text.simplified().left(160), words.join(u' '))] << s.where;
            }
        }
        QStringList report;
        for (auto it = english.cbegin(); it != english.cend(); ++it) {
            QStringList places = it.value();
            places.removeDuplicates();
            report << QStringLiteral("%1  (%2)").arg(it.key(), places.mid(0, 2).join(QStringLiteral("; ")));
        }
        for (const QString& line : std::as_const(report)) {
            qInfo("English left: %s", qPrintable(line));  // the whole list; QVERIFY2's message is cut short
        }
        QVERIFY2(report.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts with English words:\n").arg(report.size()) + report.join(u'\n')));
    }

private:
    // Every text value the demo database holds, longest first, so removing one never leaves a part of a longer one.
    QStringList databaseTexts() {
        return m_store->run([](QSqlDatabase& db) {
            QStringList out;
            for (const QString& table : db.tables()) {
                QSqlQuery q(db);
                if (!q.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table))) {
                    continue;
                }
                while (q.next()) {
                    const QSqlRecord r = q.record();
                    for (int i = 0; i < r.count(); ++i) {
                        const QVariant v = r.value(i);
                        if (v.typeId() == QMetaType::QString && v.toString().size() >= 2) {
                            out << v.toString();
                        }
                    }
                }
            }
            out.removeDuplicates();
            std::sort(out.begin(), out.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
            return out;
        });
    }
};

QTEST_MAIN(TestNoEnglishLeft)
#include "tst_NoEnglishLeft.moc"
