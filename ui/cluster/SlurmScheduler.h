#pragma once

#include "ui/cluster/ClusterScheduler.h"

class QSplitter;
class QTableView;

namespace tb::ui {

class ClusterSnapshotModel;
class SlurmJobForm;

// Slurm behind the cluster view: the page of partitions and nodes (sinfo, scontrol, squeue), the scheduler audit,
// tb-node on every node of the partition in one job, tb-coll across nodes from the Jobs page's form, and scancel.
// Every call goes through core::ClusterOperations on the login node's two sessions (one looks, one runs jobs).
class SlurmScheduler : public ClusterScheduler {
    Q_OBJECT

public:
    SlurmScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                   std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent);

    core::LauncherKind kind() const override { return core::LauncherKind::Slurm; }
    Texts texts() const override;
    QWidget* page() const override;
    QString pageTitle() const override;
    QWidget* jobForm() const override;
    void setCluster(const core::ClusterListing& cluster) override;
    QString title() const override;

    QString auditSummary(const QString& at, int failed) const override;
    QString auditSuggestionsPath() const override;
    QString evidenceHeading(const QString& name) const override;
    QString matrixJobName(const core::ClusterJobRecord& job) const override;
    QString scriptTitle(const core::ClusterJobRecord& job) const override;
    QString cancellingText() const override;
    QString cancelledText(const QString& ended) const override;

    void refresh() override;
    void audit(std::function<void(const core::Result<ClusterAuditDone>&)> done) override;
    void runNodeAudit() override;
    void runCollective() override;
    void cancelStored(const core::ClusterJobRecord& job,
                      std::function<void(const core::Status& st, const QString& text)> done) override;

    SlurmJobForm* form() const { return m_form; }

private:
    // The job operations, with the poll interval the view was given.
    std::shared_ptr<core::ClusterOperations> jobOps() const;

    std::shared_ptr<core::ClusterOperations> m_browseOps, m_jobOps;
    quint64 m_generation = 0;
    QSplitter* m_page;
    ClusterSnapshotModel* m_partitions;
    ClusterSnapshotModel* m_nodes;
    QTableView* m_partitionsView;
    QTableView* m_nodesView;
    SlurmJobForm* m_form;
};

}  // namespace tb::ui
