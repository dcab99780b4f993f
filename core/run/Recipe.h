#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// A hands-on timing from the rating as data (resources/recipes/*.json): commands as argument arrays, a timeout,
// per-tier upper bounds in seconds and the check item it is evidence for.
struct Recipe {
    struct Variant {
        QString requiredTool;           // a program that must exist on the node (command -v)
        QVector<QStringList> commands;  // timed, in order
        QString requiredModule = {};    // a Python module python3 must import (torchtitan), besides the program
    };
    QString name, title, checkItem;
    int timeoutS = 600;
    QVector<QStringList> setup, cleanup;  // not timed
    QVector<Variant> variants;            // the first whose `requires` exists runs
    QString outputFact;                   // plain output lines become this fact
    // An import format (FormatDetector::formatNames()): the recipe's output is also that tool's log, and an
    // engagement step stores what it reads as import runs beside the recipe's run (torchtitan's per-step lines).
    QString importLog;
    bool compareWithProvider = false;
    // Upper bounds in seconds for platinum, gold, silver, bronze; nullopt: no bound (anything slower).
    std::optional<double> platinum, gold, silver, bronze;
    QString thresholdSource;

    QString metric() const { return QStringLiteral("recipe.%1.seconds").arg(name); }
    // The tier key (Tier.h) the measured seconds reach; "underperforming" beyond bronze; empty without thresholds.
    QString tierFor(double seconds) const;
    // The programs (and Python modules, "torchtitan (Python module)") its variants need, in order ("docker, enroot,
    // podman"); empty when a variant needs none.
    QStringList tools() const;
    // One POSIX sh script: which variant's tool the node has, setup, that variant timed, a `sample` protocol line
    // with the seconds on success, cleanup. Every argument goes through ShellQuote; {scratch} is replaced by the
    // scratch folder before quoting. With tierDir (a storage tier: "/data", "~/work") the scratch folder is
    // <tierDir>/.tierbench/<scratchDir's last part> instead, so caches and files land on that tier, and the run records
    // the folder and its file system (fact `recipe.dir`). A node without any of the tools, or without the tier's
    // folder, gets a `waived` check (`recipe.tool`, `recipe.dir`) that names what is missing and exit 2, unsupported:
    // it is not the provider's failure, and nothing is timed. The variant that ran is the fact `recipe.command`, its
    // commands as written.
    QString script(const QString& scratchDir, const QString& tierDir = {}) const;
    // The storage tier of a plan step's arguments: none, or `--dir DIR` (`--dir=DIR`) with DIR absolute or under ~/.
    // Anything else is refused with a sentence that says what a recipe takes.
    static Result<QString> tierOfArgs(const QStringList& args);

    Q_DECLARE_TR_FUNCTIONS(Recipe)
};

class RecipeBook {
public:
    // From a JSON file or resource (":/recipes/clustermax-recipes.json").
    static Result<RecipeBook> load(const QString& path);
    static QString builtinPath() { return QStringLiteral(":/recipes/clustermax-recipes.json"); }
    // The shipped book, read once: resources do not change while Tierbench runs, and an engagement asks per step.
    // Safe from any thread (the first call reads; every call after shares the const result).
    static const Result<RecipeBook>& builtin();
    const QVector<Recipe>& recipes() const { return m_recipes; }
    std::optional<Recipe> find(const QString& name) const;

private:
    QVector<Recipe> m_recipes;
};

}  // namespace tb::core
