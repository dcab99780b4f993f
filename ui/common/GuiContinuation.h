#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QThread>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace tb::ui {

// Continues a future on the GUI thread, but only while a receiver lives:
//
//     store->submit(...) | ui::whileAlive(this, [this](const core::Result<X>& r) { ... });
//
// Why not Qt's `future.then(...)`: in Qt 6.4 a continuation attached while another thread is finishing the future
// can run twice (QFutureInterfaceBase::setContinuation runs it because the future reads finished, then stores it;
// runContinuation, called by the finishing thread right after, runs the stored one again with its promise already
// moved out): the second run dies in QPromise::start() on a null d (issue #38: tst_KubeView crashed so, on the GUI
// thread, in a RunHistoryPanel reload). `future.then(context, ...)` has that race and another: it posts into the
// context from the finishing thread, which races with the GUI thread deleting it (tst_MainWindow crashed in
// cleanup()). Here a QFutureWatcher, a child of the receiver, is told of the end through Qt's call-out events (the
// state is replayed under the future's own lock, so an end that races with setFuture is seen exactly once) and calls
// the continuation on the GUI thread; the receiver's death takes the watcher with it, so a continuation never runs
// into a widget that is gone. tests/lint/check_layering.sh refuses `.then(`, `.onFailed(` and `.onCanceled(` in ui/
// and app/.
//
// Forms: the continuation takes the future's value (by value or const&), nothing for QFuture<void>, or the
// QFuture<T> itself; its argument type is taken from `&F::operator()`, so generic lambdas do not work. It always runs
// from the event loop, never inside the `|` (an already finished future included). A cancelled future (or one whose
// receiver went) skips continuations that take a value; the future `|` returns holds the continuation's result, and
// reads as cancelled when the continuation did not run, so steps chained after it do not run either.
//
// Thread contract: call on the GUI thread, with a receiver that lives on the GUI thread (checked, always on).

// An object that lives on the GUI thread for the whole process (never deleted); for posting work there from any
// thread.
QObject* guiContext();

namespace detail {

// The call signature of a continuation, as Qt deduces it (from &F::operator()).
template <typename M>
struct CallSignature;
template <typename C, typename R, typename... A>
struct CallSignature<R (C::*)(A...)> {
    using Result = R;
    template <template <typename...> class T, typename F>
    using Apply = T<F, R, A...>;
};
template <typename C, typename R, typename... A>
struct CallSignature<R (C::*)(A...) const> : CallSignature<R (C::*)(A...)> {};
template <typename C, typename R, typename... A>
struct CallSignature<R (C::*)(A...) noexcept> : CallSignature<R (C::*)(A...)> {};
template <typename C, typename R, typename... A>
struct CallSignature<R (C::*)(A...) const noexcept> : CallSignature<R (C::*)(A...)> {};

template <typename F>
using SignatureOf = CallSignature<decltype(&std::decay_t<F>::operator())>;

template <typename X>
struct IsFuture : std::false_type {};
template <typename X>
struct IsFuture<QFuture<X>> : std::true_type {};

void checkGuiThread(const QObject* receiver);

// A continuation and the object whose life bounds it; what `|` takes.
template <typename F, typename R, typename... A>
class WhileAlive {
public:
    static_assert(sizeof...(A) <= 1, "a continuation takes the value, the future, or nothing");
    WhileAlive(QObject* receiver, F fn) : m_receiver(receiver), m_fn(std::move(fn)) {}
    QObject* receiver() const { return m_receiver; }
    F takeFn() { return std::move(m_fn); }

    // Calls fn as its parameter list asks; false when it cannot run (a cancelled future for a value-taking fn).
    template <typename T>
    static bool call(F& fn, const QFuture<T>& done, QPromise<R>& out) {
        if constexpr (sizeof...(A) == 1 && (IsFuture<std::decay_t<A>>::value && ...)) {
            return produce(out, [&] { return std::invoke(fn, done); });
        } else {
            if (done.isCanceled()) {
                return false;
            }
            if constexpr (sizeof...(A) == 0) {
                return produce(out, [&] { return std::invoke(fn); });
            } else {
                static_assert(!std::is_void_v<T>, "a QFuture<void> gives its continuation no value");
                if (done.resultCount() < 1) {
                    return false;
                }
                return produce(out, [&] { return std::invoke(fn, done.result()); });
            }
        }
    }

private:
    template <typename G>
    static bool produce(QPromise<R>& out, G&& g) {
        if constexpr (std::is_void_v<R>) {
            g();
        } else {
            out.addResult(g());
        }
        return true;
    }

    QObject* m_receiver;
    F m_fn;
};

}  // namespace detail

// Wraps fn for `future | ...`: it runs on the GUI thread only if `receiver` still lives then (a null receiver:
// never). Call on the GUI thread.
template <typename F>
auto whileAlive(QObject* receiver, F fn) {
    detail::checkGuiThread(receiver);
    using Call = typename detail::SignatureOf<F>::template Apply<detail::WhileAlive, std::decay_t<F>>;
    return Call(receiver, std::move(fn));
}

namespace detail {

// future | whileAlive(receiver, fn): see above. In detail, beside WhileAlive, so that argument-dependent lookup finds
// it from any namespace.
template <typename T, typename F, typename R, typename... A>
QFuture<R> operator|(QFuture<T> future, WhileAlive<F, R, A...> step) {
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> out = promise->future();
    promise->start();
    QObject* receiver = step.receiver();
    if (!receiver) {
        return out;  // the promise goes with this scope: cancelled, finished
    }
    auto* watcher = new QFutureWatcher<T>(receiver);
    QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, [watcher, promise, fn = step.takeFn()]() mutable {
        if (WhileAlive<F, R, A...>::call(fn, watcher->future(), *promise)) {
            promise->finish();
        }
        // A watcher reports one end. Disconnected here, this lambda (with what fn captured, a Store's last
        // reference among them, and the promise, which reads as cancelled unless finished above) is destroyed as
        // soon as it returns, while the event loop still runs: left to the watcher's deferred deletion it could be
        // destroyed as the application goes, where a Store waits for a storage thread whose quit is never
        // delivered (tst_Checklist hung at exit so). The bare watcher goes later.
        watcher->disconnect();
        watcher->deleteLater();
    });
    watcher->setFuture(future);
    return out;
}

}  // namespace detail

}  // namespace tb::ui
