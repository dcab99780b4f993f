#include "core/domain/RunSeal.h"

#include <QCryptographicHash>
#include <QJsonDocument>

#include <algorithm>

namespace tb::core {

QString RunSeal::hash() const {
    QList<Stream> sorted = streams;
    std::sort(sorted.begin(), sorted.end(), [](const Stream& a, const Stream& b) { return a.name < b.name; });
    // One field a line, each length-prefixed so no value can pass itself off as the next field.
    QByteArray text = "tierbench-run-seal\n";
    auto field = [&text](const QString& value) {
        const QByteArray bytes = value.toUtf8();
        text += QByteArray::number(bytes.size()) + ':' + bytes + '\n';
    };
    field(kind);
    field(probe);
    field(operation);
    field(hardwareKey);
    field(QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Compact)));
    field(rawSha256);
    field(QString::number(sorted.size()));
    for (const Stream& s : sorted) {
        field(s.name);
        field(s.sha256);
        field(s.truncated ? QStringLiteral("truncated") : QStringLiteral("whole"));
    }
    return QString::number(kVersion) + u':' +
           QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

}  // namespace tb::core
