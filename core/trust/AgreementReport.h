#pragma once

#include "core/Result.h"
#include "core/trust/ScoreSheets.h"

#include <QCoreApplication>
#include <QMap>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// Agreement coefficients over one set of units: kappa for exactly two reviewers, alpha (ordinal) for any number.
struct AgreementFigures {
    int units = 0;  // rated by at least two reviewers
    std::optional<double> kappaLinear, kappaQuadratic;
    std::optional<double> alphaOrdinal;
};

struct CriterionAgreement {
    QString key, name;
    QMap<QString, int> scores;     // reviewer -> 0..5
    AgreementFigures items;        // over this criterion's graded check items
    QStringList disagreeingItems;  // "acs: pass / fail"
    bool scoresDiffer = false;
    std::optional<Reconciliation> reconciliation;
};

// What the Agreement view, `agreement` and the review show (issue 18.5).
struct AgreementReport {
    QString providerName;
    qint64 evaluationId = 0;
    QVector<SheetState> states;
    bool visible = false;  // every sheet in and at least two: the scores below are filled
    QString hiddenReason;
    QStringList reviewers;
    QVector<CriterionAgreement> criteria;
    AgreementFigures overallItems;     // every graded check item
    AgreementFigures criterionScores;  // the criterion scores, criteria as units
    int disagreements() const;
    int unreconciled() const;  // criteria whose scores differ and have no reconciliation
};

class AgreementAnalysis {
    Q_DECLARE_TR_FUNCTIONS(AgreementAnalysis)

public:
    // The newest evaluation of the provider. Never fails for hidden scores: the report then says who is out.
    static Result<AgreementReport> forProvider(QSqlDatabase& db, const QString& providerName);
    static Result<AgreementReport> forEvaluation(QSqlDatabase& db, qint64 evaluationId);
    // From sheets alone (pure): the statistics of the report.
    static AgreementFigures figures(const QVector<QVector<std::optional<int>>>& units, int minValue, int maxValue);
};

}  // namespace tb::core
