#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QVector>

#include <optional>
#include <utility>

namespace tb::core {

// sacct's job listing, plain (columns cut along the dashes under the header, so empty fields stay empty) or
// --parsable / --parsable2 ('|' between fields), read by its header: JobID (or JobIDRaw), State, ExitCode, and where
// shown JobName and NodeList. Steps (1234.batch, 1234.0) belong to their job. A job's outcome is its own state and
// its steps': a job COMPLETED whose step was CANCELLED by a signal, failed or ran out of memory did not complete
// (sacct shows the batch script's end, not the work's), and NODE_FAIL or BOOT_FAIL anywhere is the cluster's
// failure, not the job's. The .extern step is left out: it is ended by a signal when the job ends.
//
// Checks: slurm.jobs_recorded (accounting lists jobs), slurm.job_outcomes (node failures fail, other failed jobs
// warn, every finished job complete passes), a slurm.job.<id> fact per job that did not complete.
class SacctParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(SacctParser)

public:
    static constexpr int kMaxJobs = 200000;
    static constexpr int kMaxJobFindings = 1000;

    SacctParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "0:9" -> (0, 9); nullopt for anything else.
    static std::optional<std::pair<int, int>> exitCode(const QString& text);

private:
    struct Step {
        QString id, state;
        int exit = 0, signal = 0;
        bool unreadable = false;  // an exit code that is not one ("99999999999:0"): never read as 0:0
    };
    struct Job {
        QString id, name, state, nodes;
        int exit = 0, signal = 0;
        bool seen = false;  // the job's own line was read (not only its steps)
        bool unreadable = false;
        QVector<Step> steps;
    };
    bool readHeader(std::string_view line);
    void readRow(const QStringList& fields);
    QString field(const QStringList& fields, int column) const;

    ParsedImport m_result;
    ParsedRun m_run;
    QStringList m_header;  // column names, lower case
    bool m_parsable = false;
    bool m_awaitDashes = false;                        // a plain header was read; its dashes line comes next
    QVector<std::pair<qsizetype, qsizetype>> m_spans;  // plain: each column's [start, end) in the line
    int m_id = -1, m_name = -1, m_state = -1, m_exit = -1, m_nodes = -1;
    QHash<QString, qsizetype> m_index;
    QVector<Job> m_jobs;
    qint64 m_dropped = 0;
    qint64 m_malformed = 0;
    qint64 m_cut = 0;
    bool m_lastRow = false;
    QStringList m_unknownStates;
};

}  // namespace tb::core
