#include "core/domain/RubricLoader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace tb::core {

namespace {
// Line and column (1-based) of a byte offset, for JSON syntax errors.
QString lineColumn(const QByteArray& data, int offset) {
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < data.size(); ++i) {
        if (data.at(i) == '\n') {
            ++line;
            column = 1;
        } else if ((uchar(data.at(i)) & 0xC0) != 0x80) {  // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    return RubricLoader::tr("line %1, column %2").arg(line).arg(column);
}

QString sub(const QString& path, const QString& key) {
    return path == QLatin1String("$") ? key : path + u'.' + key;
}

const QStringList& knownGates() {
    static const QStringList gates = {QStringLiteral("gate.attestation"), QStringLiteral("gate.acs"),
                                      QStringLiteral("gate.gdr"), QStringLiteral("gate.billing"),
                                      QStringLiteral("gate.old_gpus")};
    return gates;
}

// Walks the document and stops at the first problem, remembering where it was.
class Validator {
public:
    explicit Validator(QString origin) : m_origin(std::move(origin)) {}

    Error fail(const QString& path, const QString& what) const {
        const QString where = m_origin.isEmpty() ? path : m_origin + QStringLiteral(": ") + path;
        return makeError(ErrorCode::InvalidArgument,
                         RubricLoader::tr("The rubric is invalid at %1: %2").arg(where, what), where);
    }

    Result<QString> text(const QJsonObject& o, const QString& path, const char* field, bool required) const {
        const QString key = QString::fromLatin1(field);
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required) {
            return QString();
        }
        if (!v.isString()) {
            return fail(sub(path, key), RubricLoader::tr("expected a text value"));
        }
        const QString s = v.toString().trimmed();
        if (required && s.isEmpty()) {
            return fail(sub(path, key), RubricLoader::tr("must not be empty"));
        }
        return s;
    }

    Result<double> weight(const QJsonObject& o, const QString& path, std::optional<double> fallback) const {
        const QJsonValue v = o.value(QStringLiteral("weight"));
        if (v.isUndefined() && fallback) {
            return *fallback;
        }
        if (!v.isDouble()) {
            return fail(path + QStringLiteral(".weight"), RubricLoader::tr("expected a number"));
        }
        const double w = v.toDouble();
        if (!std::isfinite(w) || w < 0) {
            return fail(path + QStringLiteral(".weight"), RubricLoader::tr("must be zero or more"));
        }
        return w;
    }

    Result<QString> key(const QJsonObject& o, const QString& path, QSet<QString>& seen) const {
        static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_]+(\\.[a-z0-9_]+)*$"));
        auto k = text(o, path, "key", true);
        if (!k) {
            return k;
        }
        if (!pattern.match(*k).hasMatch()) {
            return fail(path + QStringLiteral(".key"),
                        RubricLoader::tr("\"%1\" is not a key (lower-case letters, digits, _ and .)").arg(*k));
        }
        if (seen.contains(*k)) {
            return fail(path + QStringLiteral(".key"), RubricLoader::tr("the key \"%1\" is used twice").arg(*k));
        }
        seen.insert(*k);
        return k;
    }

    Result<Rubric> rubric(const QJsonObject& root) const {
        Rubric r;
        const QJsonValue schema = root.value(QStringLiteral("schema"));
        if (!schema.isDouble() || schema.toInt() != RubricLoader::kSchemaVersion) {
            return fail(QStringLiteral("schema"),
                        RubricLoader::tr("expected schema version %1").arg(RubricLoader::kSchemaVersion));
        }
        auto version = text(root, QStringLiteral("$"), "version", true);
        auto title = text(root, QStringLiteral("$"), "title", true);
        auto published = text(root, QStringLiteral("$"), "published", false);
        auto source = text(root, QStringLiteral("$"), "source", false);
        for (const auto* res : {&version, &title, &published, &source}) {
            if (!*res) {
                return res->error();
            }
        }
        r.version = *version;
        r.title = *title;
        r.published = *published;
        r.source = *source;

        const QJsonValue criteria = root.value(QStringLiteral("criteria"));
        if (!criteria.isArray() || criteria.toArray().isEmpty()) {
            return fail(QStringLiteral("criteria"), RubricLoader::tr("expected a non-empty list of criteria"));
        }
        QSet<QString> criterionKeys;
        QSet<QString> itemKeys;
        double sum = 0;
        const QJsonArray list = criteria.toArray();
        for (int ci = 0; ci < list.size(); ++ci) {
            const QString cpath = QStringLiteral("criteria[%1]").arg(ci);
            if (!list.at(ci).isObject()) {
                return fail(cpath, RubricLoader::tr("expected an object"));
            }
            const QJsonObject co = list.at(ci).toObject();
            Criterion c;
            c.position = ci;
            auto k = key(co, cpath, criterionKeys);
            if (!k) {
                return k.error();
            }
            c.key = *k;
            auto name = text(co, cpath, "name", true);
            if (!name) {
                return name.error();
            }
            c.name = *name;
            auto description = text(co, cpath, "description", false);
            if (!description) {
                return description.error();
            }
            c.description = *description;
            auto w = weight(co, cpath, std::nullopt);
            if (!w) {
                return w.error();
            }
            c.weight = *w;
            sum += c.weight;

            const QJsonValue items = co.value(QStringLiteral("items"));
            if (!items.isArray() || items.toArray().isEmpty()) {
                return fail(cpath + QStringLiteral(".items"),
                            RubricLoader::tr("expected a non-empty list of check items"));
            }
            const QJsonArray ilist = items.toArray();
            for (int ii = 0; ii < ilist.size(); ++ii) {
                const QString ipath = cpath + QStringLiteral(".items[%1]").arg(ii);
                if (!ilist.at(ii).isObject()) {
                    return fail(ipath, RubricLoader::tr("expected an object"));
                }
                const QJsonObject io = ilist.at(ii).toObject();
                CheckItem item;
                item.position = ii;
                auto ik = key(io, ipath, itemKeys);
                if (!ik) {
                    return ik.error();
                }
                item.key = *ik;
                auto ititle = text(io, ipath, "title", true);
                auto question = text(io, ipath, "question", true);
                auto guidance = text(io, ipath, "guidance", true);
                auto gate = text(io, ipath, "gate", false);
                auto itemSource = text(io, ipath, "source", false);
                for (const auto* res : {&ititle, &question, &guidance, &gate, &itemSource}) {
                    if (!*res) {
                        return res->error();
                    }
                }
                item.title = *ititle;
                item.question = *question;
                item.guidance = *guidance;
                item.gate = *gate;
                item.source = *itemSource;
                if (!item.gate.isEmpty() && !knownGates().contains(item.gate)) {
                    return fail(ipath + QStringLiteral(".gate"),
                                RubricLoader::tr("\"%1\" is not a known gate (%2)")
                                    .arg(item.gate, knownGates().join(QStringLiteral(", "))));
                }
                auto iw = weight(io, ipath, 1.0);
                if (!iw) {
                    return iw.error();
                }
                item.weight = *iw;
                c.items << item;
            }
            r.criteria << c;
        }
        if (std::abs(sum - 1.0) > 0.001) {
            return fail(QStringLiteral("criteria[*].weight"),
                        RubricLoader::tr("the criteria weights add up to %1, not 1").arg(sum, 0, 'f', 4));
        }
        return r;
    }

private:
    QString m_origin;
};

}  // namespace

Result<Rubric> RubricLoader::parse(const QByteArray& json, const QString& origin) {
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError) {
        const QString where = lineColumn(json, perr.offset);
        const QString full = origin.isEmpty() ? where : origin + QStringLiteral(": ") + where;
        return makeError(ErrorCode::Parse, tr("The rubric is not valid JSON at %1: %2").arg(full, perr.errorString()),
                         full);
    }
    if (!doc.isObject()) {
        return Validator(origin).fail(QStringLiteral("$"), tr("expected an object at the top"));
    }
    return Validator(origin).rubric(doc.object());
}

Result<Rubric> RubricLoader::loadFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Could not read the rubric file %1.").arg(path), file.errorString());
    }
    // Rubrics are a few hundred kilobytes at most; refuse anything absurd rather than reading it whole.
    if (file.size() > 8 * 1024 * 1024) {
        return makeError(ErrorCode::TooLarge, tr("The rubric file %1 is too large.").arg(path));
    }
    return parse(file.readAll(), QFileInfo(path).fileName());
}

}  // namespace tb::core
