#include "core/engagement/NodeSupervisor.h"

#include "core/session/RemoteCommand.h"
#include "core/session/RemotePath.h"
#include "core/session/ShellQuote.h"

#include <QRegularExpression>

namespace tb::core {

namespace {

// Two scripts, written into the engagement folder. The supervisor takes the steps of steps.list one after the
// other; each step runs under a runner of its own, in a session of its own (setsid), whose process group is the
// step's: the runner starts the command, ends it at its deadline, and writes `ended` itself, so a step outlives a
// supervisor that was killed and still says how it ended. Every state file is written to a temporary name and
// renamed: a reader never sees half of one. A supervisor that finds a step started, not ended and its runner alive
// waits for it; with its runner gone (the node rebooted) the step was cut and runs once more, and a second cut ends
// it with 125 rather than a third try.
constexpr char kSupervisor[] = R"SH(#!/bin/sh
# Tierbench engagement supervisor: runs the steps of steps.list one after the other. Written by Tierbench.
cd "$(dirname "$0")" || exit 1
now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
put() { printf '%s\n' "$2" > "$1.tmp" && mv -f "$1.tmp" "$1"; }
alive() {  # the step's runner is still there: its pid, in the step's folder, running runner.sh
  p=$(cat "$1/pid" 2>/dev/null) && [ -n "$p" ] && kill -0 "$p" 2>/dev/null &&
    [ "$(readlink "/proc/$p/cwd" 2>/dev/null)" = "$(cd "$1" && pwd -P)" ]
}
put supervisor.pid "$$"
trap 'rm -f supervisor.pid; exit 143' TERM INT HUP
while read -r id; do
  [ -f pause ] && break
  s=steps/$id
  [ -d "$s" ] || continue
  if [ ! -f "$s/ended" ] && [ ! -f "$s/skipped" ]; then
    if [ -f "$s/started" ] && alive "$s"; then
      # Started by an earlier supervisor and still running: not our child, so watched until it ends.
      while [ ! -f "$s/ended" ] && alive "$s"; do sleep 1; done
    else
      attempt=1
      if [ -f "$s/started" ]; then
        attempt=$(( $(cut -d' ' -f1 < "$s/started") + 1 ))
      fi
      if [ "$attempt" -gt 2 ]; then
        put "$s/ended" "125 $(now)"
        continue
      fi
      rm -f "$s/timedout"
      put "$s/started" "$attempt $(now)"
      ( cd "$s" && exec setsid sh ../../runner.sh < /dev/null > /dev/null 2>&1 ) &
      r=$!
      put "$s/pid" "$r"
      wait "$r"
    fi
    [ -f "$s/ended" ] || [ -f "$s/skipped" ] || put "$s/ended" "137 $(now)"
  fi
done < steps.list
rm -f supervisor.pid
)SH";

// The runner of one step, in the step's folder, as the leader of the step's process group.
constexpr char kRunner[] = R"SH(#!/bin/sh
now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
put() { printf '%s\n' "$2" > "$1.tmp" && mv -f "$1.tmp" "$1"; }
stopped=
trap 'stopped=1' TERM
deadline=$(cat deadline 2>/dev/null || echo 0)
if [ "$deadline" -gt 0 ] 2>/dev/null; then
  ( sleep "$deadline"; : > timedout; kill -TERM -$$ ) &
fi
sh ./cmd > out 2> err < /dev/null &
c=$!
wait "$c"
rc=$?
while kill -0 "$c" 2>/dev/null; do  # woken by TERM: the command gets 5 s, then KILL
  if [ -n "$stopped" ]; then sleep 5; kill -KILL "$c" 2>/dev/null; fi
  wait "$c"
  rc=$?
done
[ -f timedout ] && rc=124
put ended "$rc $(now)"
trap '' TERM
kill -TERM -$$ 2>/dev/null  # the deadline's sleeper, and anything the command left in its group
)SH";

// Exits 0 when the folder's supervisor is alive: its pid file names a process whose command line is ours. Sets $p.
constexpr char kAlive[] =
    R"SH(p=$(cat supervisor.pid 2>/dev/null) && [ -n "$p" ] && kill -0 "$p" 2>/dev/null && tr '\0' ' ' < /proc/"$p"/cmdline 2>/dev/null | grep -q supervisor.sh)SH";

const QRegularExpression& idPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9.-]{0,127}$"));
    return re;
}

// A state file's first word as a small whole number; nullopt when it is not one (a hostile or broken node).
std::optional<int> firstInt(const QString& field) {
    bool ok = false;
    const int v = field.section(u' ', 0, 0).toInt(&ok);
    return ok && v >= 0 && v < 1000000 ? std::optional<int>(v) : std::nullopt;
}

}  // namespace

NodeSupervisor::NodeSupervisor(RemoteConnection& connection, QString dir)
    : m_connection(connection), m_dir(std::move(dir)) {}

Status NodeSupervisor::start(const QVector<SupervisedStep>& steps) {
    if (Status st = RemotePath::validate(m_dir); !st) {
        return st;
    }
    QString line = QStringLiteral("set -e; umask 077; mkdir -p ") + ShellQuote::path(m_dir) +
                   QStringLiteral("/steps && cd ") + ShellQuote::path(m_dir) + QStringLiteral(" && ");
    line += QStringLiteral("printf '%s' ") + ShellQuote::quote(QString::fromLatin1(kSupervisor)) +
            QStringLiteral(" > supervisor.sh.tmp && mv -f supervisor.sh.tmp supervisor.sh; ");
    line += QStringLiteral("printf '%s' ") + ShellQuote::quote(QString::fromLatin1(kRunner)) +
            QStringLiteral(" > runner.sh.tmp && mv -f runner.sh.tmp runner.sh; ");
    QStringList ids;
    for (const SupervisedStep& s : steps) {
        if (!idPattern().match(s.id).hasMatch() || ids.contains(s.id)) {
            return makeError(ErrorCode::InvalidArgument, tr("\"%1\" is no step id for the node").arg(s.id.left(64)));
        }
        ids << s.id;
        const QString dir = QStringLiteral("steps/") + s.id;
        // A step already there keeps its state files; its command and deadline are written again.
        line += QStringLiteral("mkdir -p %1 && printf '%s\\n' %2 > %1/cmd && printf '%s\\n' %3 > %1/deadline; ")
                    .arg(dir, ShellQuote::quote(s.command))
                    .arg(qMax(0, s.deadlineS));
    }
    line += QStringLiteral("printf '%s\\n' ") + ShellQuote::join(ids) +
            QStringLiteral(" > steps.list.tmp && mv -f steps.list.tmp steps.list; rm -f pause; ");
    line += QStringLiteral("if ") + QString::fromLatin1(kAlive) +
            QStringLiteral("; then exit 0; fi; setsid nohup sh ./supervisor.sh > supervisor.log 2>&1 < /dev/null & ");
    line += QStringLiteral("exit 0");
    auto ran = RemoteCommand::capture(m_connection, line, 64 * 1024, 60);
    if (!ran) {
        return ran.error();
    }
    if (ran->exitCode != 0) {
        return makeError(ErrorCode::ProbeFailed, tr("The engagement's supervisor could not be started on the node: %1")
                                                     .arg(QString::fromUtf8(ran->err.trimmed().left(500))));
    }
    return {};
}

Result<bool> NodeSupervisor::running() {
    auto ran =
        RemoteCommand::capture(m_connection, QStringLiteral("cd ") + ShellQuote::path(m_dir) +
                                                 QStringLiteral(" 2>/dev/null && ") + QString::fromLatin1(kAlive));
    if (!ran) {
        return ran.error();
    }
    return ran->exitCode == 0;
}

Result<QVector<SupervisedState>> NodeSupervisor::poll() {
    // One line per step: id | started | ended | skipped | stdout bytes | stderr bytes | its runner alive.
    const QString line =
        QStringLiteral("cd ") + ShellQuote::path(m_dir) +
        QStringLiteral(
            " 2>/dev/null || exit 3; while read -r id; do s=steps/$id; r=; "
            "p=$(cat $s/pid 2>/dev/null) && [ -n \"$p\" ] && kill -0 \"$p\" 2>/dev/null && "
            "[ \"$(readlink /proc/$p/cwd 2>/dev/null)\" = \"$(cd $s && pwd -P)\" ] && r=1; "
            "printf '%s|%s|%s|%s|%s|%s|%s\\n' \"$id\" \"$(head -c 200 $s/started 2>/dev/null)\" "
            "\"$(head -c 200 $s/ended 2>/dev/null)\" \"$( [ -f $s/skipped ] && echo 1)\" "
            "\"$(wc -c < $s/out 2>/dev/null)\" \"$(wc -c < $s/err 2>/dev/null)\" \"$r\"; done < steps.list");
    auto ran = RemoteCommand::capture(m_connection, line, 4 * 1024 * 1024, 60);
    if (!ran) {
        return ran.error();
    }
    if (ran->exitCode == 3) {
        return makeError(ErrorCode::NotFound, tr("The node has no engagement folder %1").arg(m_dir));
    }
    QVector<SupervisedState> out;
    for (const QByteArray& raw : ran->out.split('\n')) {
        const QStringList f = QString::fromUtf8(raw).split(u'|');
        if (f.size() != 7 || !idPattern().match(f[0]).hasMatch()) {
            continue;  // not a line this command prints: ignored, never believed
        }
        SupervisedState st;
        st.id = f[0];
        const auto attempt = firstInt(f[1]);
        const auto rc = firstInt(f[2]);
        st.attempt = attempt.value_or(0);
        st.startedAt = f[1].section(u' ', 1, 1).left(40);
        st.endedAt = f[2].section(u' ', 1, 1).left(40);
        st.stdoutSize = qMax<qint64>(0, f[4].trimmed().toLongLong());
        st.stderrSize = qMax<qint64>(0, f[5].trimmed().toLongLong());
        if (f[3] == QLatin1String("1")) {
            st.phase = SupervisedState::Phase::Skipped;
        } else if (rc) {
            st.phase = SupervisedState::Phase::Ended;
            st.exitCode = rc;
        } else if (attempt) {
            const bool runnerAlive = f[6] == QLatin1String("1");
            st.phase = runnerAlive ? SupervisedState::Phase::Running : SupervisedState::Phase::Waiting;
            st.cut = !runnerAlive;
        }
        out << st;
    }
    return out;
}

Result<QByteArray> NodeSupervisor::output(const QString& id, const QString& stream, qint64 offset, qint64 maxBytes) {
    if (!idPattern().match(id).hasMatch() || (stream != QLatin1String("out") && stream != QLatin1String("err"))) {
        return makeError(ErrorCode::InvalidArgument, tr("No such step output: %1 %2").arg(id.left(64), stream.left(8)));
    }
    const QString line = QStringLiteral("cd ") + ShellQuote::path(m_dir) +
                         QStringLiteral(" && tail -c +%1 steps/%2/%3").arg(qMax<qint64>(0, offset) + 1).arg(id, stream);
    auto ran = RemoteCommand::capture(m_connection, line, maxBytes, 300);
    if (!ran) {
        return ran.error();
    }
    if (ran->exitCode != 0) {
        return makeError(ErrorCode::NotFound, tr("The node has no output of step %1").arg(id));
    }
    return ran->out;
}

Status NodeSupervisor::pause() {
    auto ran = RemoteCommand::capture(
        m_connection, QStringLiteral("cd ") + ShellQuote::path(m_dir) + QStringLiteral(" && : > pause"));
    if (!ran) {
        return ran.error();
    }
    return ran->exitCode == 0 ? Status() : makeError(ErrorCode::ProbeFailed, tr("The node refused to pause"));
}

Status NodeSupervisor::resume() {
    const QString line = QStringLiteral("cd ") + ShellQuote::path(m_dir) + QStringLiteral(" && rm -f pause && if ") +
                         QString::fromLatin1(kAlive) +
                         QStringLiteral(
                             "; then exit 0; fi; setsid nohup sh ./supervisor.sh > supervisor.log 2>&1 "
                             "< /dev/null & exit 0");
    auto ran = RemoteCommand::capture(m_connection, line);
    if (!ran) {
        return ran.error();
    }
    return ran->exitCode == 0 ? Status() : makeError(ErrorCode::ProbeFailed, tr("The node refused to resume"));
}

namespace {
// "steps/<id>" for each id, quoted; the ids were checked against idPattern() first.
Result<QString> stepFolders(const QStringList& ids, const QRegularExpression& pattern) {
    QStringList folders;
    for (const QString& id : ids) {
        if (!pattern.match(id).hasMatch()) {
            return makeError(ErrorCode::InvalidArgument,
                             NodeSupervisor::tr("\"%1\" is no step id for the node").arg(id.left(64)));
        }
        folders << ShellQuote::quote(QStringLiteral("steps/") + id);
    }
    return folders.join(u' ');
}
}  // namespace

Status NodeSupervisor::skip(const QStringList& ids) {
    if (ids.isEmpty()) {
        return {};  // nothing asked, nothing to change
    }
    auto folders = stepFolders(ids, idPattern());
    if (!folders) {
        return folders.error();
    }
    // Every folder checked before any is marked, so a wrong id changes nothing. Marked first, so the supervisor
    // passes it over; a running one's process group is ended.
    const QString line = QStringLiteral("cd ") + ShellQuote::path(m_dir) +
                         QStringLiteral(
                             " && for s in %1; do [ -d \"$s\" ] || exit 3; done && for s in %1; do "
                             ": > \"$s/skipped\"; p=$(cat \"$s/pid\" 2>/dev/null); "
                             "[ -z \"$p\" ] || kill -TERM -\"$p\" 2>/dev/null; done; exit 0")
                             .arg(*folders);
    auto ran = RemoteCommand::capture(m_connection, line);
    if (!ran) {
        return ran.error();
    }
    return ran->exitCode == 0 ? Status()
                              : makeError(ErrorCode::NotFound, tr("The node has no step %1").arg(ids.join(u' ')));
}

Status NodeSupervisor::retry(const QStringList& ids) {
    if (ids.isEmpty()) {
        return {};  // nothing asked, nothing to change
    }
    auto folders = stepFolders(ids, idPattern());
    if (!folders) {
        return folders.error();
    }
    const QString line = QStringLiteral("cd ") + ShellQuote::path(m_dir) +
                         QStringLiteral(
                             " && for s in %1; do [ -d \"$s\" ] || exit 3; done && for s in %1; do "
                             "rm -f \"$s/started\" \"$s/ended\" \"$s/skipped\" \"$s/timedout\" "
                             "\"$s/out\" \"$s/err\"; done")
                             .arg(*folders);
    auto ran = RemoteCommand::capture(m_connection, line);
    if (!ran) {
        return ran.error();
    }
    if (ran->exitCode != 0) {
        return makeError(ErrorCode::NotFound, tr("The node has no step %1").arg(ids.join(u' ')));
    }
    return resume();
}

Status NodeSupervisor::stop() {
    // The supervisor first (so it starts nothing more), then each step's process group: TERM, which its runner
    // turns into an `ended`, then KILL for what is left after 5 s.
    const QString line =
        QStringLiteral("cd ") + ShellQuote::path(m_dir) + QStringLiteral(" 2>/dev/null || exit 0; : > pause; if ") +
        QString::fromLatin1(kAlive) +
        QStringLiteral(
            "; then kill -TERM \"$p\" 2>/dev/null; fi; for f in steps/*/pid; do [ -f \"$f\" ] || continue; "
            "q=$(cat \"$f\"); [ -n \"$q\" ] && kill -TERM -\"$q\" 2>/dev/null; done; "
            "n=0; while [ $n -lt 10 ]; do left=; for f in steps/*/pid; do [ -f \"$f\" ] || continue; "
            "q=$(cat \"$f\"); kill -0 -\"$q\" 2>/dev/null && left=1; done; [ -z \"$left\" ] && break; "
            "sleep 1; n=$((n+1)); done; for f in steps/*/pid; do [ -f \"$f\" ] || continue; "
            "kill -KILL -\"$(cat \"$f\")\" 2>/dev/null; done; exit 0");
    auto ran = RemoteCommand::capture(m_connection, line, 64 * 1024, 60);
    if (!ran) {
        return ran.error();
    }
    return {};
}

}  // namespace tb::core
