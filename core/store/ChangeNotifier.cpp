#include "core/store/ChangeNotifier.h"

namespace tb::core {

void ChangeNotifier::publish(const ChangeSet& changes) {
    if (changes.isEmpty()) {
        return;
    }
    std::lock_guard lock(m_mutex);
    m_pending.merge(changes);
    if (!m_scheduled) {
        m_scheduled = true;
        // Queued even on the notifier's own thread: subscribers never run inside a publisher's call.
        QMetaObject::invokeMethod(this, &ChangeNotifier::deliver, Qt::QueuedConnection);
    }
}

void ChangeNotifier::deliver() {
    ChangeSet batch;
    {
        std::lock_guard lock(m_mutex);
        std::swap(batch, m_pending);
        m_scheduled = false;
    }
    if (!batch.isEmpty()) {
        emit changed(batch);
    }
}

void ChangeNotifier::reportConnection(bool connected, const QString& message) {
    QMetaObject::invokeMethod(
        this, [this, connected, message] { emit connectionStateChanged(connected, message); }, Qt::QueuedConnection);
}

}  // namespace tb::core
