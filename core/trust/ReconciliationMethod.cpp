#include "core/trust/ReconciliationMethod.h"

namespace tb::core {

QString ReconciliationMethod::name(const QString& key) {
    if (key == QLatin1String("discussion")) {
        return tr("discussion", "reconciliation method: the reviewers talked it through");
    }
    if (key == QLatin1String("median")) {
        return tr("median", "reconciliation method: the median of the reviewers' scores");
    }
    if (key == QLatin1String("mean")) {
        return tr("mean", "reconciliation method: the mean of the reviewers' scores");
    }
    if (key == QLatin1String("lead")) {
        return tr("lead reviewer's call", "reconciliation method: the lead reviewer decided");
    }
    return key;
}

}  // namespace tb::core
