#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// `scontrol show topology`: the switches of topology/tree (SwitchName, Level, Nodes, Switches) or the blocks of
// topology/block (BlockName, Nodes).
struct SlurmTopology {
    struct Element {
        QString name;
        bool block = false;  // a BlockName= record
        int level = 0;
        QStringList nodes;     // expanded
        QStringList switches;  // child switches (tree)
    };
    QVector<Element> elements;

    bool isEmpty() const { return elements.isEmpty(); }
    // Every node that some switch or block lists.
    QStringList nodes() const;
    // Of `wanted`, those no switch or block lists.
    QStringList missing(const QStringList& wanted) const;

    static SlurmTopology parse(const QString& scontrolShowTopology);
};

}  // namespace tb::core
