#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace tb::test {

// A small validator for OpenAPI v2 "definitions" (a fixture subset of Kubernetes' published schemas): required
// fields, types (string, integer, boolean, object, array), enums, $ref, map values (additionalProperties), and
// unknown fields refused as the API server's strict field validation refuses them. An object is matched to its
// definition by apiVersion/kind (x-kubernetes-group-version-kind); a v1 List checks each item.
class OpenApiSubset {
public:
    bool load(const QString& path, QString* why);
    // Problems as "path: what" (empty: valid).
    QStringList validate(const QJsonObject& object) const;

private:
    void check(const QJsonValue& value, const QJsonObject& schema, const QString& path, QStringList& out) const;
    QString definitionFor(const QJsonObject& object) const;

    QJsonObject m_definitions;
};

}  // namespace tb::test
