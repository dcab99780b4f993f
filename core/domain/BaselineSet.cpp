#include "core/domain/BaselineSet.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace tb::core {

namespace {
const QString kFormat = QStringLiteral("tierbench-baselines");

QString entryName(int index, const Baseline& b) {
    return BaselineSet::tr("entry %1 (%2 on %3)").arg(index + 1).arg(b.metric, b.hardwareKey);
}

}  // namespace

Result<BaselineSet> BaselineSet::fromJson(const QByteArray& json) {
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(ErrorCode::Parse, tr("The baselines file is not a JSON object"),
                         parseError.errorString() + QStringLiteral(" at offset ") + QString::number(parseError.offset));
    }
    const QJsonObject root = doc.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format != kFormat) {
        return makeError(ErrorCode::Parse,
                         tr("Not a Tierbench baselines file (\"format\" must be \"%1\")").arg(kFormat), format);
    }
    if (root.value(QStringLiteral("formatVersion")).toInt() != 1) {
        return makeError(ErrorCode::Unsupported, tr("This baselines file was written by a newer Tierbench"),
                         QString::number(root.value(QStringLiteral("formatVersion")).toInt()));
    }
    BaselineSet set;
    set.version = root.value(QStringLiteral("version")).toString().trimmed();
    set.note = root.value(QStringLiteral("note")).toString();
    if (set.version.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("The baselines file needs a \"version\""));
    }
    const QJsonValue entries = root.value(QStringLiteral("entries"));
    if (!entries.isArray()) {
        return makeError(ErrorCode::InvalidArgument, tr("The baselines file needs an \"entries\" array"));
    }
    const QJsonArray array = entries.toArray();
    for (int i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            return makeError(ErrorCode::InvalidArgument, tr("entry %1 is not an object").arg(i + 1));
        }
        const QJsonObject o = array.at(i).toObject();
        auto b = Baseline::fromJson(o);
        if (!b) {
            Baseline named;
            named.metric = o.value(QStringLiteral("metric")).toString();
            named.hardwareKey = o.value(QStringLiteral("hardware")).toString();
            Error e = b.error();
            e.message = entryName(i, named) + QStringLiteral(": ") + e.message;
            return e;
        }
        set.entries.push_back(*b);
    }
    if (auto st = set.validate(); !st) {
        return st.error();
    }
    return set;
}

Status BaselineSet::validate() const {
    // An empty set would leave every run without a baseline: not a set anyone means to import.
    if (entries.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("The baselines file has no entries"));
    QSet<QString> seen;
    for (int i = 0; i < entries.size(); ++i) {
        const Baseline& b = entries.at(i);
        if (auto st = b.validate(); !st) {
            Error e = st.error();
            e.message = entryName(i, b) + QStringLiteral(": ") + e.message;
            return e;
        }
        const QString identity = b.metric + u'|' + b.hardwareKey.toLower() + u'|' + b.algorithm;
        if (seen.contains(identity)) {
            return makeError(ErrorCode::Duplicate,
                             entryName(i, b) + QStringLiteral(": ") +
                                 tr("another entry has the same metric, hardware key and algorithm"));
        }
        seen.insert(identity);
    }
    return {};
}

QByteArray BaselineSet::toJson() const {
    QJsonArray array;
    for (const Baseline& b : entries) {
        array.append(b.toJson());
    }
    QJsonObject root{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("formatVersion"), 1},
                     {QStringLiteral("version"), version},
                     {QStringLiteral("entries"), array}};
    if (!note.isEmpty()) {
        root.insert(QStringLiteral("note"), note);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<BaselineSet> BaselineSet::loadFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Cannot read the baselines file"),
                         path + QStringLiteral(": ") + file.errorString());
    }
    // A baselines file is a few hundred entries; anything far larger is not one.
    if (file.size() > 16 * 1024 * 1024) {
        return makeError(ErrorCode::TooLarge, tr("The baselines file is too large"), path);
    }
    return fromJson(file.readAll());
}

Result<BaselineSet> BaselineSet::builtin() {
    return loadFile(QStringLiteral(":/baselines/clustermax-baselines.json"));
}

}  // namespace tb::core
