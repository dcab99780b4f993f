#pragma once

#include "core/Result.h"
#include "core/rating/RatingEngine.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// One thing the verification checked: a stored hash against the bytes it covers, or a stored score or tier
// against the one recomputed from the stored verdicts, measurements and interviews.
struct VerificationCheck {
    enum class Kind { RawLog, RawResult, Artifact, Sample, Score, Tier, BundleFile, RunSeal, Signature, Manifest };
    Kind kind = Kind::RawLog;
    QString subject;   // "run 12 stdout", "Networking", "suggested tier"
    QString recorded;  // what the database says
    QString actual;    // what the bytes or the recomputation say
    bool matches = true;
    QString note;  // why a check could only cover part (a capped log), or what a difference means
};

struct VerificationReport {
    qint64 providerId = 0;
    QString providerName;
    qint64 evaluationId = 0;
    QString verifiedAt;  // ISO 8601 UTC
    QList<VerificationCheck> checks;

    int differences() const;
    bool passed() const { return differences() == 0; }
    // One line for a review or a status bar: "42 checks on 2026-12-01: all match" / "... 2 differ".
    QString summary() const;
};

// Re-reads every stored raw result of a provider and checks it against the hash recorded when it was stored
// (raw logs, the imported file's hash, run artifacts) and every run's seal (RunSeal: its logs' presence, hashes and
// truncated flags, its operation, hardware key and arguments), lists the runs that keep no raw log, parses the raw text
// again and compares the samples it yields with the stored ones (core/trust/SampleRederivation), and recomputes every
// criterion's suggested score and the suggested tier of its newest evaluation from the stored data, comparing them with
// what was stored: a raw log changed in the database behind the program's back, or a score that no longer follows from
// its evidence, shows up item by item. Reads only. Storage thread.
class Verification {
    Q_DECLARE_TR_FUNCTIONS(Verification)

public:
    Verification(QSqlDatabase& db, RatingEngine::Config config = {});
    // rated: the provider's rating when the caller already has it (the review's export rates once); else rated here.
    Result<VerificationReport> verify(const QString& providerName, const ProviderRating* rated = nullptr) const;

    static QString kindKey(VerificationCheck::Kind kind);
    // Translated, for people: "Raw log", "Imported file", "Sample", ...
    static QString kindName(VerificationCheck::Kind kind);

private:
    Status checkRuns(qint64 providerId, VerificationReport& report) const;
    Status checkSeals(qint64 providerId, VerificationReport& report) const;
    Status checkScores(const ProviderRating& rated, VerificationReport& report) const;

    QSqlDatabase& m_db;
    RatingEngine::Config m_config;
};

}  // namespace tb::core
