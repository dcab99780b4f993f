#pragma once

#include "core/Result.h"
#include "core/domain/Dispute.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// What a provider's disputes can be filed against: its newest evaluation (0: none) and that rubric's items by key.
struct DisputeTarget {
    qint64 evaluationId = 0;
    QHash<QString, qint64> items;
};

// A new dispute row as the import writes it (the decision columns start empty, the state open).
struct DisputeRow {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    qint64 checkItemId = 0;
    QString claim;
    QString requestedVerdict;
    QString evidenceText;
    QString attachmentName;
    QByteArray attachment;
    QString attachmentSha256;
    QString contact;
    QString sourceName;
    QString sourceSha256;
};

// The dispute table (schema 10). Storage thread only; callers hold the transaction and write the audit log
// (DisputeWorkflow), so the repository only reads and writes rows.
class DisputeRepository {
    Q_DECLARE_TR_FUNCTIONS(DisputeRepository)

public:
    explicit DisputeRepository(QSqlDatabase& db) : m_db(db) {}

    // providerId 0: every provider's. Newest first within a provider; the attachment's bytes are not read.
    Result<QList<Dispute>> list(qint64 providerId = 0) const;
    Result<Dispute> get(qint64 id, bool withAttachment = false) const;
    Result<DisputeTarget> target(qint64 providerId) const;
    Result<qint64> insert(const DisputeRow& row, const QString& actor);
    Status recordDecision(qint64 id, Dispute::State state, const QString& reasoning, const QString& actor);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
