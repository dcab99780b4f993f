#include "core/import/KubeNodeYamlParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

constexpr int kMaxTaints = 64;
constexpr int kMaxConditions = 64;
constexpr int kMaxResources = 64;

bool is(const QStringList& path, std::initializer_list<const char*> expected) {
    if (path.size() != qsizetype(expected.size()))
        return false;
    qsizetype i = 0;
    for (const char* e : expected) {
        if (path.at(i++) != QLatin1String(e))
            return false;
    }
    return true;
}

// Where the key of "key: value" ends (at its ':'); npos when the line is not a mapping entry.
size_t keyEnd(View s) {
    if (!s.empty() && (s[0] == '"' || s[0] == '\'')) {
        const char q = s[0];
        for (size_t i = 1; i < s.size(); ++i) {
            if (s[i] == '\\' && q == '"') {
                ++i;
                continue;
            }
            if (s[i] == q) {
                if (q == '\'' && i + 1 < s.size() && s[i + 1] == '\'') {
                    ++i;
                    continue;
                }
                return i + 1 < s.size() && s[i + 1] == ':' && (i + 2 == s.size() || s[i + 2] == ' ') ? i + 1
                                                                                                     : View::npos;
            }
        }
        return View::npos;
    }
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == ':' && (i + 1 == s.size() || s[i + 1] == ' '))
            return i;
        if (s[i] == ' ' && i + 1 < s.size() && s[i + 1] == '#')
            return View::npos;  // a comment before any ':'
    }
    return View::npos;
}

}  // namespace

QString KubeNodeYamlParser::scalar(View text) {
    View t = trim(text);
    if (t.size() >= 2 && t[0] == '\'' && t.back() == '\'') {
        QString out = str(t.substr(1, t.size() - 2));
        out.replace(QStringLiteral("''"), QStringLiteral("'"));
        return out;
    }
    if (t.size() >= 2 && t[0] == '"' && t.back() == '"') {
        const View in = t.substr(1, t.size() - 2);
        QByteArray out;
        out.reserve(qsizetype(in.size()));
        for (size_t i = 0; i < in.size(); ++i) {
            if (in[i] == '\\' && i + 1 < in.size()) {
                const char e = in[++i];
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
            } else {
                out += in[i];
            }
        }
        return QString::fromUtf8(out);
    }
    const size_t comment = t.find(" #");
    if (comment != View::npos)
        t = trimRight(t.substr(0, comment));
    return str(t);
}

KubeNodeYamlParser::KubeNodeYamlParser() {
    m_result.format = QStringLiteral("kubectl-node-yaml");
    m_run.tool = QStringLiteral("kubectl");
    m_run.operation = QStringLiteral("nodes");
}

void KubeNodeYamlParser::endNode() {
    if (m_node && !m_node->name.isEmpty() && (m_kind.isEmpty() || m_kind == QLatin1String("Node"))) {
        if (const auto it = m_index.constFind(m_node->name); it != m_index.cend()) {
            m_nodes[*it] = *m_node;
        } else if (m_nodes.size() < kMaxNodes) {
            m_index.insert(m_node->name, m_nodes.size());
            m_nodes.push_back(*m_node);
        } else {
            ++m_dropped;
        }
    }
    m_node.reset();
    m_kind.clear();
}

void KubeNodeYamlParser::itemStarted(const QStringList& path) {
    if (is(path, {"items"})) {
        endNode();
        m_inList = true;
        m_node = KubeNodeStatus{};
        return;
    }
    QStringList in = path;
    if (path.value(0) == QLatin1String("items")) {
        if (!m_node)
            return;
        in.removeFirst();
    } else if (m_inList || !m_node) {
        return;
    }
    if (is(in, {"spec", "taints"}) && m_node->taints.size() < kMaxTaints)
        m_node->taints.push_back({});
    else if (is(in, {"status", "conditions"}) && m_node->conditions.size() < kMaxConditions)
        m_node->conditions.push_back({});
}

void KubeNodeYamlParser::value(const QStringList& path, const QString& key, const QString& text) {
    QStringList in = path;
    if (path.value(0) == QLatin1String("items")) {
        if (!m_node)
            return;
        in.removeFirst();
    } else if (m_inList) {
        return;  // the List's own members (kind: List, metadata.resourceVersion)
    } else if (!m_node) {
        m_node = KubeNodeStatus{};  // a single Node document
    }
    KubeNodeStatus& n = *m_node;
    const bool inItem = !m_stack.isEmpty() && m_stack.back().item;
    if (in.isEmpty() && key == QLatin1String("kind")) {
        m_kind = text.left(64);
    } else if (is(in, {"metadata"}) && key == QLatin1String("name")) {
        n.name = text.left(253);
        if (n.name.contains(u' '))
            n.name.clear();
    } else if (is(in, {"metadata", "labels"})) {
        n.label(key.left(317), text.left(100));
    } else if (is(in, {"spec"}) && key == QLatin1String("unschedulable")) {
        n.unschedulable = text == QLatin1String("true");
    } else if (is(in, {"spec", "taints"}) && inItem && !n.taints.isEmpty()) {
        auto& t = n.taints.back();
        if (key == QLatin1String("key"))
            t.key = text.left(253);
        else if (key == QLatin1String("value"))
            t.value = text.left(253);
        else if (key == QLatin1String("effect"))
            t.effect = text.left(32);
    } else if (is(in, {"status"}) && key == QLatin1String("capacity")) {
        n.capacityShown = true;  // "capacity: {}"
    } else if (is(in, {"status", "capacity"}) || is(in, {"status", "allocatable"})) {
        auto& map = in.at(1) == QLatin1String("capacity") ? n.capacity : n.allocatable;
        if (KubeNodeStatus::isGpuResource(key) && map.size() < kMaxResources)
            map.insert(key.left(253), KubeNodeStatus::gpuQuantity(text.left(32)));
    } else if (is(in, {"status", "conditions"}) && inItem && !n.conditions.isEmpty()) {
        auto& c = n.conditions.back();
        if (key == QLatin1String("type"))
            c.type = text.left(100);
        else if (key == QLatin1String("status"))
            c.status = text.left(16);
        else if (key == QLatin1String("reason"))
            c.reason = text.left(100);
        else if (key == QLatin1String("message"))
            c.message = text.left(1000);
    }
}

void KubeNodeYamlParser::addLine(View line, bool cut, bool last) {
    if (cut) {
        ++m_cut;
        return;
    }
    size_t at = 0;
    while (at < line.size() && isSpace(line[at]))
        ++at;
    View content = trimRight(line.substr(at));
    if (content.empty() || content[0] == '#')
        return;
    int indent = int(std::min<size_t>(at, 100000));
    if (m_blockIndent >= 0) {
        if (indent > m_blockIndent)
            return;
        m_blockIndent = -1;
    }
    if (indent == 0 && (content == "---" || content == "...")) {
        endNode();
        m_stack.clear();
        m_inList = false;
        return;
    }
    m_lastInNode = last && m_node.has_value();
    auto keys = [this]() {
        QStringList path;
        for (const Level& l : m_stack) {
            if (!l.item)
                path << l.key;
        }
        return path;
    };
    // Sequence entries: "- " opens an item at this indentation; what follows on the line is its first entry.
    while (content == "-" || startsWith(content, "- ")) {
        while (!m_stack.isEmpty() &&
               (m_stack.back().indent > indent || (m_stack.back().indent == indent && m_stack.back().item)))
            m_stack.removeLast();
        if (m_stack.size() >= kMaxDepth)
            return;
        m_stack.push_back({indent, QString(), true});
        itemStarted(keys());
        size_t skip = 1;
        while (skip < content.size() && content[skip] == ' ')
            ++skip;
        indent += int(skip);
        content = content.substr(skip);
        if (content.empty())
            return;
    }
    const size_t colon = keyEnd(content);
    if (colon == View::npos)
        return;  // a scalar entry of a sequence, or the continuation of a folded scalar
    const QString key = scalar(content.substr(0, colon)).left(317);
    const View rest = trim(content.substr(colon + 1));
    while (!m_stack.isEmpty() && m_stack.back().indent >= indent)
        m_stack.removeLast();
    const QStringList path = keys();
    if (rest.empty()) {
        // Opens a mapping or a sequence below this key.
        if (m_stack.size() >= kMaxDepth)
            return;
        if (path.isEmpty() && key == QLatin1String("items")) {
            endNode();
            m_inList = true;
        }
        if (is(path, {"status"}) || is(path, {"items", "status"})) {
            if (key == QLatin1String("capacity"))
                value(path, key, QString());
        }
        m_stack.push_back({indent, key, false});
        return;
    }
    if (rest[0] == '|' || rest[0] == '>') {
        m_blockIndent = indent;
        return;
    }
    value(path, key, scalar(rest.substr(0, 64 * 1024)));
}

ParsedImport KubeNodeYamlParser::finish(const StreamEnd& end) {
    endNode();
    if (m_nodes.isEmpty())
        return std::move(m_result);
    KubeNodeChecks::apply(m_run, m_nodes);
    QStringList unread;
    if (m_cut > 0)
        unread << tr("%1 lines were longer than the line limit").arg(m_cut);
    if (m_dropped > 0)
        unread << tr("%1 nodes past %2 were not kept").arg(m_dropped).arg(kMaxNodes);
    if (end.endedWithoutNewline && m_lastInNode)
        unread << IncompleteEvidence::endsMidLine();
    if (!unread.isEmpty()) {
        m_run.warnings += unread;
        IncompleteEvidence::apply(m_run, unread.join(QStringLiteral(", ")));
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
