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
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(*out);
            hash.addData(*err);
            output->sha256 = QString::fromLatin1(hash.result().toHex());
            output->exitCode = code;
            if (step.kind == QLatin1String("import")) {
                // The file is the output: no protocol, no run of its own beyond what its format yields.
                if (code == 0) {
                    output->tool = ToolLog::read(*out, step.target);
                    if (!output->tool->parsed) {
                        row.state = EngagementStepState::Failed;
                        row.note = output->tool->refusal;
                    }
                } else if (row.note.isEmpty()) {
                    const QString why = QString::fromUtf8(err->left(400)).trimmed().section(u'\n', 0, 0);
                    row.note = tr("nothing to import: %1").arg(why.isEmpty() ? tr("the file could not be read") : why);
                }
                break;
            }
            output->spec = std::make_unique<RunSpec>();
            RunSpec& spec = *output->spec;
            spec.providerId = m_engagement.providerId;
            spec.evaluationId = m_engagement.evaluationId;
            spec.nodeId = m_engagement.nodeId;
            spec.kind = step.kind == QLatin1String("recipe") ? RunKind::Recipe : RunKind::Probe;
            spec.name = step.kind == QLatin1String("audit") ? QStringLiteral("tb-node") : step.target;
            spec.args =
                QJsonObject{{QStringLiteral("engagement"), m_engagement.id}, {QStringLiteral("step"), step.instanceId}};
            QString importLog;
            if (spec.kind == RunKind::Recipe) {
                const auto& book = RecipeBook::builtin();
                if (const auto recipe = book ? book->find(step.target) : std::nullopt) {
                    spec.outputFactKey = recipe->outputFact;
                    spec.args.insert(QStringLiteral("check_item"), recipe->checkItem);
                    importLog = recipe->importLog;
                }
            }
            // A recipe that runs a tool whose log Tierbench reads (torchtitan): the log is stored too, unless the
            // node lacked the tool (2: nothing ran, nothing to read).
            if (!importLog.isEmpty() && code != 2) {
                output->tool = ToolLog::read(*out, importLog);
                if (!output->tool->parsed && row.note.isEmpty()) {
                    row.note = output->tool->refusal;
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
            output->status = code == kExitDeadline ? RunStatus::Cancelled
                             : code == 0 && (spec.kind == RunKind::Recipe || recorder.helloSeen()) ? RunStatus::Ok
                                                                                                   : RunStatus::Failed;
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

Status EngagementImport::attachEvidence(QSqlDatabase& db, const EngagementStepRecord& row, qint64 runId,
                                        const QStringList& evidences, const std::optional<Checklist>& checklist) const {
    for (const QString& key : evidences) {
        const CheckItem* item = checklist ? checklist->rubric.item(key) : nullptr;
        if (!item) {
            continue;  // an item of another rubric version than the evaluation's
        }
        if (auto st = EvidenceRepository(db).attach(
                m_engagement.evaluationId, item->id, runId, std::nullopt,
                tr("engagement %1, step %2").arg(m_engagement.id).arg(row.instanceId), m_actor);
            !st) {
            return st;
        }
    }
    return {};
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
                const QStringList items = evidences.value(c.row.stepName);
                if (c.output->spec) {
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
                    if (auto st = attachEvidence(db, c.row, *runId, items, checklist); !st) {
                        return st;
                    }
                    c.row.runId = *runId;
                }
                if (c.output->tool && c.output->tool->parsed) {
                    // The step's runs are found by these keys (the CLI's status, the evidence), whatever road they
                    // came by.
                    auto ids = c.output->tool->store(db, m_engagement.providerId,
                                                     tr("engagement %1, step %2 (%3)")
                                                         .arg(m_engagement.id)
                                                         .arg(c.row.instanceId, c.output->tool->format),
                                                     {m_engagement.evaluationId, m_engagement.nodeId,
                                                      QJsonObject{{QStringLiteral("engagement"), m_engagement.id},
                                                                  {QStringLiteral("step"), c.row.instanceId}}});
                    if (!ids) {
                        return ids.error();
                    }
                    for (qint64 id : *ids) {
                        if (auto st = attachEvidence(db, c.row, id, items, checklist); !st) {
                            return st;
                        }
                    }
                    if (!c.row.runId && !ids->isEmpty()) {
                        c.row.runId = ids->first();  // an import step: its first run is the step's
                    }
                }
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
