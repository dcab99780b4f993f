#include "core/launch/slurm/SlurmLauncher.h"

#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/launch/slurm/SlurmHostlist.h"
#include "core/launch/slurm/SlurmPoll.h"
#include "core/launch/slurm/SrunCapabilities.h"
#include "core/session/ShellQuote.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace tb::core {

SlurmLauncher::SlurmLauncher(SlurmSettings settings) : m_settings(std::move(settings)) {}

SlurmBatchSpec SlurmLauncher::batchSpec(const ClusterJobSpec& spec) const {
    SlurmBatchSpec b;
    b.jobName = spec.name;
    b.partition = m_settings.partition;
    b.account = m_settings.account;
    b.qos = m_settings.qos;
    b.reservation = m_settings.reservation;
    b.nodes = spec.nodes;
    b.tasksPerNode = spec.tasksPerNode;
    b.gpusPerNode = spec.gpusPerNode;
    b.cpusPerTask = spec.cpusPerTask;
    b.exclusive = spec.exclusive;
    b.timeLimitMin = spec.timeLimitMin > 0 ? spec.timeLimitMin : m_settings.timeLimitMin;
    b.nodeList = spec.nodeList;
    b.exclude = spec.exclude;
    if (spec.collective) {
        SrunCapabilities caps;
        caps.mpiTypes = m_settings.mpiTypes;
        b.mpi = chooseSlurmMpi(caps);
    }
    if (spec.inContainer && !m_settings.containerImage.isEmpty()) {
        b.containerImage = m_settings.containerImage;
        b.containerMounts = spec.containerMounts;
    }
    b.environment = m_settings.ncclEnv;
    for (const auto& e : spec.environment) {
        b.environment.append(e);
    }
    b.command = spec.command;
    b.killOnBadExit = spec.killOnBadExit;
    return b;
}

QString SlurmLauncher::stepCommand(int nodes, const QStringList& nodeList, const QStringList& argv, bool inputAll,
                                   int immediateS, int timeLimitMin) const {
    QStringList srun{QStringLiteral("srun"),
                     QStringLiteral("--label"),
                     QStringLiteral("--nodes=%1").arg(nodeList.isEmpty() ? nodes : nodeList.size()),
                     QStringLiteral("--ntasks-per-node=1"),
                     QStringLiteral("--kill-on-bad-exit=0"),
                     QStringLiteral("--immediate=%1").arg(immediateS),
                     QStringLiteral("--time=%1").arg(timeLimitMin)};
    const QVector<QPair<const char*, QString>> names{{"--partition=", m_settings.partition},
                                                     {"--account=", m_settings.account},
                                                     {"--qos=", m_settings.qos},
                                                     {"--reservation=", m_settings.reservation}};
    for (const auto& n : names) {
        if (!n.second.isEmpty() && SlurmBatchScript::isSlurmName(n.second, true)) {
            srun << QString::fromLatin1(n.first) + n.second;
        }
    }
    QStringList valid;
    for (const QString& n : nodeList) {
        if (SlurmBatchScript::isSlurmName(n)) {
            valid << n;
        }
    }
    if (!valid.isEmpty()) {
        srun << QStringLiteral("--nodelist=") + SlurmHostlist::compress(valid);
    }
    if (inputAll) {
        srun << QStringLiteral("--input=all");
    }
    return ShellQuote::join(srun + argv);
}

QString SlurmLauncher::jobIdOf(const QByteArray& out) {
    static const QRegularExpression id(QStringLiteral("^(\\d{1,12})(;\\S*)?$"));
    for (const QByteArray& line : out.split('\n')) {
        const auto m = id.match(QString::fromUtf8(line.trimmed()));
        if (m.hasMatch()) {
            return m.captured(1);
        }
    }
    return {};
}

Result<SchedulerCommand> SlurmLauncher::submitCommand(const ClusterJobSpec& spec, const QString& jobDir,
                                                      SubmittedJob* job) const {
    const SlurmBatchSpec batch = batchSpec(spec);
    auto script = SlurmBatchScript::render(batch);
    if (!script) {
        return script.error();
    }
    // The script reaches the login node as a here-document whose quoted delimiter turns off every expansion; the
    // delimiter is random and checked not to occur in the text.
    QString delimiter;
    do {
        delimiter =
            QStringLiteral("TB_SCRIPT_%1").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    } while (script->contains(delimiter));
    const QString dir = ShellQuote::path(jobDir);
    SchedulerCommand c;
    c.commandLine = QStringLiteral(
                        "mkdir -p -- %1 && cd -- %1 && rm -f -- %4 %5 && cat > job.sh <<'%2' && { unset $(env | sed -n "
                        "'s/^\\(SBATCH_[A-Za-z0-9_]*\\)=.*/\\1/p'); sbatch --parsable job.sh; }\n%3%2\n")
                        .arg(dir, delimiter, *script, batch.outputFile, batch.errorFile);
    c.maxOutput = 64 * 1024;
    if (job) {
        job->jobDir = jobDir;
        job->outputPath = jobDir + u'/' + batch.outputFile;
        job->errorPath = jobDir + u'/' + batch.errorFile;
        job->script = *script;
        job->spec = batch.toJson();
    }
    return c;
}

Result<QString> SlurmLauncher::parseSubmitted(const QByteArray& out, const QByteArray& err, int exitCode) const {
    const QString id = jobIdOf(out);
    if (exitCode != 0 || id.isEmpty()) {
        const QString why = QString::fromUtf8(err + out).trimmed().left(1000);
        return makeError(ErrorCode::ProbeFailed, tr("sbatch refused the job: %1").arg(why),
                         QStringLiteral("exit %1").arg(exitCode));
    }
    return id;
}

SchedulerCommand SlurmLauncher::pollCommand(const QVector<OutputCursor>& jobs) const {
    SchedulerCommand c;
    c.commandLine = SlurmPoll::command(jobs, m_settings.accounting);
    c.maxOutput = (jobs.size() + 1) * 2 * (SlurmPoll::kMaxChunk + 64 * 1024) + 1024 * 1024;
    return c;
}

Result<JobPoll> SlurmLauncher::parsePoll(const QByteArray& reply, const QVector<OutputCursor>& jobs) const {
    return SlurmPoll::parse(reply, jobs, m_settings.accounting);
}

SchedulerCommand SlurmLauncher::cancelCommand(const QStringList& schedulerIds, int waitS) const {
    QStringList ids;
    for (const QString& id : schedulerIds) {
        if (!jobIdOf(id.toUtf8()).isEmpty()) {
            ids << id;
        }
    }
    SchedulerCommand c;
    c.timeoutS = waitS + 60;
    c.maxOutput = 64 * 1024;
    if (ids.isEmpty()) {
        c.commandLine = QStringLiteral("echo '@tb-gone'");
        return c;
    }
    const int rounds = qMax(1, waitS * 2);
    c.commandLine = QStringLiteral(
                        "scancel %1; i=0; while [ \"$i\" -lt %2 ]; do "
                        "left=$(squeue -h -u \"$(id -un)\" -o %i | grep -xE %3); "
                        "if [ -z \"$left\" ]; then echo '@tb-gone'; exit 0; fi; sleep 0.5; i=$((i + 1)); done; "
                        "echo \"@tb-left $left\"; exit 3")
                        .arg(ShellQuote::join(ids))
                        .arg(rounds)
                        .arg(ShellQuote::quote(ids.join(u'|')));
    return c;
}

Status SlurmLauncher::parseCancelled(const QByteArray& out, int exitCode, const QStringList& schedulerIds,
                                     int waitS) const {
    if (exitCode != 0 || !out.contains("@tb-gone")) {
        return makeError(
            ErrorCode::Timeout,
            tr("Slurm still lists job %1 %2 s after scancel").arg(schedulerIds.join(QStringLiteral(", "))).arg(waitS),
            QString::fromUtf8(out).trimmed().left(500));
    }
    return {};
}

TaskLine SlurmLauncher::splitLine(QByteArrayView line) const {
    return rankLabelled(line);  // srun --label: "<rank>: text", the rank right-aligned to the width of the largest
}

std::optional<TaskFailure> SlurmLauncher::failureLine(QByteArrayView line) const {
    // srun: error: Node failure on node2
    // srun: error: node2: tasks 2-3: Exited with exit code 3
    // srun: error: node1: task 0: Terminated
    static const QRegularExpression nodeFailure(QStringLiteral("^srun: error: Node failure on (\\S+)"));
    static const QRegularExpression task(
        QStringLiteral("^srun: error: ([^\\s:]+): tasks? ([0-9,\\-]{1,200}): (.{1,300})$"));
    if (!line.startsWith("srun: error: ")) {
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(line.first(qMin<qsizetype>(line.size(), 600))).trimmed();
    // srun: error: Task launch for StepId=1.0 failed on node node2: Communication connection failure
    static const QRegularExpression launch(QStringLiteral("failed on node ([^\\s:]+): (.{1,300})$"));
    if (const auto m = launch.match(text); m.hasMatch()) {
        TaskFailure f;
        f.node = m.captured(1);
        f.what = m.captured(2);
        f.nodeFailure = true;
        return f;
    }
    if (const auto m = nodeFailure.match(text); m.hasMatch()) {
        TaskFailure f;
        f.node = m.captured(1);
        f.what = text.mid(13);
        f.nodeFailure = true;
        return f;
    }
    const auto m = task.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    TaskFailure f;
    f.node = m.captured(1);
    f.what = m.captured(3);
    f.collateral = f.what == QLatin1String("Terminated") || f.what == QLatin1String("Killed");
    for (const QString& part : m.captured(2).split(u',', Qt::SkipEmptyParts)) {
        const int lo = part.section(u'-', 0, 0).toInt();
        const int hi = part.contains(u'-') ? part.section(u'-', 1, 1).toInt() : lo;
        for (int r = lo; r <= hi && r - lo < 4096; ++r) {
            f.ranks << r;
        }
    }
    return f;
}

}  // namespace tb::core
