#include "core/import/SacctParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"
#include "core/launch/slurm/SlurmJobState.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

constexpr int kMaxSteps = 256;

bool hasControl(const QString& s) {
    for (const QChar c : s) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return true;
    }
    return false;
}

QString shortList(const QStringList& items, int max = 12) {
    QString out = items.mid(0, max).join(QStringLiteral("; "));
    if (items.size() > max)
        out += SacctParser::tr("; and %1 more").arg(items.size() - max);
    return out;
}

// A state the cluster is to blame for, wherever it shows.
bool nodeFailure(const std::optional<SlurmJobState>& s) {
    return s && (*s == SlurmJobState::NodeFail || *s == SlurmJobState::BootFail);
}

bool stepFailed(const std::optional<SlurmJobState>& s) {
    if (!s)
        return false;
    switch (*s) {
        case SlurmJobState::Failed:
        case SlurmJobState::Cancelled:
        case SlurmJobState::NodeFail:
        case SlurmJobState::OutOfMemory:
        case SlurmJobState::Timeout:
        case SlurmJobState::BootFail:
        case SlurmJobState::Deadline:
        case SlurmJobState::Preempted:
            return true;
        default:
            return false;
    }
}

}  // namespace

SacctParser::SacctParser() {
    m_result.format = QStringLiteral("sacct");
    m_run.tool = QStringLiteral("sacct");
    m_run.operation = QStringLiteral("jobs");
}

std::optional<std::pair<int, int>> SacctParser::exitCode(const QString& text) {
    const qsizetype colon = text.indexOf(u':');
    if (colon <= 0)
        return std::nullopt;
    bool okExit = false, okSignal = false;
    const int code = text.left(colon).toInt(&okExit);
    const int signal = text.mid(colon + 1).toInt(&okSignal);
    if (!okExit || !okSignal || code < 0 || code > 255 || signal < 0 || signal > 255)
        return std::nullopt;
    return std::pair{code, signal};
}

bool SacctParser::readHeader(View line) {
    const bool parsable = contains(line, "|");
    QStringList names;
    if (parsable) {
        for (const QString& f : str(line.substr(0, 4096)).split(u'|'))
            names << f.trimmed().toLower();
        if (!names.isEmpty() && names.last().isEmpty())
            names.removeLast();  // --parsable ends each line with '|'
    } else {
        View tok[128];
        bool more = false;
        const size_t n = split(line, tok, &more);
        if (more)
            return false;
        for (size_t i = 0; i < n; ++i)
            names << str(tok[i]).toLower();
    }
    const int id = int(names.contains(QStringLiteral("jobid")) ? names.indexOf(QStringLiteral("jobid"))
                                                               : names.indexOf(QStringLiteral("jobidraw")));
    const int state = int(names.indexOf(QStringLiteral("state")));
    if (id < 0 || state < 0)
        return false;
    m_header = names;
    m_parsable = parsable;
    m_awaitDashes = !parsable;
    m_spans.clear();
    m_id = id;
    m_state = state;
    m_exit = int(names.indexOf(QStringLiteral("exitcode")));
    m_name = int(names.indexOf(QStringLiteral("jobname")));
    m_nodes = int(names.indexOf(QStringLiteral("nodelist")));
    return true;
}

QString SacctParser::field(const QStringList& fields, int column) const {
    return column >= 0 && column < fields.size() ? fields.at(column) : QString();
}

void SacctParser::readRow(const QStringList& fields) {
    const QString id = field(fields, m_id).trimmed().left(128);
    if (id.isEmpty() || !id.front().isDigit() || id.contains(u' ') || hasControl(id)) {
        ++m_malformed;
        return;
    }
    const QString jobId = id.section(u'.', 0, 0);
    const QString state = field(fields, m_state).left(64);
    const QString exitText = field(fields, m_exit).trimmed();
    const auto parsedCode = exitCode(exitText);
    const bool unreadable = !exitText.isEmpty() && !parsedCode;
    const auto code = parsedCode.value_or(std::pair{0, 0});
    auto it = m_index.constFind(jobId);
    if (it == m_index.cend()) {
        if (m_jobs.size() >= kMaxJobs) {
            ++m_dropped;
            return;
        }
        it = m_index.insert(jobId, m_jobs.size());
        Job job;
        job.id = jobId;
        m_jobs.push_back(job);
    }
    Job& job = m_jobs[*it];
    if (!state.isEmpty() && !slurmJobStateFromKey(state) && m_unknownStates.size() < 10 &&
        !m_unknownStates.contains(state) && !hasControl(state)) {
        m_unknownStates << state;
    }
    if (id.contains(u'.')) {
        if (job.steps.size() < kMaxSteps)
            job.steps.push_back({id, state, code.first, code.second, unreadable});
        return;
    }
    job.seen = true;
    job.state = state;
    job.exit = code.first;
    job.signal = code.second;
    job.unreadable = unreadable;
    job.name = field(fields, m_name).left(128);
    job.nodes = field(fields, m_nodes).left(256);
}

void SacctParser::addLine(View line, bool cut, bool last) {
    if (cut) {
        ++m_cut;
        return;
    }
    const View s = trim(line);
    if (s.empty())
        return;
    if (m_awaitDashes) {
        m_awaitDashes = false;
        if (s.find_first_not_of("- ") == View::npos) {
            // The dashes under a plain header give each column's extent in the raw line.
            size_t i = 0;
            while (i < line.size()) {
                while (i < line.size() && line[i] != '-')
                    ++i;
                size_t j = i;
                while (j < line.size() && line[j] == '-')
                    ++j;
                if (j > i)
                    m_spans.push_back({qsizetype(i), qsizetype(j)});
                i = j;
            }
            return;
        }
    }
    if (s.find_first_not_of("- ") == View::npos)
        return;  // a dashes line that does not follow a header (a second listing's, or a ruler)
    if (m_header.isEmpty() || !isDigit(s[0])) {
        readHeader(s);  // job ids start with a digit; anything else may be the next listing's header
        return;
    }
    m_lastRow = last;
    QStringList fields;
    if (m_parsable) {
        fields = str(line.substr(0, 64 * 1024)).split(u'|');
    } else if (!m_spans.isEmpty()) {
        for (qsizetype k = 0; k < m_spans.size(); ++k) {
            const auto [start, stop] = m_spans[k];
            // The last column runs to the end of the line: a value longer than its dashes is not cut off.
            const qsizetype to = k + 1 == m_spans.size() ? qsizetype(line.size()) : stop;
            fields << (size_t(start) < line.size()
                           ? str(trim(line.substr(size_t(start), size_t(std::max<qsizetype>(to - start, 0)))))
                           : QString());
        }
    } else {
        View tok[128];
        const size_t n = split(s, tok);
        for (size_t i = 0; i < n; ++i)
            fields << str(tok[i]);
        if (fields.size() != m_header.size()) {
            ++m_malformed;
            return;
        }
    }
    readRow(fields);
}

ParsedImport SacctParser::finish(const StreamEnd& end) {
    if (m_jobs.isEmpty())
        return std::move(m_result);
    int finished = 0, completed = 0, failed = 0, nodeFailed = 0, cancelled = 0, running = 0, jobFindings = 0;
    int unreadable = 0;
    QStringList failures, nodeFailures;
    for (const Job& job : m_jobs) {
        const auto state = slurmJobStateFromKey(job.state);
        if (!job.seen || !state || !slurmJobStateIsFinal(*state)) {
            ++running;
            continue;
        }
        ++finished;
        QStringList why;
        bool cluster = nodeFailure(state);
        bool unread = job.unreadable;
        for (const Step& step : job.steps) {
            if (step.id.endsWith(QLatin1String(".extern")) || step.id.endsWith(QLatin1String(".exte+")))
                continue;
            unread = unread || step.unreadable;
            const auto st = slurmJobStateFromKey(step.state);
            cluster = cluster || nodeFailure(st);
            if (stepFailed(st) || step.exit != 0 || step.signal != 0) {
                why << (step.signal != 0 ? tr("step %1 %2 by signal %3").arg(step.id, step.state).arg(step.signal)
                                         : tr("step %1 %2, exit code %3").arg(step.id, step.state).arg(step.exit));
            }
        }
        QString outcome;
        bool byUser = false;
        if (cluster) {
            outcome = tr("node failure");
            ++nodeFailed;
        } else if (*state == SlurmJobState::Completed && why.isEmpty()) {
            // A job whose exit code could not be read is not known to have completed cleanly.
            ++(unread ? unreadable : completed);
            continue;
        } else if (*state == SlurmJobState::Cancelled || *state == SlurmJobState::Preempted) {
            ++cancelled;
            byUser = true;
            outcome = slurmJobStateName(*state);
        } else {
            ++failed;
            outcome = *state == SlurmJobState::Completed ? tr("failed (COMPLETED, but a step did not)")
                                                         : tr("failed (%1)").arg(job.state);
        }
        QString detail = tr("%1 %2").arg(job.state, tr("exit code %1:%2").arg(job.exit).arg(job.signal));
        if (!why.isEmpty())
            detail += QStringLiteral("; ") + why.mid(0, 8).join(QStringLiteral("; "));
        if (!job.nodes.isEmpty())
            detail += tr("; on %1").arg(job.nodes);
        const QString line = QStringLiteral("%1%2 (%3)")
                                 .arg(job.id, job.name.isEmpty() ? QString() : QStringLiteral(" ") + job.name, detail);
        if (cluster)
            nodeFailures << line;
        else if (!byUser)
            failures << line;
        if (jobFindings < kMaxJobFindings) {
            ++jobFindings;
            m_run.findings.push_back(
                FindingRecord::fact(QStringLiteral("slurm.job.%1").arg(job.id), outcome, detail.left(1000)));
        }
    }
    m_run.findings.push_back(FindingRecord::fact(QStringLiteral("slurm.jobs"), QString::number(m_jobs.size()),
                                                 tr("%1 finished, %2 not finished").arg(finished).arg(running)));
    m_run.findings.push_back(FindingRecord::fact(QStringLiteral("slurm.jobs_failed"),
                                                 QString::number(failed + nodeFailed),
                                                 tr("%1 by node failure").arg(nodeFailed)));
    m_run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.jobs_recorded"), FindingStatus::Pass,
                                                  QString::number(m_jobs.size()),
                                                  tr("Accounting records %1 jobs.").arg(m_jobs.size())));
    if (nodeFailed > 0) {
        m_run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.job_outcomes"), FindingStatus::Fail, QString::number(nodeFailed + failed),
            tr("%1 of %2 finished jobs ended by a node failure: %3")
                    .arg(nodeFailed)
                    .arg(finished)
                    .arg(shortList(nodeFailures)) +
                (failed > 0 ? tr(". %1 more failed: %2").arg(failed).arg(shortList(failures)) : QString())));
    } else if (failed > 0) {
        m_run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.job_outcomes"), FindingStatus::Warn, QString::number(failed),
            tr("%1 of %2 finished jobs failed: %3").arg(failed).arg(finished).arg(shortList(failures))));
    } else if (unreadable > 0) {
        m_run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.job_outcomes"), FindingStatus::Unknown,
                                                      QStringLiteral("0"),
                                                      tr("%1 jobs have an exit code that is not one (code:signal, "
                                                         "each 0-255): how they ended is not known.")
                                                          .arg(unreadable)));
    } else if (completed > 0) {
        m_run.findings.push_back(
            FindingRecord::check(QStringLiteral("slurm.job_outcomes"), FindingStatus::Pass, QStringLiteral("0"),
                                 tr("%1 finished jobs completed with every step%2.")
                                     .arg(completed)
                                     .arg(cancelled > 0 ? tr(" (%1 more were cancelled)").arg(cancelled) : QString())));
    } else {
        m_run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.job_outcomes"), FindingStatus::Unknown,
                                                      QStringLiteral("0"),
                                                      tr("No job both finished and ran to its end (%1 cancelled, %2 "
                                                         "not finished).")
                                                          .arg(cancelled)
                                                          .arg(running)));
    }
    QStringList unread;
    if (m_malformed > 0)
        unread << tr("%1 rows did not fit the header").arg(m_malformed);
    if (m_cut > 0)
        unread << tr("%1 rows were longer than the line limit").arg(m_cut);
    if (m_dropped > 0)
        unread << tr("%1 rows of jobs past %2 were not kept").arg(m_dropped).arg(kMaxJobs);
    if (end.endedWithoutNewline && m_lastRow)
        unread << IncompleteEvidence::endsMidLine();
    if (!unread.isEmpty()) {
        m_run.warnings += unread;
        IncompleteEvidence::apply(m_run, unread.join(QStringLiteral(", ")));
    }
    if (!m_unknownStates.isEmpty())
        m_run.warnings << tr("Job states sacct does not print: %1").arg(m_unknownStates.join(QStringLiteral(", ")));
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
