#pragma once

#include "core/Result.h"
#include "core/domain/Provider.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

// What a provider's deletion would take with it (ON DELETE CASCADE), for the confirmation question.
struct DependentCounts {
    int evaluations = 0;
    int runs = 0;
    int interviews = 0;
};

// Providers. Used inside store jobs (`store->submit([](QSqlDatabase& db) { ProviderRepository r(db); ... })`);
// storage thread only. Every change lands in the audit log in the same transaction.
class ProviderRepository {
    Q_DECLARE_TR_FUNCTIONS(ProviderRepository)

public:
    explicit ProviderRepository(QSqlDatabase& db);

    // Sorted by name (case-insensitive), or the store's error: a failed read (a server away, a locked file) must
    // never look like a database without providers.
    Result<QVector<Provider>> list() const;
    Result<Provider> get(qint64 id) const;
    Result<Provider> findByName(const QString& name) const;
    // Empty name: InvalidArgument; a name that exists (case-insensitive, trimmed): Duplicate. Nothing is written
    // then. Names and website are stored trimmed.
    Result<qint64> add(const Provider& provider, const QString& actor);
    Status update(const Provider& provider, const QString& actor);
    // Removes the provider and, by cascade, its evaluations, runs and interviews; nothing of other providers.
    Status remove(qint64 id, const QString& actor);
    Result<DependentCounts> dependents(qint64 id) const;

    // The validation add() and update() apply, for dialogs that check before saving (excludeId: the provider
    // being edited).
    Status validate(const Provider& provider, qint64 excludeId = 0) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
