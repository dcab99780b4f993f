#pragma once

#include "core/Result.h"
#include "core/domain/Rubric.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// Rubric versions in the database. Storage thread only.
class RubricRepository {
    Q_DECLARE_TR_FUNCTIONS(RubricRepository)

public:
    explicit RubricRepository(QSqlDatabase& db);

    // The version new evaluations use by default.
    static QString defaultVersion() { return QStringLiteral("2.0"); }

    // Stores a rubric with its criteria and items; Duplicate when the version exists. Returns rubric_version.id.
    Result<qint64> install(const Rubric& rubric, const QString& contentSha256 = {});
    // Installs every shipped rubric (:/rubrics/*.json) whose version is not in the database yet. Returns how many
    // it installed.
    Result<int> installShipped();

    // All versions, oldest first, without criteria.
    Result<QVector<Rubric>> versions() const;
    // Every criterion key of every installed version, in rubric order (the first position a key has), each once.
    Result<QStringList> criterionKeys() const;
    // One version with criteria and items, in position order.
    Result<Rubric> load(const QString& version) const;
    Result<Rubric> loadById(qint64 rubricId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
