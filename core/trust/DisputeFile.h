#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tb::core {

// One dispute as the provider's file states it, checked for shape but not yet against the rubric.
struct DisputeClaim {
    QString item;  // check item key, "security.soc2"
    QString claim;
    QString requestedVerdict;  // "" or a verdict key
    QString evidenceText;
    QString attachmentName;
    QByteArray attachment;
    QString attachmentSha256;
};

struct DisputeFileContent {
    QString provider;
    QString contact;
    QList<DisputeClaim> disputes;
    QString sha256;  // of the whole file
};

// The import format of docs/disputes.md (JSON, schema docs/disputes.schema.json). Untrusted input: bounded size,
// every field typed and bounded, an attachment's stated SHA-256 must match its content, and anything unexpected is
// refused with a sentence that names the place (a dispute's index, the field), so nothing half-read is stored.
class DisputeFile {
    Q_DECLARE_TR_FUNCTIONS(DisputeFile)

public:
    static constexpr qint64 kMaxFile = 32 * 1024 * 1024;
    static constexpr qint64 kMaxAttachment = 16 * 1024 * 1024;
    static constexpr int kMaxDisputes = 1000;
    static constexpr int kMaxText = 20000;

    // Errors: TooLarge, Parse (not JSON, wrong format, a field of the wrong type or size, a hash that does not match).
    static Result<DisputeFileContent> parse(const QByteArray& bytes);
};

}  // namespace tb::core
