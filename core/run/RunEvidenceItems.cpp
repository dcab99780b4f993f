#include "core/run/RunEvidenceItems.h"

#include "core/run/NodeCheckSuggestions.h"
#include "core/run/Recipe.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::core {

Result<RunEvidenceItems> RunEvidenceItems::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Could not read the evidence proposals %1").arg(path), file.errorString());
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1024 * 1024), &parseError);
    if (!doc.isObject()) {
        return makeError(ErrorCode::Parse, tr("The evidence proposals %1 are not valid JSON").arg(path),
                         parseError.errorString());
    }
    RunEvidenceItems items;
    const QJsonObject runs = doc.object().value(QStringLiteral("runs")).toObject();
    for (auto it = runs.begin(); it != runs.end(); ++it) {
        for (const QJsonValue& v : it.value().toArray()) {
            if (v.toString().isEmpty()) {
                return makeError(ErrorCode::Parse, tr("An entry of %1 for %2 is not an item key").arg(path, it.key()));
            }
            items.m_byRun[it.key()] << v.toString();
        }
    }
    return items;
}

QStringList RunEvidenceItems::proposedFor(const RunRecord& run, const QStringList& checkIds,
                                          const NodeCheckSuggestions* checks, const RecipeBook* recipes) const {
    QStringList out;
    const auto add = [&out](const QStringList& keys) {
        for (const QString& k : keys) {
            if (!k.isEmpty() && !out.contains(k)) {
                out << k;
            }
        }
    };
    add(m_byRun.value(run.probe));
    if (run.kind == RunKind::Recipe && recipes) {
        if (const auto recipe = recipes->find(run.probe)) {
            add({recipe->checkItem});
        }
    }
    if (checks) {
        for (const QString& id : checkIds) {
            add(checks->itemsFor(id));
        }
        if (run.probe == QLatin1String("tb-node") || run.probe == QLatin1String("slurm-audit")) {
            add(checks->allItems());  // what the probe looks at, also where this run's checks stayed silent
        }
    }
    return out;
}

}  // namespace tb::core
