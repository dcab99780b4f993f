#include "core/import/KubeNodeJsonParser.h"

#include "core/import/IncompleteEvidence.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace tb::core {

namespace {

constexpr int kMaxTaints = 64;
constexpr int kMaxConditions = 64;

QString text(const QJsonObject& o, const char* key, qsizetype max) {
    return o.value(QLatin1String(key)).toString().left(max);
}

void resources(const QJsonObject& from, QMap<QString, std::optional<qint64>>& to) {
    for (auto it = from.begin(); it != from.end(); ++it) {
        if (KubeNodeStatus::isGpuResource(it.key()) && to.size() < 64)
            to.insert(it.key().left(253), KubeNodeStatus::gpuQuantity(it.value().toString().left(32)));
    }
}

}  // namespace

KubeNodeJsonParser::KubeNodeJsonParser()
    : m_stream({QStringLiteral("items")}, [this](const JsonMemberStream::Element& e) { addItem(e.text); }) {}

std::optional<KubeNodeStatus> KubeNodeJsonParser::node(const QJsonObject& o) {
    const QString kind = text(o, "kind", 64);
    if (!kind.isEmpty() && kind != QLatin1String("Node"))
        return std::nullopt;
    const QJsonObject metadata = o.value(QLatin1String("metadata")).toObject();
    const QJsonObject spec = o.value(QLatin1String("spec")).toObject();
    const QJsonObject status = o.value(QLatin1String("status")).toObject();
    KubeNodeStatus n;
    n.name = text(metadata, "name", 253);
    if (n.name.isEmpty() || n.name.contains(u' '))
        return std::nullopt;
    const QJsonObject labels = metadata.value(QLatin1String("labels")).toObject();
    int seen = 0;
    for (auto it = labels.begin(); it != labels.end() && seen < 1000; ++it, ++seen)
        n.label(it.key().left(317), it.value().toString().left(100));
    n.unschedulable = spec.value(QLatin1String("unschedulable")).toBool();
    for (const QJsonValue& t : spec.value(QLatin1String("taints")).toArray()) {
        if (n.taints.size() >= kMaxTaints)
            break;
        const QJsonObject taint = t.toObject();
        n.taints.push_back({text(taint, "key", 253), text(taint, "value", 253), text(taint, "effect", 32)});
    }
    n.capacityShown = status.value(QLatin1String("capacity")).isObject();
    resources(status.value(QLatin1String("capacity")).toObject(), n.capacity);
    resources(status.value(QLatin1String("allocatable")).toObject(), n.allocatable);
    for (const QJsonValue& c : status.value(QLatin1String("conditions")).toArray()) {
        if (n.conditions.size() >= kMaxConditions)
            break;
        const QJsonObject cond = c.toObject();
        n.conditions.push_back({text(cond, "type", 100), text(cond, "status", 16), text(cond, "reason", 100),
                                text(cond, "message", 1000)});
    }
    return n;
}

void KubeNodeJsonParser::addItem(const QByteArray& element) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(element, &err);
    if (!doc.isObject()) {
        ++m_invalid;
        return;
    }
    auto n = node(doc.object());
    if (!n) {
        ++m_others;
        return;
    }
    if (const auto it = m_index.constFind(n->name); it != m_index.cend()) {
        m_nodes[*it] = *n;
    } else if (m_nodes.size() >= kMaxNodes) {
        ++m_dropped;
    } else {
        m_index.insert(n->name, m_nodes.size());
        m_nodes.push_back(*n);
    }
}

ParsedImport KubeNodeJsonParser::finish() {
    ParsedImport result;
    result.format = QStringLiteral("kubectl-node-json");
    if (!m_stream.finish()) {
        // What was read before the cut is kept, but it cannot stand for the whole list.
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(m_stream.error()).arg(m_stream.errorOffset());
        if (m_nodes.isEmpty())
            return result;
    } else {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(m_stream.rest(), &err);
        if (!doc.isObject()) {
            result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset);
            return result;
        }
        if (auto n = node(doc.object()))
            m_nodes.push_back(*n);
    }
    if (m_nodes.isEmpty()) {
        if (m_others > 0)
            result.warnings << tr("The list holds %1 objects, none of them a Node.").arg(m_others);
        return result;
    }
    ParsedRun run;
    run.tool = QStringLiteral("kubectl");
    run.operation = QStringLiteral("nodes");
    KubeNodeChecks::apply(run, m_nodes);
    QStringList unread;
    if (m_stream.failed())
        unread << tr("the JSON ends before the node list does");
    if (m_invalid > 0)
        unread << tr("%1 items are not JSON objects").arg(m_invalid);
    if (m_dropped > 0)
        unread << tr("%1 nodes past %2 were not kept").arg(m_dropped).arg(kMaxNodes);
    if (!unread.isEmpty()) {
        run.warnings += unread;
        IncompleteEvidence::apply(run, unread.join(QStringLiteral(", ")));
    }
    result.truncated = run.truncated;
    result.runs.push_back(run);
    return result;
}

}  // namespace tb::core
