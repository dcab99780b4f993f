#include "core/run/RunEvidenceItems.h"

#include "core/run/NodeCheckSuggestions.h"
#include "core/run/Recipe.h"

#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QJsonValue>
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
    const QJsonObject needs = doc.object().value(QStringLiteral("needs")).toObject();
    for (auto it = needs.begin(); it != needs.end(); ++it) {
        const QJsonObject n = it.value().toObject();
        const int nodes = n.value(QStringLiteral("nodes")).toInt(0);
        if (!it.value().isObject() || nodes < 0 || nodes > 100000) {
            return makeError(ErrorCode::Parse, tr("The needs of %1 in %2 are not valid").arg(it.key(), path));
        }
        items.m_needs.insert(it.key(), Needs{nodes, n.value(QStringLiteral("gpu")).toBool(false)});
    }
    return items;
}

namespace {

// A positive count from a JSON number or numeric string, else nothing (hostile or absurd values rule nothing out).
std::optional<int> count(const QJsonValue& v) {
    bool ok = v.isDouble();
    double d = v.toDouble();
    if (v.isString()) {
        d = v.toString().toDouble(&ok);
    }
    if (!ok || !(d >= 1.0) || d > 1e6) {
        return std::nullopt;
    }
    return int(d);
}

// The value after `flag` in a stored argv ("--ranks 2"), or "--flag=value".
QJsonValue argvValue(const QJsonArray& argv, const QString& flag) {
    for (int i = 0; i < argv.size(); ++i) {
        const QString a = argv.at(i).toString();
        if (a == flag && i + 1 < argv.size()) {
            return argv.at(i + 1);
        }
        if (a.startsWith(flag + u'=')) {
            return a.mid(flag.size() + 1);
        }
    }
    return {};
}

}  // namespace

RunEvidenceItems::Shape RunEvidenceItems::shapeOf(const RunRecord& run) {
    Shape s;
    const QJsonArray argv = run.args.value(QStringLiteral("argv")).toArray();
    s.nodes = count(run.args.value(QStringLiteral("nodes")));
    if (!s.nodes && run.kind != RunKind::Import && run.nodeId) {
        s.nodes = 1;  // a probe or recipe run over SSH runs on the one node it was started on
    }
    s.ranks = count(run.args.value(QStringLiteral("ranks")));
    if (!s.ranks) {
        s.ranks = count(argvValue(argv, QStringLiteral("--ranks")));
    }
    if (!s.ranks) {
        s.ranks = count(run.args.value(QStringLiteral("rankCount")));  // an import's, from its rank lines
    }
    if (!s.nodes) {
        // An import's nodes from the hosts its rank lines name (issue 38.8: eight ranks on one host were proposed
        // for "Four-node NCCL tests"). Only when every rank was listed with its host: a partial list (capped, or
        // lines without a host) is a lower bound, and a lower bound rules nothing out.
        const QJsonArray devices = run.args.value(QStringLiteral("devices")).toArray();
        QSet<QString> hosts;
        bool everyHost = !devices.isEmpty();
        for (const QJsonValue& d : devices) {
            const QString h = d.toObject().value(QStringLiteral("host")).toString();
            everyHost = everyHost && !h.isEmpty();
            hosts.insert(h);
        }
        if (everyHost && s.ranks && devices.size() == *s.ranks) {
            s.nodes = int(hosts.size());
        }
    }
    QString backend = run.env.value(QStringLiteral("backend")).toString();
    if (backend.isEmpty()) {
        backend = run.args.value(QStringLiteral("backend")).toString();
    }
    if (backend.isEmpty()) {
        backend = argvValue(argv, QStringLiteral("--backend")).toString();
    }
    if (backend == QLatin1String("host")) {
        s.gpu = false;
    } else if (!backend.isEmpty()) {
        s.gpu = true;
    }
    return s;
}

bool RunEvidenceItems::fits(const QString& item, const Shape& shape) const {
    const auto it = m_needs.constFind(item);
    if (it == m_needs.constEnd()) {
        return true;
    }
    if (it->gpu && shape.gpu == false) {
        return false;
    }
    if (it->nodes > 1) {
        if (shape.nodes && *shape.nodes < it->nodes) {
            return false;
        }
        if (shape.ranks && *shape.ranks < it->nodes) {
            return false;  // fewer ranks than nodes needed: it cannot have spanned them
        }
    }
    return true;
}

QStringList RunEvidenceItems::proposedFor(const RunRecord& run, const QStringList& checkIds,
                                          const NodeCheckSuggestions* checks, const RecipeBook* recipes) const {
    QStringList out;
    const Shape shape = shapeOf(run);
    const auto add = [&out, &shape, this](const QStringList& keys) {
        for (const QString& k : keys) {
            if (!k.isEmpty() && !out.contains(k) && fits(k, shape)) {
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
        if (run.probe == QLatin1String("tb-node") || run.probe == QLatin1String("slurm-audit") ||
            run.probe == QLatin1String("kube-audit")) {
            add(checks->allItems());  // what the probe looks at, also where this run's checks stayed silent
        }
    }
    return out;
}

}  // namespace tb::core
