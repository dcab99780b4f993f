#include "core/cluster/ClusterJobRelay.h"

namespace tb::core {

ClusterJobRelay::ClusterJobRelay(QObject* parent) : QObject(parent) {
    qRegisterMetaType<tb::core::ClusterJobRecord>();
    qRegisterMetaType<QVector<tb::core::ProbeEvent>>();
    qRegisterMetaType<tb::core::RunOutcome>();
}

}  // namespace tb::core
