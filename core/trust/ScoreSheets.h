#pragma once

#include "core/Result.h"
#include "core/domain/ScoreSheet.h"

#include <QCoreApplication>
#include <QMap>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// Storage of the score sheets and the visibility rule: a reviewer always reads their own sheet; everyone's sheets
// (and so the agreement) only once at least two sheets exist and every sheet of the evaluation is submitted.
// Before that, sheets() refuses with ErrorCode::Unsupported and names who is still out, in the GUI and the CLI
// alike, since both read through here. A submitted sheet cannot change. Storage thread; each write is one
// audited transaction.
class ScoreSheets {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheets)

public:
    explicit ScoreSheets(QSqlDatabase& db);

    // Saves the reviewer's sheet (creating it), as a draft or submitted. Keys are checked against the
    // evaluation's rubric; scores 0..5, grades 0..2. Refused once the reviewer's sheet is submitted.
    Status save(qint64 evaluationId, const QString& reviewer, const QMap<QString, int>& criterionScores,
                const QMap<QString, int>& itemGrades, bool submit, const QString& actor);
    Result<QVector<SheetState>> states(qint64 evaluationId) const;
    Result<std::optional<ScoreSheet>> own(qint64 evaluationId, const QString& reviewer) const;
    // Every sheet, scores included: refused until all are submitted (see the class comment).
    Result<QVector<ScoreSheet>> sheets(qint64 evaluationId) const;

    // Records how a criterion's final score was reached and sets it as the evaluation's final score (the Rating
    // tab's audited path): one transaction. Only after every sheet is in.
    Status reconcile(qint64 evaluationId, const QString& criterionKey, double finalScore, const QString& method,
                     const QString& note, const QString& actor);
    Result<QVector<Reconciliation>> reconciliations(qint64 evaluationId) const;

    // The criteria of the evaluation's rubric (key, name) in rubric order: the rows of a sheet.
    Result<QVector<std::pair<QString, QString>>> criteria(qint64 evaluationId) const;

    static QStringList methods();
    static QString gradeKey(int grade);  // fail, partial, pass
    static std::optional<int> gradeFromKey(const QString& key);

private:
    Result<std::optional<ScoreSheet>> read(qint64 evaluationId, const QString& reviewer) const;
    Result<QMap<QString, qint64>> ids(qint64 evaluationId, const QString& table) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
