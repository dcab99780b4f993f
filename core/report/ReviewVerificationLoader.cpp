#include "core/report/ReviewVerificationLoader.h"

#include "core/settings/AnalystSettings.h"
#include "core/trust/Verification.h"

namespace tb::core {

Status ReviewVerificationLoader::apply(QSqlDatabase& db, ReviewContent& content, const ProviderRating* rated) {
    // The same interview weight as the scoring section above it and the Rating tab.
    auto report = Verification(db, AnalystSettings::ratingConfig()).verify(content.providerName, rated);
    if (!report) {
        return report.error();
    }
    ReviewVerification& v = content.verification;
    v.ran = true;
    v.verifiedAt = report->verifiedAt;
    v.checks = int(report->checks.size());
    v.summary = report->summary();
    for (const VerificationCheck& c : report->checks) {
        if (!c.matches) {
            v.differences << tr("%1 %2: recorded %3, now %4. %5")
                                 .arg(Verification::kindName(c.kind), c.subject, c.recorded, c.actual, c.note)
                                 .trimmed();
        }
    }
    return {};
}

}  // namespace tb::core
