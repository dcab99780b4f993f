#include "core/trust/ConflictGate.h"

#include <algorithm>

namespace tb::core {

Result<QVector<ConflictRecord>> ConflictGate::current(const QStringList& people, qint64 providerId) const {
    QStringList asked;
    QVector<ConflictRecord> found;
    for (const QString& person : people) {
        const QString name = person.trimmed().toCaseFolded();
        if (name.isEmpty() || asked.contains(name)) {
            continue;
        }
        asked << name;
        auto current = Conflicts(m_db).current(person, providerId);
        if (!current) {
            return makeError(current.error().code,
                             tr("The conflict-of-interest register could not be read, so nothing was started: %1")
                                 .arg(current.error().message),
                             current.error().detail);
        }
        for (const ConflictRecord& c : *current) {
            const bool seen =
                std::any_of(found.cbegin(), found.cend(), [&](const ConflictRecord& f) { return f.id == c.id; });
            if (!seen) {
                found.append(c);
            }
        }
    }
    return found;
}

Result<QVector<ConflictRecord>> ConflictGate::pass(const QStringList& people, qint64 providerId, bool acknowledged,
                                                   const QString& what, const QString& actor) {
    auto found = current(people, providerId);
    if (!found || found->isEmpty()) {
        return found;
    }
    if (!acknowledged) {
        return makeError(ErrorCode::Unsupported, Conflicts::warning(*found), QString::fromLatin1(kRefused));
    }
    if (auto st = Conflicts(m_db).acknowledge(*found, what, actor); !st) {
        return st.error();
    }
    return found;
}

}  // namespace tb::core
