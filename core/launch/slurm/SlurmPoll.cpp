#include "core/launch/slurm/SlurmPoll.h"

#include "core/launch/slurm/SlurmJobStatus.h"
#include "core/session/ShellQuote.h"

#include <QHash>
#include <QSet>

namespace tb::core {

namespace {
JobPhase phaseOf(SlurmJobState s) {
    if (slurmJobStateIsWaiting(s)) {
        return JobPhase::Waiting;
    }
    if (slurmJobStateIsFinal(s)) {
        return JobPhase::Finished;
    }
    return s == SlurmJobState::Unknown ? JobPhase::Unknown : JobPhase::Running;
}

JobState toState(const SlurmJobStatus& s) {
    JobState j;
    j.schedulerId = s.jobId;
    j.phase = phaseOf(s.state);
    j.state = slurmJobStateKey(s.state);
    j.reason = s.reason;
    j.nodes = s.nodes;
    j.succeeded = s.state == SlurmJobState::Completed;
    j.nodeFailed = s.state == SlurmJobState::NodeFail;
    j.timedOut = s.state == SlurmJobState::Timeout;
    j.exitCode = s.exitCode;
    j.signal = s.signal;
    return j;
}
}  // namespace

QString SlurmPoll::command(const QVector<OutputCursor>& jobs, bool accounting) {
    QStringList ids;
    for (const OutputCursor& c : jobs) {
        ids << c.schedulerId;  // digits only (SubmittedJob comes from sbatch --parsable)
    }
    const QString idList = ShellQuote::quote(ids.join(u','));
    QStringList lines;
    if (accounting && !ids.isEmpty()) {
        lines << QStringLiteral("printf '@tb-sacct\\n'; sacct -X -P -n -j %1 -o %2 2>&1; printf '@tb-rc %s\\n' \"$?\"")
                     .arg(idList, SlurmJobStatus::sacctFormat());
    }
    // The user's own jobs, not -j: squeue -j fails outright for an id it no longer holds.
    lines << QStringLiteral(
                 "printf '@tb-squeue\\n'; squeue -h -u \"$(id -un)\" -o %1 2>&1; printf '@tb-rc %s\\n' \"$?\"")
                 .arg(ShellQuote::quote(SlurmJobStatus::squeueFormat()));
    // One frame per file: "@tb-out|@tb-err <id> <size> <n>", then exactly n bytes, then a newline.
    const auto frame = [&lines](const QString& tag, const QString& id, const QString& path, qint64 from) {
        const qint64 offset = qMax<qint64>(0, from);
        lines << QStringLiteral(
                     "f=%1; s=$(stat -c %s -- \"$f\" 2>/dev/null || echo -1); n=0; "
                     "if [ \"$s\" -gt %2 ]; then n=$((s - %2)); [ \"$n\" -gt %3 ] && n=%3; fi; "
                     "printf '%4 %s %s %s\\n' %5 \"$s\" \"$n\"; "
                     "if [ \"$n\" -gt 0 ]; then tail -c +%6 -- \"$f\" | head -c \"$n\"; fi; printf '\\n'")
                     .arg(ShellQuote::path(path))
                     .arg(offset)
                     .arg(kMaxChunk)
                     .arg(tag, ShellQuote::quote(id))
                     .arg(offset + 1);
    };
    for (const OutputCursor& c : jobs) {
        frame(QStringLiteral("@tb-out"), c.schedulerId, c.outputPath, c.offset);
        if (!c.errorPath.isEmpty()) {
            frame(QStringLiteral("@tb-err"), c.schedulerId, c.errorPath, c.errorOffset);
        }
    }
    return lines.join(u'\n');
}

Result<JobPoll> SlurmPoll::parse(const QByteArray& reply, const QVector<OutputCursor>& jobs, bool accounting) {
    JobPoll poll;
    QSet<QString> wanted;
    for (const OutputCursor& c : jobs) {
        wanted.insert(c.schedulerId);
    }
    QString sacctText, squeueText;
    bool sacctOk = false, squeueOk = false, sawSqueue = false;
    QString* section = nullptr;
    bool* sectionOk = nullptr;
    qsizetype at = 0;
    while (at < reply.size()) {
        qsizetype eol = reply.indexOf('\n', at);
        if (eol < 0) {
            eol = reply.size();
        }
        const QByteArray line = reply.mid(at, eol - at);
        at = eol + 1;
        if (line == "@tb-sacct") {
            section = &sacctText;
            sectionOk = &sacctOk;
        } else if (line == "@tb-squeue") {
            section = &squeueText;
            sectionOk = &squeueOk;
            sawSqueue = true;
        } else if (line.startsWith("@tb-rc ")) {
            if (sectionOk) {
                *sectionOk = line.mid(7).trimmed() == "0";
            }
            section = nullptr;
            sectionOk = nullptr;
        } else if (line.startsWith("@tb-out ") || line.startsWith("@tb-err ")) {
            const bool errors = line.startsWith("@tb-err ");
            section = nullptr;
            const QList<QByteArray> f = line.split(' ');
            const QString id = QString::fromLatin1(f.value(1));
            const qint64 size = f.value(2).toLongLong();
            const qint64 n = f.value(3).toLongLong();
            if (!wanted.contains(id) || n < 0 || n > kMaxChunk || at + n > reply.size()) {
                return makeError(ErrorCode::Parse, SlurmPoll::tr("The job poll's reply is cut or garbled"),
                                 QString::fromLatin1(line.left(200)));
            }
            (errors ? poll.errorSize : poll.outputSize).insert(id, size);
            (errors ? poll.errors : poll.output).insert(id, reply.mid(at, n));
            at += n + 1;  // the frame's own newline after the bytes
        } else if (section) {
            *section += QString::fromUtf8(line) + u'\n';
        }
    }
    if (!sawSqueue) {
        return makeError(ErrorCode::Parse, SlurmPoll::tr("The job poll printed no queue"),
                         QString::fromUtf8(reply.left(300)));
    }
    if (!squeueOk) {
        return makeError(ErrorCode::ProbeFailed,
                         SlurmPoll::tr("squeue failed: %1").arg(squeueText.trimmed().left(300)));
    }
    QHash<QString, SlurmJobStatus> queued, accounted;
    for (const SlurmJobStatus& s : SlurmJobStatus::fromSqueue(squeueText)) {
        queued.insert(s.jobId, s);
    }
    if (accounting && sacctOk) {
        poll.accounting = true;
        for (const SlurmJobStatus& s : SlurmJobStatus::fromSacctParsable(sacctText)) {
            accounted.insert(s.jobId, s);
        }
    }
    for (const QString& id : wanted) {
        if (queued.contains(id)) {
            JobState j = toState(queued.value(id));
            if (accounted.contains(id)) {
                const SlurmJobStatus& a = accounted.value(id);
                j.exitCode = a.exitCode;
                j.signal = a.signal;
                if (j.nodes.isEmpty()) {
                    j.nodes = a.nodes;
                }
            }
            poll.states.insert(id, j);
        } else if (accounted.contains(id)) {
            JobState j = toState(accounted.value(id));
            // Out of the queue but not final in the database: the database lags; it is ending.
            if (j.phase != JobPhase::Finished) {
                j.phase = JobPhase::Running;
            }
            poll.states.insert(id, j);
        }
    }
    return poll;
}

}  // namespace tb::core
