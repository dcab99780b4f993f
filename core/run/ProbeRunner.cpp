#include "core/run/ProbeRunner.h"

#include "core/run/ProbeLineReader.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"

#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QThread>

#include <iterator>

namespace tb::core {

Q_LOGGING_CATEGORY(lcRun, "tierbench.core.run")

namespace {
// Pauses between the tries of a batch the store refused (each try also waits the store's busy timeout).
constexpr unsigned long kRetryPausesMs[] = {100, 400, 1600};

// Collects a run's output on the worker thread and writes it to the store in batches (every 250 ms, 500 events or
// 4 MB of log), so a flood neither floods the storage thread nor grows memory: the reader waits for each batch.
class RunSink : public ExecSink {
public:
    RunSink(Store& store, qint64 runId, RunObserver* observer, const RunSpec& spec)
        : m_store(store), m_runId(runId), m_observer(observer), m_spec(spec) {
        m_timer.start();
    }

    void onProcessGroup(qint64 pgid) override {
        m_pgid = pgid;
        const qint64 runId = m_runId;
        m_store.run([runId, pgid](QSqlDatabase& db) {
            RunRepository repo(db);
            auto r = repo.get(runId);
            if (r) {
                r->pgid = pgid;
                (void)repo.update(*r);
            }
        });
    }
    void onStdout(QByteArrayView data) override {
        appendLog(m_out, m_outStored, data);
        for (ProbeEvent& e : m_reader.feed(data.data(), data.size())) {
            take(std::move(e));
        }
        maybeFlush();
    }
    void onStderr(QByteArrayView data) override {
        appendLog(m_err, m_errStored, data);
        if (m_observer && m_stderrShown < 1024 * 1024) {
            m_stderrShown += data.size();
            m_observer->runStderr(m_runId, data.toByteArray());
        }
        maybeFlush();
    }
    void onIdle() override { maybeFlush(); }
    void finish() {
        for (ProbeEvent& e : m_reader.finish()) {
            take(std::move(e));
        }
        if (m_refused > 0) {
            // Same key and shape as an import's refused figures (core/import/ImportScreen).
            m_findings << FindingRecord{
                QStringLiteral("check"), QStringLiteral("probe.refused_values"), QStringLiteral("warn"),
                QString::number(m_refused),
                ProbeRunner::tr("%n impossible figure(s) were not stored as samples: %1", nullptr, int(m_refused))
                    .arg(m_refusedTexts.join(QStringLiteral(" | ")))};
            ++counts.checks;
        }
        if (!m_spec.outputFactKey.isEmpty() && !m_plain.isEmpty()) {
            ProbeEvent fact;
            fact.type = ProbeEventType::Fact;
            fact.finding = {QStringLiteral("fact"), m_spec.outputFactKey, QString(), m_plain.trimmed().left(500), {}};
            take(std::move(fact));
            if (!m_spec.providerName.trimmed().isEmpty()) {
                const bool match = m_plain.contains(m_spec.providerName.trimmed(), Qt::CaseInsensitive);
                ProbeEvent check;
                check.type = ProbeEventType::Check;
                check.finding = {
                    QStringLiteral("check"), m_spec.outputFactKey + QStringLiteral(".matches_provider"),
                    match ? QStringLiteral("pass") : QStringLiteral("warn"), m_plain.trimmed().left(200),
                    match ? ProbeRunner::tr("the address belongs to %1").arg(m_spec.providerName)
                          : ProbeRunner::tr("the address is not registered to %1: the provider may resell another "
                                            "company's capacity (aggregator)")
                                .arg(m_spec.providerName)};
                take(std::move(check));
            }
        }
        flush();
    }

    RunOutcome counts;
    qint64 m_pgid = 0;
    int m_lostFindings = 0;
    std::optional<Error> m_storeError;  // the first batch the store kept refusing
    QString probeVersion;
    QJsonObject env;

private:
    void appendLog(QByteArray& buffer, qint64& stored, QByteArrayView data) {
        // Past the cap the repository ignores more; one chunk over it is enough to leave the marker.
        if (stored + buffer.size() <= ProbeRunner::kRawLogCap) {
            buffer.append(data.first(qMin<qint64>(data.size(), ProbeRunner::kRawLogCap + 1 - stored - buffer.size())));
        }
    }
    static void fill(QString& s) {
        if (s.isNull()) {
            s = QStringLiteral("");  // NOT NULL columns; a null QString would bind as NULL
        }
    }
    void take(ProbeEvent e) {
        const ProbeEventType eventType = e.type;
        fill(e.finding.key);
        fill(e.finding.status);
        fill(e.finding.value);
        fill(e.finding.detail);
        fill(e.sample.unit);
        switch (e.type) {
            case ProbeEventType::Sample:
                m_samples << e.sample;
                ++counts.samples;
                break;
            case ProbeEventType::Fact:
                m_findings << e.finding;
                ++counts.facts;
                break;
            case ProbeEventType::Check:
                m_findings << e.finding;
                ++counts.checks;
                if (e.finding.status == QStringLiteral("fail")) {
                    ++counts.failedChecks;
                }
                break;
            case ProbeEventType::Hello:
                probeVersion = e.hello.version;
                env = e.hello.libs;
                m_helloSeen = true;
                break;
            case ProbeEventType::Raw:
                if (e.refusedFigure) {
                    ++m_refused;
                    if (m_refusedTexts.size() < 8) {
                        m_refusedTexts << QStringLiteral("%1 (%2)").arg(e.rawLine.left(300), e.rawReason);
                    }
                }
                if (!m_spec.outputFactKey.isEmpty() && m_plain.size() < 4096 && !e.rawLine.trimmed().isEmpty()) {
                    m_plain += e.rawLine.left(1024) + u'\n';
                }
                break;
            default:
                break;
        }
        if (m_observer && m_pending.size() < 5000) {
            m_pending << std::move(e);
        }
        // Plain lines only fill the log, which flushes by size and time; a batch of them flushes after 4000, so a
        // flood still reaches a live view (at most 5000 pending) without a transaction every 500 lines.
        if (eventType == ProbeEventType::Raw) {
            if (++m_rawSinceFlush >= 4000) {
                m_rawSinceFlush = 0;
                m_eventsSinceFlush = 500;
            }
        } else {
            ++m_eventsSinceFlush;
        }
    }
    void maybeFlush() {
        if (m_eventsSinceFlush >= 500 || m_out.size() + m_err.size() >= 4 * 1024 * 1024 || m_timer.elapsed() >= 250) {
            flush();
        }
    }
    void flush() {
        m_timer.restart();
        m_eventsSinceFlush = 0;
        m_rawSinceFlush = 0;
        if (m_samples.isEmpty() && m_findings.isEmpty() && m_out.isEmpty() && m_err.isEmpty() && !m_helloSeen &&
            m_pending.isEmpty()) {
            return;
        }
        const qint64 runId = m_runId;
        QVector<SampleRecord> samples = std::move(m_samples);
        QVector<FindingRecord> findings = std::move(m_findings);
        QByteArray out = std::move(m_out);
        QByteArray err = std::move(m_err);
        m_samples.clear();
        m_findings.clear();
        m_out.clear();
        m_err.clear();
        m_outStored += out.size();
        m_errStored += err.size();
        const bool hello = m_helloSeen;
        m_helloSeen = false;
        const QString version = probeVersion;
        const QJsonObject environment = env;
        // One transaction per batch, so a batch that fails leaves nothing behind and can be tried again whole.
        auto write = [=](QSqlDatabase& db) -> Status {
            Transaction tx(db);
            if (!tx.started()) {
                return tx.started();
            }
            RunRepository repo(db);
            if (auto st = repo.addSamples(runId, samples); !st) {
                return st;
            }
            if (auto st = repo.addFindings(runId, findings); !st) {
                return st;
            }
            if (!out.isEmpty()) {
                if (auto st = repo.appendRawLog(runId, QStringLiteral("stdout"), out, ProbeRunner::kRawLogCap); !st) {
                    return st;
                }
            }
            if (!err.isEmpty()) {
                if (auto st = repo.appendRawLog(runId, QStringLiteral("stderr"), err, ProbeRunner::kRawLogCap); !st) {
                    return st;
                }
            }
            if (hello) {
                auto r = repo.get(runId);
                if (r) {
                    r->probeVersion = version.isNull() ? QStringLiteral("") : version;
                    r->env = environment;
                    if (auto st = repo.update(*r); !st) {
                        return st;
                    }
                }
            }
            return tx.commit();
        };
        // A busy database (other writers past the busy timeout) is waited out with growing pauses; a store that
        // still refuses loses this batch, and the run says so instead of ending ok (issue 13.7).
        Status written = m_store.run(write);
        for (int attempt = 0; !written && attempt < int(std::size(kRetryPausesMs)); ++attempt) {
            qCWarning(lcRun) << "run" << runId << "could not store a batch, retrying:" << written.error().toString();
            QThread::msleep(kRetryPausesMs[attempt]);
            written = m_store.run(write);
        }
        if (!written) {
            counts.lostSamples += int(samples.size());
            m_lostFindings += int(findings.size());
            if (!m_storeError) {
                m_storeError = written.error();
            }
        }
        if (m_observer && !m_pending.isEmpty()) {
            m_observer->runEvents(m_runId, m_pending);
            m_pending.clear();
        }
    }

    Store& m_store;
    qint64 m_runId;
    RunObserver* m_observer;
    const RunSpec& m_spec;
    ProbeLineReader m_reader;
    QElapsedTimer m_timer;
    QVector<SampleRecord> m_samples;
    QVector<FindingRecord> m_findings;
    QVector<ProbeEvent> m_pending;
    QByteArray m_out, m_err;
    qint64 m_outStored = 0, m_errStored = 0;
    qint64 m_stderrShown = 0;
    int m_eventsSinceFlush = 0;
    int m_rawSinceFlush = 0;
    bool m_helloSeen = false;
    QString m_plain;
    qint64 m_refused = 0;
    QStringList m_refusedTexts;
};
}  // namespace

ProbeRunner::ProbeRunner(std::shared_ptr<Store> store, RunObserver* observer)
    : m_store(std::move(store)), m_observer(observer) {}

QString ProbeRunner::describeExit(int exitCode) {
    switch (exitCode) {
        case 0:
            return tr("ok");
        case 1:
            return tr("a check failed");
        case 2:
            return tr("unsupported on this node");
        case 3:
            return tr("runtime error");
        case 4:
            return tr("data verification failed");
        case 64:
            return tr("usage error");
        default:
            return tr("exit code %1").arg(exitCode);
    }
}

Result<RunOutcome> ProbeRunner::run(RemoteConnection& connection, const RunSpec& spec, const CancelToken& cancel) {
    // Columns are NOT NULL with '' defaults, and a null QString binds as NULL: every text field gets a value.
    const auto text = [](const QString& s) { return s.isNull() ? QStringLiteral("") : s; };
    RunRecord record;
    record.operation = QStringLiteral("");
    record.probeVersion = QStringLiteral("");
    record.hardwareKey = QStringLiteral("");
    record.rawSha256 = QStringLiteral("");
    record.providerId = spec.providerId;
    record.evaluationId = spec.evaluationId;
    record.nodeId = spec.nodeId;
    record.kind = spec.kind;
    record.probe = spec.name;
    record.args = spec.args;
    record.bundleHash = text(spec.bundleHash);
    record.sourceName = text(connection.hostKey().host);
    // Created and claimed by this process in one job: a run is never `running` without an owner to look for.
    auto created = m_store->run([record](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        auto id = RunRepository(db).create(record);
        if (!id) {
            return id;
        }
        if (auto st = RunOwnership(db).claim(*id); !st) {
            return st.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return id;
    });
    if (!created) {
        return created.error();
    }
    const qint64 runId = *created;
    if (m_observer) {
        m_observer->runCreated(runId);
    }
    RunSink sink(*m_store, runId, m_observer, spec);
    ExecOptions options;
    options.timeoutS = spec.timeoutS;
    options.workingDirectory = spec.workingDirectory;
    auto exec = connection.exec(spec.commandLine, sink, options, cancel);
    sink.finish();

    RunOutcome outcome = sink.counts;
    outcome.runId = runId;
    outcome.pgid = sink.m_pgid;
    if (!exec) {
        // Lost connection: what arrived is stored; the process may still run on the node (its group is recorded).
        outcome.status = exec.error().code == ErrorCode::Unreachable ? RunStatus::Interrupted : RunStatus::Failed;
        outcome.error = exec.error();
    } else if (exec->cancelled) {
        outcome.status = RunStatus::Cancelled;
        outcome.error = makeError(ErrorCode::Cancelled, tr("Run cancelled"));
    } else if (exec->timedOut) {
        outcome.status = RunStatus::Failed;
        outcome.error =
            makeError(ErrorCode::Timeout, tr("%1 did not finish within %2 s").arg(spec.name).arg(spec.timeoutS));
    } else {
        outcome.exitCode = exec->exitCode;
        if (exec->exitCode == 0) {
            outcome.status = RunStatus::Ok;
        } else {
            outcome.status = RunStatus::Failed;
            outcome.error = makeError(
                ErrorCode::ProbeFailed,
                tr("%1 failed: %2")
                    .arg(spec.name, exec->exitSignal.isEmpty() ? describeExit(exec->exitCode)
                                                               : tr("killed by SIG%1").arg(exec->exitSignal)));
        }
    }
    if (sink.m_storeError && outcome.status == RunStatus::Ok) {
        // Everything ran, but not everything was kept: not an ok run.
        outcome.status = RunStatus::Failed;
        outcome.error = makeError(
            ErrorCode::Database,
            tr("%n sample(s) received from the node could not be stored", nullptr, outcome.lostSamples) +
                (sink.m_lostFindings > 0 ? tr(" (and %n finding(s))", nullptr, sink.m_lostFindings) : QString()),
            sink.m_storeError->toString());
    } else if (sink.m_storeError && outcome.error) {
        outcome.error->detail += tr("; also %n sample(s) could not be stored", nullptr, outcome.lostSamples);
    }
    const RunStatus status = outcome.status;
    const std::optional<int> code = outcome.exitCode;
    auto finishRun = [runId, status, code](QSqlDatabase& db) { return RunRepository(db).finish(runId, status, code); };
    auto finished = m_store->run(finishRun);
    for (int attempt = 0; !finished && attempt < int(std::size(kRetryPausesMs)); ++attempt) {
        QThread::msleep(kRetryPausesMs[attempt]);  // a busy database: the final status must not be lost either
        finished = m_store->run(finishRun);
    }
    if (m_observer) {
        m_observer->runFinished(outcome);
    }
    if (!finished) {
        return finished.error();
    }
    return outcome;
}

}  // namespace tb::core
