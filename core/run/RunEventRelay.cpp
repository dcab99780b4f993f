#include "core/run/RunEventRelay.h"

namespace tb::core {

RunEventRelay::RunEventRelay(QObject* parent) : QObject(parent) {
    qRegisterMetaType<tb::core::ProbeEvent>();
    qRegisterMetaType<QVector<tb::core::ProbeEvent>>();
    qRegisterMetaType<tb::core::RunOutcome>();
}

}  // namespace tb::core
