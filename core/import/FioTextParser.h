#pragma once

#include "core/import/FioJob.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>

namespace tb::core {

// fio's normal (text) output, fio 3 ("read: IOPS=9271, BW=36.2MiB/s ...") and fio 2 ("read : io=65536KB,
// bw=2621.5MB/s, iops=2560, runt=25msec", KB meaning KiB), with the completion-latency percentile table; and a
// client/server run's, whose lines carry "<host> " prefixes and whose clients each start with "hostname=...". One run
// per job result ("NAME: (groupid=...): err=..."), "All clients" included; what a job's rw= (from its definition
// line) asks for and did not get makes it failed (FioJob). Output without its "Run status group" summary was cut short.
class FioTextParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(FioTextParser)

public:
    static constexpr qsizetype kMaxJobs = 20000;

    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void closeJob();
    FioJob::Direction* direction();

    struct Definition {
        QString rw, bs;
    };
    QHash<QString, Definition> m_definitions;  // by job name (and host)
    QVector<ParsedRun> m_runs;
    std::optional<FioJob> m_job;
    int m_direction = -1;         // index into m_job->directions of the phase being read
    double m_percentileToUs = 0;  // > 0 while a clat percentile table is read
    QString m_host;
    QString m_version;
    bool m_summary = false;
    qint64 m_dropped = 0;
};

}  // namespace tb::core
