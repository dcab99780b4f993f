#pragma once

#include "core/Result.h"
#include "core/domain/BaselineSet.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

// baseline_set and baseline rows. Sets are never edited in place: importing a file or saving the editor's table
// creates a new version, so every verdict can name the version it was computed with.
//
// Thread contract: lives inside a Store job on the storage thread and must not outlive it.
class BaselineRepository {
    Q_DECLARE_TR_FUNCTIONS(BaselineRepository)

public:
    explicit BaselineRepository(QSqlDatabase& db);

    // Validates, then stores the entries as a new version ("1", "2", ...). `origin` goes into the note (a file name,
    // "editor"). Returns the new set's id. Nothing is written when validation fails.
    Result<qint64> createVersion(const BaselineSet& set, const QString& origin, const QString& actor);
    // The newest version; NotFound when the database has none.
    Result<BaselineSet> latest() const;
    Result<BaselineSet> get(qint64 setId) const;
    // Every version, newest first, without entries.
    Result<QVector<BaselineSet>> versions() const;
    // The newest version, after storing the built-in library as version 1 when the database has none yet.
    Result<BaselineSet> latestOrBuiltin(const QString& actor);

private:
    Result<QVector<Baseline>> entries(qint64 setId) const;
    // The rows of a new version; fills the version number and the note it was stored with.
    Result<qint64> insertVersion(const BaselineSet& set, const QString& origin, QString& version, QString& note);

    QSqlDatabase& m_db;
};

}  // namespace tb::core
