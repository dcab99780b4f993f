#pragma once
// What `cluster run` and `cluster cancel` ask of Kubernetes, as one call: core's KubeLauncher (the form and gang the
// cluster serves, the clean-up by label) and KubeCollective (a collective on the one cluster road, ClusterJobRunner).
// The one place the CLI reaches them.
#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/session/CancelToken.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace tb::core {
class Kubectl;
class Store;
}  // namespace tb::core

namespace tb::cli {

struct KubeJobCall {
    enum class What {
        Plan,    // the form and gang scheduling the job is submitted with: the forced ones, else the detected ones
        Run,     // submit `spec` as `form` and watch it to its end (cancel: delete and wait)
        Cancel,  // delete everything labelled tierbench.run=runLabel and wait until none of its pods is listed
    };
    What what = What::Plan;
    // Plan: forced when set. Run: the form to submit as (the gang is spec.gang).
    std::optional<core::KubeJobForm> form;
    std::optional<core::KubeGang> gang;
    // Run.
    core::KubeCollectiveSpec spec;
    qint64 clusterId = 0;
    std::optional<int> pollMs, pendingLimitS;  // ClusterJobLimits' defaults when unset
    core::CancelToken cancel;
    std::function<void(qint64 jobId, const QString& state, const QString& reason)> onState;
    std::function<void(const QByteArray& newLog)> onLog;  // the job's output as it comes
    // Cancel.
    QString runLabel;
    int waitS = 120;
};

struct KubeJobReply {
    // Plan and Run.
    core::KubeJobForm form = core::KubeJobForm::IndexedJob;
    core::KubeGang gang;
    // Run: the job's row as it ended, why it waited ("", "unschedulable", "waiting-for-admission", "gang-pending"),
    // and the probe run its results went to.
    core::ClusterJobRecord job;
    QString pending;
    qint64 runId = 0;
    int samples = 0;
};

// Runs on the thread the kubectl belongs to (the session worker for a kubectl on the login node). The store is needed
// by Run only.
core::Result<KubeJobReply> callKubernetes(core::Kubectl& kubectl, const std::shared_ptr<core::Store>& store,
                                          const KubeJobCall& call);

}  // namespace tb::cli
