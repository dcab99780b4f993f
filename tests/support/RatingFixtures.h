#pragma once

#include <QSqlDatabase>
#include <QString>

namespace tb::test {

// A small rubric and evaluations written with plain SQL, for the rating, round and interview suites.
// Rubric "t1": security (weight 0.4: security.soc2 [gate.attestation], security.acs [gate.acs], security.pkeys),
// networking (0.4: networking.gdr [gate.gdr], networking.nccl), pricing (0.2: pricing.billing [gate.billing],
// pricing.gpus [gate.old_gpus]). Storage thread only (call inside Store::run).
struct RatingFixtures {
    static qint64 rubric(QSqlDatabase& db);
    static qint64 provider(QSqlDatabase& db, const QString& name, const QString& referenceTier = {});
    static qint64 evaluation(QSqlDatabase& db, qint64 providerId, qint64 rubricId, const QString& unavailable = {});
    static void verdict(QSqlDatabase& db, qint64 evaluationId, const QString& itemKey, const QString& verdict);
    static void allVerdicts(QSqlDatabase& db, qint64 evaluationId, const QString& verdict);
    static qint64 criterionId(QSqlDatabase& db, const QString& key);
    static int auditCount(QSqlDatabase& db, const QString& entity, const QString& action = {});
};

}  // namespace tb::test

// QVERIFY for Result/Status that prints the error.
#define TB_VERIFY_OK(expr)                                                                        \
    do {                                                                                          \
        const auto tbResult_ = (expr);                                                            \
        QVERIFY2(tbResult_.ok(), tbResult_.ok() ? "" : qPrintable(tbResult_.error().toString())); \
    } while (0)
