#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace tb::ui {

// Carries what a Kubernetes job's watch reports (core::KubeJobObserver, called on the job's thread) to the GUI
// thread: it lives on the GUI thread, so its signals, emitted from the job's thread, arrive queued. Shared with that
// thread (which may still report after the view is gone) and deleted with deleteLater.
class KubeJobRelay : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

signals:
    void stateChanged(qint64 jobId, const QString& state, const QString& reason);
    void logArrived(qint64 jobId, const QByteArray& bytes);
};

}  // namespace tb::ui
