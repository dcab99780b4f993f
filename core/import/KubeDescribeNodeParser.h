#pragma once

#include "core/import/KubeNodeChecks.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QHash>
#include <QVector>

#include <optional>
#include <utility>

namespace tb::core {

// kubectl describe node(s): one block a node from "Name:" at the start of a line. Read: Labels (control plane, GPU
// labels and product), Taints (key=value:Effect, several lines), Unschedulable, the Conditions table (cut along its
// header's columns, since times hold blanks), and the Capacity and Allocatable lists (nvidia.com/gpu, amd.com/gpu,
// nvidia.com/mig-*). The checks are KubeNodeChecks'.
class KubeDescribeNodeParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(KubeDescribeNodeParser)

public:
    static constexpr int kMaxNodes = 20000;

    KubeDescribeNodeParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    enum class Section { None, Labels, Taints, Conditions, Capacity, Allocatable, Other };
    void endNode();
    void sectionLine(std::string_view value);

    ParsedImport m_result;
    ParsedRun m_run;
    std::optional<KubeNodeStatus> m_node;
    Section m_section = Section::None;
    QVector<std::pair<size_t, size_t>> m_conditionColumns;  // [start, end) of Type, Status, ..., Reason, Message
    int m_reasonColumn = -1, m_messageColumn = -1;
    QVector<KubeNodeStatus> m_nodes;
    QHash<QString, qsizetype> m_index;  // a node shown twice: the later view replaces the earlier
    qint64 m_dropped = 0;
    qint64 m_cut = 0;
    bool m_lastInNode = false;
};

}  // namespace tb::core
