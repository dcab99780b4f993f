#include "core/domain/Interview.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tb::core {

namespace {
Error invalid(const QString& field, const QString& message) {
    return makeError(ErrorCode::InvalidArgument, message, field);
}
}  // namespace

Status Interview::validate() const {
    if (providerId <= 0) {
        return invalid(QStringLiteral("provider"), tr("An interview belongs to a provider."));
    }
    if (!heldOn.isValid()) {
        return invalid(QStringLiteral("held_on"), tr("The interview date is missing or not a date (YYYY-MM-DD)."));
    }
    if (heldOn > QDate::currentDate().addDays(1)) {
        return invalid(QStringLiteral("held_on"), tr("The interview date lies in the future."));
    }
    if (role.trimmed().isEmpty()) {
        return invalid(QStringLiteral("interviewee_role"), tr("The interviewee's role is required."));
    }
    if (role.size() > 200 || channel.size() > 200 || intervieweeName.size() > 200) {
        return invalid(QStringLiteral("interviewee_role"), tr("Role, channel and name are limited to 200 characters."));
    }
    if (notesHtml.size() > 1'000'000) {
        return invalid(QStringLiteral("notes_html"), tr("The notes are larger than 1 MB."));
    }
    for (auto it = sentiment.cbegin(); it != sentiment.cend(); ++it) {
        if (it.key().trimmed().isEmpty()) {
            return invalid(QStringLiteral("sentiment"), tr("A sentiment needs a criterion."));
        }
        if (it.value() < -2 || it.value() > 2) {
            return invalid(QStringLiteral("sentiment.") + it.key(),
                           tr("A sentiment lies between -2 and +2 (got %1).").arg(it.value()));
        }
    }
    for (const QString& tag : tags) {
        if (tag.contains(u',')) {
            return invalid(QStringLiteral("tags"), tr("A tag may not contain a comma."));
        }
    }
    return {};
}

QJsonObject interviewToJson(const Interview& i) {
    QJsonObject sentiment;
    for (auto it = i.sentiment.cbegin(); it != i.sentiment.cend(); ++it) {
        sentiment.insert(it.key(), it.value());
    }
    return QJsonObject{{QStringLiteral("provider_id"), i.providerId},
                       {QStringLiteral("held_on"), i.heldOn.toString(Qt::ISODate)},
                       {QStringLiteral("interviewee_name"), i.intervieweeName},
                       {QStringLiteral("interviewee_role"), i.role},
                       {QStringLiteral("org_type"), orgTypeKey(i.orgType)},
                       {QStringLiteral("channel"), i.channel},
                       {QStringLiteral("consent"), i.consent},
                       {QStringLiteral("tags"), QJsonArray::fromStringList(i.tags)},
                       {QStringLiteral("sentiment"), sentiment}};
}

}  // namespace tb::core
