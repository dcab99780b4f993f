#include "core/engagement/EngagementRunner.h"

#include "core/engagement/EngagementImport.h"
#include "core/engagement/NodeSupervisor.h"
#include "core/engagement/PlanEstimate.h"
#include "core/run/Deployer.h"
#include "core/run/NodeHostKey.h"
#include "core/run/ProbeBundle.h"
#include "core/run/Recipe.h"
#include "core/session/ShellQuote.h"
#include "core/store/EngagementRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QDateTime>
#include <QHash>
#include <QUuid>

namespace tb::core {

namespace {

// A step of the plan runs tb-node from the bundle when it is a probe or the node audit (on a plain node, the audit
// of "every node" is tb-node on the one there is).
bool runsProbe(const PlanStep& s) {
    return s.kind == PlanStepKind::Probe || (s.kind == PlanStepKind::Audit && s.target == QLatin1String("nodes"));
}

// Every step record of the engagement and what the supervisor runs for each: one per instance of a step that
// runs, one (left out, with why) for a step that does not.
struct Expanded {
    QVector<EngagementStepRecord> records;
    QVector<SupervisedStep> supervised;
    QStringList consentSteps;
};

Expanded expand(const PlanEstimate& estimate, const QString& dir, const QString& binDir) {
    Expanded out;
    for (const PlanEstimate::Step& s : estimate.steps) {
        EngagementStepRecord r;
        r.stepName = s.step.name;
        r.phase = s.step.phase;
        r.kind = planStepKindKey(s.step.kind);
        r.target = s.step.target;
        r.deadlineS = s.step.deadlineMin * 60;
        if (!s.leftOut.isEmpty()) {
            r.instanceId = s.step.name + QStringLiteral(".0");
            r.state = EngagementStepState::LeftOut;
            r.note = s.leftOut;
            out.records << r;
            continue;
        }
        if (s.step.destructive) {
            out.consentSteps << s.step.name;
        }
        for (int i = 0; i < s.where.size(); ++i) {
            r.instanceId = QStringLiteral("%1.%2").arg(s.step.name).arg(i);
            r.where = s.where[i];
            r.nodes = s.nodesPerInstance;
            out.records << r;
            const QString scratch = dir + QStringLiteral("/scratch/") + r.instanceId;
            out.supervised << SupervisedStep{r.instanceId, EngagementRunner::commandFor(s.step, binDir, scratch),
                                             r.deadlineS};
        }
    }
    return out;
}

}  // namespace

EngagementRunner::EngagementRunner(std::shared_ptr<Store> store) : m_store(std::move(store)) {}

QString EngagementRunner::commandFor(const PlanStep& step, const QString& binDir, const QString& scratchDir) {
    if (runsProbe(step)) {
        const QString probe = step.kind == PlanStepKind::Audit ? QStringLiteral("tb-node") : step.target;
        QString line = ShellQuote::path(binDir + u'/' + probe);
        if (!step.args.isEmpty()) {
            line += u' ' + ShellQuote::join(step.args);
        }
        return line;
    }
    if (step.kind == PlanStepKind::Recipe) {
        const auto& book = RecipeBook::builtin();
        const auto recipe = book ? book->find(step.target) : std::nullopt;
        // The plan loader refused unknown recipes; a recipe gone from the book since then fails the step, visibly.
        // The loader checked the arguments too: a step that reaches here with bad ones fails, visibly.
        const auto tier = Recipe::tierOfArgs(step.args);
        if (!recipe || !tier) {
            const QString why =
                !recipe ? tr("No recipe named %1 in this Tierbench").arg(step.target) : tier.error().message;
            return QStringLiteral("echo %1 >&2; exit 64").arg(ShellQuote::quote(why));
        }
        return recipe->script(scratchDir, *tier);
    }
    // An import: the file, relative to the engagement's folder (the step runs in steps/<instance>/ of it), is the
    // step's output. There an earlier step left it: scratch/<instance>/ is a recipe's folder on the node.
    return QStringLiteral("cat -- %1").arg(ShellQuote::quote(QStringLiteral("../../") + step.path));
}

QString EngagementRunner::rubricMismatch(const EngagementStartRequest& request, const PlanEstimate& estimate) const {
    auto checklist =
        m_store->run([&](QSqlDatabase& db) { return EvaluationRepository(db).checklist(request.evaluationId); });
    if (!checklist || checklist->rubric.version == request.plan.rubric) {
        return {};
    }
    QStringList lacking;
    for (const PlanEstimate::Step& s : estimate.steps) {
        for (const QString& key : s.leftOut.isEmpty() ? s.step.evidences : QStringList()) {
            if (!checklist->rubric.item(key) && !lacking.contains(key)) {
                lacking << key;
            }
        }
    }
    if (lacking.isEmpty()) {
        return {};
    }
    // Not refused: the runs are the provider's whatever the rubric, and the analyst may mean this evaluation. Said,
    // so that no one looks for evidence that was never attached.
    return tr("Evaluation %1 is under rubric %2, the plan under %3: its runs are stored, but not attached to the "
              "%n item(s) rubric %2 lacks: %4",
              nullptr, int(lacking.size()))
        .arg(request.evaluationId)
        .arg(checklist->rubric.version, request.plan.rubric, lacking.join(QStringLiteral(", ")));
}

Result<qint64> EngagementRunner::start(RemoteConnection& connection, const EngagementStartRequest& request,
                                       const CancelToken& cancel, const std::function<void(const QString&)>& log) {
    const PlanEstimate estimate = PlanEstimate::of(request.plan, {request.nodeName}, request.phases,
                                                   request.destructiveConsent, /*scheduler=*/false);
    if (estimate.overBudget()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The plan's estimate of %1 node-hours is over its budget of %2: choose fewer phases")
                             .arg(estimate.nodeHours, 0, 'f', 2)
                             .arg(estimate.budgetNodeHours, 0, 'f', 2));
    }
    if (request.nodeId > 0) {
        // As for a single run: the key the node was registered with counts, not only known_hosts.
        const HostKeyInfo key = connection.hostKey();
        auto checked = m_store->run(
            [&](QSqlDatabase& db) { return NodeHostKey(db).check(request.nodeId, key, false, request.actor); });
        if (!checked) {
            return checked.error();
        }
    }
    // A folder no other engagement (of this database or another one on the same node) can have.
    const QString dir = request.remoteDir + QStringLiteral("/engagements/") +
                        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-")) +
                        QUuid::createUuid().toString(QUuid::Id128).left(8);
    QString binDir;
    bool needsBundle = false;
    for (const PlanEstimate::Step& s : estimate.steps) {
        needsBundle = needsBundle || (s.leftOut.isEmpty() && runsProbe(s.step));
    }
    if (needsBundle) {
        auto sources = ProbeBundle::fromDirectory(request.probesDir, ProbeBundle::Kind::Sources);
        if (!sources) {
            return sources.error();
        }
        Deployer::Options options;
        options.remoteDir = request.remoteDir;
        auto deployed = Deployer(connection, options).deploy(*sources, nullptr, cancel, log);
        if (!deployed) {
            return deployed.error();
        }
        binDir = deployed->binDir;
    }
    const Expanded expanded = expand(estimate, dir, binDir);
    if (log) {
        if (const QString why = rubricMismatch(request, estimate); !why.isEmpty()) {
            log(why);
        }
    }

    EngagementRecord e;
    e.providerId = request.providerId;
    e.evaluationId = request.evaluationId;
    if (request.nodeId > 0) {
        e.nodeId = request.nodeId;
    }
    e.planName = request.plan.name;
    e.planVersion = request.plan.version;
    e.planJson = request.plan.text;
    e.targetSpec = request.target.display();
    e.jump = request.target.jump;
    e.identityFile = request.target.identityFile;
    e.knownHostsFile = request.target.knownHostsFile;
    e.phases = request.phases;
    e.remoteDir = dir;
    e.budgetNodeHours = estimate.budgetNodeHours;
    if (request.destructiveConsent) {
        e.consentBy = request.actor;
        e.consentAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        e.consentSteps = expanded.consentSteps;
    }
    e.state = expanded.supervised.isEmpty() ? EngagementState::Ended : EngagementState::Running;
    // Recorded before anything runs: whatever happens to this process from here on, the engagement is found.
    auto id = m_store->run([&](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        auto created = EngagementRepository(db).create(e, expanded.records, request.actor);
        if (!created) {
            return created.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return *created;
    });
    if (!id || expanded.supervised.isEmpty()) {
        return id;
    }
    if (Status st = NodeSupervisor(connection, dir).start(expanded.supervised); !st) {
        const QString why = st.error().message;
        // Best effort: the supervisor's error is what the analyst must see; a refused write leaves it `running`,
        // and its next sync finds no folder on the node.
        (void)m_store->run([&](QSqlDatabase& db) {
            return EngagementRepository(db).setState(*id, EngagementState::Stopped, why, request.actor);
        });
        return st.error();
    }
    return id;
}

Result<EngagementStatus> EngagementRunner::status(qint64 engagementId) const {
    return m_store->run([engagementId](QSqlDatabase& db) { return readStatus(db, engagementId); });
}

Result<EngagementStatus> EngagementRunner::readStatus(QSqlDatabase& db, qint64 engagementId) {
    EngagementRepository repo(db);
    auto e = repo.get(engagementId);
    if (!e) {
        return e.error();
    }
    auto steps = repo.steps(engagementId);
    if (!steps) {
        return steps.error();
    }
    EngagementStatus s{*e, *steps, 0};
    for (const EngagementStepRecord& r : *steps) {
        s.nodeHoursUsed += r.nodeHours;
    }
    return s;
}

Result<QVector<EngagementListing>> EngagementRunner::list(std::optional<qint64> providerId) const {
    return m_store->run([providerId](QSqlDatabase& db) { return EngagementRepository(db).list(providerId); });
}

Result<EngagementStatus> EngagementRunner::sync(RemoteConnection& connection, qint64 engagementId,
                                                const QString& actor) {
    auto before = status(engagementId);
    if (!before || before->engagement.state == EngagementState::Stopped) {
        return before;
    }
    NodeSupervisor supervisor(connection, before->engagement.remoteDir);
    auto polled = supervisor.poll();
    if (!polled) {
        return polled.error();
    }
    EngagementImport import(*m_store, before->engagement, actor);
    for (const SupervisedState& node : *polled) {
        for (const EngagementStepRecord& step : before->steps) {
            if (step.instanceId == node.id) {
                if (auto st = import.take(step, node, supervisor); !st) {
                    return st.error();
                }
            }
        }
    }
    const bool overBudget = import.nodeHoursAfter(before->steps) > before->engagement.budgetNodeHours + 1e-9;
    if (overBudget && before->engagement.state == EngagementState::Running) {
        // The node stops after the running step first, so nothing more starts while the rows are written.
        if (auto st = supervisor.pause(); !st) {
            return st.error();
        }
    }
    if (auto st = import.commit(before->steps, overBudget); !st) {
        return st.error();
    }
    return status(engagementId);
}

Status EngagementRunner::pause(RemoteConnection& connection, qint64 engagementId, const QString& actor) {
    auto s = status(engagementId);
    if (!s) {
        return s.error();
    }
    if (auto st = NodeSupervisor(connection, s->engagement.remoteDir).pause(); !st) {
        return st;
    }
    return m_store->run([&](QSqlDatabase& db) {
        return EngagementRepository(db).setState(engagementId, EngagementState::Paused, tr("paused by %1").arg(actor),
                                                 actor);
    });
}

Status EngagementRunner::resume(RemoteConnection& connection, qint64 engagementId, const QString& actor) {
    auto s = status(engagementId);
    if (!s) {
        return s.error();
    }
    if (s->engagement.state == EngagementState::Stopped) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Engagement %1 was stopped; it cannot go on").arg(engagementId));
    }
    if (auto st = NodeSupervisor(connection, s->engagement.remoteDir).resume(); !st) {
        return st;
    }
    return m_store->run([&](QSqlDatabase& db) {
        return EngagementRepository(db).setState(engagementId, EngagementState::Running, {}, actor);
    });
}

Status EngagementRunner::skip(RemoteConnection& connection, qint64 engagementId, const QString& step,
                              const QString& actor) {
    return changeSteps(connection, engagementId, step, actor, /*again=*/false);
}

Status EngagementRunner::retry(RemoteConnection& connection, qint64 engagementId, const QString& step,
                               const QString& actor) {
    return changeSteps(connection, engagementId, step, actor, /*again=*/true);
}

Status EngagementRunner::changeSteps(RemoteConnection& connection, qint64 engagementId, const QString& step,
                                     const QString& actor, bool again) {
    auto s = status(engagementId);
    if (!s) {
        return s.error();
    }
    // Skip: what waits or runs (what has ended stays as it ended). Again: what has ended (waiting or running, it
    // runs anyway); its earlier run stays in the history and the next output is imported as a new one.
    QVector<EngagementStepRecord> changed;
    QStringList ids;
    QString leftOut;
    for (EngagementStepRecord r : s->steps) {
        if (r.stepName != step && r.instanceId != step) {
            continue;
        }
        // A step left out at the start (its phase not chosen, destructive without consent) stays out: a retry must
        // not be a way round the consent, which is given when an engagement starts.
        if (r.state == EngagementStepState::LeftOut) {
            leftOut = r.note;
            continue;
        }
        if (isFinal(r.state) != again) {
            continue;
        }
        if (again) {
            r.state = EngagementStepState::Waiting;
            r.exitCode.reset();
            r.runId.reset();
            r.outputSha256.clear();
            r.endedAt.clear();
            r.note = tr("run again at the request of %1").arg(actor);
        } else {
            r.state = EngagementStepState::Skipped;
            r.note = tr("skipped by %1").arg(actor);
        }
        ids << r.instanceId;
        changed << r;
    }
    if (changed.isEmpty() && !leftOut.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Step %1 was left out when engagement %2 started (%3); start a new engagement with its "
                            "phase or the consent it needs")
                             .arg(step)
                             .arg(engagementId)
                             .arg(leftOut));
    }
    if (changed.isEmpty()) {
        return makeError(ErrorCode::NotFound,
                         again ? tr("Engagement %1 has no ended step %2").arg(engagementId).arg(step)
                               : tr("Engagement %1 has no step %2 that waits or runs").arg(engagementId).arg(step));
    }
    NodeSupervisor supervisor(connection, s->engagement.remoteDir);
    if (auto st = again ? supervisor.retry(ids) : supervisor.skip(ids); !st) {
        return st;
    }
    return m_store->run([&](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        EngagementRepository repo(db);
        for (const EngagementStepRecord& r : changed) {
            if (auto st = repo.updateStep(r, actor); !st) {
                return st;
            }
        }
        if (again && s->engagement.state != EngagementState::Running) {
            if (auto st = repo.setState(engagementId, EngagementState::Running, {}, actor); !st) {
                return st;
            }
        }
        return tx.commit();
    });
}

}  // namespace tb::core
