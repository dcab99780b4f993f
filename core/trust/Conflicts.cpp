#include "core/trust/Conflicts.h"

#include "core/store/AuditLog.h"
#include "core/store/AuditedWrite.h"
#include "core/store/ProviderRepository.h"
#include "core/store/ConflictRepository.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QDateTime>

namespace tb::core {

namespace {

QDate dateOf(const QString& iso) {
    return QDate::fromString(iso.left(10), Qt::ISODate);
}

QJsonObject toJson(const ConflictRecord& c) {
    return {{QStringLiteral("id"), double(c.id)},
            {QStringLiteral("reviewer"), c.reviewer},
            {QStringLiteral("provider_id"), double(c.providerId)},
            {QStringLiteral("relationship"), Conflicts::relationshipKey(c.relationship)},
            {QStringLiteral("valid_from"), c.from},
            {QStringLiteral("valid_until"), c.until},
            {QStringLiteral("note"), c.note}};
}

ConflictRecord recordFrom(const ConflictRow& row) {
    ConflictRecord c;
    c.id = row.id;
    c.reviewer = row.reviewer;
    c.providerId = row.providerId;
    c.providerName = row.providerName;
    c.relationship = Conflicts::relationshipFromKey(row.relationship).value_or(Relationship::Other);
    c.from = row.from;
    c.until = row.until;
    c.note = row.note;
    c.rowVersion = row.rowVersion;
    return c;
}

QString normalised(const QString& name) {
    return name.trimmed().toCaseFolded();
}

}  // namespace

bool ConflictRecord::currentOn(const QDate& day) const {
    return overlaps(day, day);
}

bool ConflictRecord::overlaps(const QDate& first, const QDate& last) const {
    const QDate start = dateOf(from);
    const QDate end = until.isEmpty() ? QDate() : dateOf(until);
    return start.isValid() && start <= last && (!end.isValid() || end >= first);
}

QString ConflictRecord::describe() const {
    QString text = until.isEmpty()
                       ? Conflicts::tr("%1: %2 with %3 since %4")
                             .arg(reviewer, Conflicts::relationshipName(relationship), providerName, from)
                       : Conflicts::tr("%1: %2 with %3 from %4 to %5")
                             .arg(reviewer, Conflicts::relationshipName(relationship), providerName, from, until);
    if (!note.trimmed().isEmpty()) {
        text += QStringLiteral(" (") + note.trimmed() + u')';
    }
    return text;
}

Conflicts::Conflicts(QSqlDatabase& db) : m_db(db) {}

QString Conflicts::relationshipKey(Relationship r) {
    switch (r) {
        case Relationship::Consulting:
            return QStringLiteral("consulting");
        case Relationship::Investment:
            return QStringLiteral("investment");
        case Relationship::Employment:
            return QStringLiteral("employment");
        case Relationship::Other:
            return QStringLiteral("other");
    }
    return {};
}

std::optional<Relationship> Conflicts::relationshipFromKey(const QString& key) {
    for (Relationship r :
         {Relationship::Consulting, Relationship::Investment, Relationship::Employment, Relationship::Other}) {
        if (relationshipKey(r) == key) {
            return r;
        }
    }
    return std::nullopt;
}

QString Conflicts::relationshipName(Relationship r) {
    switch (r) {
        case Relationship::Consulting:
            return tr("consulting");
        case Relationship::Investment:
            return tr("investment");
        case Relationship::Employment:
            return tr("employment");
        case Relationship::Other:
            return tr("other relationship");
    }
    return {};
}

Result<qint64> Conflicts::add(const QString& reviewerName, const QString& providerName, Relationship relationship,
                              const QString& from, const QString& until, const QString& note, const QString& actor) {
    const QString reviewer = reviewerName.trimmed();
    if (reviewer.isEmpty() || reviewer.size() > 200 || note.size() > 4000) {
        return makeError(ErrorCode::InvalidArgument, tr("A conflict needs the reviewer's name (and a shorter note)."));
    }
    const QDate start = dateOf(from);
    if (!start.isValid() || from.size() != 10) {
        return makeError(ErrorCode::InvalidArgument, tr("The start date must be YYYY-MM-DD, not \"%1\".").arg(from));
    }
    if (!until.isEmpty() && (!dateOf(until).isValid() || until.size() != 10 || dateOf(until) < start)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The end date must be YYYY-MM-DD and not before the start, not \"%1\".").arg(until));
    }
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    return AuditedWrite(m_db, QStringLiteral("reviewer_conflict"), QStringLiteral("create"), actor)
        .after([&](qint64 id) -> Result<QJsonObject> {
            auto all = list();
            if (!all) {
                return all.error();
            }
            for (const ConflictRecord& c : *all) {
                if (c.id == id) {
                    return toJson(c);
                }
            }
            return QJsonObject{};
        })
        .write([&]() -> Result<qint64> {
            ConflictRow row;
            row.reviewer = reviewer;
            row.providerId = provider->id;
            row.relationship = relationshipKey(relationship);
            row.from = from;
            row.until = until;
            row.note = note.trimmed();
            return ConflictRepository(m_db).insert(row, actor, tr("Could not record the conflict of interest."));
        });
}

Status Conflicts::end(qint64 id, const QString& until, const QString& actor) {
    auto all = list();
    if (!all) {
        return all.error();
    }
    std::optional<ConflictRecord> found;
    for (const ConflictRecord& c : *all) {
        if (c.id == id) {
            found = c;
        }
    }
    if (!found) {
        return makeError(ErrorCode::NotFound, tr("There is no conflict %1 in the register.").arg(id));
    }
    if (!dateOf(until).isValid() || until.size() != 10 || dateOf(until) < dateOf(found->from)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The end date must be YYYY-MM-DD and not before %1, not \"%2\".").arg(found->from, until));
    }
    ConflictRecord after = *found;
    after.until = until;
    return AuditedWrite(m_db, QStringLiteral("reviewer_conflict"), QStringLiteral("end"), actor)
        .before([&]() -> Result<QJsonObject> { return toJson(*found); })
        .after([&](qint64) -> Result<QJsonObject> { return toJson(after); })
        .write(id, [&]() -> Status {
            auto updated = ConflictRepository(m_db).setUntil(id, found->rowVersion, until, actor,
                                                             tr("Could not end the conflict."));
            if (!updated) {
                return updated.error();
            }
            if (!*updated) {
                return makeError(ErrorCode::Duplicate, tr("Someone changed this entry of the register meanwhile."));
            }
            return {};
        });
}

Result<QVector<ConflictRecord>> Conflicts::list(const QString& reviewer, qint64 providerId) const {
    auto rows = ConflictRepository(m_db).list(providerId, tr("Could not read the conflict-of-interest register."));
    if (!rows) {
        return rows.error();
    }
    QVector<ConflictRecord> out;
    for (const ConflictRow& row : *rows) {
        ConflictRecord c = recordFrom(row);
        if (reviewer.trimmed().isEmpty() || normalised(c.reviewer) == normalised(reviewer)) {
            out.append(c);
        }
    }
    return out;
}

Result<QVector<ConflictRecord>> Conflicts::current(const QString& reviewer, qint64 providerId, const QDate& day) const {
    if (reviewer.trimmed().isEmpty()) {
        return QVector<ConflictRecord>{};
    }
    auto all = list(reviewer, providerId);
    if (!all) {
        return all;
    }
    QVector<ConflictRecord> out;
    for (const ConflictRecord& c : *all) {
        if (c.currentOn(day)) {
            out.append(c);
        }
    }
    return out;
}

Result<QVector<ConflictRecord>> Conflicts::overlapping(const QStringList& reviewers, qint64 providerId,
                                                       const QDate& first, const QDate& last) const {
    auto all = list({}, providerId);
    if (!all) {
        return all;
    }
    QStringList names;
    for (const QString& r : reviewers) {
        names << normalised(r);
    }
    QVector<ConflictRecord> out;
    for (const ConflictRecord& c : *all) {
        if (names.contains(normalised(c.reviewer)) && c.overlaps(first, last)) {
            out.append(c);
        }
    }
    return out;
}

QString Conflicts::warning(const QVector<ConflictRecord>& current) {
    if (current.isEmpty()) {
        return {};
    }
    QStringList lines;
    for (const ConflictRecord& c : current) {
        lines << c.describe();
    }
    return tr("The reviewer has a current relationship with this provider:\n%1\nIt will be disclosed in the review "
              "and marked on the tier board.")
        .arg(lines.join(u'\n'));
}

Status Conflicts::acknowledge(const QVector<ConflictRecord>& current, const QString& what, const QString& actor) {
    if (current.isEmpty()) {
        return {};
    }
    QJsonArray ids;
    for (const ConflictRecord& c : current) {
        ids.append(double(c.id));
    }
    return AuditLog(m_db).append(
        QStringLiteral("reviewer_conflict"), current.first().id, QStringLiteral("acknowledged"), {},
        QJsonObject{{QStringLiteral("work"), what}, {QStringLiteral("conflicts"), ids}}, actor);
}

}  // namespace tb::core
