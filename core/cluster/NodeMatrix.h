#pragma once

#include "core/domain/FindingRecord.h"
#include "core/domain/RunStatus.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// The node-by-check matrix of a cross-node audit: one column per node, one row per check or fact tb-node
// reported (driver, CUDA, NCCL, ACS, peermem / dma-buf, IB ports and rates, Xid events, fabric manager first), each
// cell pointing at the run (and so the raw output) it came from. A row whose nodes disagree is marked; a cell that
// disagrees with most nodes is an outlier; a node without a result is a column that says so.
struct NodeMatrix {
    Q_DECLARE_TR_FUNCTIONS(NodeMatrix)

public:
    struct NodeInput {
        QString node;
        qint64 runId = 0;
        RunStatus status = RunStatus::Ok;
        bool hasResult = true;  // false: the node wrote nothing ("no result from node X")
        QString note;           // why it has no result
        QVector<FindingRecord> findings;
        QJsonObject env;  // hello.libs: driver, cuda_runtime, nccl
    };
    struct Column {
        QString node;
        qint64 runId = 0;
        bool hasResult = true;
        QString note;
        int outliers = 0;
    };
    struct Cell {
        QString text;  // the value (fact) or status (check); empty: the node did not report it
        FindingStatus status = FindingStatus::None;  // None for facts
        QString detail;
        bool present = false;
        bool outlier = false;
    };
    struct Row {
        QString key;
        QString kind;  // check | fact | env
        QString label;
        bool differs = false;
        QVector<Cell> cells;  // one per column
    };

    QVector<Column> columns;
    QVector<Row> rows;
    int outliers = 0;

    static NodeMatrix build(const QVector<NodeInput>& nodes);
    // {"nodes":[{"node","run","result","note","outliers"}], "rows":[{"key","kind","label","differs",
    //  "cells":{"<node>":{"value","status","outlier"}}}], "outliers":N}
    QJsonObject toJson() const;
    // The rows that differ, for a summary line.
    QStringList differingKeys() const;
};

}  // namespace tb::core
