#include "core/cluster/slurm/SlurmFaultDrill.h"

#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmNode.h"
#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QThread>

#include <cmath>

namespace tb::core {

namespace {

constexpr int kCommandTimeoutS = 60;
// 3.0's expectations: a fault detected in about two minutes, the node (or a spare) back within an hour.
constexpr double kDetectGoalS = 120;
constexpr double kReturnGoalS = 3600;

const QString kDateCommand = QStringLiteral("LC_ALL=C date '+%s.%N %Y-%m-%dT%H:%M:%S'");

QString seconds(double s) {
    return QStringLiteral("%1 s").arg(s, 0, 'f', s < 100 ? 1 : 0);
}

// The first line of a command's output that is a plain epoch (`date +%s.%N`).
std::optional<double> epochLine(const QByteArray& out) {
    for (const QByteArray& line : out.split('\n')) {
        bool ok = false;
        const double v = line.trimmed().toDouble(&ok);
        if (ok && std::isfinite(v) && v > 0) {
            return v;
        }
    }
    return std::nullopt;
}

// Sleeps `s` seconds in short steps, so a cancel is seen within a tenth of a second.
bool sleepUnlessCancelled(int s, const CancelToken& cancel) {
    for (int i = 0; i < s * 10; ++i) {
        if (cancel.isCancelled()) {
            return false;
        }
        QThread::msleep(100);
    }
    return !cancel.isCancelled();
}

QString markerPath(const FaultDrillOptions& o) {
    return QStringLiteral("\"$HOME\"/") + ShellQuote::quote(o.markerDir) + u'/' + ShellQuote::quote(o.node);
}

}  // namespace

QString faultInjectionKey(FaultInjection injection) {
    switch (injection) {
        case FaultInjection::Marker:
            return QStringLiteral("marker");
        case FaultInjection::KernelLog:
            return QStringLiteral("kernel-log");
        case FaultInjection::Provider:
            return QStringLiteral("provider");
    }
    return {};
}

std::optional<FaultInjection> faultInjectionFromKey(const QString& key) {
    for (FaultInjection f : {FaultInjection::Marker, FaultInjection::KernelLog, FaultInjection::Provider}) {
        if (faultInjectionKey(f) == key) {
            return f;
        }
    }
    return std::nullopt;
}

std::optional<double> FaultDrillOutcome::detectionS() const {
    if (!timeline.detected) {
        return std::nullopt;
    }
    return *timeline.detected - timeline.injected;
}

std::optional<double> FaultDrillOutcome::slurmLagS() const {
    if (!timeline.detected || !timeline.slurmDrained) {
        return std::nullopt;
    }
    return *timeline.detected - *timeline.slurmDrained;
}

std::optional<double> FaultDrillOutcome::inDrainS() const {
    if (!timeline.returned) {
        return std::nullopt;
    }
    const double from = timeline.slurmDrained.value_or(timeline.detected.value_or(timeline.injected));
    return *timeline.returned - from;
}

QVector<FindingRecord> FaultDrillOutcome::findings() const {
    QVector<FindingRecord> out;
    const QString node = options.node;
    out << FindingRecord::fact(QStringLiteral("fault_drill.node"), node);
    out << FindingRecord::fact(QStringLiteral("fault_drill.injection"), faultInjectionKey(options.injection));
    if (const auto d = detectionS()) {
        const FindingStatus st = *d <= kDetectGoalS ? FindingStatus::Pass : FindingStatus::Warn;
        out << FindingRecord::check(
            QStringLiteral("fault_drill.detected"), st, seconds(*d),
            SlurmFaultDrill::tr("%1 was taken out of service %2 after the fault (ClusterMAX 3.0 expects about %3): %4")
                .arg(node, seconds(*d), seconds(kDetectGoalS), timeline.reason));
    } else {
        out << FindingRecord::check(QStringLiteral("fault_drill.detected"), FindingStatus::Fail, QString(),
                                    SlurmFaultDrill::tr("%1 stayed in service %2 after the fault: the health checks "
                                                        "did not drain it")
                                        .arg(node, seconds(options.detectDeadlineS)));
    }
    if (const auto lag = slurmLagS()) {
        out << FindingRecord::fact(QStringLiteral("fault_drill.slurm_lag_s"), QString::number(*lag, 'f', 1),
                                   SlurmFaultDrill::tr("Slurm's own drain stamp to the poll that saw it"));
    }
    if (timeline.detected) {
        if (const auto back = inDrainS()) {
            const FindingStatus st = *back <= kReturnGoalS ? FindingStatus::Pass : FindingStatus::Warn;
            out << FindingRecord::check(
                QStringLiteral("fault_drill.returned"), st, seconds(*back),
                SlurmFaultDrill::tr("%1 was back in service %2 after it was drained").arg(node, seconds(*back)));
        } else {
            out << FindingRecord::check(QStringLiteral("fault_drill.returned"), FindingStatus::Fail, QString(),
                                        SlurmFaultDrill::tr("%1 was still out of service %2 after it was drained")
                                            .arg(node, seconds(options.returnDeadlineS)));
        }
    }
    if (!clearNote.isEmpty()) {
        out << FindingRecord::fact(QStringLiteral("fault_drill.left_to_clear"), clearNote);
    }
    return out;
}

Status SlurmFaultDrill::validate(const FaultDrillOptions& o) {
    if (!o.consent) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The fault drill takes a node of the provider's out of service; it runs only with the "
                            "analyst's recorded consent"));
    }
    // Node names reach the remote shell quoted, but a name Slurm could not have is refused before anything runs.
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    if (!name.match(o.node).hasMatch()) {
        return makeError(ErrorCode::InvalidArgument, tr("\"%1\" is not a Slurm node name").arg(o.node));
    }
    static const QRegularExpression dir(QStringLiteral("^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$"));
    if (!dir.match(o.markerDir).hasMatch() || o.markerDir.split(u'/').contains(QStringLiteral(".."))) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The marker folder must be a plain path inside the home folder: %1").arg(o.markerDir));
    }
    if (o.pollIntervalS < 1 || o.pollIntervalS > 60 || o.detectDeadlineS < 1 || o.detectDeadlineS > 86400 ||
        o.returnDeadlineS < 1 || o.returnDeadlineS > 7 * 86400) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The poll interval is 1 to 60 s, the detection deadline at most a day, the return "
                            "deadline at most a week"));
    }
    return {};
}

Result<SlurmFaultDrill::Poll> SlurmFaultDrill::parsePoll(const QByteArray& out, const QString& node) {
    const int eol = out.indexOf('\n');
    const QList<QByteArray> clock = out.left(eol < 0 ? out.size() : eol).trimmed().split(' ');
    bool ok = false;
    Poll p;
    p.at = clock.value(0).toDouble(&ok);
    const QDateTime local = QDateTime::fromString(QString::fromLatin1(clock.value(1)), Qt::ISODate);
    if (!ok || !std::isfinite(p.at) || p.at <= 0 || !local.isValid()) {
        return makeError(ErrorCode::Parse, tr("The login node's clock could not be read"),
                         QString::fromUtf8(out.left(200)));
    }
    QDateTime asUtc = local;
    asUtc.setTimeSpec(Qt::UTC);
    // Time zones are whole quarter hours: rounding takes away the second that may tick between the two fields.
    p.offsetS = std::round((static_cast<double>(asUtc.toSecsSinceEpoch()) - std::floor(p.at)) / 900.0) * 900.0;
    for (const SlurmNode& n : SlurmNode::fromScontrol(QString::fromUtf8(out.mid(eol < 0 ? out.size() : eol + 1)))) {
        if (n.name != node) {
            continue;
        }
        p.found = true;
        p.inService = n.usable();
        p.state = n.describe();
        p.reason = n.reason;
        const QDateTime stamp = QDateTime::fromString(n.reasonTime, Qt::ISODate);
        if (stamp.isValid()) {
            QDateTime stampUtc = stamp;
            stampUtc.setTimeSpec(Qt::UTC);
            p.reasonAt = static_cast<double>(stampUtc.toSecsSinceEpoch()) - p.offsetS;
        }
    }
    return p;
}

Result<FaultDrillOutcome> SlurmFaultDrill::run(RemoteConnection& connection, const FaultDrillOptions& options,
                                               const CancelToken& cancel, const Log& log) {
    if (Status st = validate(options); !st) {
        return st.error();
    }
    const auto say = [&](const QString& line) {
        if (log) {
            log(line);
        }
    };
    const QString pollCommand =
        kDateCommand + QStringLiteral("; LC_ALL=C scontrol show node ") + ShellQuote::quote(options.node);
    const auto poll = [&]() -> Result<Poll> {
        auto ran = RemoteCommand::capture(connection, pollCommand, 1024 * 1024, kCommandTimeoutS);
        if (!ran) {
            return ran.error();
        }
        return parsePoll(ran->out, options.node);
    };

    // The node must be in service before: a drill on a drained node would time nothing.
    auto before = poll();
    if (!before) {
        return before.error();
    }
    if (!before->found) {
        return makeError(ErrorCode::NotFound, tr("Slurm has no node %1").arg(options.node));
    }
    if (!before->inService) {
        return makeError(
            ErrorCode::InvalidArgument,
            tr("%1 is not in service (%2); the drill starts from a node that is").arg(options.node, before->state));
    }

    FaultDrillOutcome outcome;
    outcome.options = options;
    FaultDrillTimeline& t = outcome.timeline;
    QString injectCommand;
    switch (options.injection) {
        case FaultInjection::Marker:
            injectCommand = QStringLiteral("mkdir -p \"$HOME\"/%1 && LC_ALL=C date +%s.%N && : > %2")
                                .arg(ShellQuote::quote(options.markerDir), markerPath(options));
            break;
        case FaultInjection::KernelLog: {
            const QString line = QStringLiteral(
                "NVRM: Xid (PCI:0000:00:00): 79, pid=0, name=tierbench-fault-drill, GPU "
                "has fallen off the bus.");
            const QString onNode =
                QStringLiteral("echo %1 | sudo -n tee /dev/kmsg >/dev/null").arg(ShellQuote::quote(line));
            injectCommand = QStringLiteral("LC_ALL=C date +%s.%N && srun --nodelist=%1 -N1 -n1 --time=2 sh -c %2")
                                .arg(ShellQuote::quote(options.node), ShellQuote::quote(onNode));
            outcome.clearNote =
                tr("a synthetic Xid 79 line stays in %1's kernel log until the node reboots").arg(options.node);
            break;
        }
        case FaultInjection::Provider:
            injectCommand = QStringLiteral("LC_ALL=C date +%s.%N");
            outcome.clearNote = tr("the provider clears the fault it triggered on %1").arg(options.node);
            break;
    }
    say(tr("injecting the fault on %1 (%2)").arg(options.node, faultInjectionKey(options.injection)));
    auto injected = RemoteCommand::capture(connection, injectCommand, 64 * 1024, kCommandTimeoutS + 120);
    if (!injected) {
        return injected.error();
    }
    const auto at = epochLine(injected->out);
    bool needsClearing = options.injection == FaultInjection::Marker;
    const auto clear = [&]() -> Status {
        if (!needsClearing) {
            return {};
        }
        auto ran = RemoteCommand::capture(connection,
                                          QStringLiteral("rm -f %1 && LC_ALL=C date +%s.%N").arg(markerPath(options)),
                                          64 * 1024, kCommandTimeoutS);
        if (!ran || ran->exitCode != 0) {
            return ran ? makeError(ErrorCode::Io, tr("The fault marker on %1 could not be removed").arg(options.node),
                                   QString::fromUtf8(ran->err.left(300)))
                       : ran.error();
        }
        needsClearing = false;
        t.cleared = epochLine(ran->out);
        t.events.append({t.cleared.value_or(0), tr("fault cleared")});
        say(tr("fault cleared on %1").arg(options.node));
        return {};
    };
    // Every way out below goes through here: the marker must not outlive the drill.
    const auto fail = [&](Error e) -> Result<FaultDrillOutcome> {
        if (Status st = clear(); !st) {
            e.detail += (e.detail.isEmpty() ? QString() : QStringLiteral("; ")) + st.error().toString();
        }
        return e;
    };
    if (injected->exitCode != 0 || !at) {
        return fail(makeError(ErrorCode::ProbeFailed, tr("The fault could not be injected on %1").arg(options.node),
                              QString::fromUtf8(injected->err.left(500))));
    }
    t.injected = *at;
    t.events.append({t.injected, tr("fault injected (%1)").arg(faultInjectionKey(options.injection))});
    if (options.injection == FaultInjection::Provider) {
        say(tr("ask the provider to trigger the fault on %1 now").arg(options.node));
    }

    QString lastState = before->state;
    const auto observe = [&](const Poll& p) {
        t.raw += QByteArray::number(p.at, 'f', 3) + ' ' + p.state.toUtf8() + '\n';
        if (p.state != lastState) {
            lastState = p.state;
            t.events.append({p.at, p.state});
            say(QStringLiteral("%1: %2").arg(options.node, p.state));
        }
    };
    // Detection: the first poll that sees the node out of service.
    for (;;) {
        if (!sleepUnlessCancelled(options.pollIntervalS, cancel)) {
            return fail(makeError(ErrorCode::Cancelled, tr("The fault drill was cancelled")));
        }
        auto p = poll();
        if (!p) {
            return fail(p.error());
        }
        if (!p->found) {
            return fail(makeError(ErrorCode::NotFound, tr("Slurm no longer lists %1").arg(options.node)));
        }
        observe(*p);
        if (!p->inService) {
            t.detected = p->at;
            t.reason = p->reason;
            // Slurm's stamp is whole seconds; one from before the injection belongs to another drain.
            if (p->reasonAt && *p->reasonAt >= std::floor(t.injected)) {
                t.slurmDrained = qMin(*p->reasonAt, p->at);
            }
            break;
        }
        if (p->at - t.injected > options.detectDeadlineS) {
            say(tr("%1 was not drained within %2 s").arg(options.node).arg(options.detectDeadlineS));
            if (Status st = clear(); !st) {
                return st.error();
            }
            return outcome;
        }
    }
    if (Status st = clear(); !st) {
        return st.error();
    }
    // Return: the first poll that sees it in service again.
    for (;;) {
        if (!sleepUnlessCancelled(options.pollIntervalS, cancel)) {
            return makeError(ErrorCode::Cancelled, tr("The fault drill was cancelled while %1 was out of service; "
                                                      "the fault was cleared")
                                                       .arg(options.node));
        }
        auto p = poll();
        if (!p) {
            return p.error();
        }
        if (!p->found) {
            return makeError(ErrorCode::NotFound, tr("Slurm no longer lists %1").arg(options.node));
        }
        observe(*p);
        if (p->inService) {
            t.returned = p->at;
            return outcome;
        }
        if (p->at - *t.detected > options.returnDeadlineS) {
            say(tr("%1 was not back in service within %2 s").arg(options.node).arg(options.returnDeadlineS));
            return outcome;
        }
    }
}

}  // namespace tb::core
