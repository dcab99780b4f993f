#include "ui/cluster/ClustersTab.h"

#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/cluster/ClusterDialog.h"
#include "ui/cluster/ClusterView.h"
#include "ui/runs/NodeSessions.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <utility>

namespace tb::ui {

ClustersTab::ClustersTab(QWidget* parent) : QWidget(parent), m_sessions(new NodeSessions(this, this)) {
    setObjectName(QStringLiteral("clustersTab"));
    auto* layout = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(QStringLiteral("clusterList"));
    leftLayout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add…"), left);
    m_add->setObjectName(QStringLiteral("addCluster"));
    m_add->setToolTip(tr("Add a Slurm or a Kubernetes cluster"));
    m_edit = new QPushButton(tr("&Edit…"), left);
    m_edit->setObjectName(QStringLiteral("editButton"));
    m_delete = new QPushButton(tr("&Delete"), left);
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_delete);
    leftLayout->addLayout(buttons);
    m_stack = new QStackedWidget(split);
    m_empty = new QLabel(tr("Add a Slurm cluster: its login node (reached like any node: ~/.ssh/config, agent, keys, "
                            "ProxyJump) and the partition, account and limits its jobs get. Or add a Kubernetes "
                            "cluster: a kubeconfig and context, and what every worker pod asks for."),
                         m_stack);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_stack->addWidget(m_empty);
    split->addWidget(left);
    split->addWidget(m_stack);
    split->setStretchFactor(1, 1);
    split->setSizes({220, 900});
    layout->addWidget(split);

    connect(m_add, &QPushButton::clicked, this, &ClustersTab::addCluster);
    connect(m_edit, &QPushButton::clicked, this, &ClustersTab::editCluster);
    connect(m_delete, &QPushButton::clicked, this, &ClustersTab::deleteCluster);
    connect(m_list, &QListWidget::currentRowChanged, this, &ClustersTab::onCurrentChanged);
    onCurrentChanged();
}

ClustersTab::~ClustersTab() = default;

void ClustersTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    for (ClusterView* v : std::as_const(m_views)) {
        v->deleteLater();
    }
    m_views.clear();
    // Clusters added, edited or removed anywhere (their login nodes are nodes). Job progress is not a reason: the
    // view that watches a job updates itself.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) &&
            c.touchesAny({core::EntityKind::Cluster, core::EntityKind::Node})) {
            reload();
        }
    });
    reload();
}

void ClustersTab::setProvider(qint64 providerId) {
    if (providerId == m_providerId) {
        return;
    }
    m_providerId = providerId;
    reload();
}

void ClustersTab::setConnectionFactory(core::RemoteSession::ConnectionFactory factory) {
    m_sessions->setConnectionFactory(std::move(factory));
}

void ClustersTab::setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) {
    m_adjust = std::move(adjust);
    for (ClusterView* v : std::as_const(m_views)) {
        v->setTargetAdjuster(m_adjust);
    }
}

void ClustersTab::setProbeSources(const QString& probesDir, const QString& prebuiltDir) {
    m_probesDir = probesDir;
    m_prebuiltDir = prebuiltDir;
    for (ClusterView* v : std::as_const(m_views)) {
        v->setProbeSources(probesDir, prebuiltDir);
    }
}

void ClustersTab::setPollIntervalMs(int ms) {
    m_pollMs = ms;
    for (ClusterView* v : std::as_const(m_views)) {
        v->setPollIntervalMs(ms);
    }
}

void ClustersTab::reload(qint64 selectClusterId) {
    const quint64 generation = ++m_generation;
    if (selectClusterId > 0) {
        // Kept until a reload lands: the change notification of the same save reloads again, and that newer
        // reload (which knows nothing of the selection) is the one whose answer is used.
        m_pendingSelect = selectClusterId;
    }
    if (!m_store || m_providerId <= 0) {
        m_rows.clear();
        m_list->clear();
        onCurrentChanged();
        return;
    }
    const qint64 providerId = m_providerId;
    m_store->submit([providerId](QSqlDatabase& db) {
        return core::ClusterQueries(db).forProvider(providerId);
    }) | ui::whileAlive(this, [this, generation](const QVector<core::ClusterListing>& rows) {
        if (generation != m_generation) {
            return;
        }
        const qint64 selected = std::exchange(m_pendingSelect, 0);
        const qint64 keep = selected > 0 ? selected
                            : m_list->currentRow() >= 0 && m_list->currentRow() < m_rows.size()
                                ? m_rows.at(m_list->currentRow()).cluster.id
                                : 0;
        m_rows = rows;
        {
            const QSignalBlocker block(m_list);
            m_list->clear();
            int select = rows.isEmpty() ? -1 : 0;
            for (int i = 0; i < rows.size(); ++i) {
                const auto& r = rows.at(i);
                const bool kube = r.cluster.scheduler == core::LauncherKind::Kubernetes;
                auto* item = new QListWidgetItem(kube ? tr("%1 (Kubernetes)").arg(r.login.name) : r.login.name, m_list);
                item->setToolTip(kube
                                     ? tr("Kubernetes cluster; kubectl runs on %1").arg(r.login.host)
                                     : tr("%1@%2:%3, partition %4")
                                           .arg(r.login.userName, r.login.host)
                                           .arg(r.login.port)
                                           .arg(r.cluster.partition.isEmpty() ? tr("(default)") : r.cluster.partition));
                if (r.cluster.id == keep) {
                    select = i;
                }
                if (ClusterView* v = m_views.value(r.cluster.id); v && !v->isRunning()) {
                    v->setCluster(r);  // edited elsewhere: the view follows (a running job keeps its settings)
                }
            }
            m_list->setCurrentRow(select);
        }
        onCurrentChanged();
        emit clustersLoaded(static_cast<int>(rows.size()));
    });
}

QWidget* ClustersTab::viewFor(const core::ClusterListing& listing) {
    ClusterView* v = m_views.value(listing.cluster.id);
    if (!v) {
        v = new ClusterView(m_store, m_sessions, m_stack);
        v->setTargetAdjuster(m_adjust);
        if (!m_probesDir.isEmpty()) {
            v->setProbeSources(m_probesDir, m_prebuiltDir);
        }
        v->setPollIntervalMs(m_pollMs);
        v->setCluster(listing);
        connect(v, &ClusterView::errorOccurred, this, &ClustersTab::errorOccurred);
        m_stack->addWidget(v);
        m_views.insert(listing.cluster.id, v);
    }
    return v;
}

void ClustersTab::onCurrentChanged() {
    const int row = m_list->currentRow();
    const bool has = row >= 0 && row < m_rows.size();
    m_edit->setEnabled(has);
    m_delete->setEnabled(has && !isRunning());
    m_add->setEnabled(m_providerId > 0 && m_store);
    if (!has) {
        m_stack->setCurrentWidget(m_empty);
        return;
    }
    m_stack->setCurrentWidget(viewFor(m_rows.at(row)));
}

ClusterView* ClustersTab::currentView() const {
    return qobject_cast<ClusterView*>(m_stack->currentWidget());
}

bool ClustersTab::selectCluster(qint64 clusterId) {
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).cluster.id == clusterId) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

bool ClustersTab::isRunning() const {
    for (ClusterView* v : m_views) {
        if (v->isRunning()) {
            return true;
        }
    }
    return false;
}

void ClustersTab::addCluster() {
    openDialog({}, QString());
}

void ClustersTab::saveKube(const core::NodeRecord& login, const core::ClusterRecord& cluster,
                           const core::KubeSettings& kube, const QString& knownHostsFile) {
    const qint64 providerId = m_providerId;
    const QString actor = analystName();
    if (login.id > 0) {
        m_sessions->drop(login.id);
        m_sessions->drop(-login.id);
    }
    // The same core call as `tierbench-cli cluster kube-add`: the cluster and its settings in one transaction.
    m_store->submit([=](QSqlDatabase& db) {
        return core::KubeClusterWorkflow(db).save(providerId, login, cluster, kube, knownHostsFile, actor);
    }) | ui::whileAlive(this, [this](const core::Result<core::KubeClusterWorkflow::Listing>& saved) {
        if (!saved) {
            MessageBox::critical(this, tr("Cluster not saved"), saved.error().message, saved.error().detail);
            emit errorOccurred(saved.error().toString());
            return;
        }
        reload(saved->cluster.cluster.id);
    });
}

void ClustersTab::editCluster() {
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_rows.size()) {
        return;
    }
    if (m_rows.at(row).cluster.scheduler == core::LauncherKind::Kubernetes) {
        const qint64 id = m_rows.at(row).cluster.id;
        m_store->submit([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); }) |
            ui::whileAlive(this, [this](const core::Result<core::KubeClusterWorkflow::Listing>& l) {
                if (!l) {
                    emit errorOccurred(l.error().toString());
                    return;
                }
                openDialog(l->cluster, QString(), l->kube);
            });
        return;
    }
    openDialog(m_rows.at(row), QString());
}

void ClustersTab::openDialog(const core::ClusterListing& listing, const QString& message,
                             const core::KubeSettings& kube) {
    auto* dialog = new ClusterDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCluster(listing, kube);
    if (!message.isEmpty()) {
        dialog->showMessage(message);
    }
    m_dialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->scheduler() == core::LauncherKind::Kubernetes) {
            saveKube(dialog->login(), dialog->cluster(), dialog->kube(), dialog->knownHostsFile());
        } else {
            save(dialog->login(), dialog->cluster(), dialog->knownHostsFile());
        }
    });
    dialog->open();
    emit dialogShown(dialog);
}

void ClustersTab::save(const core::NodeRecord& login, const core::ClusterRecord& cluster,
                       const QString& knownHostsFile) {
    const qint64 providerId = m_providerId;
    const QString actor = analystName();
    if (login.id > 0) {
        m_sessions->drop(login.id);
        m_sessions->drop(-login.id);
    }
    m_store->submit([=](QSqlDatabase& db) {
        return core::ClusterWorkflow(db).save(providerId, login, cluster, knownHostsFile, actor);
    }) | ui::whileAlive(this, [this, login, cluster, knownHostsFile](const core::Result<core::ClusterListing>& saved) {
        if (!saved && core::RowVersion::isConflict(saved.error())) {
            resolveConflict(login, cluster, knownHostsFile, saved.error());
            return;
        }
        if (!saved) {
            MessageBox::critical(this, tr("Cluster not saved"), saved.error().message, saved.error().detail);
            emit errorOccurred(saved.error().toString());
            return;
        }
        reload(saved->cluster.id);
    });
}

void ClustersTab::resolveConflict(const core::NodeRecord& login, const core::ClusterRecord& cluster,
                                  const QString& knownHostsFile, const core::Error& conflict) {
    const auto found = core::RowVersion::conflictOf(conflict);
    const bool loginMoved = found && found->table == QLatin1String("node");  // else the cluster row
    RowConflictPrompt::ask(
        this, tr("Someone else changed this cluster"), conflict, this,
        [this, login, cluster, knownHostsFile, loginMoved, message = conflict.message](RowConflictPrompt::Answer answer,
                                                                                       qint64 theirVersion) {
            if (answer == RowConflictPrompt::Answer::Overwrite) {
                // The dialog edits the cluster and its login node as one: overwriting means both rows, over the
                // versions they have now, provided the one reported has not moved on again since the question
                // (then the save names the reported one, is refused and asks again).
                const qint64 id = cluster.id;
                m_store->submit([id](QSqlDatabase& db) { return core::ClusterQueries(db).get(id); }) |
                    ui::whileAlive(this, [this, login, cluster, knownHostsFile, loginMoved,
                                          theirVersion](const core::Result<core::ClusterListing>& now) {
                        core::NodeRecord myLogin = login;
                        core::ClusterRecord mine = cluster;
                        (loginMoved ? myLogin.rowVersion : mine.rowVersion) = theirVersion;
                        if (now && (loginMoved ? now->login.rowVersion : now->cluster.rowVersion) == theirVersion) {
                            myLogin.rowVersion = now->login.rowVersion;
                            mine.rowVersion = now->cluster.rowVersion;
                        }
                        save(myLogin, mine, knownHostsFile);
                    });
                return;
            }
            if (answer == RowConflictPrompt::Answer::KeepEditing) {
                core::ClusterListing mine;  // still the versions read: saving again asks again
                mine.login = login;
                mine.cluster = cluster;
                mine.knownHostsFile = knownHostsFile;
                openDialog(mine, message);
                return;
            }
            const qint64 id = cluster.id;
            m_store->submit([id](QSqlDatabase& db) { return core::ClusterQueries(db).get(id); }) |
                ui::whileAlive(this, [this](const core::Result<core::ClusterListing>& theirs) {
                    reload(theirs ? theirs->cluster.id : 0);
                    if (!theirs) {
                        emit errorOccurred(theirs.error().toString());
                        return;
                    }
                    const QString who = theirs->cluster.changedAt >= theirs->login.changedAt ? theirs->cluster.changedBy
                                                                                             : theirs->login.changedBy;
                    openDialog(*theirs, tr("Reloaded: this is the version %1 saved.").arg(who));
                });
        });
}

void ClustersTab::deleteCluster() {
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_rows.size()) {
        return;
    }
    const core::ClusterListing c = m_rows.at(row);
    MessageBox::question(
        this, tr("Delete cluster"),
        tr("Delete the cluster %1 and its login node? Runs and jobs stay in the database.").arg(c.login.name),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No, this, [this, c](auto answer) {
            if (answer != QMessageBox::Yes) {
                return;
            }
            m_sessions->drop(c.login.id);
            m_sessions->drop(-c.login.id);
            if (ClusterView* v = m_views.take(c.cluster.id)) {
                v->deleteLater();
            }
            const qint64 id = c.cluster.id;
            m_store->submit([id](QSqlDatabase& db) { return core::ClusterWorkflow(db).remove(id); }) |
                ui::whileAlive(this, [this](const core::Status& st) {
                    if (!st) {
                        emit errorOccurred(st.error().toString());
                    }
                    reload();
                });
        });
}

}  // namespace tb::ui
