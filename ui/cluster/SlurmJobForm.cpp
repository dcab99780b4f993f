#include "ui/cluster/SlurmJobForm.h"

#include "ui/runs/ProbeArgumentsEditor.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tb::ui {

SlurmJobForm::SlurmJobForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("slurmJobForm"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* shape = new QFormLayout;
    m_nodes = new QSpinBox(this);
    m_nodes->setObjectName(QStringLiteral("nodesField"));
    m_nodes->setRange(1, 4096);
    m_nodes->setValue(2);
    m_tasks = new QSpinBox(this);
    m_tasks->setObjectName(QStringLiteral("tasksField"));
    m_tasks->setRange(1, 256);
    m_tasks->setValue(1);
    m_tasks->setToolTip(
        tr("One task per GPU on GPU nodes (each tb-coll task uses the GPU numbered by its local rank modulo the "
           "node's GPU count)"));
    m_gpus = new QSpinBox(this);
    m_gpus->setRange(0, 64);
    m_gpus->setSpecialValueText(tr("none"));
    m_exclusive = new QCheckBox(tr("Whole nodes (--exclusive)"), this);
    m_container = new QCheckBox(tr("In the cluster's container image (Pyxis)"), this);
    shape->addRow(tr("&Nodes:"), m_nodes);
    shape->addRow(tr("&Tasks per node:"), m_tasks);
    shape->addRow(tr("&GPUs per node:"), m_gpus);
    shape->addRow(QString(), m_exclusive);
    shape->addRow(QString(), m_container);
    layout->addLayout(shape);
    m_args = new ProbeArgumentsEditor(this);
    m_args->setProbe(QStringLiteral("tb-coll"));
    layout->addWidget(m_args);
}

core::CollectiveRequest SlurmJobForm::request() const {
    core::CollectiveRequest r;
    r.nodes = m_nodes->value();
    r.tasksPerNode = m_tasks->value();
    r.gpusPerNode = m_gpus->value();
    r.exclusive = m_exclusive->isChecked();
    r.inContainer = m_container->isChecked();
    r.args = m_args->arguments(QStringLiteral("tb-coll"));
    return r;
}

}  // namespace tb::ui
