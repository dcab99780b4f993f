#include "app/cli/cluster/KubeJobCall.h"

#include "core/cluster/kube/KubeJobRunner.h"
#include "core/cluster/kube/Kubectl.h"

namespace tb::cli {

core::Result<KubeJobReply> callKubeJobRunner(core::Kubectl& kubectl, const std::shared_ptr<core::Store>& store,
                                             const KubeJobCall& call) {
    KubeJobReply reply;
    switch (call.what) {
        case KubeJobCall::What::Plan: {
            // MPIJob > JobSet > indexed Job, as the cluster serves them, unless the analyst chose one.
            if (call.form) {
                reply.form = *call.form;
            } else {
                auto detected = core::KubeJobRunner::detectForm(kubectl);
                if (!detected) {
                    return detected.error();
                }
                reply.form = *detected;
            }
            // Kueue when the namespace has a LocalQueue, else Volcano when its PodGroups are served, unless chosen.
            if (call.gang) {
                reply.gang = *call.gang;
            } else {
                auto detected = core::KubeJobRunner::detectGang(kubectl);
                if (!detected) {
                    return detected.error();
                }
                reply.gang = *detected;
            }
            return reply;
        }
        case KubeJobCall::What::Run: {
            core::KubeJobRunner::Limits limits;
            limits.pollMs = call.pollMs.value_or(limits.pollMs);
            limits.pendingLimitS = call.pendingLimitS.value_or(limits.pendingLimitS);
            core::KubeJobObserver observer;
            observer.onState = call.onState;
            if (call.onLog) {
                observer.onLog = [onLog = call.onLog](qint64, const QByteArray& bytes) { onLog(bytes); };
            }
            core::KubeJobRunner runner(store, kubectl, call.clusterId, limits, observer);
            reply.form = call.form.value_or(reply.form);
            reply.gang = call.spec.gang;
            auto ran = runner.run(call.spec, reply.form, call.cancel);
            if (!ran) {
                return ran.error();
            }
            reply.job = *ran;
            reply.pending = core::kubePendingKey(runner.lastStatus().pending);
            reply.runId = runner.runId();
            reply.samples = runner.samples();
            return reply;
        }
        case KubeJobCall::What::Cancel: {
            if (core::Status st = core::KubeJobRunner::cleanup(kubectl, call.runLabel, call.waitS); !st) {
                return st.error();
            }
            return reply;
        }
    }
    return core::makeError(core::ErrorCode::Internal, QStringLiteral("unknown Kubernetes job call"));
}

}  // namespace tb::cli
