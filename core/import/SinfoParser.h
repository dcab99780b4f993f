#pragma once

#include "core/import/LineParser.h"
#include "core/launch/slurm/SlurmNode.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QVector>

namespace tb::core {

// sinfo's text, whatever columns it was asked for, read by its header: the default summary (PARTITION AVAIL
// TIMELIMIT NODES STATE NODELIST, node lists such as gpu[01-04,07] expanded), -N and -N -l (one node a line, REASON
// last), -o/--format with %N %n %t %T %G %E %u %H ..., and sinfo -R / --list-reasons (REASON USER TIMESTAMP
// NODELIST: a reason may hold blanks; the columns before it take one word each from the left, those after it from
// the right). Several listings pasted one after the other are merged per node. States are read with every suffix
// (drng@, fail*, idle~, mix-, down$) and the '+' form (idle+drain). The checks are SlurmNodeChecks'.
class SinfoParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(SinfoParser)

public:
    // Names visited over all rows (node lists expanded, partitions repeated): past it, rows are counted, not read,
    // so a hostile "n[1-99999]" a million times cannot keep the import busy for hours.
    static constexpr qint64 kMaxNodeVisits = 2000000;
    static constexpr int kMaxNodes = 100000;

    struct State {
        QString base;       // lower case, as SlurmNode::state: idle, mixed, allocated, down, completing, future, ...
        QStringList flags;  // upper case, as SlurmNode::flags: DRAIN, NOT_RESPONDING, POWERED_DOWN, ...
        bool known = true;  // every word was one sinfo prints
    };
    // "drng@" -> mixed + DRAIN, REBOOT_REQUESTED; "idle~" -> idle + POWERED_DOWN; "fail*" -> idle + FAIL,
    // NOT_RESPONDING; "maint" -> idle + MAINTENANCE; "IDLE+DRAIN" -> idle + DRAIN.
    static State decodeState(const QString& text);

    SinfoParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    enum class Column { Partition, NodeList, Hostnames, State, Gres, Reason, User, Timestamp, Other };
    bool readHeader(std::string_view line);
    void readRow(std::string_view line, bool last);
    SlurmNode* node(const QString& name);

    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Column> m_columns;
    int m_reasonAt = -1;
    bool m_gresKnown = false;
    QHash<QString, qsizetype> m_index;
    QVector<SlurmNode> m_nodes;
    qint64 m_visits = 0;
    qint64 m_rows = 0;
    qint64 m_malformed = 0;
    qint64 m_badLists = 0;
    qint64 m_unread = 0;   // rows past kMaxNodeVisits
    qint64 m_dropped = 0;  // nodes past kMaxNodes
    qint64 m_cut = 0;
    bool m_lastRowCut = false;
    QString m_firstBad;
    QStringList m_unknownStates;
};

}  // namespace tb::core
