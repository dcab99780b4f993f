#pragma once

#include <QString>
#include <QtTest>

namespace tb::test {

// Whether a test of a required service (sshd, Slurm, PostgreSQL, poppler, a built probe) must fail instead of skip
// when the service is missing: TB_REQUIRE_SERVICES=1, which `packaging/quickstart.sh test` (and so CI) exports.
// A skip there would read as a pass.
bool servicesRequired();
// The message a test fails or skips with: the reason and what decided between the two.
QString serviceUnavailable(const QString& why);

}  // namespace tb::test

// In a test function (it returns from it): QFAIL with the reason under TB_REQUIRE_SERVICES=1, else QSKIP.
#define TB_SERVICE_UNAVAILABLE(why)                               \
    do {                                                          \
        const QString tbWhy_ = tb::test::serviceUnavailable(why); \
        if (tb::test::servicesRequired()) {                       \
            QFAIL(qPrintable(tbWhy_));                            \
        }                                                         \
        QSKIP(qPrintable(tbWhy_));                                \
    } while (false)
