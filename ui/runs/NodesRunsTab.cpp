#include "ui/runs/NodesRunsTab.h"

#include "ui/common/ChangeSubscription.h"
#include "core/run/NodeHostKey.h"
#include "core/store/Store.h"
#include "core/store/NodeRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/RunHistoryQuery.h"
#include "core/usecase/NodeWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/engagement/EngagementPanel.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/runs/NodeDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/RunHistoryPanel.h"
#include "ui/runs/RunPanel.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tb::ui {

NodesRunsTab::NodesRunsTab(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("nodesRunsTab"));
    m_sessions = new NodeSessions(this, this);
    auto* layout = new QHBoxLayout(this);
    auto* splitter = new QSplitter(Qt::Horizontal, this);

    auto* nodesBox = new QGroupBox(tr("Nodes"), splitter);
    auto* nodesLayout = new QVBoxLayout(nodesBox);
    m_list = new QListWidget(nodesBox);
    m_list->setObjectName(QStringLiteral("nodeList"));
    nodesLayout->addWidget(m_list);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add…"), nodesBox);
    m_add->setObjectName(QStringLiteral("addNodeButton"));
    m_edit = new QPushButton(tr("&Edit…"), nodesBox);
    m_edit->setObjectName(QStringLiteral("editNodeButton"));
    m_delete = new QPushButton(tr("&Delete"), nodesBox);
    m_delete->setObjectName(QStringLiteral("deleteNodeButton"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_delete);
    nodesLayout->addLayout(buttons);
    m_test = new QPushButton(tr("&Test connection"), nodesBox);
    m_test->setObjectName(QStringLiteral("testConnectionButton"));
    nodesLayout->addWidget(m_test);
    m_rekey = new QPushButton(tr("Re-&key node…"), nodesBox);
    m_rekey->setObjectName(QStringLiteral("rekeyNodeButton"));
    m_rekey->setToolTip(tr("Record the host key the node presents now, after the provider confirmed it (audited)"));
    m_rekey->setVisible(false);
    nodesLayout->addWidget(m_rekey);
    m_status = new QLabel(nodesBox);
    m_status->setObjectName(QStringLiteral("nodeStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    nodesLayout->addWidget(m_status);
    splitter->addWidget(nodesBox);

    m_pages = new QTabWidget(splitter);
    m_pages->setObjectName(QStringLiteral("nodePages"));
    m_runPanel = new RunPanel(m_sessions, m_pages);
    m_history = new RunHistoryPanel(m_pages);
    m_pages->addTab(m_runPanel, tr("&Run"));
    m_pages->addTab(m_history, tr("&History"));
    // Where ClusterMAX plans run unattended on this node (no accelerator: &E and &n are taken on this page).
    m_engagement = new EngagementPanel(m_sessions, m_pages);
    m_pages->addTab(m_engagement, tr("Engagement"));
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({260, 900});
    layout->addWidget(splitter);

    connect(m_add, &QPushButton::clicked, this, &NodesRunsTab::addNode);
    connect(m_edit, &QPushButton::clicked, this, &NodesRunsTab::editNode);
    connect(m_delete, &QPushButton::clicked, this, &NodesRunsTab::deleteNode);
    connect(m_test, &QPushButton::clicked, this, &NodesRunsTab::testConnection);
    connect(m_rekey, &QPushButton::clicked, this, &NodesRunsTab::rekeyNode);
    connect(m_runPanel, &RunPanel::rekeyRequested, this, &NodesRunsTab::rekeyNode);
    connect(m_list, &QListWidget::currentRowChanged, this, &NodesRunsTab::onCurrentNodeChanged);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &NodesRunsTab::editNode);
    connect(m_sessions, &NodeSessions::statusChanged, this, [this](qint64 nodeId, const QString& text) {
        m_nodeStatus.insert(nodeId, text);
        if (nodeId == currentNodeId()) {
            m_status->setText(text);
        }
    });
    connect(m_sessions, &NodeSessions::connectionLost, this, &NodesRunsTab::decorateNodeItem);
    connect(m_sessions, &NodeSessions::connectedNode, this, &NodesRunsTab::decorateNodeItem);
    connect(m_runPanel, &RunPanel::runStarted, this, [this](qint64 runId) { m_history->reload(runId); });
    connect(m_runPanel, &RunPanel::runFinished, this, [this](qint64 runId) { m_history->reload(runId); });
    connect(m_runPanel, &RunPanel::batchStarted, this, &NodesRunsTab::updateButtons);
    connect(m_runPanel, &RunPanel::batchFinished, this, &NodesRunsTab::updateButtons);
    connect(m_history, &RunHistoryPanel::errorOccurred, this, &NodesRunsTab::errorOccurred);
    updateButtons();
}

NodesRunsTab::~NodesRunsTab() {
    // Cancel first: the node sessions are then handed to core::SessionReaper, whose workers signal the remote
    // process group and record the run after this tab is gone; the GUI thread does not wait for them.
    m_runPanel->cancel();
}

bool NodesRunsTab::isRunning() const {
    return m_runPanel->isRunning();
}

QString NodesRunsTab::runningNodeName() const {
    if (!m_runPanel->isRunning()) {
        return {};
    }
    const core::NodeRecord& n = m_runPanel->place().node;
    return n.name.isEmpty() ? m_runPanel->place().target.display() : n.name;
}

void NodesRunsTab::cancelRun() {
    m_runPanel->cancel();
}

void NodesRunsTab::setConnectionFactory(core::RemoteSession::ConnectionFactory factory) {
    m_sessions->setConnectionFactory(std::move(factory));
    updateButtons();
}

void NodesRunsTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = store;
    m_runPanel->setStore(store);
    m_history->setStore(store);
    m_engagement->setStore(store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) &&
            c.touchesAny({core::EntityKind::Node, core::EntityKind::Evaluation})) {
            reloadNodes(0);
        }
    });
    reloadNodes(0);
}

void NodesRunsTab::setProvider(qint64 providerId) {
    if (providerId == m_providerId) {
        return;
    }
    m_providerId = providerId;
    m_pendingSelect = 0;
    reloadNodes(0);
}

core::SshTarget NodesRunsTab::targetFor(const core::NodeRecord& node, const QString& knownHostsFile) const {
    core::SshTarget t;
    t.host = node.host;
    t.port = node.port;
    t.user = node.userName;
    t.jump = node.jump;
    t.identityFile = node.identityFile;
    t.knownHostsFile = knownHostsFile;
    if (m_adjust) {
        m_adjust(t);
    }
    return t;
}

void NodesRunsTab::reloadNodes(qint64 selectId) {
    const quint64 generation = ++m_generation;
    // A newer reload (the change signal of the very save that asked for this one) discards this one's result, so
    // the node to select travels with the reload that is applied; otherwise a just-added node lost its selection.
    if (selectId > 0) {
        m_pendingSelect = selectId;
    }
    if (!m_store || m_providerId <= 0) {
        m_rows.clear();
        m_list->clear();
        onCurrentNodeChanged();
        return;
    }
    const qint64 providerId = m_providerId;
    m_store->submit([providerId](QSqlDatabase& db) { return core::NodeWorkflow(db).page(providerId); }) |
        ui::whileAlive(this, [this, generation](const core::Result<core::NodesPage>& page) {
            if (generation != m_generation) {
                return;
            }
            if (!page) {
                emit errorOccurred(page.error().toString());
            }
            const core::NodesPage l = page.valueOr({});
            const qint64 keep = m_pendingSelect > 0 ? m_pendingSelect : currentNodeId();
            m_pendingSelect = 0;
            m_providerName = l.providerName;
            m_newestEvaluation = l.newestEvaluation;
            m_rows = l.nodes;
            const QSignalBlocker block(m_list);
            m_list->clear();
            int select = m_rows.isEmpty() ? -1 : 0;
            bool severalEvaluations = false;
            for (const NodeRow& r : m_rows) {
                severalEvaluations = severalEvaluations || r.node.evaluationId != m_rows.first().node.evaluationId;
            }
            for (int i = 0; i < m_rows.size(); ++i) {
                const core::NodeRecord& n = m_rows.at(i).node;
                const QString where = targetFor(n, m_rows.at(i).knownHostsFile).display();
                QString text = n.name == n.host ? where : QStringLiteral("%1\n%2").arg(n.name, where);
                if (severalEvaluations) {
                    text += QStringLiteral(" · ") + m_rows.at(i).evaluationTitle;
                }
                auto* item = new QListWidgetItem(text, m_list);
                item->setData(Qt::UserRole, n.id);
                item->setData(Qt::UserRole + 1, text);
                item->setData(Qt::UserRole + 2, n.hostKeyFingerprint.isEmpty()
                                                    ? tr("Host key not seen yet")
                                                    : tr("Host key %1 %2").arg(n.hostKeyType, n.hostKeyFingerprint));
                decorateNodeItem(n.id);
                if (n.id == keep) {
                    select = i;
                }
            }
            m_list->setCurrentRow(select);
            onCurrentNodeChanged();
            emit nodesLoaded(int(m_rows.size()));
        });
}

void NodesRunsTab::decorateNodeItem(qint64 nodeId) {
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        if (item->data(Qt::UserRole).toLongLong() != nodeId) {
            continue;
        }
        const bool lost = m_sessions->isLost(nodeId);
        const QString text = item->data(Qt::UserRole + 1).toString();
        const QString keyTip = item->data(Qt::UserRole + 2).toString();
        item->setIcon(style()->standardIcon(lost ? QStyle::SP_MessageBoxWarning : QStyle::SP_ComputerIcon));
        item->setText(lost ? text + u'\n' + tr("connection lost") : text);
        item->setToolTip(lost ? m_nodeStatus.value(nodeId) + u'\n' + keyTip : keyTip);
    }
}

const NodesRunsTab::NodeRow* NodesRunsTab::currentRow() const {
    const int row = m_list->currentRow();
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

qint64 NodesRunsTab::currentNodeId() const {
    const NodeRow* r = currentRow();
    return r ? r->node.id : 0;
}

bool NodesRunsTab::selectNode(qint64 nodeId) {
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toLongLong() == nodeId) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

RunPlace NodesRunsTab::placeFor(const NodeRow* r) const {
    RunPlace place;
    place.providerId = m_providerId;
    place.providerName = m_providerName;
    if (r) {
        place.evaluationId = r->node.evaluationId;
        place.node = r->node;
        place.target = targetFor(r->node, r->knownHostsFile);
        if (m_changedKeys.contains(r->node.id)) {
            const core::HostKeyInfo& key = m_changedKeys[r->node.id];
            place.hostKeyRefused =
                tr("It was registered with %1 %2 and now presents %3 %4. If the provider re-installed the node, "
                   "confirm the new fingerprint with them, then re-key the node.")
                    .arg(r->node.hostKeyType, r->node.hostKeyFingerprint, key.type, key.fingerprint);
        }
    }
    return place;
}

void NodesRunsTab::refreshRunPlace(qint64 nodeId) {
    if (nodeId == currentNodeId() && !m_runPanel->isRunning()) {
        m_runPanel->setPlace(placeFor(currentRow()));
    }
    if (nodeId == currentNodeId()) {
        m_engagement->setPlace(placeFor(currentRow()));
    }
}

void NodesRunsTab::onCurrentNodeChanged() {
    const NodeRow* r = currentRow();
    const RunPlace place = placeFor(r);
    if (r) {
        m_status->setText(
            m_nodeStatus.value(r->node.id, m_sessions->isConnected(r->node.id) ? tr("Connected") : QString()));
    } else {
        m_status->setText(m_providerId > 0 ? tr("No nodes yet: add the machine the provider handed over.") : QString());
    }
    if (!m_runPanel->isRunning()) {
        m_runPanel->setPlace(place);
    }
    m_history->setPlace(place.evaluationId, place.node.id);
    m_engagement->setPlace(place);
    updateButtons();
}

void NodesRunsTab::updateButtons() {
    const bool haveNode = currentRow() != nullptr;
    const bool busy = m_runPanel->isRunning();
    m_add->setEnabled(m_store && m_providerId > 0 && !busy);
    m_edit->setEnabled(haveNode && !busy);
    m_delete->setEnabled(haveNode && !busy);
    m_test->setEnabled(haveNode && !busy && m_sessions->hasConnectionFactory());
    const bool changed = haveNode && m_changedKeys.contains(currentRow()->node.id);
    m_rekey->setVisible(changed);
    m_rekey->setEnabled(changed && !busy && m_store);
    m_list->setEnabled(!busy);
}

void NodesRunsTab::addNode() {
    if (!m_store || m_providerId <= 0) {
        return;
    }
    auto* dialog = new NodeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNode(core::NodeRecord{}, QString());
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveNode(dialog->node(), dialog->knownHostsFile()); });
    dialog->open();
}

void NodesRunsTab::editNode() {
    const NodeRow* r = currentRow();
    if (!r) {
        return;
    }
    openNodeDialog(r->node, r->knownHostsFile, QString());
}

void NodesRunsTab::openNodeDialog(const core::NodeRecord& node, const QString& knownHostsFile, const QString& message) {
    auto* dialog = new NodeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNode(node, knownHostsFile);
    if (!message.isEmpty()) {
        dialog->showMessage(message);
    }
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveNode(dialog->node(), dialog->knownHostsFile()); });
    dialog->open();
}

void NodesRunsTab::saveNode(const core::NodeRecord& node, const QString& knownHostsFile) {
    const qint64 providerId = m_providerId;
    const qint64 evaluationId = node.evaluationId > 0 ? node.evaluationId : m_newestEvaluation;
    const QString actor = analystName();
    if (node.id > 0) {
        m_sessions->drop(node.id);  // the login details may have changed
    }
    m_store->submit([=](QSqlDatabase& db) {
        core::NodeRecord n = node;
        n.evaluationId = evaluationId;
        return core::NodeWorkflow(db).save(providerId, n, knownHostsFile, actor);
    }) | ui::whileAlive(this, [this, node, knownHostsFile](const core::Result<core::NodeRecord>& saved) {
        if (!saved && core::RowVersion::isConflict(saved.error())) {
            resolveNodeConflict(node, knownHostsFile, saved.error());
            return;
        }
        if (!saved) {
            m_status->setText(saved.error().message);
            emit errorOccurred(saved.error().toString());
            return;
        }
        reloadNodes(saved->id);
    });
}

void NodesRunsTab::resolveNodeConflict(const core::NodeRecord& mine, const QString& knownHostsFile,
                                       const core::Error& conflict) {
    RowConflictPrompt::ask(
        this, tr("Someone else changed this node"), conflict, this,
        [this, mine, knownHostsFile, message = conflict.message](RowConflictPrompt::Answer answer,
                                                                 qint64 theirVersion) {
            if (answer == RowConflictPrompt::Answer::Overwrite) {
                core::NodeRecord knowingly = mine;
                knowingly.rowVersion = theirVersion;  // over exactly the version we were told about
                saveNode(knowingly, knownHostsFile);
                return;
            }
            if (answer == RowConflictPrompt::Answer::KeepEditing) {
                openNodeDialog(mine, knownHostsFile, message);  // still the version read: saving again asks again
                return;
            }
            const qint64 id = mine.id;
            m_store->submit([id](QSqlDatabase& db) -> core::Result<core::NodeListing> {
                auto node = core::NodeRepository(db).get(id);
                if (!node) {
                    return node.error();
                }
                return core::NodeListing{*node, core::RunHistoryQuery(db).knownHostsFile(id), QString()};
            }) | ui::whileAlive(this, [this](const core::Result<core::NodeListing>& theirs) {
                reloadNodes(theirs ? theirs->node.id : 0);
                if (!theirs) {
                    m_status->setText(theirs.error().message);
                    return;
                }
                openNodeDialog(theirs->node, theirs->knownHostsFile,
                               tr("Reloaded: this is the version %1 saved.").arg(theirs->node.changedBy));
            });
        });
}

void NodesRunsTab::deleteNode() {
    const NodeRow* r = currentRow();
    if (!r) {
        return;
    }
    const qint64 nodeId = r->node.id;
    MessageBox::question(this, tr("Delete node"),
                         tr("Delete the node %1? Its runs stay in the database, without the node.").arg(r->node.name),
                         QMessageBox::Yes | QMessageBox::No, QMessageBox::No, this, [this, nodeId](auto answer) {
                             if (answer != QMessageBox::Yes) {
                                 return;
                             }
                             m_sessions->drop(nodeId);
                             m_store->submit([nodeId](QSqlDatabase& db) {
                                 return core::NodeWorkflow(db).remove(nodeId);
                             }) | ui::whileAlive(this, [this](const core::Status& st) {
                                 if (!st) {
                                     emit errorOccurred(st.error().toString());
                                 }
                                 reloadNodes(0);
                             });
                         });
}

void NodesRunsTab::setNodeStatus(qint64 nodeId, const QString& text) {
    m_nodeStatus.insert(nodeId, text);
    if (nodeId == currentNodeId()) {
        m_status->setText(text);
    }
}

void NodesRunsTab::testConnection() {
    const NodeRow* r = currentRow();
    if (!r || m_runPanel->isRunning()) {
        return;
    }
    const qint64 nodeId = r->node.id;
    const core::SshTarget target = targetFor(r->node, r->knownHostsFile);
    m_sessions->drop(nodeId);  // a test logs in afresh, even when a session is open
    m_test->setEnabled(false);
    m_sessions->connectNode(nodeId, target, this, [this, nodeId](const core::Status& st) {
        core::RemoteSession* s = st ? m_sessions->session(nodeId) : nullptr;
        if (!s) {
            updateButtons();
            const QString text = st ? tr("Connection works") : st.error().message;
            if (st) {
                setNodeStatus(nodeId, text);
            }
            emit connectionTested(nodeId, bool(st), text);
            return;
        }
        // known_hosts passed; the key the node was registered with counts too (issue 13.5), as for a run.
        const QString display = s->target().display();
        s->submit([](core::RemoteConnection& c) { return c.hostKey(); }) |
            ui::whileAlive(
                this, [this, nodeId, display](const core::HostKeyInfo& key) { checkTestedKey(nodeId, key, display); });
    });
}

void NodesRunsTab::checkTestedKey(qint64 nodeId, const core::HostKeyInfo& key, const QString& display) {
    const QString actor = analystName();
    m_store->submit([=](QSqlDatabase& db) { return core::NodeHostKey(db).check(nodeId, key, false, actor); }) |
        ui::whileAlive(this, [this, nodeId, key, display](const core::Status& checked) {
            QString text;
            if (checked) {
                m_changedKeys.remove(nodeId);
                text = tr("Connection works: %1").arg(display);
            } else if (checked.error().code == core::ErrorCode::HostKeyChanged) {
                // No run may use this login: the session goes, the stored key stays until the analyst re-keys.
                m_sessions->drop(nodeId);
                m_changedKeys.insert(nodeId, key);
                const NodeRow* row = nullptr;
                for (const NodeRow& candidate : std::as_const(m_rows)) {
                    if (candidate.node.id == nodeId) {
                        row = &candidate;
                    }
                }
                text = tr("Refused: the host key changed. The node was registered with %1 %2 and now presents %3 %4. "
                          "Nothing was stored or run. If the provider re-installed the node, confirm the new "
                          "fingerprint with them, then use Re-key node.")
                           .arg(row ? row->node.hostKeyType : QString(), row ? row->node.hostKeyFingerprint : QString(),
                                key.type, key.fingerprint);
            } else {
                text = checked.error().message;
            }
            // A first key or a re-key is a write: the change signal reloads the list (no reload here that could
            // land after a later selection).
            setNodeStatus(nodeId, text);
            refreshRunPlace(nodeId);
            updateButtons();
            emit connectionTested(nodeId, bool(checked), text);
        });
}

void NodesRunsTab::rekeyNode() {
    const NodeRow* r = currentRow();
    if (!r || !m_changedKeys.contains(r->node.id) || !m_store) {
        return;
    }
    const qint64 nodeId = r->node.id;
    const core::HostKeyInfo key = m_changedKeys.value(nodeId);
    const QString name = r->node.name.isEmpty() ? r->node.host : r->node.name;
    const QString text =
        tr("Record the new host key of %1?\n\nRegistered: %2 %3\nPresented now: %4 %5\n\nOnly do this when the "
           "provider has confirmed the new fingerprint (for example after re-installing the node). The change is "
           "written to the audit log.")
            .arg(name, r->node.hostKeyType, r->node.hostKeyFingerprint, key.type, key.fingerprint);
    MessageBox::question(
        this, tr("Re-key node"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No, this,
        [this, nodeId, key](auto answer) {
            if (answer != QMessageBox::Yes) {
                return;
            }
            const QString actor = analystName();
            m_store->submit([=](QSqlDatabase& db) { return core::NodeHostKey(db).check(nodeId, key, true, actor); }) |
                ui::whileAlive(this, [this, nodeId, key](const core::Status& st) {
                    QString message;
                    if (st) {
                        m_changedKeys.remove(nodeId);
                        message = tr("Re-keyed: the node is now registered with %1 %2. Test the connection again to "
                                     "log in.")
                                      .arg(key.type, key.fingerprint);
                    } else {
                        message = st.error().message;
                        emit errorOccurred(st.error().toString());
                    }
                    setNodeStatus(nodeId, message);
                    refreshRunPlace(nodeId);
                    updateButtons();
                    emit nodeRekeyed(nodeId, bool(st), message);
                });
        });
}

NodeDialog* NodesRunsTab::nodeDialog() const {
    return m_dialog;
}

}  // namespace tb::ui
