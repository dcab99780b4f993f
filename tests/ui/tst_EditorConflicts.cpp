// No lost edits in every editor (issue 16.4), on both engines (tst_EditorConflicts_pg runs it on a real
// PostgreSQL): the provider, node, price and cluster editors open a row, another analyst ("alice", a second store
// connection to the same database, as her workbench would be) saves it first, and this analyst's save is refused
// with her name. Each answer of the shared prompt (ui/RowConflictPrompt) is then checked: Reload shows her values
// in the editor and writes nothing, Overwrite writes this analyst's values and the audit log keeps what was
// overwritten, Keep editing brings the editor back with this analyst's text and writes nothing.
#include "core/store/AuditLog.h"
#include "core/store/NodeRepository.h"
#include "core/store/PriceRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/ClusterWorkflow.h"
#include "core/usecase/NodeWorkflow.h"
#include "core/usecase/PricingWorkflow.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/Widgets.h"
#include "ui/common/AnalystName.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderDialog.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/cluster/ClusterDialog.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/pricing/PriceEditor.h"
#include "ui/pricing/PricingTab.h"
#include "ui/runs/NodeDialog.h"
#include "ui/runs/NodesRunsTab.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using namespace tb;

namespace {
constexpr int kWaitMs = 30000;  // a failure bound for a loaded machine, not a speed figure

enum class Pick { Reload, Overwrite, KeepEditing };

QMessageBox::StandardButton buttonFor(Pick pick) {
    switch (pick) {
        case Pick::Reload:
            return QMessageBox::Reset;
        case Pick::Overwrite:
            return QMessageBox::Save;
        case Pick::KeepEditing:
            break;
    }
    return QMessageBox::Cancel;
}

template <typename T>
core::Status statusOf(const core::Result<T>& r) {
    if (!r) {
        return r.error();
    }
    return {};
}

core::AuditEntry newestAudit(QSqlDatabase& db, const QString& entity, qint64 id) {
    core::AuditFilter f;
    f.entity = entity;
    f.entityId = id;
    f.limit = 1;
    auto entries = core::AuditLog(db).entries(f);
    return entries && !entries->isEmpty() ? entries->first() : core::AuditEntry{};
}
}  // namespace

Q_DECLARE_METATYPE(Pick)

class TestEditorConflicts : public QObject {
    Q_OBJECT

    std::unique_ptr<test::TestDatabase> m_dir;
    std::shared_ptr<core::Store> m_store;  // this workbench's
    std::shared_ptr<core::Store> m_alice;  // the other analyst's workbench, on the same database
    qint64 m_providerId = 0;

    static void addPicks() {
        QTest::addColumn<Pick>("pick");
        QTest::newRow("reload") << Pick::Reload;
        QTest::newRow("overwrite") << Pick::Overwrite;
        QTest::newRow("keep editing") << Pick::KeepEditing;
    }
    static void answerNext(Pick pick) {
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(buttonFor(pick));
    }
    // The refusal named the analyst who saved first.
    static bool askedAboutAlice() { return ui::MessageBox::lastText().contains(QLatin1String("alice")); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-editor-conflicts"));
        QSettings().clear();
    }

    void init() {
        m_dir = std::make_unique<test::TestDatabase>();
        TB_OPEN_TEST_DATABASE(where, *m_dir, QStringLiteral("conflicts.tierbench"));
        auto mine = core::Store::open(where);
        QVERIFY2(mine.ok(), qPrintable(mine ? QString() : mine.error().toString()));
        m_store = *mine;
        auto hers = core::Store::open(where);
        QVERIFY2(hers.ok(), qPrintable(hers ? QString() : hers.error().toString()));
        m_alice = *hers;
        core::Provider p;
        p.name = QStringLiteral("Conflict Cloud");
        m_providerId = TB_DB(m_store, core::ProviderRepository(db).add(p, QStringLiteral("setup"))).valueOr(0);
        QVERIFY(m_providerId > 0);
    }

    void cleanup() {
        ui::MessageBox::resetForTests();
        m_alice.reset();
        m_store.reset();
        m_dir.reset();
    }

    void providerEditor_data() { addPicks(); }
    void providerEditor() {
        QFETCH(Pick, pick);
        ui::MainWindow window;
        QSignalSpy loaded(&window, &ui::MainWindow::providersLoaded);
        window.setStore(m_store);
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 1, kWaitMs);
        QVERIFY(window.selectProviderByName(QStringLiteral("Conflict Cloud")));
        window.findChild<QAction*>(QStringLiteral("editProviderAction"))->trigger();
        QPointer<ui::ProviderDialog> dialog = window.findChild<ui::ProviderDialog*>();
        QVERIFY(dialog);
        auto* gpus = dialog->findChild<QLineEdit*>(QStringLiteral("gpuEdit"));
        gpus->setText(QStringLiteral("my GPUs"));
        const qint64 id = m_providerId;
        QVERIFY(TB_DB(m_alice,
                      [&]() -> core::Status {
                          core::ProviderRepository repo(db);
                          auto p = repo.get(id);
                          if (!p) {
                              return p.error();
                          }
                          p->gpuModels = QStringLiteral("alice's GPUs");
                          return repo.update(*p, QStringLiteral("alice"));
                      }())
                    .ok());
        answerNext(pick);
        dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"))->button(QDialogButtonBox::Ok)->click();
        const auto stored = [&] { return TB_DB(m_store, core::ProviderRepository(db).get(id)).value().gpuModels; };
        switch (pick) {
            case Pick::Reload:
                QTRY_COMPARE_WITH_TIMEOUT(gpus->text(), QStringLiteral("alice's GPUs"), kWaitMs);
                QVERIFY(dialog->isVisible());
                QCOMPARE(stored(), QStringLiteral("alice's GPUs"));
                break;
            case Pick::Overwrite: {
                QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("my GPUs"));
                const core::AuditEntry e = TB_DB(m_store, newestAudit(db, QStringLiteral("provider"), id));
                QCOMPARE(e.actor, ui::analystName());
                QVERIFY2(e.beforeJson.contains(QLatin1String("alice's GPUs")), qPrintable(e.beforeJson));
                QVERIFY2(e.afterJson.contains(QLatin1String("my GPUs")), qPrintable(e.afterJson));
                break;
            }
            case Pick::KeepEditing:
                QTRY_VERIFY_WITH_TIMEOUT(dialog->errorText().contains(QLatin1String("alice")), kWaitMs);
                QVERIFY(dialog->isVisible());
                QCOMPARE(gpus->text(), QStringLiteral("my GPUs"));
                QCOMPARE(stored(), QStringLiteral("alice's GPUs"));
                break;
        }
        QVERIFY2(askedAboutAlice(), qPrintable(ui::MessageBox::lastText()));
    }

    void nodeEditor_data() { addPicks(); }
    void nodeEditor() {
        QFETCH(Pick, pick);
        const qint64 providerId = m_providerId;
        core::NodeRecord draft;
        draft.host = QStringLiteral("gpu-01.example.net");
        draft.userName = QStringLiteral("ops");
        auto node = TB_DB(m_store, core::NodeWorkflow(db).save(providerId, draft, QString(), QStringLiteral("setup")));
        QVERIFY(node.ok());
        const qint64 id = node->id;
        ui::NodesRunsTab tab;
        QSignalSpy loaded(&tab, &ui::NodesRunsTab::nodesLoaded);
        tab.setStore(m_store);
        tab.setProvider(providerId);
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(&tab, "nodeList")->count(), 1, kWaitMs);
        tb::test::child<QListWidget>(&tab, "nodeList")->setCurrentRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(tb::test::child<QPushButton>(&tab, "editNodeButton")->isEnabled(), kWaitMs);
        tb::test::child<QPushButton>(&tab, "editNodeButton")->click();
        QPointer<ui::NodeDialog> dialog = tab.nodeDialog();
        QVERIFY(dialog);
        tb::test::child<QLineEdit>(dialog, "jumpField")->setText(QStringLiteral("my-bastion.example.net"));
        QVERIFY(TB_DB(m_alice,
                      [&]() -> core::Status {
                          auto n = core::NodeRepository(db).get(id);
                          if (!n) {
                              return n.error();
                          }
                          n->jump = QStringLiteral("alice-bastion.example.net");
                          return statusOf(
                              core::NodeWorkflow(db).save(providerId, *n, QString(), QStringLiteral("alice")));
                      }())
                    .ok());
        answerNext(pick);
        tb::test::child<QPushButton>(dialog, "okButton")->click();
        const auto stored = [&] { return TB_DB(m_store, core::NodeRepository(db).get(id)).value().jump; };
        const auto shownJump = [&tab] {
            ui::NodeDialog* d = tab.nodeDialog();
            return d && d->isVisible() ? tb::test::child<QLineEdit>(d, "jumpField")->text() : QString();
        };
        switch (pick) {
            case Pick::Reload:
                QTRY_COMPARE_WITH_TIMEOUT(shownJump(), QStringLiteral("alice-bastion.example.net"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alice-bastion.example.net"));
                break;
            case Pick::Overwrite: {
                QTRY_COMPARE_WITH_TIMEOUT(stored(), QStringLiteral("my-bastion.example.net"), kWaitMs);
                const core::AuditEntry e = TB_DB(m_store, newestAudit(db, QStringLiteral("node"), id));
                QCOMPARE(e.actor, ui::analystName());
                QVERIFY2(e.beforeJson.contains(QLatin1String("alice-bastion")), qPrintable(e.beforeJson));
                QVERIFY2(e.afterJson.contains(QLatin1String("my-bastion")), qPrintable(e.afterJson));
                break;
            }
            case Pick::KeepEditing:
                QTRY_COMPARE_WITH_TIMEOUT(shownJump(), QStringLiteral("my-bastion.example.net"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alice-bastion.example.net"));
                // Still the version first read: saving again asks again, and "Overwrite" then writes.
                answerNext(Pick::Overwrite);
                tb::test::child<QPushButton>(tab.nodeDialog(), "okButton")->click();
                QTRY_COMPARE_WITH_TIMEOUT(stored(), QStringLiteral("my-bastion.example.net"), kWaitMs);
                break;
        }
        QVERIFY2(askedAboutAlice(), qPrintable(ui::MessageBox::lastText()));
    }

    void priceEditor_data() { addPicks(); }
    void priceEditor() {
        QFETCH(Pick, pick);
        core::PriceRecord draft;
        draft.providerId = m_providerId;
        draft.gpuModel = QStringLiteral("H100 SXM");
        draft.usdPerGpuHour = 2.5;
        draft.source = QStringLiteral("first quote");
        draft.effectiveOn = QDate(2025, 4, 1);
        const qint64 id = TB_DB(m_store, core::PricingWorkflow(db).save(draft, QStringLiteral("setup"))).valueOr(0);
        QVERIFY(id > 0);
        ui::PricingTab tab;
        QSignalSpy reloaded(&tab, &ui::PricingTab::reloaded);
        tab.setStore(m_store);
        tab.setProvider(m_providerId);
        auto* table = tab.findChild<QTableWidget*>(QStringLiteral("priceTable"));
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, kWaitMs);
        table->selectRow(0);
        tab.findChild<QPushButton*>(QStringLiteral("priceEdit"))->click();
        QPointer<ui::PriceEditor> editor = tab.findChild<ui::PriceEditor*>(QStringLiteral("priceEditor"));
        QVERIFY(editor);
        editor->findChild<QLineEdit*>(QStringLiteral("priceSource"))->setText(QStringLiteral("my quote"));
        QVERIFY(TB_DB(m_alice,
                      [&]() -> core::Status {
                          auto r = core::PriceRepository(db).get(id);
                          if (!r) {
                              return r.error();
                          }
                          r->source = QStringLiteral("alice's quote");
                          return statusOf(core::PricingWorkflow(db).save(*r, QStringLiteral("alice")));
                      }())
                    .ok());
        answerNext(pick);
        editor->accept();
        const auto stored = [&] { return TB_DB(m_store, core::PriceRepository(db).get(id)).value().source; };
        const auto shownSource = [&tab] {  // the editor on screen, not an accepted one not yet deleted
            for (auto* e : tab.findChildren<ui::PriceEditor*>(QStringLiteral("priceEditor"))) {
                if (e->isVisible()) {
                    return e->findChild<QLineEdit*>(QStringLiteral("priceSource"))->text();
                }
            }
            return QString();
        };
        switch (pick) {
            case Pick::Reload:
                QTRY_COMPARE_WITH_TIMEOUT(shownSource(), QStringLiteral("alice's quote"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alice's quote"));
                // The refused step left the undo stack: nothing to undo that never happened.
                QVERIFY(!tab.undoStack()->canUndo());
                break;
            case Pick::Overwrite: {
                QTRY_COMPARE_WITH_TIMEOUT(stored(), QStringLiteral("my quote"), kWaitMs);
                const core::AuditEntry e = TB_DB(m_store, newestAudit(db, QStringLiteral("price_record"), id));
                QCOMPARE(e.actor, ui::analystName());
                QVERIFY2(e.beforeJson.contains(QLatin1String("alice's quote")), qPrintable(e.beforeJson));
                QVERIFY2(e.afterJson.contains(QLatin1String("my quote")), qPrintable(e.afterJson));
                // Undo goes back to what the overwrite replaced... over the version the overwrite made.
                tab.undoStack()->undo();
                QTRY_COMPARE_WITH_TIMEOUT(stored(), QStringLiteral("first quote"), kWaitMs);
                break;
            }
            case Pick::KeepEditing:
                QTRY_COMPARE_WITH_TIMEOUT(shownSource(), QStringLiteral("my quote"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alice's quote"));
                QVERIFY(!tab.undoStack()->canUndo());
                break;
        }
        QVERIFY2(askedAboutAlice(), qPrintable(ui::MessageBox::lastText()));
    }

    void clusterEditor_data() { addPicks(); }
    void clusterEditor() {
        QFETCH(Pick, pick);
        const qint64 providerId = m_providerId;
        core::NodeRecord login;
        login.name = QStringLiteral("slurm-a");
        login.host = QStringLiteral("login.example.net");
        login.userName = QStringLiteral("ops");
        core::ClusterRecord cluster;
        cluster.partition = QStringLiteral("gpu");
        auto added = TB_DB(
            m_store, core::ClusterWorkflow(db).save(providerId, login, cluster, QString(), QStringLiteral("setup")));
        QVERIFY(added.ok());
        const qint64 id = added->cluster.id;
        ui::ClustersTab tab;
        tab.setStore(m_store);
        tab.setProvider(providerId);
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(&tab, "clusterList")->count(), 1, kWaitMs);
        QVERIFY(tab.selectCluster(id));
        tab.editCluster();
        QPointer<ui::ClusterDialog> dialog = tab.dialog();
        QVERIFY(dialog);
        tb::test::child<QLineEdit>(dialog, "partitionField")->setText(QStringLiteral("mine"));
        QVERIFY(TB_DB(m_alice,
                      [&]() -> core::Status {
                          auto l = core::ClusterQueries(db).get(id);
                          if (!l) {
                              return l.error();
                          }
                          l->cluster.partition = QStringLiteral("alices");
                          return statusOf(core::ClusterWorkflow(db).save(providerId, l->login, l->cluster,
                                                                         l->knownHostsFile, QStringLiteral("alice")));
                      }())
                    .ok());
        answerNext(pick);
        QVERIFY(tb::test::child<QPushButton>(dialog, "okButton")->isEnabled());
        tb::test::child<QPushButton>(dialog, "okButton")->click();
        const auto stored = [&] { return TB_DB(m_store, core::ClusterQueries(db).get(id)).value().cluster.partition; };
        const auto shownPartition = [&tab] {
            ui::ClusterDialog* d = tab.dialog();
            return d && d->isVisible() ? tb::test::child<QLineEdit>(d, "partitionField")->text() : QString();
        };
        // Alice's save moved the login node on as well (the dialog saves both): one question covers the pair.
        switch (pick) {
            case Pick::Reload:
                QTRY_COMPARE_WITH_TIMEOUT(shownPartition(), QStringLiteral("alices"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alices"));
                break;
            case Pick::Overwrite: {
                QTRY_COMPARE_WITH_TIMEOUT(stored(), QStringLiteral("mine"), kWaitMs);
                const core::AuditEntry e = TB_DB(m_store, newestAudit(db, QStringLiteral("cluster"), id));
                QCOMPARE(e.actor, ui::analystName());
                QVERIFY2(e.beforeJson.contains(QLatin1String("alices")), qPrintable(e.beforeJson));
                break;
            }
            case Pick::KeepEditing:
                QTRY_COMPARE_WITH_TIMEOUT(shownPartition(), QStringLiteral("mine"), kWaitMs);
                QCOMPARE(stored(), QStringLiteral("alices"));
                break;
        }
        QVERIFY2(askedAboutAlice(), qPrintable(ui::MessageBox::lastText()));
    }
};

QTEST_MAIN(TestEditorConflicts)
#include "tst_EditorConflicts.moc"
