#pragma once

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// Pairwise runs to find a slow node (the nccl-tests maintainers' advice: check every node in 2-node subsets before
// adding it). Every pair of nodes once, in rounds of disjoint pairs that can run at the same time (round-robin:
// n-1 rounds for n nodes, one node idle per round when n is odd), then a verdict from the pairs' busbw.
class PairSchedule {
    Q_DECLARE_TR_FUNCTIONS(PairSchedule)

public:
    struct PairResult {
        QString a, b;
        double busbw = -1;  // GB/s at the largest size; < 0: no figure
        bool ok = false;    // the pair's job ended ok
    };
    struct Verdict {
        double medianBusbw = 0;
        QStringList slowNodes;  // in more slow or failed pairs than good ones
        QVector<PairResult> slowPairs;
        QString summary;
    };

    static QVector<QVector<QPair<QString, QString>>> rounds(const QStringList& nodes);
    // A pair is slow when its busbw is below fraction x the median of all pairs, or when it failed.
    static Verdict judge(const QVector<PairResult>& pairs, double fraction = 0.8);
};

}  // namespace tb::core
