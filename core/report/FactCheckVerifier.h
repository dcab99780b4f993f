#pragma once

#include "core/Result.h"
#include "core/trust/Verification.h"
#include "core/report/ZipArchive.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tb::core {

struct FactCheckVerification {
    QString providerName;
    QString programVersion;  // of the program that made the bundle
    QString createdAt;
    QList<VerificationCheck> checks;
    int differences() const;
    bool passed() const { return differences() == 0; }
};

// `tierbench-cli factcheck verify BUNDLE`: what an outsider runs on a fact-check bundle, with no database. Every file
// against the manifest's SHA-256 (and the manifest against SHA256SUMS), every raw log and command output against the
// hash the database recorded when it was stored, every run's samples against its raw text parsed again, and every
// score, the total and the suggested tier recomputed from the bundle's scoring input and configuration.
class FactCheckVerifier {
    Q_DECLARE_TR_FUNCTIONS(FactCheckVerifier)

public:
    static constexpr qint64 kMaxBundle = ZipArchive::kMaxTotal;

    // A folder or a .zip file. Errors: NotFound, Parse (not a bundle), TooLarge.
    static Result<FactCheckVerification> verify(const QString& path);
    static Result<FactCheckVerification> verify(const QList<ArchiveEntry>& files);
    static Result<QList<ArchiveEntry>> readBundle(const QString& path);
};

}  // namespace tb::core
