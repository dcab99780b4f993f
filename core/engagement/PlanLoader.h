#pragma once

#include "core/Result.h"
#include "core/domain/EngagementPlan.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QStringList>

namespace tb::core {

// The words a plan may use: the probes, recipes and import formats this Tierbench has, and the rubric versions
// with their item keys. A step naming anything else is refused, so a plan written for a newer Tierbench (or with a
// typo) fails at load, not hours into an engagement.
struct PlanVocabulary {
    QStringList probes, recipes, importFormats;
    QHash<QString, QSet<QString>> rubricItems;  // by rubric version

    // What this build ships: ProbeCatalog, the recipe book, FormatDetector, and every rubric version the database
    // holds (RubricRepository). Any thread with the database; reads only.
    static Result<PlanVocabulary> current(QSqlDatabase& db);
};

// Reads and checks a plan file (format "tierbench-plan", schema 1; resources/plans/README.md says what a plan
// holds). A refusal is ErrorCode::Parse (not JSON) or InvalidArgument, its detail "line N", the line of the value
// at fault.
//
// Plain functions; no threads.
class PlanLoader {
    Q_DECLARE_TR_FUNCTIONS(PlanLoader)

public:
    static constexpr int kSchema = 1;
    static constexpr qint64 kMaxBytes = 1024 * 1024;  // a plan is a page of text, not a data file

    static Result<EngagementPlan> parse(const QByteArray& json, const PlanVocabulary& words,
                                        const QString& origin = {});
    static Result<EngagementPlan> loadFile(const QString& path, const PlanVocabulary& words);
    // The plans shipped with Tierbench (":/plans/*.json"), by name.
    static QStringList builtinNames();
    static QString builtinPath(const QString& name);
    // A shipped plan by name, or a file by path (anything with a '/' or ending in .json).
    static Result<EngagementPlan> find(const QString& nameOrPath, const PlanVocabulary& words);
};

}  // namespace tb::core
