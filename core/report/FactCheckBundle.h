#pragma once

#include "core/Result.h"
#include "core/rating/RatingEngine.h"
#include "core/report/ReviewContent.h"
#include "core/report/ZipArchive.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSqlDatabase>

namespace tb::core {

// What a provider gets to check its own rating (issue 18.2): its review, every run the review rests on with the raw
// logs, command outputs, samples and findings as stored, the scoring input and configuration the scores follow
// from, and a manifest listing every file with its SHA-256 and the commands that verify it. Nothing about any other
// provider: the runs are the reviewed provider's own, free text is redacted as the review redacts it, and the peer
// comparison travels only as this provider's standing (rank among N), never as the peers' names or totals.
//
// Format 2 (issue 38.5): the manifest names every file but itself and its signature (SHA256SUMS included), and states
// what the bundle is about (provider, evaluation, rubric, assigned and suggested tier, total, runs), which the
// verifier checks against the files; sign() adds an OpenSSH signature of the manifest (manifest.json.sig), so one
// signature covers the statements and, through the hashes, every file.
struct FactCheckBundle {
    QString providerName;
    QString evaluationTitle;
    QString rubricVersion;
    QString assignedTier;   // tier key, "" when none
    QString suggestedTier;  // tier key, "" when none
    QJsonValue total;       // the weighted total, null when none
    QList<qint64> runIds;
    QList<ArchiveEntry> files;  // SHA256SUMS and manifest.json are added by seal(), manifest.json.sig by sign()

    static constexpr int kFormatVersion = 2;
    static QString manifestName() { return QStringLiteral("manifest.json"); }
    static QString signatureName() { return QStringLiteral("manifest.json.sig"); }
    static QString sumsName() { return QStringLiteral("SHA256SUMS"); }
    static QString reviewName() { return QStringLiteral("review.pdf"); }

    void add(const QString& path, const QByteArray& bytes) { files.append({path, bytes}); }
    // Adds a sha256sum list and the manifest (statements, files, hashes, the verifying commands, the program's
    // version).
    void seal(const QString& programVersion, const QString& createdAt);
    // After seal(): signs the manifest with the analyst's SSH key (SshSignature) and adds manifest.json.sig.
    Status sign(const QString& keyPath);
    // Into a folder (created; refused when it holds files already) or, for a path ending in .zip, one zip file.
    Status write(const QString& path) const;
};

class FactCheckExport {
    Q_DECLARE_TR_FUNCTIONS(FactCheckExport)

public:
    // Everything but the review PDF (the PDF writer lives in ui/ and runs on the GUI thread): the content is the
    // review's, loaded by ReviewContentLoader in the same storage job. Storage thread.
    static Result<FactCheckBundle> collect(QSqlDatabase& db, const ReviewContent& content, const RatingConfig& config);
};

}  // namespace tb::core
