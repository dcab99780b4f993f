#include "tests/support/OpenApiSubset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace tb::test {

bool OpenApiSubset::load(const QString& path, QString* why) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = f.errorString();
        return false;
    }
    m_definitions = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("definitions")).toObject();
    if (m_definitions.isEmpty()) {
        *why = QStringLiteral("no definitions in ") + path;
        return false;
    }
    return true;
}

QString OpenApiSubset::definitionFor(const QJsonObject& object) const {
    const QString apiVersion = object.value(QStringLiteral("apiVersion")).toString();
    const QString group = apiVersion.contains(u'/') ? apiVersion.section(u'/', 0, 0) : QString();
    const QString version = apiVersion.section(u'/', -1);
    const QString kind = object.value(QStringLiteral("kind")).toString();
    for (auto it = m_definitions.begin(); it != m_definitions.end(); ++it) {
        for (const QJsonValue& gvk :
             it.value().toObject().value(QStringLiteral("x-kubernetes-group-version-kind")).toArray()) {
            const QJsonObject g = gvk.toObject();
            if (g.value(QStringLiteral("group")).toString() == group &&
                g.value(QStringLiteral("version")).toString() == version &&
                g.value(QStringLiteral("kind")).toString() == kind) {
                return it.key();
            }
        }
    }
    return {};
}

QStringList OpenApiSubset::validate(const QJsonObject& object) const {
    QStringList out;
    if (object.value(QStringLiteral("kind")).toString() == QLatin1String("List") &&
        object.value(QStringLiteral("apiVersion")).toString() == QLatin1String("v1")) {
        const QJsonArray items = object.value(QStringLiteral("items")).toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            for (const QString& p : validate(items[i].toObject())) {
                out << QStringLiteral("items[%1].").arg(i) + p;
            }
        }
        return out;
    }
    const QString def = definitionFor(object);
    if (def.isEmpty()) {
        return {QStringLiteral("$: no schema for %1 %2")
                    .arg(object.value(QStringLiteral("apiVersion")).toString(),
                         object.value(QStringLiteral("kind")).toString())};
    }
    check(object, m_definitions.value(def).toObject(), object.value(QStringLiteral("kind")).toString(), out);
    return out;
}

void OpenApiSubset::check(const QJsonValue& value, const QJsonObject& schemaIn, const QString& path,
                          QStringList& out) const {
    QJsonObject schema = schemaIn;
    if (schema.contains(QStringLiteral("$ref"))) {
        const QString ref = schema.value(QStringLiteral("$ref")).toString().section(u'/', -1);
        schema = m_definitions.value(ref).toObject();
        if (schema.isEmpty()) {
            out << path + QStringLiteral(": unresolved $ref ") + ref;
            return;
        }
    }
    const QString type = schema.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("string")) {
        if (!value.isString()) {
            out << path + QStringLiteral(": expected a string");
            return;
        }
        const QJsonArray e = schema.value(QStringLiteral("enum")).toArray();
        if (!e.isEmpty() && !e.contains(value)) {
            out << path + QStringLiteral(": \"%1\" is not one of the allowed values").arg(value.toString());
        }
    } else if (type == QLatin1String("integer")) {
        if (!value.isDouble() || value.toDouble() != double(qint64(value.toDouble()))) {
            out << path + QStringLiteral(": expected an integer");
        }
    } else if (type == QLatin1String("boolean")) {
        if (!value.isBool()) {
            out << path + QStringLiteral(": expected a boolean");
        }
    } else if (type == QLatin1String("array")) {
        if (!value.isArray()) {
            out << path + QStringLiteral(": expected an array");
            return;
        }
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            check(a[i], schema.value(QStringLiteral("items")).toObject(), path + QStringLiteral("[%1]").arg(i), out);
        }
    } else if (type == QLatin1String("object")) {
        if (!value.isObject()) {
            out << path + QStringLiteral(": expected an object");
            return;
        }
        const QJsonObject o = value.toObject();
        for (const QJsonValue& r : schema.value(QStringLiteral("required")).toArray()) {
            if (!o.contains(r.toString())) {
                out << path + QStringLiteral(": missing required field ") + r.toString();
            }
        }
        const QJsonObject props = schema.value(QStringLiteral("properties")).toObject();
        const QJsonObject extra = schema.value(QStringLiteral("additionalProperties")).toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (props.contains(it.key())) {
                check(it.value(), props.value(it.key()).toObject(), path + u'.' + it.key(), out);
            } else if (!extra.isEmpty()) {
                check(it.value(), extra, path + u'.' + it.key(), out);
            } else {
                out << path + QStringLiteral(": unknown field ") + it.key();
            }
        }
    }
}

}  // namespace tb::test
