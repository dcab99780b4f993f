#pragma once

#include <QHash>
#include <QMetaType>
#include <QSet>
#include <QString>

#include <initializer_list>

namespace tb::core {

// What kind of stored thing changed. One per table group a view shows; the store maps tables onto these.
enum class EntityKind {
    Provider,
    Evaluation,
    Verdict,  // verdicts and their evidence links
    Node,
    Run,        // probe runs, their findings
    Samples,    // the samples and raw logs of runs (never listed by id: there are millions)
    Interview,  // interviews and their sentiments
    Rating,     // criterion scores, ratings (tier assignments), rating rounds
    Baseline,
    Rubric,
    Walkthrough,
    Price,    // price records
    Cluster,  // clusters and their settings (their jobs count as runs)
};

inline size_t qHash(EntityKind kind, size_t seed = 0) noexcept {
    return ::qHash(static_cast<int>(kind), seed);
}

// One coalesced batch of committed changes: which kinds, which ids of each, and which providers they belong to.
// A view asks touches()/touchesProvider() and reloads what it shows. The SQLite store fills it from SQLite's own
// row hooks after each commit; another source (another workbench's PostgreSQL NOTIFY, another process writing
// the same SQLite file) may only know that something changed: then everything() is true and every question
// answers yes.
class ChangeSet {
public:
    static ChangeSet all();  // "anything may have changed" (a writer we cannot see row by row)

    void add(EntityKind kind, qint64 id);
    void addKind(EntityKind kind);  // some rows of this kind, ids not listed
    void addProvider(qint64 providerId);
    // A change whose provider could not be told (a deleted row): every provider may be affected.
    void addUnknownProvider() { m_unknownProvider = true; }
    void merge(const ChangeSet& other);

    bool isEmpty() const { return !m_everything && m_kinds.isEmpty(); }
    bool everything() const { return m_everything; }
    bool touches(EntityKind kind) const { return m_everything || m_kinds.contains(kind); }
    bool touchesAny(std::initializer_list<EntityKind> kinds) const;
    // Whether `id` of `kind` changed; true also when the kind changed without ids.
    bool touches(EntityKind kind, qint64 id) const;
    // Whether anything of this provider changed (true when unknown).
    bool touchesProvider(qint64 providerId) const {
        return m_everything || m_unknownProvider || m_providers.contains(providerId);
    }
    QSet<qint64> ids(EntityKind kind) const { return m_ids.value(kind); }
    QSet<qint64> providers() const { return m_providers; }
    // "provider:3,7 evaluation:12" for logs and tests.
    QString toString() const;

private:
    bool m_everything = false;
    bool m_unknownProvider = false;
    QSet<EntityKind> m_kinds;
    QSet<EntityKind> m_wholeKinds;  // changed without ids
    QHash<EntityKind, QSet<qint64>> m_ids;
    QSet<qint64> m_providers;
};

QString entityKindKey(EntityKind kind);

}  // namespace tb::core

Q_DECLARE_METATYPE(tb::core::ChangeSet)
