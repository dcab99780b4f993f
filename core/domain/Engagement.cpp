#include "core/domain/Engagement.h"

namespace tb::core {

namespace {
const char* const kStates[] = {"running", "paused", "ended", "stopped"};
const char* const kStepStates[] = {"waiting", "running", "ended", "failed", "skipped", "left_out", "cancelled"};

template <typename Enum, std::size_t N>
std::optional<Enum> fromKey(const char* const (&keys)[N], const QString& key) {
    for (std::size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(keys[i])) {
            return Enum(i);
        }
    }
    return std::nullopt;
}
}  // namespace

QString engagementStateKey(EngagementState state) {
    return QLatin1String(kStates[int(state)]);
}
std::optional<EngagementState> engagementStateFromKey(const QString& key) {
    return fromKey<EngagementState>(kStates, key);
}
QString engagementStepStateKey(EngagementStepState state) {
    return QLatin1String(kStepStates[int(state)]);
}
std::optional<EngagementStepState> engagementStepStateFromKey(const QString& key) {
    return fromKey<EngagementStepState>(kStepStates, key);
}
bool isFinal(EngagementStepState state) {
    return state != EngagementStepState::Waiting && state != EngagementStepState::Running;
}

}  // namespace tb::core
