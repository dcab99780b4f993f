#include "core/cluster/ClusterJobRunner.h"

#include "core/launch/ClusterLauncher.h"
#include "core/cluster/ClusterJobWatch.h"
#include "core/store/ClusterJobOwnership.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Transaction.h"
#include "core/store/Store.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QThread>

namespace tb::core {

namespace {
// Waits up to ms, in slices, returning early when the analyst cancels.
void pause(int ms, const CancelToken& cancel) {
    QElapsedTimer t;
    t.start();
    while (!cancel.isCancelled() && t.elapsed() < ms) {
        QThread::msleep(static_cast<unsigned long>(qMin<qint64>(50, ms - t.elapsed() + 1)));
    }
}

constexpr int kMaxPollFailures = 5;  // in a row (sacct and squeue may hiccup while slurmctld is busy)
constexpr int kMaxEndingPolls = 5;   // polls after the end to read output the file system shows late
constexpr int kUnknownPollsToGone = 3;
constexpr int kEndingPollMs = 100;

}  // namespace

Status ClusterJobRunner::cancel(RemoteConnection* connection, ClusterLauncher& launcher,
                                const QStringList& schedulerIds, int waitS) {
    return launcher.cancel(connection, schedulerIds, waitS);
}

int ClusterJobRunner::endLeftovers(Store& store, ClusterLauncher& launcher, RemoteConnection* connection,
                                   qint64 clusterId, int waitS, const std::function<void(const QString&)>& log) {
    auto leftovers =
        store.run([clusterId](QSqlDatabase& db) { return ClusterJobOwnership(db).leftoversOn(clusterId); });
    if (!leftovers || leftovers->isEmpty()) {
        return 0;
    }
    int done = 0;
    for (const ClusterJobOwnership::Leftover& l : *leftovers) {
        // Cancelling a job that already ended is not an error: the queue holding nothing of it is what counts.
        if (Status st = launcher.cancel(connection, {l.schedulerId}, waitS); !st) {
            if (log) {
                log(tr("Job %1, left by a process that ended, could not be cancelled yet: %2")
                        .arg(l.schedulerId, st.error().message));
            }
            continue;  // tried again at the next connection
        }
        auto marked = store.run([l](QSqlDatabase& db) { return ClusterJobOwnership(db).cancelled(l); });
        if (!marked && log) {
            log(tr("Job %1 was cancelled, but the database could not record it: %2")
                    .arg(l.schedulerId, marked.error().message));
        }
        ++done;
        if (log) {
            log(tr("cancelled job %1, left in the queue: %2").arg(l.schedulerId, l.detail));
        }
    }
    return done;
}

ClusterJobRunner::ClusterJobRunner(std::shared_ptr<Store> store, ClusterLauncher& launcher, qint64 clusterId,
                                   ClusterJobLimits limits, ClusterJobObserver* observer)
    : m_store(std::move(store)), m_launcher(launcher), m_clusterId(clusterId), m_limits(limits), m_observer(observer) {}

bool ClusterJobRunner::reconnected(RemoteConnection& connection,
                                   const std::vector<std::unique_ptr<ClusterJobWatch>>& active, const Error& lost,
                                   const CancelToken& cancel) {
    if (!reconnect) {
        return false;
    }
    const auto note = [&active](const QString& line) {
        for (const auto& w : active) {
            w->note(line);
        }
    };
    // The tries are counted until a poll gets through again, not per drop: a login node that lets a connection in
    // only to lose it before the next poll would otherwise be tried for ever (it was, under load, in a test that
    // drops every login).
    int pauseMs = m_limits.reconnectPauseMs << qBound(0, m_reconnectTries, 8);
    while (m_reconnectTries < m_limits.reconnectAttempts) {
        const int attempt = ++m_reconnectTries;
        note(tr("The connection to the login node was lost (%1); connecting again (try %2 of %3)")
                 .arg(lost.message)
                 .arg(attempt)
                 .arg(m_limits.reconnectAttempts));
        // The analyst's cancel still ends the jobs: it is acted on as soon as the connection is back, or, when
        // it does not come back, at the next connection like any job left in the queue.
        pause(pauseMs, cancel);
        pauseMs *= 2;
        connection.disconnect();
        if (Status st = reconnect(connection); st) {
            note(tr("Connected again; watching on"));
            return true;
        } else if (st.error().code != ErrorCode::Unreachable && st.error().code != ErrorCode::Timeout) {
            note(tr("Could not connect again: %1").arg(st.error().message));
            return false;  // a refused host key or login does not get better by trying again
        }
    }
    return false;
}

Result<QVector<ClusterJobResult>> ClusterJobRunner::run(RemoteConnection* connection,
                                                        const QVector<ClusterJobPlan>& plans, const QString& jobRoot,
                                                        const CancelToken& cancel) {
    QVector<ClusterJobResult> results;
    std::vector<std::unique_ptr<ClusterJobWatch>> active;
    for (const ClusterJobPlan& plan : plans) {
        ClusterJobRecord record;
        record.clusterId = m_clusterId;
        record.kind = plan.kind;
        record.name = plan.spec.name;
        record.state = QStringLiteral("SUBMITTING");
        // Recorded and claimed by this process in one transaction: a job is never `running` without an owner the
        // next start can look for (core/store/ClusterJobOwnership), so a SIGKILL cannot leave it in the queue.
        auto id = m_store->run([record](QSqlDatabase& db) -> Result<qint64> {
            Transaction tx(db);
            if (!tx.started()) {
                return tx.started().error();
            }
            auto added = ClusterRepository(db).addJob(record);
            if (!added) {
                return added.error();
            }
            if (auto st = ClusterJobOwnership(db).claim(*added); !st) {
                return st.error();
            }
            if (auto st = tx.commit(); !st) {
                return st.error();
            }
            return *added;
        });
        if (!id) {
            return id.error();
        }
        record.id = *id;
        auto watch = std::make_unique<ClusterJobWatch>(*m_store, m_launcher, plan, record, m_observer);
        if (Status st = watch->begin(); !st) {
            results << watch->finish(st.error());
            continue;
        }
        if (cancel.isCancelled()) {
            results << watch->finish(makeError(ErrorCode::Cancelled, tr("Cancelled before the job was submitted")));
            continue;
        }
        // A folder no other job ever had: several databases may share one cluster home.
        const QString jobDir =
            jobRoot + QStringLiteral("/%1-%2-%3")
                          .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                          .arg(*id)
                          .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
        auto submitted = m_launcher.submit(connection, plan.spec, jobDir);
        if (!submitted) {
            results << watch->finish(submitted.error());
            if (submitted.error().code == ErrorCode::Unreachable) {
                break;  // the rest cannot be submitted either
            }
            continue;
        }
        watch->submitted(*submitted);
        active.push_back(std::move(watch));
    }

    int pollFailures = 0;
    bool userCancelHandled = false;
    const auto cancelJobs = [&](const std::vector<ClusterJobWatch*>& jobs, const Error& why, bool deadline) {
        QStringList ids;
        for (ClusterJobWatch* w : jobs) {
            w->cancelledBecause(why, deadline);
            ids << w->schedulerId();
        }
        if (Status st = ClusterJobRunner::cancel(connection, m_launcher, ids, m_limits.cancelWaitS); !st) {
            for (ClusterJobWatch* w : jobs) {
                w->cancelledBecause(st.error(), deadline);  // first reason wins; logged in the job's detail below
            }
            return st;
        }
        return Status{};
    };

    while (!active.empty()) {
        if (cancel.isCancelled() && !userCancelHandled) {
            userCancelHandled = true;
            std::vector<ClusterJobWatch*> all;
            for (auto& w : active) {
                all.push_back(w.get());
            }
            (void)cancelJobs(all, makeError(ErrorCode::Cancelled, tr("Cancelled by the analyst")), false);
        }
        QVector<OutputCursor> cursors;
        for (auto& w : active) {
            cursors << w->cursor();
        }
        auto polled = m_launcher.poll(connection, cursors);
        if (!polled) {
            if (polled.error().code == ErrorCode::Unreachable) {
                if (connection && reconnected(*connection, active, polled.error(), cancel)) {
                    continue;  // the jobs ran on; the cursors read on where they stopped
                }
                for (auto& w : active) {
                    results << w->interrupt(polled.error());
                }
                return results;
            }
            if (++pollFailures >= kMaxPollFailures) {
                for (auto& w : active) {
                    w->cancelledBecause(makeError(ErrorCode::ProbeFailed,
                                                  tr("The job could not be watched: %1").arg(polled.error().message),
                                                  polled.error().detail),
                                        false);
                }
                QStringList ids;
                for (auto& w : active) {
                    ids << w->schedulerId();
                }
                (void)ClusterJobRunner::cancel(connection, m_launcher, ids, m_limits.cancelWaitS);
                for (auto& w : active) {
                    results << w->finish();
                }
                return results;
            }
            pause(m_limits.pollIntervalMs, CancelToken());
            continue;
        }
        pollFailures = 0;
        m_reconnectTries = 0;  // a poll got through: the connection is back for real
        std::vector<ClusterJobWatch*> overdue;
        QStringList pollIds;
        for (auto& w : active) {
            const QString id = w->schedulerId();
            pollIds << id;
            JobState unknown;
            unknown.schedulerId = id;
            const JobState state = polled->states.value(id, unknown);
            w->update(state, polled->output.value(id), polled->outputSize.value(id, -1), polled->errors.value(id),
                      polled->errorSize.value(id, -1));
            w->flush();
            if (w->phase() == JobPhase::Waiting && m_limits.pendingLimitS > 0 &&
                w->waitingMs() > qint64(m_limits.pendingLimitS) * 1000 && !cancel.isCancelled()) {
                const QString reason = w->record().reason.isEmpty() ? tr("no reason given") : w->record().reason;
                w->cancelledBecause(makeError(ErrorCode::Timeout,
                                              tr("Job %1 was still pending after %2 s (%3); cancelled at its deadline")
                                                  .arg(id)
                                                  .arg(m_limits.pendingLimitS)
                                                  .arg(reason)),
                                    true);
                overdue.push_back(w.get());
            } else if (w->phase() == JobPhase::Running && m_limits.silenceLimitS > 0 &&
                       w->silentMs() > qint64(m_limits.silenceLimitS) * 1000 && !cancel.isCancelled()) {
                w->cancelledBecause(
                    makeError(
                        ErrorCode::Timeout,
                        tr("Job %1 wrote no output for %2 s; cancelled as hung").arg(id).arg(m_limits.silenceLimitS)),
                    true);
                overdue.push_back(w.get());
            }
        }
        if (!overdue.empty()) {
            (void)cancelJobs(overdue, makeError(ErrorCode::Timeout, tr("deadline")), true);
        }
        if (afterPoll) {
            afterPoll(pollIds);
        }
        // Jobs that ended: read on until their output has stopped growing, then finish them.
        for (auto it = active.begin(); it != active.end();) {
            ClusterJobWatch& w = **it;
            // A job whose script printed its last line is gone at the first poll that no longer lists it; other
            // jobs need a few such polls, as squeue may miss a job for one poll while slurmctld is busy.
            const bool gone = w.phase() == JobPhase::Unknown && w.wasInQueue() &&
                              w.unknownPolls() >= (w.scriptEnded() ? 1 : kUnknownPollsToGone);
            const bool neverSeen =
                w.phase() == JobPhase::Unknown && !w.wasInQueue() && w.unknownPolls() >= kUnknownPollsToGone * 10;
            if (w.phase() == JobPhase::Finished || gone || neverSeen) {
                w.countEndingPoll();
                if (w.drained() || w.endingPolls() >= kMaxEndingPolls) {
                    // What the scheduler keeps of the job (Kubernetes' objects and pods) goes before the job is
                    // recorded as ended, so a job that reads as ended has left nothing on the cluster.
                    if (Status st = m_launcher.release(connection, w.schedulerId(), m_limits.cancelWaitS); !st) {
                        w.note(
                            tr("What the scheduler kept of the job could not be removed: %1").arg(st.error().message));
                    }
                    results << w.finish();
                    it = active.erase(it);
                    continue;
                }
            }
            ++it;
        }
        if (!active.empty()) {
            // Ending jobs (their script's last line read) are looked at again soon: only the scheduler's word that
            // they left is awaited, and a full interval would be most of a short job's overhead.
            bool allEnding = true;
            for (const auto& w : active) {
                allEnding = allEnding && w->scriptEnded();
            }
            pause(allEnding ? qMin(m_limits.pollIntervalMs, kEndingPollMs) : m_limits.pollIntervalMs,
                  cancel.isCancelled() ? CancelToken() : cancel);
        }
    }
    return results;
}

}  // namespace tb::core
