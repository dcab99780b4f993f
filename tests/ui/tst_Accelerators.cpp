// Keyboard accelerators (Alt+letter) that the analyst sees at the same time are unique: every tab row visible at once
// in a page (the provider tabs with the nested Nodes & runs and run panel rows, the cluster view with its jobs panel)
// and every menu. Loop 4: the cluster view's "C&hart" and "&History" both took Alt+H, so Alt+H did neither.
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderPage.h"
#include "ui/cluster/ClusterView.h"
#include "ui/runs/NodeSessions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

using namespace tb;

namespace {

// The accelerator of a text: the character after a single '&' ("&&" is a literal ampersand); empty when none.
QString accelerator(QString text) {
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&(\\S)"));
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

// Accelerators used twice among `texts`, each as "h: C&hart / &History".
QStringList duplicates(const QStringList& texts) {
    QMultiHash<QString, QString> byKey;
    for (const QString& t : texts) {
        if (const QString k = accelerator(t); !k.isEmpty()) {
            byKey.insert(k, t);
        }
    }
    QStringList out;
    for (const QString& k : byKey.uniqueKeys()) {
        if (byKey.count(k) > 1) {
            QStringList names = byKey.values(k);
            names.sort();
            out << QStringLiteral("%1: %2").arg(k, names.join(QStringLiteral(" / ")));
        }
    }
    return out;
}

// The tab texts of every tab bar visible in `root` right now (nested rows included).
QStringList visibleTabTexts(QWidget* root) {
    QStringList out;
    for (QTabBar* bar : root->findChildren<QTabBar*>()) {
        if (!bar->isVisible()) {
            continue;
        }
        for (int i = 0; i < bar->count(); ++i) {
            out << bar->tabText(i);
        }
    }
    return out;
}

void settle() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

}  // namespace

class TestAccelerators : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(); }
    void cleanupTestCase() { closeWindow(); }

    void theCheckFindsADuplicate() {
        QCOMPARE(duplicates({QStringLiteral("C&hart"), QStringLiteral("&History"), QStringLiteral("&Nodes && runs")}),
                 QStringList{QStringLiteral("h: &History / C&hart")});
        QVERIFY(duplicates({QStringLiteral("&Run"), QStringLiteral("R&&D"), QStringLiteral("Cha&rt")}).size() == 1);
    }

    void tabRowsShownTogetherAreUnique() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(m_window->selectProviderByName(QStringLiteral("Crusoe")));
        QTRY_VERIFY(m_window->providerPage()->loadedProviderId() > 0);
        QStringList problems;
        QTabWidget* views = m_window->views();
        QTabWidget* tabs = m_window->providerPage()->tabs();
        for (int v = 0; v < views->count(); ++v) {
            views->setCurrentIndex(v);
            const int pages = v == 0 ? tabs->count() : 1;
            for (int t = 0; t < pages; ++t) {
                if (v == 0) {
                    tabs->setCurrentIndex(t);
                }
                settle();
                // Every nested tab page too: each of their current pages may show another row.
                const QList<QTabWidget*> nested = m_window->findChildren<QTabWidget*>();
                for (QTabWidget* inner : nested) {
                    if (!inner->isVisible() || inner == views || inner == tabs) {
                        continue;
                    }
                    for (int i = 0; i < inner->count(); ++i) {
                        inner->setCurrentIndex(i);
                        settle();
                        for (const QString& d : duplicates(visibleTabTexts(m_window.get()))) {
                            problems << QStringLiteral("%1 › %2: %3")
                                            .arg(views->tabText(v), v == 0 ? tabs->tabText(t) : QString(), d);
                        }
                    }
                }
                for (const QString& d : duplicates(visibleTabTexts(m_window.get()))) {
                    problems << QStringLiteral("%1 › %2: %3")
                                    .arg(views->tabText(v), v == 0 ? tabs->tabText(t) : QString(), d);
                }
            }
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The cluster view as the Clusters tab shows it (the demo has no cluster to open there), inside the provider
    // page's row.
    void theClusterViewsRowsAreUnique() {
        ui::NodeSessions sessions(nullptr);
        auto* view = new ui::ClusterView(m_store, &sessions);
        view->setCluster({});  // a Slurm cluster: its page of partitions and nodes
        QCOMPARE(view->scheduler()->kind(), core::LauncherKind::Slurm);
        QStringList providerRow;
        for (int i = 0; i < m_window->providerPage()->tabs()->count(); ++i) {
            providerRow << m_window->providerPage()->tabs()->tabText(i);
        }
        view->resize(1200, 800);
        view->show();
        QStringList problems;
        const QList<QTabWidget*> nested = view->findChildren<QTabWidget*>();
        for (QTabWidget* inner : nested) {
            for (int i = 0; i < inner->count(); ++i) {
                if (!inner->isVisible()) {
                    continue;
                }
                inner->setCurrentIndex(i);
                settle();
                problems << duplicates(providerRow + visibleTabTexts(view));
            }
        }
        delete view;
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The cluster view on a Kubernetes cluster: its tab row, its nested rows and its header buttons, with the provider
    // page's row.
    void theKubeClusterViewsRowsAreUnique() {
        ui::NodeSessions sessions(nullptr);
        auto* view = new ui::ClusterView(m_store, &sessions);
        core::ClusterListing kube;
        kube.cluster.scheduler = core::LauncherKind::Kubernetes;
        view->setCluster(kube);
        QCOMPARE(view->scheduler()->kind(), core::LauncherKind::Kubernetes);
        QStringList providerRow;
        for (int i = 0; i < m_window->providerPage()->tabs()->count(); ++i) {
            providerRow << m_window->providerPage()->tabs()->tabText(i);
        }
        view->resize(1200, 800);
        view->show();
        QStringList problems;
        QStringList headerButtons{tb::test::child<QPushButton>(view, "refreshCluster")->text(),
                                  tb::test::child<QPushButton>(view, "auditScheduler")->text(),
                                  tb::test::child<QPushButton>(view, "auditNodes")->text()};
        for (QTabWidget* inner : view->findChildren<QTabWidget*>()) {
            for (int i = 0; i < inner->count(); ++i) {
                if (!inner->isVisible()) {
                    continue;
                }
                inner->setCurrentIndex(i);
                settle();
                problems << duplicates(providerRow + visibleTabTexts(view) + headerButtons);
            }
        }
        delete view;
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void eachMenuIsUnique() {
        QStringList problems;
        for (QAction* top : m_window->menuBar()->actions()) {
            if (!top->menu()) {
                continue;
            }
            QStringList texts;
            for (QAction* a : top->menu()->actions()) {
                if (!a->isSeparator() && a->isVisible()) {
                    texts << a->text();
                }
            }
            for (const QString& d : duplicates(texts)) {
                problems << QStringLiteral("%1: %2").arg(top->text(), d);
            }
        }
        QStringList bar;
        for (QAction* top : m_window->menuBar()->actions()) {
            bar << top->text();
        }
        problems << duplicates(bar);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestAccelerators)
#include "tst_Accelerators.moc"
