#include "tests/support/ServiceCheck.h"

namespace tb::test {

bool servicesRequired() {
    return qEnvironmentVariable("TB_REQUIRE_SERVICES") == QLatin1String("1");
}

QString serviceUnavailable(const QString& why) {
    return servicesRequired() ? QStringLiteral("%1 (TB_REQUIRE_SERVICES=1: a missing service fails)").arg(why)
                              : QStringLiteral("%1 (skipped; with TB_REQUIRE_SERVICES=1 this fails)").arg(why);
}

}  // namespace tb::test
