#pragma once

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <exception>
#include <functional>
#include <type_traits>
#include <utility>

namespace tb::ui {

// Continues a future on the GUI thread, but only while a receiver lives:
//
//     store->submit(...).then(ui::guiContext(), ui::whileAlive(this, [this](const core::Result<X>& r) { ... }));
//
// Why not `future.then(this, ...)`: Qt 6.4's QFuture::then(context, ...) reads its QPointer to the context and posts
// into the context object on the thread that finishes the future (the storage thread, a remote session's worker, a
// kubectl thread). If the GUI thread deletes the context at that moment, the post touches an object under
// destruction (issue #38: tst_MainWindow crashed in cleanup() with a segfault in QMetaObject::invokeMethod on the
// storage thread). Here the cross-thread post always goes to guiContext(), an object that is never deleted, and the
// receiver is checked through a QPointer that is created and read on the GUI thread only, just before the
// continuation would run; the GUI thread is the only one that deletes the receiver, so nothing can race.
// tests/lint/check_layering.sh refuses any other `.then(context, ...)` in ui/ and app/.
//
// Forms: the continuation takes the future's value (by value or const&), nothing for QFuture<void>, or the
// QFuture<T> itself, exactly as with QFuture::then; its argument type is taken from `&F::operator()` (as Qt does),
// so generic lambdas do not work. A future that is already finished runs the continuation at once, as Qt does. A
// cancelled future skips it, as Qt does.
//
// Thread contract: call on the GUI thread, with a receiver that lives on the GUI thread (checked, always on).

// The one object every continuation is posted to: created on first use on the GUI thread and never deleted, so it
// outlives every storage job, including one that finishes after the last window, or the QApplication itself, is
// gone (a test may create and delete QApplication-lifetime objects; Store's orphaned threads finish at exit).
// A continuation posted to it after the event loop stopped is simply never run.
QObject* guiContext();

// What the future of a value-returning continuation holds when its receiver was gone: no value is invented, so a
// continuation chained after it does not run (Qt passes the exception down the chain; the future reads as
// cancelled). Never thrown past the continuation machinery.
class ReceiverGone : public std::exception {
public:
    const char* what() const noexcept override { return "continuation receiver was deleted"; }
};

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

void checkGuiThread(const QObject* receiver);

// Calls fn with fn's own parameter list (so Qt deduces the same argument and result), if the receiver still lives.
template <typename F, typename R, typename... A>
class WhileAlive {
public:
    WhileAlive(QObject* receiver, F fn) : m_receiver(receiver), m_fn(std::move(fn)) {}
    R operator()(A... args) {
        // Runs in guiContext()'s thread, the one thread that creates, reads and clears m_receiver.
        if (m_receiver) {
            return std::invoke(m_fn, std::forward<A>(args)...);
        }
        if constexpr (!std::is_void_v<R>) {
            throw ReceiverGone();
        }
    }

private:
    QPointer<QObject> m_receiver;
    F m_fn;
};

}  // namespace detail

// Wraps fn for `future.then(ui::guiContext(), ...)`: it runs only if `receiver` still lives when the GUI thread gets
// to it (a null receiver: never). Call on the GUI thread.
template <typename F>
auto whileAlive(QObject* receiver, F fn) {
    detail::checkGuiThread(receiver);
    using Call = typename detail::SignatureOf<F>::template Apply<detail::WhileAlive, std::decay_t<F>>;
    return Call(receiver, std::move(fn));
}

}  // namespace tb::ui
