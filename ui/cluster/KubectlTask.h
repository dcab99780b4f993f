#pragma once

#include "core/launch/kube/Kubectl.h"

#include <QFuture>
#include <QPromise>
#include <QThread>

#include <functional>
#include <memory>
#include <type_traits>

namespace tb::ui {

// Runs fn with a local kubectl on a thread of its own (kubectl blocks: an audit waits for a claim to bind, a watched
// job runs for minutes, so the shared pool is not the place), and hands its result back as a QFuture to be taken
// with `.then(context, ...)` on the GUI thread. The thread deletes itself when fn returns.
template <typename F>
auto runLocalKubectl(const core::KubeTarget& target, F fn) -> QFuture<std::invoke_result_t<F, core::Kubectl&>> {
    using R = std::invoke_result_t<F, core::Kubectl&>;
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    QThread* thread = QThread::create([promise, target, fn = std::move(fn)]() mutable {
        core::LocalKubectl kubectl(target);
        promise->addResult(fn(kubectl));
        promise->finish();
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return future;
}

}  // namespace tb::ui
