#pragma once

#include "core/Result.h"
#include "core/domain/ScoreSheet.h"

#include <QMap>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace tb::core {

// The score sheets of an evaluation (score_sheet, score_sheet_entry, score_sheet_item), the reconciliations of
// their criteria (score_reconciliation) and the rubric rows they are keyed by. Storage thread, inside the caller's
// store job and transaction; the caller (core/trust/ScoreSheets) holds the visibility rule, writes the audit log and
// words the failures: `whatFailed` is its sentence for a database error.
class ScoreSheetRepository {
public:
    explicit ScoreSheetRepository(QSqlDatabase& db) : m_db(db) {}

    // The criteria of the evaluation's rubric (key, name) in rubric order.
    Result<QVector<std::pair<QString, QString>>> criteria(qint64 evaluationId, const QString& whatFailed) const;
    // Criterion ids / check item ids of the evaluation's rubric, by key.
    Result<QMap<QString, qint64>> criterionIds(qint64 evaluationId, const QString& whatFailed) const;
    Result<QMap<QString, qint64>> itemIds(qint64 evaluationId, const QString& whatFailed) const;
    // Each criterion of the evaluation's rubric with each of its check items, in rubric order.
    Result<QVector<RubricKeyRow>> rubricRows(qint64 evaluationId, const QString& whatFailed) const;

    // The reviewer's sheet with its scores and grades; nullopt when there is none.
    Result<std::optional<ScoreSheet>> read(qint64 evaluationId, const QString& reviewer,
                                           const QString& whatFailed) const;
    // Who has a sheet, by reviewer.
    Result<QVector<SheetState>> states(qint64 evaluationId, const QString& whatFailed) const;
    // Writes a sheet (creating it when sheetId is 0): its scores and grades replace the stored ones, in the order
    // given (criterion id, score; check item id, grade); submitted_at becomes the time of writing when `submit`,
    // else ''.
    // Returns the sheet's id.
    Result<qint64> write(qint64 sheetId, qint64 evaluationId, const QString& reviewer,
                         const QVector<std::pair<qint64, int>>& scores, const QVector<std::pair<qint64, int>>& grades,
                         bool submit, const QString& actor, const QString& whatFailed);

    Result<qint64> insertReconciliation(qint64 evaluationId, qint64 criterionId, double finalScore,
                                        const QString& method, const QString& note, const QString& actor,
                                        const QString& whatFailed);
    // In id order.
    Result<QVector<Reconciliation>> reconciliations(qint64 evaluationId, const QString& whatFailed) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
