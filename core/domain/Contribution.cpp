#include "core/domain/Contribution.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kKinds = keyTable<Contribution::Kind>(
    "Contribution", {
                        {Contribution::Kind::Verdict, "verdict", QT_TRANSLATE_NOOP("Contribution", "Verdict")},
                        {Contribution::Kind::Measurement, "measurement", QT_TRANSLATE_NOOP("Contribution", "Measured")},
                        {Contribution::Kind::Interview, "interview", QT_TRANSLATE_NOOP("Contribution", "Interview")},
                        {Contribution::Kind::Cost, "cost", QT_TRANSLATE_NOOP("Contribution", "Cost")},
                    });

}  // namespace

QString contributionKindKey(Contribution::Kind kind) {
    return kKinds.key(kind);
}

QString contributionKindName(Contribution::Kind kind) {
    return kKinds.name(kind);
}

}  // namespace tb::core
