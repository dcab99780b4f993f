#include "core/engagement/EngagementImport.h"

#include "core/engagement/PlanLoader.h"
#include "core/run/Recipe.h"
#include "core/store/EngagementRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/EvidenceRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>

namespace tb::core {

namespace {
constexpr int kExitDeadline = 124;  // the supervisor's: past the step's deadline
constexpr int kExitCutTwice = 125;  // the supervisor's: cut twice, not run a third time
}  // namespace

EngagementImport::EngagementImport(Store& store, EngagementRecord engagement, QString actor)
    : m_store(store), m_engagement(std::move(engagement)), m_actor(std::move(actor)) {}

EngagementImport::~EngagementImport() = default;

double EngagementImport::hoursBetween(const QString& started, const QString& ended) {
    const QDateTime a = QDateTime::fromString(started, Qt::ISODate);
    const QDateTime b = QDateTime::fromString(ended, Qt::ISODate);
    if (!a.isValid() || !b.isValid()) {
        return 0;
    }
    return qMax<qint64>(0, a.secsTo(b)) / 3600.0;
}

Status EngagementImport::take(const EngagementStepRecord& step, const SupervisedState& node,
                              NodeSupervisor& supervisor) {
    if (step.state == EngagementStepState::LeftOut) {
        return {};
    }
    EngagementStepRecord row = step;
    if (node.attempt > 0) {
        row.attempt = node.attempt;
        row.startedAt = node.startedAt;
    }
    if (node.attempt >= 2 && row.note.isEmpty()) {
        row.note = tr("cut and run again");
    }
    std::shared_ptr<Output> output;
    switch (node.phase) {
        case SupervisedState::Phase::Waiting:
            break;
        case SupervisedState::Phase::Running:
            row.state = EngagementStepState::Running;
            break;
        case SupervisedState::Phase::Skipped:
            if (!isFinal(row.state)) {
                row.state = EngagementStepState::Skipped;
            }
            break;
        case SupervisedState::Phase::Ended: {
            if (!step.outputSha256.isEmpty() || step.state == EngagementStepState::Skipped) {
                break;  // imported already, or skipped here while the node was ending it
            }
            const int code = node.exitCode.value_or(1);
            row.exitCode = code;
            row.endedAt = node.endedAt;
            row.nodeHours = hoursBetween(node.startedAt, node.endedAt) * row.nodes;
            if (code == 0) {
                row.state = EngagementStepState::Ended;
            } else if (code == kExitDeadline) {
                row.state = EngagementStepState::Cancelled;
                row.note = tr("past its deadline of %n minute(s)", nullptr, row.deadlineS / 60);
            } else {
                row.state = EngagementStepState::Failed;
                if (code == kExitCutTwice) {
                    row.note = tr("cut twice; not run a third time");
                } else if (code == 2) {
                    // The probes' and recipes' "unsupported": the node lacks a GPU, a tool or a tier's folder. The
                    // run's waived check says which; the step is not the provider's failure.
                    row.note = tr("unsupported on this node");
                }
            }
            auto out = supervisor.output(step.instanceId, QStringLiteral("out"));
            auto err =
                out ? supervisor.output(step.instanceId, QStringLiteral("err")) : Result<QByteArray>(QByteArray());
            if (!out || !err) {
                return out ? err.error() : out.error();
            }
            output = std::make_shared<Output>();
            output->spec = std::make_unique<RunSpec>();
            RunSpec& spec = *output->spec;
            spec.providerId = m_engagement.providerId;
            spec.evaluationId = m_engagement.evaluationId;
            spec.nodeId = m_engagement.nodeId;
            spec.kind = step.kind == QLatin1String("recipe") ? RunKind::Recipe : RunKind::Probe;
            spec.name = step.kind == QLatin1String("audit") ? QStringLiteral("tb-node") : step.target;
            spec.args =
                QJsonObject{{QStringLiteral("engagement"), m_engagement.id}, {QStringLiteral("step"), step.instanceId}};
            if (spec.kind == RunKind::Recipe) {
                const auto& book = RecipeBook::builtin();
                if (const auto recipe = book ? book->find(step.target) : std::nullopt) {
                    spec.outputFactKey = recipe->outputFact;
                    spec.args.insert(QStringLiteral("check_item"), recipe->checkItem);
                }
            }
            RunRecorder recorder(m_store, 0, nullptr, spec);
            recorder.setAutoFlush(false);
            recorder.onStdout(*out);
            recorder.onStderr(*err);
            recorder.endOfOutput();
            if (auto batch = recorder.takeBatch()) {
                output->batch = std::move(*batch);
            }
            output->exitCode = code;
            output->status = code == kExitDeadline ? RunStatus::Cancelled
                             : code == 0 && (spec.kind == RunKind::Recipe || recorder.helloSeen()) ? RunStatus::Ok
                                                                                                   : RunStatus::Failed;
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(*out);
            hash.addData(*err);
            output->sha256 = QString::fromLatin1(hash.result().toHex());
            break;
        }
    }
    const bool changed = row.state != step.state || row.attempt != step.attempt || row.note != step.note ||
                         row.startedAt != step.startedAt || output;
    if (changed) {
        m_changes << Change{row, output};
    }
    return {};
}

double EngagementImport::nodeHoursAfter(const QVector<EngagementStepRecord>& before) const {
    QHash<qint64, double> hours;
    for (const EngagementStepRecord& r : before) {
        hours.insert(r.id, r.nodeHours);
    }
    for (const Change& c : m_changes) {
        hours.insert(c.row.id, c.row.nodeHours);
    }
    double sum = 0;
    for (double h : hours) {
        sum += h;
    }
    return sum;
}

Status EngagementImport::commit(const QVector<EngagementStepRecord>& before, bool overBudget) {
    const double used = nodeHoursAfter(before);
    QHash<qint64, EngagementStepState> states;
    for (const EngagementStepRecord& r : before) {
        states.insert(r.id, r.state);
    }
    for (const Change& c : m_changes) {
        states.insert(c.row.id, c.row.state);
    }
    bool allFinal = true;
    for (EngagementStepState s : states) {
        allFinal = allFinal && isFinal(s);
    }
    return m_store.run([&](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started();
        }
        EngagementRepository repo(db);
        auto current = repo.steps(m_engagement.id);
        if (!current) {
            return current.error();
        }
        QHash<qint64, QString> imported;  // as the database has it now, inside this transaction
        for (const EngagementStepRecord& r : *current) {
            imported.insert(r.id, r.outputSha256);
        }
        // The rubric items each plan step is evidence for, from the plan as it was started.
        QHash<QString, QStringList> evidences;
        std::optional<Checklist> checklist;
        const bool open = bool(EvaluationRepository(db).requireOpen(m_engagement.evaluationId));
        if (open) {
            auto words = PlanVocabulary::current(db);
            auto plan =
                words ? PlanLoader::parse(m_engagement.planJson, *words) : Result<EngagementPlan>(words.error());
            for (const PlanStep& s : plan ? plan->steps() : QVector<PlanStep>()) {
                evidences.insert(s.name, s.evidences);
            }
            if (auto c = EvaluationRepository(db).checklist(m_engagement.evaluationId)) {
                checklist = *c;
            }
        }
        for (Change& c : m_changes) {
            if (c.output) {
                if (!imported.value(c.row.id).isEmpty()) {
                    continue;  // another sync imported it first: its row stands
                }
                RunRecord record = ProbeRunner::newRecord(*c.output->spec, m_engagement.targetSpec);
                record.startedAt = c.row.startedAt;
                RunRepository runs(db);
                auto runId = runs.create(record);
                if (!runId) {
                    return runId.error();
                }
                c.output->batch.runId = *runId;
                if (auto st = RunRecorder::writeBatch(db, c.output->batch); !st) {
                    return st;
                }
                if (auto st = runs.finish(*runId, c.output->status, c.output->exitCode); !st) {
                    return st;
                }
                for (const QString& key : evidences.value(c.row.stepName)) {
                    const CheckItem* item = checklist ? checklist->rubric.item(key) : nullptr;
                    if (!item) {
                        continue;  // an item of another rubric version than the evaluation's
                    }
                    if (auto st = EvidenceRepository(db).attach(
                            m_engagement.evaluationId, item->id, *runId, std::nullopt,
                            tr("engagement %1, step %2").arg(m_engagement.id).arg(c.row.instanceId), m_actor);
                        !st) {
                        return st;
                    }
                }
                c.row.runId = *runId;
                c.row.outputSha256 = c.output->sha256;
            }
            if (auto st = repo.updateStep(c.row, m_actor); !st) {
                return st;
            }
        }
        if (m_engagement.state == EngagementState::Running && overBudget) {
            const QString why = tr("paused: %1 of its %2 node-hours used")
                                    .arg(used, 0, 'f', 4)
                                    .arg(m_engagement.budgetNodeHours, 0, 'f', 4);
            if (auto st = repo.setState(m_engagement.id, EngagementState::Paused, why, m_actor); !st) {
                return st;
            }
        } else if (m_engagement.state != EngagementState::Ended && allFinal) {
            if (auto st = repo.setState(m_engagement.id, EngagementState::Ended, {}, m_actor); !st) {
                return st;
            }
        }
        return tx.commit();
    });
}

}  // namespace tb::core
