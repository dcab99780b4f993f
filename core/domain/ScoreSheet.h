#pragma once

#include <QMap>
#include <QString>

namespace tb::core {

// One reviewer's independent scores for one evaluation (issue 18.5): a score 0..5 per criterion, and optionally a
// grade per check item (0 fail, 1 partial, 2 pass).
struct ScoreSheet {
    qint64 id = 0;
    qint64 evaluationId = 0;
    QString reviewer;
    QString submittedAt;                 // "" while a draft
    QMap<QString, int> criterionScores;  // criterion key -> 0..5
    QMap<QString, int> itemGrades;       // check item key -> 0..2
    bool submitted() const { return !submittedAt.isEmpty(); }
};

// Who has a sheet and whether it is in: what anyone may see before everyone has submitted.
struct SheetState {
    QString reviewer;
    bool submitted = false;
    QString submittedAt;
};

struct Reconciliation {
    QString criterionKey;
    double finalScore = 0;
    QString method;  // discussion | median | mean | lead
    QString note, by, at;
};

// A row of an evaluation's rubric as the agreement reads it: a criterion and one of its check items (none for a
// criterion without items).
struct RubricKeyRow {
    QString criterionKey;
    QString criterionName;
    bool hasItem = false;
    QString itemKey;
};

}  // namespace tb::core
