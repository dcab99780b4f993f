#include "core/trust/AgreementReport.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/ScoreSheetRepository.h"
#include "core/trust/Agreement.h"

#include <QSet>

namespace tb::core {

int AgreementReport::disagreements() const {
    int n = 0;
    for (const CriterionAgreement& c : criteria) {
        n += int(c.disagreeingItems.size()) + (c.scoresDiffer ? 1 : 0);
    }
    return n;
}

int AgreementReport::unreconciled() const {
    int n = 0;
    for (const CriterionAgreement& c : criteria) {
        n += c.scoresDiffer && !c.reconciliation ? 1 : 0;
    }
    return n;
}

AgreementFigures AgreementAnalysis::figures(const QVector<QVector<std::optional<int>>>& units, int minValue,
                                            int maxValue) {
    AgreementFigures f;
    QVector<std::pair<int, int>> pairs;
    const bool two = !units.isEmpty() && units.first().size() == 2;
    for (const auto& u : units) {
        int rated = 0;
        for (const auto& v : u) {
            rated += v ? 1 : 0;
        }
        f.units += rated >= 2 ? 1 : 0;
        if (two && u[0] && u[1]) {
            pairs.append({*u[0], *u[1]});
        }
    }
    if (two) {
        f.kappaLinear = Agreement::weightedKappa(pairs, minValue, maxValue, KappaWeights::Linear);
        f.kappaQuadratic = Agreement::weightedKappa(pairs, minValue, maxValue, KappaWeights::Quadratic);
    }
    f.alphaOrdinal = Agreement::krippendorffAlpha(units, AlphaMetric::Ordinal);
    return f;
}

Result<AgreementReport> AgreementAnalysis::forProvider(QSqlDatabase& db, const QString& providerName) {
    auto provider = ProviderRepository(db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    const auto evaluations = EvaluationRepository(db).evaluationsFor(provider->id);  // newest first
    if (evaluations.isEmpty()) {
        return makeError(ErrorCode::NotFound, tr("%1 has no evaluation.").arg(provider->name));
    }
    auto report = forEvaluation(db, evaluations.first().id);
    if (report) {
        report->providerName = provider->name;
    }
    return report;
}

Result<AgreementReport> AgreementAnalysis::forEvaluation(QSqlDatabase& db, qint64 evaluationId) {
    AgreementReport report;
    report.evaluationId = evaluationId;
    ScoreSheets store(db);
    auto states = store.states(evaluationId);
    if (!states) {
        return states.error();
    }
    report.states = *states;
    auto sheets = store.sheets(evaluationId);
    if (!sheets) {
        if (sheets.error().code != ErrorCode::Unsupported) {
            return sheets.error();
        }
        report.hiddenReason = sheets.error().message;
        return report;
    }
    report.visible = true;
    for (const ScoreSheet& s : *sheets) {
        report.reviewers << s.reviewer;
    }
    auto reconciled = store.reconciliations(evaluationId);
    if (!reconciled) {
        return reconciled.error();
    }
    auto rows = ScoreSheetRepository(db).rubricRows(evaluationId, tr("Could not read the evaluation's rubric."));
    if (!rows) {
        return rows.error();
    }
    QVector<std::pair<CriterionAgreement, QStringList>> rubric;  // criterion, its item keys
    for (const RubricKeyRow& row : *rows) {
        if (rubric.isEmpty() || rubric.last().first.key != row.criterionKey) {
            CriterionAgreement c;
            c.key = row.criterionKey;
            c.name = row.criterionName;
            rubric.append({c, {}});
        }
        if (row.hasItem) {
            rubric.last().second << row.itemKey;
        }
    }
    QVector<QVector<std::optional<int>>> allItems, scoreUnits;
    for (auto& [c, itemKeys] : rubric) {
        QVector<std::optional<int>> scoreUnit;
        QSet<int> distinct;
        for (const ScoreSheet& s : *sheets) {
            if (s.criterionScores.contains(c.key)) {
                c.scores.insert(s.reviewer, s.criterionScores.value(c.key));
                scoreUnit.append(s.criterionScores.value(c.key));
                distinct.insert(s.criterionScores.value(c.key));
            } else {
                scoreUnit.append(std::nullopt);
            }
        }
        c.scoresDiffer = distinct.size() > 1;
        scoreUnits.append(scoreUnit);
        QVector<QVector<std::optional<int>>> itemUnits;
        for (const QString& item : itemKeys) {
            QVector<std::optional<int>> unit;
            QSet<int> grades;
            QStringList words;
            for (const ScoreSheet& s : *sheets) {
                if (s.itemGrades.contains(item)) {
                    unit.append(s.itemGrades.value(item));
                    grades.insert(s.itemGrades.value(item));
                    words << ScoreSheets::gradeKey(s.itemGrades.value(item));
                } else {
                    unit.append(std::nullopt);
                    words << QStringLiteral("–");
                }
            }
            if (grades.size() > 1) {
                c.disagreeingItems << QStringLiteral("%1: %2").arg(item, words.join(QStringLiteral(" / ")));
            }
            itemUnits.append(unit);
            allItems.append(unit);
        }
        c.items = figures(itemUnits, 0, 2);
        for (const Reconciliation& r : *reconciled) {
            if (r.criterionKey == c.key) {
                c.reconciliation = r;  // the newest wins (they are in id order)
            }
        }
        report.criteria.append(c);
    }
    report.overallItems = figures(allItems, 0, 2);
    report.criterionScores = figures(scoreUnits, 0, 5);
    return report;
}

}  // namespace tb::core
