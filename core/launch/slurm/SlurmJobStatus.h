#pragma once

#include "core/Result.h"
#include "core/launch/slurm/SlurmJobState.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One job as squeue or sacct reports it.
struct SlurmJobStatus {
    Q_DECLARE_TR_FUNCTIONS(SlurmJobStatus)

public:
    QString jobId;
    SlurmJobState state = SlurmJobState::Unknown;
    QString stateText;  // as printed ("CANCELLED by 1001")
    QString reason;     // squeue %r / sacct Reason: "PartitionDown", "Resources", "None"
    QString nodes;      // compressed node list ("node[1-2]"); empty before it starts
    QString name;
    std::optional<int> exitCode;  // the job's exit status; unset when unknown or killed by a signal
    std::optional<int> signal;    // the signal that ended it, when one did
    qint64 elapsedS = -1;         // -1 when not reported

    // Column order of the sacct poll: sacct -X -P -n -o JobID,State,ExitCode,Elapsed,NodeList,Reason,JobName.
    static QString sacctFormat() { return QStringLiteral("JobID,State,ExitCode,Elapsed,NodeList,Reason,JobName"); }
    // Format of the squeue poll: squeue -h -o "%i|%T|%N|%r|%j".
    static QString squeueFormat() { return QStringLiteral("%i|%T|%N|%r|%j"); }

    // Lines of the two polls above. Step lines (an id with a dot) and malformed lines are skipped.
    static QVector<SlurmJobStatus> fromSacctParsable(const QString& text);
    static QVector<SlurmJobStatus> fromSqueue(const QString& text);
    // sacct --json / squeue --json (22.05+). 22.05's sacct --json reports exit code 0 for jobs that failed with
    // another status (the parsable form has the right one), so a failed job's JSON exit code 0 is left unset.
    static Result<QVector<SlurmJobStatus>> fromSacctJson(const QByteArray& json);
    static Result<QVector<SlurmJobStatus>> fromSqueueJson(const QByteArray& json);

    // "1-02:03:04", "02:03:04", "03:04", "INVALID" (-1).
    static qint64 parseElapsed(const QString& text);
};

}  // namespace tb::core
