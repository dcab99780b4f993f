#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One fio job's result, however fio wrote it (JSON, json+, fio 2 JSON, normal text, a client's part of a
// client/server run), turned into one run with tb-storage's metrics: `<dir>.bw` (GB/s), `<dir>.iops` (IOPS),
// `<dir>.clat_p50` and `<dir>.clat_p99` (us) for dir in read, write, trim. A phase the job's rw= asks for that moved
// no bytes makes the run failed ("a job missing one of its phases is not a pass"), as does fio's per-job error.
class FioJob {
    Q_DECLARE_TR_FUNCTIONS(FioJob)

public:
    struct Direction {
        QString name;  // read | write | trim
        bool moved = false;
        std::optional<double> bwBytesPerS, iops, clatP50Us, clatP99Us, ioBytes, runtimeMs;
    };

    QString name;
    QString host;  // client/server: the client that ran it
    QString rw;    // fio's rw= word (read, randrw, ...); empty when the output does not say
    QString blockSize;
    int error = 0;
    QJsonObject options;  // what the output says of the job's options (bs, numjobs, iodepth, direct, ...)
    QVector<Direction> directions;

    // The phases an rw= word asks for; empty for a word fio does not have.
    static QStringList phasesOf(const QString& rw);
    // A member of "jobs" or "client_stats". fio 3 writes bw_bytes, io_bytes and clat_ns; fio 2 (no bw_bytes) bw in
    // KiB/s, io_bytes in KiB and clat in us. Numbers may be strings; what is not a number is absent.
    static FioJob fromJson(const QJsonObject& job);
    // The run: samples, the job's options as args, what is missing as warnings, failed as above.
    ParsedRun toRun(const QString& fioVersion) const;
};

}  // namespace tb::core
