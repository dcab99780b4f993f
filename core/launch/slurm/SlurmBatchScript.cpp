#include "core/launch/slurm/SlurmBatchScript.h"

#include "core/launch/slurm/SlurmHostlist.h"
#include "core/session/ShellQuote.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
Error refuse(const QString& field, const QString& why, const QString& value) {
    return makeError(ErrorCode::InvalidArgument, SlurmBatchScript::tr("%1: %2").arg(field, why), value.left(200));
}

bool hasControl(const QString& v) {
    for (const QChar c : v) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
            return true;
        }
    }
    return false;
}

// Characters sbatch's directive parser takes as they are.
bool directiveSafe(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'-' ||
           u == u'.' || u == u'/' || u == u',' || u == u':' || u == u'+' || u == u'@' || u == u'%' || u == u'=' ||
           u == u'[' || u == u']' || u > 0x7f;
}

QString timeLimit(int minutes) {
    return QStringLiteral("%1-%2:%3:00")
        .arg(minutes / 1440)
        .arg((minutes / 60) % 24, 2, 10, QLatin1Char('0'))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

// Job names are shown by squeue and chosen by Tierbench; anything unusual becomes '-'.
QString cleanJobName(const QString& name) {
    QString out;
    for (const QChar c : name.left(64)) {
        out += (c.isLetterOrNumber() && c.unicode() < 0x80) || c == u'-' || c == u'_' || c == u'.' ? c : QChar(u'-');
    }
    return out.isEmpty() ? QStringLiteral("tierbench") : out;
}
}  // namespace

bool SlurmBatchScript::isSlurmName(const QString& name, bool list) {
    // A name starts with a letter, digit or '_': "--check" or "-p" typed into a name field is an option, not a name.
    static const QRegularExpression one(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"));
    static const QRegularExpression many(
        QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}(,[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}){0,63}$"));
    return (list ? many : one).match(name).hasMatch();
}

bool SlurmBatchScript::isEnvironmentName(const QString& name) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,127}$"));
    return re.match(name).hasMatch();
}

Result<QString> SlurmBatchScript::directiveValue(const QString& value) {
    if (value.isEmpty() || hasControl(value)) {
        return refuse(SlurmBatchScript::tr("Value"),
                      SlurmBatchScript::tr("empty, or holds a line break or control character"), value);
    }
    bool safe = true, hashOnly = true;
    for (const QChar c : value) {
        if (!directiveSafe(c)) {
            safe = false;
            hashOnly = hashOnly && c == u'#';
        }
    }
    if (safe) {
        return value;
    }
    if (hashOnly) {
        QString out = value;
        return out.replace(u'#', QStringLiteral("\\#"));
    }
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        if (c == u'\\' || c == u'"') {
            out += u'\\';
        }
        out += c;
    }
    return out + u'"';
}

Status SlurmBatchScript::validate(const SlurmBatchSpec& s) {
    const auto name = [](const QString& field, const QString& v, bool list) -> Status {
        if (!v.isEmpty() && !isSlurmName(v, list)) {
            return refuse(field,
                          SlurmBatchScript::tr("letters, digits, '.', '_' and '-', starting with a letter, digit or "
                                               "'_' (a Slurm name, not an option)"),
                          v);
        }
        return {};
    };
    for (const Status& st :
         {name(SlurmBatchScript::tr("Partition"), s.partition, true),
          name(SlurmBatchScript::tr("Account"), s.account, false), name(SlurmBatchScript::tr("QoS"), s.qos, false),
          name(SlurmBatchScript::tr("Reservation"), s.reservation, false)}) {
        if (!st) {
            return st;
        }
    }
    if (s.nodes < 1 || s.nodes > kMaxNodes) {
        return refuse(SlurmBatchScript::tr("Nodes"), SlurmBatchScript::tr("between 1 and %1").arg(kMaxNodes),
                      QString::number(s.nodes));
    }
    if (s.tasksPerNode < 1 || s.tasksPerNode > kMaxTasksPerNode) {
        return refuse(SlurmBatchScript::tr("Tasks per node"),
                      SlurmBatchScript::tr("between 1 and %1").arg(kMaxTasksPerNode), QString::number(s.tasksPerNode));
    }
    if (s.gpusPerNode < 0 || s.gpusPerNode > 1024 || s.cpusPerTask < 0 || s.cpusPerTask > 4096) {
        return refuse(SlurmBatchScript::tr("GPUs per node / CPUs per task"), SlurmBatchScript::tr("out of range"),
                      QStringLiteral("%1/%2").arg(s.gpusPerNode).arg(s.cpusPerTask));
    }
    if (s.timeLimitMin < 1 || s.timeLimitMin > 7 * 24 * 60) {
        return refuse(SlurmBatchScript::tr("Time limit"), SlurmBatchScript::tr("between 1 minute and 7 days"),
                      QString::number(s.timeLimitMin));
    }
    for (const QStringList* list : {&s.nodeList, &s.exclude}) {
        for (const QString& n : *list) {
            if (!isSlurmName(n)) {
                return refuse(SlurmBatchScript::tr("Node"), SlurmBatchScript::tr("not a node name"), n);
            }
        }
    }
    if (!s.nodeList.isEmpty() && s.nodeList.size() != s.nodes) {
        return refuse(SlurmBatchScript::tr("Node list"),
                      SlurmBatchScript::tr("names %1 nodes for a job of %2").arg(s.nodeList.size()).arg(s.nodes),
                      s.nodeList.join(u','));
    }
    for (const auto& e : s.environment) {
        if (!isEnvironmentName(e.first)) {
            return refuse(SlurmBatchScript::tr("Environment variable"),
                          SlurmBatchScript::tr("names are letters, digits and '_', not starting with a digit"),
                          e.first);
        }
        if (e.second.contains(QChar(0))) {
            return refuse(SlurmBatchScript::tr("Environment variable %1").arg(e.first),
                          SlurmBatchScript::tr("holds a NUL character"), e.second);
        }
    }
    if (s.command.isEmpty() || s.command.first().isEmpty()) {
        return refuse(SlurmBatchScript::tr("Command"), SlurmBatchScript::tr("nothing to run"), QString());
    }
    for (const QString& a : s.command) {
        if (a.contains(QChar(0))) {
            return refuse(SlurmBatchScript::tr("Command"), SlurmBatchScript::tr("an argument holds a NUL character"),
                          a);
        }
    }
    if (!s.containerImage.isEmpty() && hasControl(s.containerImage)) {
        return refuse(SlurmBatchScript::tr("Container image"),
                      SlurmBatchScript::tr("holds a line break or control character"), s.containerImage);
    }
    for (const QString& m : s.containerMounts) {
        if (m.isEmpty() || m.contains(u',') || hasControl(m) || m.count(u':') < 1) {
            return refuse(SlurmBatchScript::tr("Container mount"),
                          SlurmBatchScript::tr("SRC:DST[:FLAGS], without commas"), m);
        }
    }
    for (const QString& file : {s.outputFile, s.errorFile}) {
        if (file.isEmpty() || file.contains(u'/') || !isSlurmName(file) || file == QLatin1String("job.sh")) {
            return refuse(tr("Output file"), tr("a plain file name in the job folder"), file);
        }
    }
    if (s.outputFile == s.errorFile) {
        return refuse(tr("Output file"), tr("stdout and stderr need files of their own"), s.outputFile);
    }
    return {};
}

Result<QString> SlurmBatchScript::render(const SlurmBatchSpec& s) {
    if (Status ok = validate(s); !ok) {
        return ok.error();
    }
    QStringList lines{QStringLiteral("#!/bin/bash")};
    const auto directive = [&lines](const QString& option, const QString& value = {}) {
        lines << (value.isEmpty() ? QStringLiteral("#SBATCH --%1").arg(option)
                                  : QStringLiteral("#SBATCH --%1=%2").arg(option, value));
    };
    directive(QStringLiteral("job-name"), cleanJobName(s.jobName));
    directive(QStringLiteral("nodes"), QString::number(s.nodes));
    directive(QStringLiteral("ntasks-per-node"), QString::number(s.tasksPerNode));
    if (s.gpusPerNode > 0) {
        directive(QStringLiteral("gpus-per-node"), QString::number(s.gpusPerNode));
    }
    if (s.cpusPerTask > 0) {
        directive(QStringLiteral("cpus-per-task"), QString::number(s.cpusPerTask));
    }
    if (s.exclusive) {
        directive(QStringLiteral("exclusive"));
    }
    directive(QStringLiteral("time"), timeLimit(s.timeLimitMin));
    const QVector<QPair<QString, QString>> names{{QStringLiteral("partition"), s.partition},
                                                 {QStringLiteral("account"), s.account},
                                                 {QStringLiteral("qos"), s.qos},
                                                 {QStringLiteral("reservation"), s.reservation}};
    for (const auto& n : names) {
        if (!n.second.isEmpty()) {
            directive(n.first, n.second);  // validated names need no quoting
        }
    }
    if (!s.nodeList.isEmpty()) {
        directive(QStringLiteral("nodelist"), SlurmHostlist::compress(s.nodeList));
    }
    if (!s.exclude.isEmpty()) {
        directive(QStringLiteral("exclude"), SlurmHostlist::compress(s.exclude));
    }
    directive(QStringLiteral("output"), s.outputFile);
    directive(QStringLiteral("error"), s.errorFile);
    directive(QStringLiteral("no-requeue"));
    if (!s.containerImage.isEmpty() && s.containerForJob) {
        auto image = directiveValue(s.containerImage);
        if (!image) {
            return image.error();
        }
        directive(QStringLiteral("container-image"), *image);
    }
    lines << QStringLiteral(
                 "# Written by Tierbench from structured values: names are validated, everything else is "
                 "quoted.")
          << QStringLiteral("set -u");
    for (const auto& e : s.environment) {
        lines << QStringLiteral("export %1=%2").arg(e.first, ShellQuote::quote(e.second));
    }
    lines << QStringLiteral("echo \"@tb job ${SLURM_JOB_ID} ${SLURM_JOB_NODELIST}\"");

    QStringList srun{QStringLiteral("srun"), QStringLiteral("--label"),
                     s.killOnBadExit ? QStringLiteral("--kill-on-bad-exit=1") : QStringLiteral("--kill-on-bad-exit=0"),
                     QStringLiteral("--mpi=") + slurmMpiKey(s.mpi)};
    QString srunLine = ShellQuote::join(srun);
    if (s.cpusPerTask > 0) {
        // Since 22.05 srun no longer takes --cpus-per-task from the allocation.
        srunLine += QStringLiteral(" --cpus-per-task=\"${SLURM_CPUS_PER_TASK}\"");
    }
    QStringList container;
    if (!s.containerImage.isEmpty() && !s.containerForJob) {
        container << QStringLiteral("--container-image=") + s.containerImage;
    }
    if (!s.containerImage.isEmpty()) {
        if (!s.containerMounts.isEmpty()) {
            container << QStringLiteral("--container-mounts=") + s.containerMounts.join(u',');
        }
        container << (s.containerMountHome ? QStringLiteral("--container-mount-home")
                                           : QStringLiteral("--no-container-mount-home"));
    }
    if (!container.isEmpty()) {
        srunLine += u' ' + ShellQuote::join(container);
    }
    // The marker wrapper is constant text; the task's own arguments follow as "$@".
    srunLine += QStringLiteral(" sh -c 'echo \"@tb task ${SLURM_PROCID} ${SLURMD_NODENAME}\"; exec \"$@\"' tb-task ");
    srunLine += ShellQuote::join(s.command);
    lines << srunLine << QStringLiteral("code=$?") << QStringLiteral("echo \"@tb step-exit ${code}\"")
          << QStringLiteral("exit \"${code}\"");
    return lines.join(u'\n') + u'\n';
}

}  // namespace tb::core
