#include "core/cluster/PairSchedule.h"

#include <QHash>

#include <algorithm>

namespace tb::core {

QVector<QVector<QPair<QString, QString>>> PairSchedule::rounds(const QStringList& nodes) {
    QStringList ring = nodes;
    if (ring.size() % 2 == 1) {
        ring << QString();  // the idle slot
    }
    const int n = static_cast<int>(ring.size());
    QVector<QVector<QPair<QString, QString>>> out;
    for (int round = 0; round + 1 < n; ++round) {
        QVector<QPair<QString, QString>> pairs;
        for (int i = 0; i < n / 2; ++i) {
            const QString& a = ring.at(i);
            const QString& b = ring.at(n - 1 - i);
            if (!a.isEmpty() && !b.isEmpty()) {
                pairs.append({a, b});
            }
        }
        out << pairs;
        // Rotate all but the first.
        ring.insert(1, ring.takeLast());
    }
    return out;
}

PairSchedule::Verdict PairSchedule::judge(const QVector<PairResult>& pairs, double fraction) {
    Verdict v;
    QVector<double> figures;
    for (const PairResult& p : pairs) {
        if (p.ok && p.busbw >= 0) {
            figures << p.busbw;
        }
    }
    std::sort(figures.begin(), figures.end());
    if (!figures.isEmpty()) {
        const qsizetype m = figures.size() / 2;
        v.medianBusbw = figures.size() % 2 ? figures.at(m) : (figures.at(m - 1) + figures.at(m)) / 2;
    }
    QHash<QString, int> slow, good;
    for (const PairResult& p : pairs) {
        const bool isSlow = !p.ok || p.busbw < 0 || p.busbw < fraction * v.medianBusbw;
        for (const QString& n : {p.a, p.b}) {
            (isSlow ? slow : good)[n] += 1;
        }
        if (isSlow) {
            v.slowPairs << p;
        }
    }
    for (auto it = slow.begin(); it != slow.end(); ++it) {
        if (it.value() > good.value(it.key())) {
            v.slowNodes << it.key();
        }
    }
    v.slowNodes.sort();
    if (pairs.size() == 1) {
        v.slowNodes.clear();  // one pair cannot say which of its two nodes is the slow one
        v.summary = tr("One pair only: %1 GB/s; three or more nodes are needed to name a slow node")
                        .arg(pairs.first().busbw, 0, 'f', 2);
    } else if (v.slowNodes.isEmpty()) {
        v.summary = tr("%n pair(s), median %1 GB/s: no node stands out", nullptr, static_cast<int>(pairs.size()))
                        .arg(v.medianBusbw, 0, 'f', 2);
    } else {
        v.summary = tr("%n pair(s), median %1 GB/s; slow: %2", nullptr, static_cast<int>(pairs.size()))
                        .arg(v.medianBusbw, 0, 'f', 2)
                        .arg(v.slowNodes.join(QStringLiteral(", ")));
    }
    return v;
}

}  // namespace tb::core
