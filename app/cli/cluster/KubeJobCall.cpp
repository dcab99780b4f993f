#include "app/cli/cluster/KubeJobCall.h"

#include "core/cluster/ClusterJobPlan.h"
#include "core/cluster/kube/KubeCollective.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/launch/kube/Kubectl.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"

namespace tb::cli {

namespace {
// The watch's news as the CLI prints it (the worker thread; the run waits for it): a line per change of the job's
// state or the scheduler's reason, and the output of its runs as it arrives.
struct Progress : core::ClusterJobObserver {
    const KubeJobCall& call;
    QString state, reason;
    explicit Progress(const KubeJobCall& c) : call(c) {}
    void jobChanged(const core::ClusterJobRecord& job) override {
        if (call.onState && (job.state != state || job.reason != reason)) {
            state = job.state;
            reason = job.reason;
            call.onState(job.id, job.state, job.reason);
        }
    }
    void jobLines(qint64, const QByteArray& text) override { log(text); }
    void runStdout(qint64, const QByteArray& text) override { log(text); }
    void runStderr(qint64, const QByteArray& text) override { log(text); }
    void log(const QByteArray& text) const {
        if (call.onLog) {
            call.onLog(text);
        }
    }
};
}  // namespace

core::Result<KubeJobReply> callKubernetes(core::Kubectl& kubectl, const std::shared_ptr<core::Store>& store,
                                          const KubeJobCall& call) {
    KubeJobReply reply;
    switch (call.what) {
        case KubeJobCall::What::Plan: {
            // MPIJob > JobSet > indexed Job, as the cluster serves them, unless the analyst chose one.
            if (call.form) {
                reply.form = *call.form;
            } else {
                auto detected = core::KubeLauncher::detectForm(kubectl);
                if (!detected) {
                    return detected.error();
                }
                reply.form = *detected;
            }
            // Kueue when the namespace has a LocalQueue, else Volcano when its PodGroups are served, unless chosen.
            if (call.gang) {
                reply.gang = *call.gang;
            } else {
                auto detected = core::KubeLauncher::detectGang(kubectl);
                if (!detected) {
                    return detected.error();
                }
                reply.gang = *detected;
            }
            return reply;
        }
        case KubeJobCall::What::Run: {
            core::ClusterJobLimits limits;
            limits.pollIntervalMs = call.pollMs.value_or(limits.pollIntervalMs);
            limits.pendingLimitS = call.pendingLimitS.value_or(limits.pendingLimitS);
            limits.silenceLimitS = 0;  // a collective's log may stay quiet for long between sizes
            Progress progress(call);
            core::KubeCollective collective(store, call.clusterId, limits, &progress);
            reply.form = call.form.value_or(reply.form);
            reply.gang = call.spec.gang;
            auto ran = collective.run(kubectl, call.spec, reply.form, call.cancel);
            if (!ran) {
                return ran.error();
            }
            const qint64 jobId = ran->job.jobId;
            auto row = store->run([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).job(jobId); });
            if (!row) {
                return row.error();
            }
            reply.job = *row;
            reply.pending = core::kubePendingKey(ran->last.pending);
            reply.runId = ran->job.runIds.value(0);
            reply.samples = ran->job.samples;
            return reply;
        }
        case KubeJobCall::What::Cancel: {
            if (core::Status st = core::KubeLauncher::cleanup(kubectl, call.runLabel, call.waitS); !st) {
                return st.error();
            }
            return reply;
        }
    }
    return core::makeError(core::ErrorCode::Internal, QStringLiteral("unknown Kubernetes job call"));
}

}  // namespace tb::cli
