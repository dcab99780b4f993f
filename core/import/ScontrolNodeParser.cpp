#include "core/import/ScontrolNodeParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"
#include "core/import/SlurmNodeChecks.h"

namespace tb::core {

using namespace tb::core::bytes;

ScontrolNodeParser::ScontrolNodeParser() {
    m_result.format = QStringLiteral("scontrol-node");
    m_run.tool = QStringLiteral("scontrol");
    m_run.operation = QStringLiteral("nodes");
}

void ScontrolNodeParser::endRecord() {
    if (m_record.isEmpty())
        return;
    if (m_recordCut)
        ++m_cutRecords;
    m_gresKnown = m_gresKnown || m_record.contains(QLatin1String("Gres="));
    for (SlurmNode& n : SlurmNode::fromScontrol(m_record)) {
        // scontrol names one node per record; a range ("gpu[01-04]") is slurm.conf's NodeName=, not a node.
        if (n.name.size() > 253 || n.name.contains(u' ') || n.name.contains(u'['))
            continue;
        n.reason.truncate(2000);
        const auto it = m_index.constFind(n.name);
        if (it != m_index.cend()) {
            m_nodes[*it] = n;  // a node shown twice: the later text is the newer
        } else if (m_nodes.size() >= kMaxNodes) {
            ++m_dropped;
        } else {
            m_index.insert(n.name, m_nodes.size());
            m_nodes.push_back(n);
        }
    }
    m_record.clear();
    m_recordCut = false;
}

void ScontrolNodeParser::addLine(View line, bool cut, bool last) {
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (cut) {
        ++m_cutLines;
        m_recordCut = true;
        return;
    }
    if (startsWith(s, "NodeName="))
        endRecord();
    else if (m_record.isEmpty())
        return;  // before the first node: a prompt, "No nodes in the system"
    if (m_record.size() + qsizetype(s.size()) > kMaxRecord) {
        m_recordCut = true;
        return;
    }
    m_record += str(s);
    m_record += u'\n';
}

ParsedImport ScontrolNodeParser::finish(const StreamEnd& end) {
    const bool lastCut = end.endedWithoutNewline && !m_record.isEmpty();
    endRecord();
    if (m_nodes.isEmpty())
        return std::move(m_result);
    SlurmNodeChecks::apply(m_run, m_nodes, m_gresKnown);
    QStringList unread;
    if (m_cutLines > 0)
        unread << tr("%1 lines were longer than the line limit").arg(m_cutLines);
    if (m_cutRecords > 0)
        unread << tr("%1 nodes were not read whole").arg(m_cutRecords);
    if (m_dropped > 0)
        unread << tr("%1 nodes past %2 were not kept").arg(m_dropped).arg(kMaxNodes);
    if (lastCut)
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
