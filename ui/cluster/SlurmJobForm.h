#pragma once

#include "core/cluster/ClusterOperations.h"

#include <QWidget>

class QCheckBox;
class QSpinBox;

namespace tb::ui {

class ProbeArgumentsEditor;

// The Slurm collective's form on the Jobs page: nodes, tasks and GPUs per node, whole nodes, the cluster's
// container image, and tb-coll's arguments in the same editor the run panel uses.
//
// Thread contract: GUI thread only.
class SlurmJobForm : public QWidget {
    Q_OBJECT

public:
    explicit SlurmJobForm(QWidget* parent = nullptr);

    core::CollectiveRequest request() const;

private:
    QSpinBox* m_nodes;
    QSpinBox* m_tasks;
    QSpinBox* m_gpus;
    QCheckBox* m_exclusive;
    QCheckBox* m_container;
    ProbeArgumentsEditor* m_args;
};

}  // namespace tb::ui
