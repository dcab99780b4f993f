#include "core/trust/DisputeFile.h"

#include "core/domain/Checklist.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::core {
namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

}  // namespace

Result<DisputeFileContent> DisputeFile::parse(const QByteArray& bytes) {
    if (bytes.size() > kMaxFile) {
        return makeError(
            ErrorCode::TooLarge,
            tr("The dispute file is %1 MiB; at most %2 MiB are read.").arg(bytes.size() >> 20).arg(kMaxFile >> 20));
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(
            ErrorCode::Parse,
            tr("The dispute file is not a JSON object: %1 at byte %2.").arg(error.errorString()).arg(error.offset));
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("tierbench-disputes")) {
        return makeError(ErrorCode::Parse,
                         tr("The file does not say \"format\": \"tierbench-disputes\" (see docs/disputes.md)."));
    }
    if (o.value(QStringLiteral("format_version")).toInt() != 1) {
        return makeError(ErrorCode::Parse, tr("Dispute format version %1 is not known; this program reads version 1.")
                                               .arg(o.value(QStringLiteral("format_version")).toVariant().toString()));
    }
    auto text = [](const QJsonObject& from, const char* key, bool required, QString& into, QString& problem) {
        const QJsonValue v = from.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required) {
                problem = tr("\"%1\" is missing").arg(QLatin1String(key));
            }
            return;
        }
        if (!v.isString()) {
            problem = tr("\"%1\" is not text").arg(QLatin1String(key));
            return;
        }
        into = v.toString().trimmed();
        if (into.size() > kMaxText) {
            problem = tr("\"%1\" is longer than %2 characters").arg(QLatin1String(key)).arg(kMaxText);
        } else if (required && into.isEmpty()) {
            problem = tr("\"%1\" is empty").arg(QLatin1String(key));
        }
    };
    DisputeFileContent out;
    out.sha256 = sha256Hex(bytes);
    QString problem;
    text(o, "provider", true, out.provider, problem);
    if (problem.isEmpty()) {
        text(o, "contact", true, out.contact, problem);
    }
    if (!problem.isEmpty()) {
        return makeError(ErrorCode::Parse, tr("The dispute file: %1.").arg(problem));
    }
    const QJsonValue list = o.value(QStringLiteral("disputes"));
    if (!list.isArray() || list.toArray().isEmpty()) {
        return makeError(ErrorCode::Parse, tr("The dispute file has no \"disputes\" list."));
    }
    if (list.toArray().size() > kMaxDisputes) {
        return makeError(
            ErrorCode::TooLarge,
            tr("The file holds %1 disputes; at most %2 are read.").arg(list.toArray().size()).arg(kMaxDisputes));
    }
    int index = 0;
    for (const QJsonValue& v : list.toArray()) {
        ++index;
        const auto bad = [index](const QString& why) {
            return makeError(ErrorCode::Parse, tr("Dispute %1: %2.").arg(index).arg(why));
        };
        if (!v.isObject()) {
            return bad(tr("not an object"));
        }
        const QJsonObject d = v.toObject();
        DisputeClaim c;
        text(d, "item", true, c.item, problem);
        if (problem.isEmpty()) {
            text(d, "claim", true, c.claim, problem);
        }
        if (problem.isEmpty()) {
            text(d, "requested_verdict", false, c.requestedVerdict, problem);
        }
        if (!problem.isEmpty()) {
            return bad(problem);
        }
        if (!c.requestedVerdict.isEmpty() && !verdictFromKey(c.requestedVerdict)) {
            return bad(
                tr("\"requested_verdict\" is %1, not one of pass, partial, fail, na, unknown").arg(c.requestedVerdict));
        }
        const QJsonValue evidence = d.value(QStringLiteral("evidence"));
        if (!evidence.isUndefined() && !evidence.isObject()) {
            return bad(tr("\"evidence\" is not an object"));
        }
        const QJsonObject e = evidence.toObject();
        text(e, "text", false, c.evidenceText, problem);
        if (!problem.isEmpty()) {
            return bad(problem);
        }
        const QJsonValue attachment = e.value(QStringLiteral("attachment"));
        if (!attachment.isUndefined() && !attachment.isNull()) {
            if (!attachment.isObject()) {
                return bad(tr("\"attachment\" is not an object"));
            }
            const QJsonObject a = attachment.toObject();
            QString content;
            text(a, "name", true, c.attachmentName, problem);
            if (problem.isEmpty()) {
                text(a, "sha256", true, c.attachmentSha256, problem);
            }
            if (!problem.isEmpty()) {
                return bad(problem);
            }
            const QJsonValue b64 = a.value(QStringLiteral("content_base64"));
            if (!b64.isString()) {
                return bad(tr("the attachment has no \"content_base64\""));
            }
            if (b64.toString().size() > kMaxAttachment / 3 * 4 + 4) {
                return makeError(
                    ErrorCode::TooLarge,
                    tr("Dispute %1: the attachment is larger than %2 MiB.").arg(index).arg(kMaxAttachment >> 20));
            }
            auto decoded =
                QByteArray::fromBase64Encoding(b64.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded) {
                return bad(tr("the attachment's content is not base64"));
            }
            c.attachment = *decoded;
            c.attachmentSha256 = c.attachmentSha256.toLower();
            if (sha256Hex(c.attachment) != c.attachmentSha256) {
                return bad(tr("the attachment %1 does not have the SHA-256 the file states (%2)")
                               .arg(c.attachmentName, c.attachmentSha256));
            }
        }
        out.disputes.append(c);
    }
    return out;
}

}  // namespace tb::core
