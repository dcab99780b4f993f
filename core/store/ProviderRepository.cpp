#include "core/store/ProviderRepository.h"

#include "core/domain/NameRules.h"
#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlQuery>

namespace tb::core {

Q_LOGGING_CATEGORY(lcProviders, "tierbench.core.store.providers")

namespace {
const QString kEntity = QStringLiteral("provider");
const QString kSelect = QStringLiteral(
    "SELECT id, name, website, kind, gpu_models, reference_tier, reference_round, v1_tier, notes, created_at, "
    "updated_at, row_version, changed_by, changed_at FROM provider");

Provider fromQuery(const QSqlQuery& q) {
    Provider p;
    p.id = q.value(0).toLongLong();
    p.name = q.value(1).toString();
    p.website = q.value(2).toString();
    p.kind = providerKindFromKey(q.value(3).toString()).value_or(ProviderKind::Neocloud);
    p.gpuModels = q.value(4).toString();
    p.referenceTier = q.value(5).isNull() ? std::nullopt : tierFromKey(q.value(5).toString());
    p.referenceRound = q.value(6).toString();
    p.v1Tier = q.value(7).toString();
    p.notes = q.value(8).toString();
    p.createdAt = q.value(9).toString();
    p.updatedAt = q.value(10).toString();
    p.rowVersion = q.value(11).toLongLong();
    p.changedBy = q.value(12).toString();
    p.changedAt = q.value(13).toString();
    return p;
}

QVariant nullable(const QString& s) {
    return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s);
}

void bindFields(QSqlQuery& q, const Provider& p) {
    q.addBindValue(notNull(p.name.trimmed()));
    q.addBindValue(notNull(p.website.trimmed()));
    q.addBindValue(providerKindKey(p.kind));
    q.addBindValue(notNull(p.gpuModels.trimmed()));
    q.addBindValue(p.referenceTier ? QVariant(tierKey(*p.referenceTier)) : QVariant(QMetaType(QMetaType::QString)));
    q.addBindValue(notNull(p.referenceRound.trimmed()));
    q.addBindValue(nullable(p.v1Tier.trimmed().toLower()));
    q.addBindValue(notNull(p.notes));
}

}  // namespace

ProviderRepository::ProviderRepository(QSqlDatabase& db) : m_db(db) {}

Result<QVector<Provider>> ProviderRepository::list() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(kSelect + QStringLiteral(" ORDER BY lower(name), id"))) {
        qCWarning(lcProviders) << "list failed:" << q.lastError().text();
        return sqlError(q.lastError(), tr("Could not read the providers"));
    }
    QVector<Provider> out;
    while (q.next()) {
        out << fromQuery(q);
    }
    return out;
}

Result<Provider> ProviderRepository::get(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(kSelect + QStringLiteral(" WHERE id = ?"));
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not read the provider")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no provider with this id."), QString::number(id));
    }
    return fromQuery(q);
}

Result<Provider> ProviderRepository::findByName(const QString& name) const {
    QSqlQuery q(m_db);
    q.prepare(kSelect + QStringLiteral(" WHERE lower(trim(name)) = lower(trim(?))"));
    q.addBindValue(name);
    if (auto st = exec(q, tr("Could not read the provider")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no provider named \"%1\".").arg(name.trimmed()));
    }
    return fromQuery(q);
}

Status ProviderRepository::validate(const Provider& provider, qint64 excludeId) const {
    const QString name = provider.name.trimmed();
    if (name.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("A provider needs a name."));
    }
    if (auto st = NameRules::check(name, tr("Provider name")); !st) {
        return st;
    }
    const QString v1 = provider.v1Tier.trimmed().toLower();
    static const QStringList v1Keys = {QStringLiteral("platinum"), QStringLiteral("gold"), QStringLiteral("silver"),
                                       QStringLiteral("bronze"), QStringLiteral("underperform")};
    if (!v1.isEmpty() && !v1Keys.contains(v1)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("\"%1\" is not a ClusterMAX 1.0 tier (platinum, gold, silver, bronze, underperform).")
                             .arg(provider.v1Tier));
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, name FROM provider WHERE lower(trim(name)) = lower(?) AND id <> ?"));
    // SQLite's lower() folds ASCII only, like the unique index; compare the same way.
    q.addBindValue(name);
    q.addBindValue(excludeId);
    if (auto st = exec(q, tr("Could not check the provider name")); !st) {
        return st.error();
    }
    if (q.next()) {
        return makeError(ErrorCode::Duplicate,
                         tr("A provider named \"%1\" already exists.").arg(q.value(1).toString()));
    }
    return {};
}

Result<qint64> ProviderRepository::add(const Provider& provider, const QString& actor) {
    return AuditedWrite(m_db, kEntity, QStringLiteral("create"), actor)
        .after([this](qint64 id) { return auditJson(get(id), providerToJson); })
        .write([&]() -> Result<qint64> {
            if (auto st = validate(provider); !st) {
                return st.error();
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "INSERT INTO provider (name, website, kind, gpu_models, reference_tier, reference_round, "
                "v1_tier, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
            bindFields(q, provider);
            auto inserted = insertReturningId(q, tr("Could not add the provider"));
            if (!inserted) {
                return inserted.error();
            }
            return *inserted;
        });
}

Status ProviderRepository::update(const Provider& provider, const QString& actor) {
    return AuditedWrite(m_db, kEntity, QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(provider.id), providerToJson); })
        .after([this](qint64 id) { return auditJson(get(id), providerToJson); })
        .write(provider.id, [&]() -> Status {
            if (auto st = validate(provider, provider.id); !st) {
                return st;
            }
            if (auto st = RowVersion::claim(m_db, QStringLiteral("provider"), provider.id, provider.rowVersion, actor);
                !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                          "UPDATE provider SET name = ?, website = ?, kind = ?, gpu_models = ?, reference_tier = ?, "
                          "reference_round = ?, v1_tier = ?, notes = ?, "
                          "updated_at = %1 WHERE id = ?")
                          .arg(SqlDialect::of(m_db).nowText()));
            bindFields(q, provider);
            q.addBindValue(provider.id);
            return exec(q, tr("Could not save the provider"));
        });
}

Status ProviderRepository::remove(qint64 id, const QString& actor) {
    return AuditedWrite(m_db, kEntity, QStringLiteral("delete"), actor)
        .before([&] { return auditJson(get(id), providerToJson); })
        .write(id, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("DELETE FROM provider WHERE id = ?"));
            q.addBindValue(id);
            return exec(q, tr("Could not delete the provider"));
        });
}

Result<DependentCounts> ProviderRepository::dependents(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT (SELECT count(*) FROM evaluation WHERE provider_id = ?), "
                       "(SELECT count(*) FROM probe_run WHERE provider_id = ?), "
                       "(SELECT count(*) FROM interview WHERE provider_id = ?)"));
    q.addBindValue(id);
    q.addBindValue(id);
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not count what belongs to the provider")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::Database, tr("Could not count what belongs to the provider"));
    }
    DependentCounts c;
    c.evaluations = q.value(0).toInt();
    c.runs = q.value(1).toInt();
    c.interviews = q.value(2).toInt();
    return c;
}

}  // namespace tb::core
