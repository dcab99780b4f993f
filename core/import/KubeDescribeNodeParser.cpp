#include "core/import/KubeDescribeNodeParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

constexpr int kMaxTaints = 64;
constexpr int kMaxConditions = 64;
constexpr int kMaxResources = 64;

// "nvidia.com/gpu=present:NoSchedule", "node.kubernetes.io/unschedulable:NoSchedule"
KubeNodeStatus::Taint taint(View t) {
    KubeNodeStatus::Taint out;
    const size_t colon = t.rfind(':');
    const View kv = colon == View::npos ? t : t.substr(0, colon);
    if (colon != View::npos)
        out.effect = str(t.substr(colon + 1, 32));
    const size_t eq = kv.find('=');
    out.key = str(kv.substr(0, std::min<size_t>(eq, 253)));
    if (eq != View::npos)
        out.value = str(kv.substr(eq + 1, 253));
    return out;
}

}  // namespace

KubeDescribeNodeParser::KubeDescribeNodeParser() {
    m_result.format = QStringLiteral("kubectl-describe-node");
    m_run.tool = QStringLiteral("kubectl");
    m_run.operation = QStringLiteral("nodes");
}

void KubeDescribeNodeParser::endNode() {
    if (!m_node)
        return;
    if (!m_node->name.isEmpty()) {
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
    m_section = Section::None;
}

void KubeDescribeNodeParser::sectionLine(View value) {
    KubeNodeStatus& n = *m_node;
    const View v = trim(value);
    if (v.empty() || v == "<none>")
        return;
    switch (m_section) {
        case Section::Labels: {
            const size_t eq = v.find('=');
            if (eq != View::npos)
                n.label(str(v.substr(0, std::min<size_t>(eq, 317))), str(v.substr(eq + 1, 100)));
            break;
        }
        case Section::Taints:
            if (n.taints.size() < kMaxTaints)
                n.taints.push_back(taint(v));
            break;
        case Section::Capacity:
        case Section::Allocatable: {
            View key, quantity;
            if (!keyValue(v, &key, &quantity))
                break;
            const QString name = str(key.substr(0, 253));
            if (!KubeNodeStatus::isGpuResource(name))
                break;
            auto& map = m_section == Section::Capacity ? n.capacity : n.allocatable;
            if (map.size() < kMaxResources)
                map.insert(name, KubeNodeStatus::gpuQuantity(str(quantity.substr(0, 32))));
            break;
        }
        default:
            break;
    }
}

void KubeDescribeNodeParser::addLine(View line, bool cut, bool last) {
    if (cut) {
        ++m_cut;
        return;
    }
    const View right = trimRight(line);
    if (right.empty())
        return;
    m_lastInNode = last && m_node.has_value();
    if (!isSpace(right[0])) {
        // A section of the node's block: "Key:   value".
        View key, value;
        if (!keyValue(right, &key, &value)) {
            m_section = Section::Other;
            return;
        }
        if (key == "Name") {
            endNode();
            m_node = KubeNodeStatus{};
            m_node->name = str(value.substr(0, 253));
            if (m_node->name.contains(u' ') || m_node->name.contains(u'\t'))
                m_node->name.clear();
            return;
        }
        if (!m_node)
            return;
        m_section = key == "Labels"        ? Section::Labels
                    : key == "Taints"      ? Section::Taints
                    : key == "Conditions"  ? Section::Conditions
                    : key == "Capacity"    ? Section::Capacity
                    : key == "Allocatable" ? Section::Allocatable
                                           : Section::Other;
        if (key == "Unschedulable")
            m_node->unschedulable = value == "true";
        if (m_section == Section::Capacity)
            m_node->capacityShown = true;
        if (m_section == Section::Conditions) {
            m_conditionColumns.clear();
            m_reasonColumn = m_messageColumn = -1;
        }
        sectionLine(value);
        return;
    }
    if (!m_node)
        return;
    if (m_section != Section::Conditions) {
        sectionLine(right);
        return;
    }
    const View s = trim(right);
    if (startsWith(s, "Type ") && contains(s, "Status")) {
        // The header: each column starts where its name does (kubectl pads with tabwriter).
        size_t i = 0;
        while (i < right.size()) {
            while (i < right.size() && isSpace(right[i]))
                ++i;
            if (i >= right.size())
                break;
            size_t j = i;
            while (j < right.size() && !isSpace(right[j]))
                ++j;
            const View word = right.substr(i, j - i);
            if (word == "Reason")
                m_reasonColumn = int(m_conditionColumns.size());
            if (word == "Message")
                m_messageColumn = int(m_conditionColumns.size());
            if (!m_conditionColumns.isEmpty())
                m_conditionColumns.back().second = i;
            m_conditionColumns.push_back({i, View::npos});
            i = j;
        }
        return;
    }
    if (s.find_first_not_of("- ") == View::npos || m_conditionColumns.size() < 2)
        return;
    auto cell = [&](int column) -> QString {
        if (column < 0 || column >= m_conditionColumns.size())
            return {};
        const auto [from, to] = m_conditionColumns[column];
        if (from >= right.size())
            return {};
        return str(trim(right.substr(from, to == View::npos ? View::npos : to - from)).substr(0, 1000));
    };
    KubeNodeStatus::Condition c{cell(0).left(100), cell(1).left(16), cell(m_reasonColumn).left(100),
                                cell(m_messageColumn)};
    if (!c.type.isEmpty() && !c.type.contains(u' ') && m_node->conditions.size() < kMaxConditions)
        m_node->conditions.push_back(c);
}

ParsedImport KubeDescribeNodeParser::finish(const StreamEnd& end) {
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
