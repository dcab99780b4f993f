#pragma once

#include "core/Result.h"
#include "core/trust/Verification.h"
#include "core/report/ZipArchive.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tb::core {

struct FactCheckVerification {
    // Unsigned: the bundle proves its files agree with each other, not who made them. Unchecked: signed soundly,
    // but no allowed-signers file was given to say by whom. Valid: signed by the identity the reader named.
    enum class Signing { Unsigned, Unchecked, Valid, Invalid };
    Signing signing = Signing::Unsigned;
    QString signer;  // ssh-keygen's own words on the signature
    QString providerName;
    QString programVersion;  // of the program that made the bundle
    QString createdAt;
    QList<VerificationCheck> checks;
    int differences() const;
    bool passed() const { return differences() == 0; }
};

// `tierbench-cli factcheck verify BUNDLE`: what an outsider runs on a fact-check bundle, with no database. The
// manifest's signature (SshSignature), every file against the manifest's SHA-256 (a file it does not name, a missing
// one and a name given twice are refused), the manifest's statements (provider, evaluation, tiers, total, runs)
// against the files, each run folder's own run.json, every raw log and command output against the
// hash the database recorded when it was stored, every run's samples against its raw text parsed again, and every
// score, the total and the suggested tier recomputed from the bundle's scoring input and configuration.
class FactCheckVerifier {
    Q_DECLARE_TR_FUNCTIONS(FactCheckVerifier)

public:
    static constexpr qint64 kMaxBundle = ZipArchive::kMaxTotal;

    // A folder or a .zip file. Errors: NotFound, Parse (not a bundle), TooLarge.
    // The reader's choice of who may have signed: an OpenSSH allowed-signers file and the identity in it. With
    // them, an unsigned bundle or one signed by anyone else differs; without, a signature is checked only for being
    // sound.
    struct Options {
        QString allowedSigners;
        QString identity;
    };

    // A folder or a .zip file. Errors: NotFound, Parse (not a bundle, a file named twice), TooLarge.
    static Result<FactCheckVerification> verify(const QString& path, const Options& options = {});
    static Result<FactCheckVerification> verify(const QList<ArchiveEntry>& files, const Options& options = {});
    static Result<QList<ArchiveEntry>> readBundle(const QString& path);
};

}  // namespace tb::core
