#include "core/domain/Dispute.h"

namespace tb::core {

QString Dispute::stateKey(State state) {
    switch (state) {
        case State::Open:
            return QStringLiteral("open");
        case State::Accepted:
            return QStringLiteral("accepted");
        case State::Rejected:
            return QStringLiteral("rejected");
    }
    return {};
}

bool Dispute::stateFromKey(const QString& key, State& state) {
    for (State s : {State::Open, State::Accepted, State::Rejected}) {
        if (stateKey(s) == key) {
            state = s;
            return true;
        }
    }
    return false;
}

}  // namespace tb::core
