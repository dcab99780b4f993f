#include "core/launch/slurm/SlurmDiscovery.h"

#include "core/launch/slurm/SlurmJobStatus.h"
#include "core/session/ShellQuote.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
struct Command {
    const char* name;
    const char* line;
};

// The user's jobs, newest submissions last (squeue's order).
constexpr const char* kJobsFormat = "%i|%T|%N|%r|%j|%u|%M";

QVector<Command> viewCommands() {
    return {
        {"sinfo --json", "sinfo --json"},
        {"scontrol show config", "scontrol show config"},
        {"scontrol show partition", "scontrol show partition"},
        {"scontrol show node", "scontrol show node"},
        {"scontrol show topology", "scontrol show topology"},
        {"srun --mpi=list", "srun --mpi=list"},
        {"srun --help", "srun --help"},
        // A bounded look at the accounting database: does sacct answer at all?
        {"sacct",
         "o=$(mktemp); sacct -X -n -P -S now-1days -o JobID,JobName,State,ExitCode >\"$o\" 2>&1; r=$?; "
         "head -n 20 \"$o\"; rm -f \"$o\"; exit $r"},
        {"squeue", nullptr},  // written below: it carries the format
    };
}
}  // namespace

QStringList SlurmDiscovery::commandNames(Depth depth) {
    QStringList names;
    for (const Command& c : viewCommands()) {
        names << QString::fromLatin1(c.name);
    }
    if (depth == Depth::Audit) {
        names << QStringLiteral("srun full node");
    }
    return names;
}

QString SlurmDiscovery::command(Depth depth, const SlurmSettings& settings) {
    QStringList bodies;
    for (const Command& c : viewCommands()) {
        bodies << (c.line ? QString::fromLatin1(c.line)
                          : QStringLiteral("squeue -h -u \"$(id -un)\" -o %1")
                                .arg(ShellQuote::quote(QString::fromLatin1(kJobsFormat))));
    }
    if (depth == Depth::Audit) {
        QStringList srun{QStringLiteral("srun"),
                         QStringLiteral("--nodes=1"),
                         QStringLiteral("--ntasks=1"),
                         QStringLiteral("--exclusive"),
                         QStringLiteral("--time=2"),
                         QStringLiteral("--immediate=120"),
                         QStringLiteral("--job-name=tierbench-prolog")};
        const QVector<QPair<const char*, QString>> names{{"--partition=", settings.partition},
                                                         {"--account=", settings.account},
                                                         {"--qos=", settings.qos},
                                                         {"--reservation=", settings.reservation}};
        for (const auto& n : names) {
            if (!n.second.isEmpty()) {
                srun << QString::fromLatin1(n.first) + n.second;
            }
        }
        srun << QStringLiteral("sh") << QStringLiteral("-c")
             << QStringLiteral(
                    "echo \"@tb-node ${SLURMD_NODENAME:-$(hostname)}\"; if [ -r /etc/nccl.conf ]; then echo "
                    "@tb-nccl-conf; cat /etc/nccl.conf; fi");
        // Wall time of the whole srun from the login node: allocation, prolog, launch, the task, teardown.
        bodies << QStringLiteral(
                      "s=$(date +%s%N); timeout 170 %1; r=$?; e=$(date +%s%N); "
                      "echo \"@tb-elapsed-ms $(( (e - s) / 1000000 ))\"; exit $r")
                      .arg(ShellQuote::join(srun));
    }
    QStringList lines{QStringLiteral("export LC_ALL=C")};
    for (int i = 0; i < bodies.size(); ++i) {
        lines << QStringLiteral(
                     "t=$(mktemp); ( %1 ) >\"$t\" 2>&1 </dev/null; r=$?; "
                     "printf '@tb-cmd %2 %s %s\\n' \"$r\" \"$(wc -c <\"$t\")\"; cat \"$t\"; printf '\\n'; "
                     "rm -f \"$t\"")
                     .arg(bodies.at(i))
                     .arg(i);
    }
    return lines.join(u'\n');
}

Result<SlurmDiscovery> SlurmDiscovery::parse(const QByteArray& reply, Depth depth) {
    const QStringList names = commandNames(depth);
    SlurmDiscovery d;
    qsizetype at = 0;
    while (at < reply.size()) {
        const qsizetype eol = reply.indexOf('\n', at);
        if (eol < 0) {
            break;
        }
        const QByteArray header = reply.mid(at, eol - at);
        at = eol + 1;
        if (!header.startsWith("@tb-cmd ")) {
            continue;
        }
        const QList<QByteArray> f = header.split(' ');
        bool okIndex = false, okSize = false;
        const int index = f.value(1).toInt(&okIndex);
        const qint64 size = f.value(3).trimmed().toLongLong(&okSize);
        if (!okIndex || !okSize || index < 0 || index >= names.size() || size < 0 || at + size > reply.size()) {
            return makeError(ErrorCode::Parse, tr("The discovery reply is cut or garbled"),
                             QString::fromLatin1(header.left(200)));
        }
        ClusterSnapshot::RawOutput out;
        out.name = names.at(index);
        out.command = out.name;
        bool okRc = false;
        const int rc = f.value(2).toInt(&okRc);
        if (okRc) {
            out.exitCode = rc;
        }
        out.content = reply.mid(at, size);
        at += size + 1;
        d.raw.append(out);
    }
    if (d.raw.size() != names.size()) {
        return makeError(ErrorCode::Parse,
                         tr("The discovery reply holds %1 of %2 command outputs").arg(d.raw.size()).arg(names.size()));
    }
    const auto text = [&d](const char* name) {
        const ClusterSnapshot::RawOutput* r = d.output(QString::fromLatin1(name));
        return r && r->exitCode == 0 ? QString::fromUtf8(r->content) : QString();
    };
    d.config = SlurmConfig::parse(text("scontrol show config"));
    if (d.config.isEmpty()) {
        const ClusterSnapshot::RawOutput* r = d.output(QStringLiteral("scontrol show config"));
        return makeError(ErrorCode::ProbeFailed,
                         tr("scontrol show config printed no configuration: is this a Slurm "
                            "login node?"),
                         r ? QString::fromUtf8(r->content.left(500)) : QString());
    }
    d.partitions = SlurmPartition::parse(text("scontrol show partition"));
    if (auto nodes = SlurmNode::fromSinfoJson(d.output(QStringLiteral("sinfo --json"))->content); nodes) {
        d.nodes = *nodes;
    } else {
        d.nodes = SlurmNode::fromScontrol(text("scontrol show node"));  // Slurm before 21.08 has no --json
    }
    d.topology = SlurmTopology::parse(text("scontrol show topology"));
    d.srun = SrunCapabilities::parse(text("srun --mpi=list"), text("srun --help"));
    const ClusterSnapshot::RawOutput* sacct = d.output(QStringLiteral("sacct"));
    d.accountingAnswers = sacct->exitCode == 0;
    if (!d.accountingAnswers) {
        d.accountingError = QString::fromUtf8(sacct->content).trimmed().left(500);
    }
    for (const SlurmJobStatus& s : SlurmJobStatus::fromSqueue(text("squeue"))) {
        ClusterSnapshot::Job j;
        j.id = s.jobId;
        j.state = slurmJobStateKey(s.state);
        j.reason = s.reason;
        j.nodes = s.nodes;
        j.name = s.name;
        d.jobs.append(j);
    }
    // squeue's %u and %M columns (fromSqueue reads the first five).
    const QStringList lines = text("squeue").split(u'\n', Qt::SkipEmptyParts);
    for (int i = 0, j = 0; i < lines.size() && j < d.jobs.size(); ++i) {
        const QStringList f = lines.at(i).split(u'|');
        if (f.value(0) == d.jobs.at(j).id) {
            d.jobs[j].user = f.value(5);
            d.jobs[j].elapsed = f.value(6);
            ++j;
        }
    }
    if (depth == Depth::Audit) {
        const ClusterSnapshot::RawOutput* srun = d.output(QStringLiteral("srun full node"));
        const QString out = QString::fromUtf8(srun->content);
        static const QRegularExpression elapsed(QStringLiteral("@tb-elapsed-ms (\\d+)"));
        static const QRegularExpression node(QStringLiteral("@tb-node (\\S+)"));
        const auto e = elapsed.match(out);
        if (srun->exitCode == 0 && e.hasMatch()) {
            d.prologSeconds = e.captured(1).toLongLong() / 1000.0;
            d.prologNode = node.match(out).captured(1);
        } else {
            d.prologError = out.section(QStringLiteral("@tb-elapsed-ms"), 0, 0).trimmed().left(500);
            if (d.prologError.isEmpty()) {
                d.prologError = tr("srun exited %1").arg(srun->exitCode.value_or(-1));
            }
        }
        const qsizetype nccl = out.indexOf(QStringLiteral("@tb-nccl-conf\n"));
        if (nccl >= 0) {
            d.ncclConfPresent = true;
            d.ncclConf = out.mid(nccl + 14).section(QStringLiteral("@tb-elapsed-ms"), 0, 0).trimmed();
        }
    }
    return d;
}

const ClusterSnapshot::RawOutput* SlurmDiscovery::output(const QString& name) const {
    for (const ClusterSnapshot::RawOutput& r : raw) {
        if (r.name == name) {
            return &r;
        }
    }
    return nullptr;
}

QStringList SlurmDiscovery::gpuNodes() const {
    QStringList out;
    for (const SlurmNode& n : nodes) {
        if (n.gpus() > 0) {
            out << n.name;
        }
    }
    return out;
}

ClusterSnapshot SlurmDiscovery::snapshot() const {
    ClusterSnapshot s;
    s.scheduler = QStringLiteral("Slurm %1").arg(config.version());
    s.clusterName = config.clusterName();
    for (const SlurmPartition& p : partitions) {
        s.queues.append({p.name, p.state, p.nodes, p.gpuCount(), p.isDefault, p.maxTime});
    }
    for (const SlurmNode& n : nodes) {
        ClusterSnapshot::Node v;
        v.name = n.name;
        v.state = n.describe();
        v.usable = n.usable();
        v.gpus = n.gpus();
        v.gpusUsed = n.gpusUsed();
        v.cpus = n.cpus;
        v.memoryMb = n.realMemoryMb;
        v.gres = n.gres;
        v.reason = n.reason;
        v.queues = n.partitions;
        s.nodes.append(v);
    }
    s.jobs = jobs;
    s.raw = raw;
    return s;
}

void SlurmDiscovery::applyTo(SlurmSettings& settings) const {
    settings.accounting = config.accountingEnabled() && accountingAnswers;
    settings.mpiTypes = srun.mpiTypes;
    settings.pyxis = srun.hasPyxis();
}

}  // namespace tb::core
