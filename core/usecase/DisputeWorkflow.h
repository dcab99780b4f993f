#pragma once

#include "core/Result.h"
#include "core/domain/Dispute.h"
#include "core/trust/DisputeFile.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

namespace tb::core {

// Disputes end to end (issue 18.2), one core call per step that the Disputes panel and `tierbench-cli dispute` share.
// Each call is one transaction on the storage thread (inside a Store job), audited as entity "dispute".
class DisputeWorkflow {
    Q_DECLARE_TR_FUNCTIONS(DisputeWorkflow)

public:
    explicit DisputeWorkflow(QSqlDatabase& db) : m_db(db) {}

    // Every dispute of the file becomes an open dispute on its item of the provider's newest evaluation, or none
    // does: a file about another provider, an item the evaluation's rubric does not have, a malformed or oversized
    // file is refused before anything is written. Returns the new ids in the file's order.
    Result<QList<qint64>> import(const QString& providerName, const QByteArray& file, const QString& sourceName,
                                 const QString& actor);
    // providerId 0: every provider's. Newest first within a provider; the attachment's bytes are not read.
    Result<QList<Dispute>> list(qint64 providerId = 0) const;
    Result<Dispute> get(qint64 id, bool withAttachment = false) const;
    // Accepting a dispute that asks for a verdict sets that verdict through the checklist's own audited call
    // (EvaluationWorkflow::setVerdict), its evidence noting the dispute, in the same transaction as the state
    // change; a closed evaluation refuses both. A reason is required; only an open dispute can be decided.
    // expectedVersion: the row_version the caller read (0: do not check), so two analysts cannot both decide it.
    Status accept(qint64 id, const QString& reasoning, const QString& actor, qint64 expectedVersion = 0);
    Status reject(qint64 id, const QString& reasoning, const QString& actor, qint64 expectedVersion = 0);

private:
    Status decide(qint64 id, Dispute::State state, const QString& reasoning, const QString& actor,
                  qint64 expectedVersion);
    QSqlDatabase& m_db;
};

}  // namespace tb::core
