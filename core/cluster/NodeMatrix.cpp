#include "core/cluster/NodeMatrix.h"

#include "core/domain/FindingKind.h"
#include "core/run/NodeFindingTitles.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace tb::core {

namespace {
// The rows an analyst compares across nodes first (issue 15: driver, CUDA, NCCL, ACS, peermem / dma-buf, IB
// ports and rates, Xid events, fabric manager), in this order; any other finding follows, sorted.
struct Leading {
    const char* key;
    const char* kind;
    const char* label;
};
constexpr Leading kLeading[] = {
    {"driver", "env", QT_TRANSLATE_NOOP("NodeMatrix", "Driver")},
    {"cuda_runtime", "env", QT_TRANSLATE_NOOP("NodeMatrix", "CUDA runtime")},
    {"nccl", "env", QT_TRANSLATE_NOOP("NodeMatrix", "NCCL")},
    {"driver.nvidia", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "NVIDIA kernel module")},
    {"kernel", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "Kernel")},
    {"gpu.count", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "GPUs")},
    {"pcie.acs", "check", QT_TRANSLATE_NOOP("NodeMatrix", "PCIe ACS")},
    {"gpudirect.rdma", "check", QT_TRANSLATE_NOOP("NodeMatrix", "GPUDirect RDMA (peermem / dma-buf)")},
    {"module.nvidia_peermem", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "nvidia_peermem")},
    {"ib.ports", "check", QT_TRANSLATE_NOOP("NodeMatrix", "IB ports")},
    {"ib.ports", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "IB ports and rates")},
    {"gpu.xid", "check", QT_TRANSLATE_NOOP("NodeMatrix", "Xid events")},
    {"nvswitch.sxid", "check", QT_TRANSLATE_NOOP("NodeMatrix", "SXid events")},
    {"nvswitch.fabric_manager", "check", QT_TRANSLATE_NOOP("NodeMatrix", "Fabric manager")},
    {"gpu.ecc", "check", QT_TRANSLATE_NOOP("NodeMatrix", "ECC")},
    {"nccl.conf", "fact", QT_TRANSLATE_NOOP("NodeMatrix", "/etc/nccl.conf")},
};

QString rowId(const QString& kind, const QString& key) {
    return kind + u'|' + key;
}
}  // namespace

NodeMatrix NodeMatrix::build(const QVector<NodeInput>& nodes) {
    NodeMatrix m;
    // Column order: the nodes as given (the allocation's order).
    QHash<QString, int> rowIndex;
    QVector<QHash<QString, Cell>> cellsByNode(nodes.size());
    QSet<QString> seen;
    QStringList rest;
    for (int c = 0; c < nodes.size(); ++c) {
        const NodeInput& in = nodes.at(c);
        m.columns.append({in.node, in.runId, in.hasResult, in.note, 0});
        for (const FindingRecord& f : in.findings) {
            Cell cell;
            cell.present = true;
            const bool check = isCheck(f);
            cell.status = check ? f.status : FindingStatus::None;
            cell.text = check ? findingStatusKey(f.status) : f.value;
            cell.detail = f.detail;
            const QString id = rowId(findingKindKey(f.kind), f.key);
            cellsByNode[c].insert(id, cell);
            if (!seen.contains(id)) {
                seen.insert(id);
                rest << id;
            }
        }
        for (auto it = in.env.begin(); it != in.env.end(); ++it) {
            Cell cell;
            cell.present = true;
            cell.text = it.value().toString();
            const QString id = rowId(QStringLiteral("env"), it.key());
            cellsByNode[c].insert(id, cell);
            if (!seen.contains(id)) {
                seen.insert(id);
                rest << id;
            }
        }
    }
    QStringList order;
    for (const Leading& l : kLeading) {
        const QString id = rowId(QLatin1String(l.kind), QLatin1String(l.key));
        if (seen.contains(id)) {
            order << id;
        }
    }
    std::sort(rest.begin(), rest.end());
    for (const QString& id : rest) {
        if (!order.contains(id)) {
            order << id;
        }
    }
    for (const QString& id : order) {
        Row row;
        row.kind = id.section(u'|', 0, 0);
        row.key = id.section(u'|', 1);
        row.label = NodeFindingTitles::title(row.kind, row.key);  // the key itself when it has no title
        for (const Leading& l : kLeading) {
            if (row.key == QLatin1String(l.key) && row.kind == QLatin1String(l.kind)) {
                row.label = tr(l.label);
            }
        }
        // Compare the nodes that have a result; a node that has one but not this key counts as its own value.
        QHash<QString, int> counts;
        int reporting = 0;
        for (int c = 0; c < nodes.size(); ++c) {
            const Cell cell = cellsByNode[c].value(id);
            row.cells.append(cell);
            if (nodes.at(c).hasResult) {
                ++reporting;
                ++counts[cell.present ? cell.text : QStringLiteral("\x01missing")];
            }
        }
        row.differs = counts.size() > 1;
        if (row.differs) {
            int best = 0;
            QString mode;
            bool tie = false;
            for (auto it = counts.begin(); it != counts.end(); ++it) {
                if (it.value() > best) {
                    best = it.value();
                    mode = it.key();
                    tie = false;
                } else if (it.value() == best) {
                    tie = true;
                }
            }
            for (int c = 0; c < nodes.size(); ++c) {
                Cell& cell = row.cells[c];
                const QString v = cell.present ? cell.text : QStringLiteral("\x01missing");
                // With a clear majority the minority are outliers; with a tie the row only says it differs.
                if (nodes.at(c).hasResult && !tie && v != mode && reporting > 1) {
                    cell.outlier = true;
                    ++m.columns[c].outliers;
                    ++m.outliers;
                }
            }
        }
        m.rows.append(row);
    }
    return m;
}

QJsonObject NodeMatrix::toJson() const {
    QJsonArray cols;
    for (const Column& c : columns) {
        QJsonObject o{{QStringLiteral("node"), c.node},
                      {QStringLiteral("run"), c.runId},
                      {QStringLiteral("result"), c.hasResult},
                      {QStringLiteral("outliers"), c.outliers}};
        if (!c.note.isEmpty()) {
            o.insert(QStringLiteral("note"), c.note);
        }
        cols.append(o);
    }
    QJsonArray rowsJson;
    for (const Row& r : rows) {
        QJsonObject cells;
        for (int c = 0; c < columns.size(); ++c) {
            const Cell& cell = r.cells.at(c);
            if (!cell.present) {
                continue;
            }
            QJsonObject o{{QStringLiteral("value"), cell.text}};
            if (cell.status != FindingStatus::None) {
                o.insert(QStringLiteral("status"), findingStatusKey(cell.status));
            }
            if (cell.outlier) {
                o.insert(QStringLiteral("outlier"), true);
            }
            cells.insert(columns.at(c).node, o);
        }
        rowsJson.append(QJsonObject{{QStringLiteral("key"), r.key},
                                    {QStringLiteral("kind"), r.kind},
                                    {QStringLiteral("label"), r.label},
                                    {QStringLiteral("differs"), r.differs},
                                    {QStringLiteral("cells"), cells}});
    }
    return QJsonObject{
        {QStringLiteral("nodes"), cols}, {QStringLiteral("rows"), rowsJson}, {QStringLiteral("outliers"), outliers}};
}

QStringList NodeMatrix::differingKeys() const {
    QStringList out;
    for (const Row& r : rows) {
        if (r.differs) {
            out << r.key;
        }
    }
    return out;
}

}  // namespace tb::core
