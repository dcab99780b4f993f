#pragma once

#include "core/store/ChangeNotifier.h"
#include "core/store/Store.h"

#include <QObject>

#include <memory>
#include <utility>

namespace tb::ui {

// A view's subscription to its store's one change signal (core::ChangeNotifier): the view says which changes
// concern it and reloads that, so it reflects a change made anywhere without Reload. follow() again with another
// store replaces the subscription; it ends with the view.
//
// Thread contract: GUI thread; `onChange` runs there, once per coalesced batch.
class ChangeSubscription {
public:
    ChangeSubscription() = default;
    ChangeSubscription(const ChangeSubscription&) = delete;
    ChangeSubscription& operator=(const ChangeSubscription&) = delete;
    ~ChangeSubscription() { QObject::disconnect(m_connection); }

    template <typename F>
    void follow(const std::shared_ptr<core::Store>& store, QObject* receiver, F onChange) {
        QObject::disconnect(m_connection);
        if (store) {
            m_connection =
                QObject::connect(store->changes(), &core::ChangeNotifier::changed, receiver, std::move(onChange));
        }
    }

private:
    QMetaObject::Connection m_connection;
};

}  // namespace tb::ui
