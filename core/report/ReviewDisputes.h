#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

struct ReviewContent;

// One dispute as the review lists it (issue 18.2): the item, the provider's claim (other providers' names
// redacted, as all free text in a review), the verdict it asked for, the outcome and the analyst's reasoning. The
// contact is not printed.
struct ReviewDispute {
    qint64 id = 0;
    QString itemKey;
    QString itemTitle;
    QString claim;
    QString requestedVerdict;
    QString evidence;
    QString attachmentName;
    QString attachmentSha256;
    QString state;  // open | accepted | rejected
    QString reasoning;
    QString decidedAt;
    QString receivedAt;
};

// Fills ReviewContent::disputes with the reviewed evaluation's disputes. Storage thread, inside the loader's read
// transaction.
class ReviewDisputesLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewDisputesLoader)

public:
    static Status apply(QSqlDatabase& db, ReviewContent& content);
};

}  // namespace tb::core
