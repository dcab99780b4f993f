#pragma once

#include "core/Result.h"
#include "core/rating/RatingEngine.h"
#include "core/report/ReviewContent.h"
#include "core/report/ZipArchive.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>

namespace tb::core {

// What a provider gets to check its own rating (issue 18.2): its review, every run the review rests on with the raw
// logs, command outputs, samples and findings as stored, the scoring input and configuration the scores follow
// from, and a manifest listing every file with its SHA-256 and the commands that verify it. Nothing about any other
// provider: the runs are the reviewed provider's own, free text is redacted as the review redacts it, and the peer
// comparison travels only as this provider's standing (rank among N), never as the peers' names or totals.
struct FactCheckBundle {
    QString providerName;
    QList<ArchiveEntry> files;  // manifest.json and SHA256SUMS are added by seal()

    static constexpr int kFormatVersion = 1;
    static QString manifestName() { return QStringLiteral("manifest.json"); }
    static QString sumsName() { return QStringLiteral("SHA256SUMS"); }
    static QString reviewName() { return QStringLiteral("review.pdf"); }

    void add(const QString& path, const QByteArray& bytes) { files.append({path, bytes}); }
    // Adds the manifest (files, hashes, the verifying commands, the program's version) and a sha256sum list.
    void seal(const QString& programVersion, const QString& createdAt);
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
