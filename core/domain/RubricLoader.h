#pragma once

#include "core/Result.h"
#include "core/domain/Rubric.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace tb::core {

// Reads a rubric JSON file (resources/rubrics/*.json, schema 1) and validates it: schema version, unique keys,
// weights >= 0, criteria weights summing to 1 +/- 0.001, non-empty titles, questions and guidance. A broken file
// gives ErrorCode::Parse or InvalidArgument whose detail names the place: "line 12, column 5" for JSON syntax,
// a path like "criteria[3].items[2].key" for content.
class RubricLoader {
    Q_DECLARE_TR_FUNCTIONS(RubricLoader)

public:
    static constexpr int kSchemaVersion = 1;

    static Result<Rubric> loadFile(const QString& path);
    // `origin` names the source in messages (a file name).
    static Result<Rubric> parse(const QByteArray& json, const QString& origin = {});
};

}  // namespace tb::core
