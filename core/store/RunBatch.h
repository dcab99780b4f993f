#pragma once

#include "core/domain/FindingRecord.h"
#include "core/domain/SampleRecord.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

namespace tb::core {

// What a run recorder writes in one transaction: samples, findings, both output streams and the probe's hello.
// firstSample and firstFinding are how many of the run's samples and findings came before this batch (their
// sequence numbers within the run): a batch tried again after the connection broke, or replayed from a spill
// file, is written only when the run holds exactly that many, so it is stored once (RunBatchWriter).
struct RunBatch {
    qint64 runId = 0;
    qint64 firstSample = 0;
    qint64 firstFinding = 0;
    QVector<SampleRecord> samples;
    QVector<FindingRecord> findings;
    QByteArray out, err;
    bool hello = false;
    QString version;
    QJsonObject env;
    // Set once a try failed: the next one first checks whether that try committed after all.
    bool guarded = false;

    bool writes() const {
        return hello || !samples.isEmpty() || !findings.isEmpty() || !out.isEmpty() || !err.isEmpty();
    }
    // About what the batch holds in memory, for the recorder's cap on waiting batches.
    qint64 approximateBytes() const {
        qint64 bytes = 256 + out.size() + err.size();
        for (const SampleRecord& s : samples) {
            bytes += 96 + 2 * (s.metric.size() + s.unit.size()) + 64 * s.extra.size();
        }
        for (const FindingRecord& f : findings) {
            bytes += 96 + 2 * (f.key.size() + f.value.size() + f.detail.size());
        }
        return bytes;
    }
};

}  // namespace tb::core
