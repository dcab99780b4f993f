#pragma once

#include "core/Result.h"
#include "core/domain/SampleRecord.h"
#include "core/trust/Verification.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

namespace tb::core {

// Parses the sealed raw text of every run of a provider again, with the parser that read it the first time (a
// probe's JSON Lines stdout, an imported file in the format recorded on the run), and compares the samples it yields
// with the stored ones, item by item: a sample value changed in the database behind the program's back shows up as
// a difference naming the run, the metric and the size, even though every hash still matches. Runs whose raw text
// was cut at the size limit, or which kept none (the demo's illustrative sweeps), cannot be re-derived and are not
// counted as checked. Reads only. Storage thread.
class SampleRederivation {
    Q_DECLARE_TR_FUNCTIONS(SampleRederivation)

public:
    explicit SampleRederivation(QSqlDatabase& db) : m_db(db) {}
    Status check(qint64 providerId, QList<VerificationCheck>& out) const;

    // The pieces, for the fact-check bundle's verifier, which has the same data as files instead of rows.
    // A probe's stdout read by the reader the probe runner uses.
    static QVector<SampleRecord> probeSamples(const QByteArray& stdoutText);
    // An imported file parsed again in its recorded format: one sample list per stored run, in storage order;
    // operations are the stored runs' collectives (an analyst may have named one the text did not).
    static Result<QVector<QVector<SampleRecord>>> importSamples(const QByteArray& content, const QString& format,
                                                                const QStringList& operations);
    // One check when all agree, else one per differing item (at most 50, then a count).
    static void compare(qint64 runId, const QVector<SampleRecord>& stored, const QVector<SampleRecord>& derived,
                        QList<VerificationCheck>& out);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
