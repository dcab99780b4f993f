#pragma once

#include "core/Result.h"
#include "core/domain/OrgType.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace tb::core {

// A customer interview about one provider. `intervieweeName` may only be shown on that provider's own page;
// everything else uses AnonymisedInterview.
struct Interview {
    qint64 id = 0;
    qint64 providerId = 0;
    QDate heldOn;
    QString intervieweeName;
    QString role;
    OrgType orgType = OrgType::Other;
    QString channel;  // "video call", "email", ...
    bool consent = false;
    QString notesHtml;  // rich text (QTextEdit HTML)
    QStringList tags;
    QMap<QString, int> sentiment;  // criterion key -> -2..+2; absent criteria were not discussed
    // The row's version as read and who wrote it (RowVersion): an update names it, so an editor that read an older
    // version is refused instead of overwriting another analyst's save. 0: no check.
    qint64 rowVersion = 0;
    QString changedBy;

    // Checks every field; the error names the field ("role", "sentiment.security", ...) in `detail`.
    Status validate() const;

    Q_DECLARE_TR_FUNCTIONS(Interview)
};

// For the audit log. Holds the name (the audit log is not a view outside the provider's page).
QJsonObject interviewToJson(const Interview& interview);

}  // namespace tb::core
