#pragma once
// Shared by the GUI suites that drive the "Nodes & runs" tab against the loopback sshd (tst_RemoteTab,
// tst_RemoteFaults, tst_RunPanelProbes): the store rows they start from, the tab wired to libssh for the fixture, and
// the analyst's first steps (add a node through the dialog, accept its unknown host key). Header-only so each suite
// stays one executable. The steps return false with a reason instead of failing the test themselves, so the caller
// reports it where it happened (QVERIFY2).

#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "remote/SshConnection.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/Widgets.h"
#include "ui/runs/HostKeyDialog.h"
#include "ui/runs/NodeDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/runs/RunPanel.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>
#include <QTreeWidget>

#include <memory>
#include <utility>

namespace tb::test {

// The first column of the first row of `sql`, read on the store's thread.
inline QVariant scalar(core::Store& store, const QString& sql) {
    return store.run([sql](QSqlDatabase& db) {
        QSqlQuery q(db);
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    });
}

// A provider named `name` (bound, so hostile names go in as they are) with one hands-on evaluation:
// (provider id, evaluation id).
inline core::Result<std::pair<qint64, qint64>> createProviderWithEvaluation(core::Store& store, const QString& name) {
    return store.run([name](QSqlDatabase& db) -> core::Result<std::pair<qint64, qint64>> {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO provider (name) VALUES (?)"));
        q.addBindValue(name);
        if (!q.exec()) {
            return core::makeError(core::ErrorCode::Database, QStringLiteral("provider"));
        }
        const qint64 pid = q.lastInsertId().toLongLong();
        auto eid = core::EvaluationRepository(db).create(pid, QStringLiteral("2.0"), QStringLiteral("Hands-on"),
                                                         QString(), QStringLiteral("test"));
        if (!eid) {
            return eid.error();
        }
        return std::make_pair(pid, *eid);
    });
}

// Logs in with libssh, from the fixture's key only: no agent (noAgentSocket names nothing) and no ~/.ssh/config,
// whatever the machine running the tests has.
inline void wireForLoopback(ui::NodesRunsTab& tab, const QString& noAgentSocket, int stallTimeoutS = 8) {
    tab.setConnectionFactory([] { return std::make_unique<remote::SshConnection>(); });
    tab.setTargetAdjuster([noAgentSocket, stallTimeoutS](core::SshTarget& t) {
        t.readConfig = false;
        t.agentSocket = noAgentSocket;
        t.stallTimeoutS = stallTimeoutS;
    });
}

// Shows the tab on the provider's nodes; true once they are loaded.
inline bool showOnProvider(ui::NodesRunsTab& tab, std::shared_ptr<core::Store> store, qint64 providerId) {
    tab.show();
    QSignalSpy loaded(&tab, &ui::NodesRunsTab::nodesLoaded);
    tab.setStore(std::move(store));
    tab.setProvider(providerId);
    return QTest::qWaitFor([&] { return loaded.count() >= 1; }, 5000);
}

// Fills and accepts the node dialog as the analyst does; true once the node list shows `expectedNodes` nodes.
inline bool addNodeThroughDialog(ui::NodesRunsTab& tab, const SshdFixture& sshd, const QString& label,
                                 const QString& knownHosts, int expectedNodes, QString* why) {
    tb::test::child<QPushButton>(&tab, "addNodeButton")->click();
    if (!QTest::qWaitFor([&] { return tab.nodeDialog() && tab.nodeDialog()->isVisible(); }, 5000)) {
        *why = QStringLiteral("the node dialog did not open");
        return false;
    }
    ui::NodeDialog* d = tab.nodeDialog();
    tb::test::child<QLineEdit>(d, "labelField")->setText(label);
    tb::test::child<QLineEdit>(d, "targetField")
        ->setText(QStringLiteral("%1@%2:%3").arg(SshdFixture::testUser(), sshd.host()).arg(sshd.port()));
    tb::test::child<QLineEdit>(d, "identityField")->setText(sshd.userKey());
    tb::test::child<QLineEdit>(d, "knownHostsField")->setText(knownHosts);
    if (!tb::test::child<QPushButton>(d, "okButton")->isEnabled()) {
        *why = QStringLiteral("the node dialog refused a valid node");
        return false;
    }
    tb::test::child<QPushButton>(d, "okButton")->click();
    if (!QTest::qWaitFor([&] { return tb::test::child<QListWidget>(&tab, "nodeList")->count() == expectedNodes; },
                         15000)) {
        *why = QStringLiteral("the node list shows %1 nodes, not %2")
                   .arg(tb::test::child<QListWidget>(&tab, "nodeList")->count())
                   .arg(expectedNodes);
        return false;
    }
    return true;
}

// Test connection on the current node, answering the unknown host key's dialog with Accept.
inline bool acceptHostKeyThroughTestConnection(ui::NodesRunsTab& tab, QString* why) {
    QSignalSpy shown(tab.sessions(), &ui::NodeSessions::hostKeyDialogShown);
    QSignalSpy tested(&tab, &ui::NodesRunsTab::connectionTested);
    tb::test::child<QPushButton>(&tab, "testConnectionButton")->click();
    if (!QTest::qWaitFor([&] { return shown.count() == 1; }, 20000)) {
        *why = QStringLiteral("no host-key question");
        return false;
    }
    tb::test::child<QPushButton>(tab.sessions()->hostKeyDialog(), "acceptButton")->click();
    if (!QTest::qWaitFor([&] { return tested.count() == 1; }, 20000)) {
        *why = QStringLiteral("the connection test did not end");
        return false;
    }
    if (!tested.first().at(1).toBool()) {
        *why = tested.first().at(2).toString();
        return false;
    }
    return true;
}

// The Status column of the run panel's progress row.
inline QString progressStatus(ui::RunPanel* panel, int row) {
    const QTreeWidgetItem* item = tb::test::child<QTreeWidget>(panel, "progressTree")->topLevelItem(row);
    return item ? item->text(1) : QString();
}

}  // namespace tb::test
