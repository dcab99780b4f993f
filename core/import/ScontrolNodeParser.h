#pragma once

#include "core/import/LineParser.h"
#include "core/launch/slurm/SlurmNode.h"

#include <QCoreApplication>
#include <QHash>
#include <QVector>

namespace tb::core {

// scontrol show node(s), multi-line or one line a node (-o): NodeName=..., State=IDLE+DRAIN (base state and flags,
// '*' for not responding), Gres=gpu:h100:8(S:0-1), Partitions=, and Reason=... [user@time] (who and when kept
// apart from the reason). Read one node at a time (SlurmNode::fromScontrol on each record's text), so memory
// follows the nodes kept, not the input. The checks are SlurmNodeChecks'.
class ScontrolNodeParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(ScontrolNodeParser)

public:
    static constexpr int kMaxNodes = 100000;
    static constexpr qsizetype kMaxRecord = 64 * 1024;

    ScontrolNodeParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void endRecord();

    ParsedImport m_result;
    ParsedRun m_run;
    QString m_record;
    bool m_recordCut = false;
    bool m_gresKnown = false;
    QHash<QString, qsizetype> m_index;
    QVector<SlurmNode> m_nodes;
    qint64 m_dropped = 0;
    qint64 m_cutRecords = 0;
    qint64 m_cutLines = 0;
};

}  // namespace tb::core
