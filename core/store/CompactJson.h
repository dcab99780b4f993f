#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace tb::core {

// The compact JSON text of an object, byte for byte what QJsonDocument(o).toJson(QJsonDocument::Compact) writes,
// but without building a document for the flat objects that samples carry (plain strings, integral numbers, bools,
// null). Anything else (nested values, escapes, fractions, huge numbers) goes through QJsonDocument. An empty
// object gives an empty text (the store's NOT NULL DEFAULT '').
QByteArray compactJson(const QJsonObject& object);

}  // namespace tb::core
