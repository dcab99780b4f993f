#include "core/run/RunRecorder.h"

#include "core/domain/FindingKind.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QLoggingCategory>
#include <QThread>

#include <iterator>

namespace tb::core {

Q_LOGGING_CATEGORY(lcRun, "tierbench.core.run")

namespace {
// Pauses between the tries of a batch the store refused (each try also waits the store's busy timeout).
constexpr unsigned long kRetryPausesMs[] = {100, 400, 1600};

void fill(QString& s) {
    if (s.isNull()) {
        s = QStringLiteral("");  // NOT NULL columns; a null QString would bind as NULL
    }
}
}  // namespace

RunRecorder::RunRecorder(Store& store, qint64 runId, RunObserver* observer, const RunSpec& spec,
                         const CancelToken* cancel, const CancelToken* stop)
    : m_store(store), m_runId(runId), m_observer(observer), m_spec(spec), m_cancel(cancel), m_stop(stop) {
    m_timer.start();
    forwardCancel();
}

void RunRecorder::forwardCancel() const {
    if (m_cancel && m_stop && m_cancel->isCancelled()) {
        m_stop->cancel();
    }
}

void RunRecorder::onProcessGroup(qint64 pgid) {
    m_pgid = pgid;
    const qint64 runId = m_runId;
    // The stored group is what ends the remote process after this program died (issue 13.8): a busy store is
    // waited out like a batch; one that still refuses stops the run now, while this process can still end it,
    // rather than leave a run nobody could clean up after a crash.
    auto write = [runId, pgid](QSqlDatabase& db) { return RunRepository(db).setProcessGroup(runId, pgid); };
    Status written = m_store.run(write);
    for (int attempt = 0; !written && attempt < int(std::size(kRetryPausesMs)); ++attempt) {
        qCWarning(lcRun) << "run" << runId
                         << "could not record its process group, retrying:" << written.error().toString();
        QThread::msleep(kRetryPausesMs[attempt]);
        written = m_store.run(write);
    }
    if (!written) {
        qCWarning(lcRun) << "run" << runId << "stopped: its process group" << pgid << "could not be recorded";
        m_pgidError = written.error();
        if (m_stop) {
            m_stop->cancel();
        }
    }
    forwardCancel();
}

void RunRecorder::onStdout(QByteArrayView data) {
    forwardCancel();
    appendLog(m_out, m_outStored, data);
    if (m_observer && m_stdoutShown < 1024 * 1024) {
        m_stdoutShown += data.size();
        m_observer->runStdout(m_runId, data.toByteArray());
    }
    for (ProbeEvent& e : m_reader.feed(data.data(), data.size())) {
        take(std::move(e));
    }
    maybeFlush();
}

void RunRecorder::onStderr(QByteArrayView data) {
    forwardCancel();
    appendLog(m_err, m_errStored, data);
    if (m_observer && m_stderrShown < 1024 * 1024) {
        m_stderrShown += data.size();
        m_observer->runStderr(m_runId, data.toByteArray());
    }
    maybeFlush();
}

void RunRecorder::finish() {
    endOfOutput();
    flush();
}

void RunRecorder::endOfOutput() {
    for (ProbeEvent& e : m_reader.finish()) {
        take(std::move(e));
    }
    if (m_refused > 0) {
        // Same key and shape as an import's refused figures (core/import/ImportScreen).
        m_findings << FindingRecord{
            FindingKind::Check, QStringLiteral("probe.refused_values"), FindingStatus::Warn, QString::number(m_refused),
            ProbeRunner::tr("%n impossible figure(s) were not stored as samples: %1", nullptr, int(m_refused))
                .arg(m_refusedTexts.join(QStringLiteral(" | ")))};
        ++counts.checks;
    }
    if (!m_spec.outputFactKey.isEmpty() && !m_plain.isEmpty()) {
        ProbeEvent fact;
        fact.type = ProbeEventType::Fact;
        fact.finding = {FindingKind::Fact, m_spec.outputFactKey, FindingStatus::None, m_plain.trimmed().left(500), {}};
        take(std::move(fact));
        if (!m_spec.providerName.trimmed().isEmpty()) {
            const bool match = m_plain.contains(m_spec.providerName.trimmed(), Qt::CaseInsensitive);
            ProbeEvent check;
            check.type = ProbeEventType::Check;
            check.finding = {
                FindingKind::Check, m_spec.outputFactKey + QStringLiteral(".matches_provider"),
                match ? FindingStatus::Pass : FindingStatus::Warn, m_plain.trimmed().left(200),
                match ? ProbeRunner::tr("the address belongs to %1").arg(m_spec.providerName)
                      : ProbeRunner::tr("the address is not registered to %1: the provider may resell another "
                                        "company's capacity (aggregator)")
                            .arg(m_spec.providerName)};
            take(std::move(check));
        }
    }
}

void RunRecorder::appendLog(QByteArray& buffer, qint64& stored, QByteArrayView data) {
    // Past the cap the repository ignores more; one chunk over it is enough to leave the marker.
    if (stored + buffer.size() <= ProbeRunner::kRawLogCap) {
        buffer.append(data.first(qMin<qint64>(data.size(), ProbeRunner::kRawLogCap + 1 - stored - buffer.size())));
    }
}

void RunRecorder::take(ProbeEvent e) {
    const ProbeEventType eventType = e.type;
    fill(e.finding.key);
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
            if (hasStatus(e.finding, FindingStatus::Fail)) {
                ++counts.failedChecks;
            }
            break;
        case ProbeEventType::Hello:
            probeVersion = e.hello.version;
            env = e.hello.libs;
            // The review and the charts tell host-backend runs (no GPU measured) from GPU runs by this.
            if (!e.hello.backend.isEmpty()) {
                env.insert(QStringLiteral("backend"), e.hello.backend);
            }
            m_helloSeen = true;
            m_anyHello = true;
            break;
        case ProbeEventType::End:
            m_endSeen = true;
            m_endExitCode = e.end.exitCode;
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
    // Plain lines only fill the log, which flushes by size and time; a batch of them flushes after 4000, so a flood
    // still reaches a live view (at most 5000 pending) without a transaction every 500 lines.
    if (eventType == ProbeEventType::Raw) {
        if (++m_rawSinceFlush >= 4000) {
            m_rawSinceFlush = 0;
            m_eventsSinceFlush = 500;
        }
    } else {
        ++m_eventsSinceFlush;
    }
}

void RunRecorder::maybeFlush() {
    if (!m_autoFlush) {
        return;
    }
    if (m_eventsSinceFlush >= 500 || m_out.size() + m_err.size() >= 4 * 1024 * 1024 || m_timer.elapsed() >= 250) {
        flush();
    }
}

std::optional<RunRecorder::Batch> RunRecorder::takeBatch() {
    m_timer.restart();
    m_eventsSinceFlush = 0;
    m_rawSinceFlush = 0;
    if (m_samples.isEmpty() && m_findings.isEmpty() && m_out.isEmpty() && m_err.isEmpty() && !m_helloSeen &&
        m_pending.isEmpty()) {
        return std::nullopt;
    }
    Batch b;
    b.runId = m_runId;
    b.samples = std::move(m_samples);
    b.findings = std::move(m_findings);
    b.out = std::move(m_out);
    b.err = std::move(m_err);
    m_samples.clear();
    m_findings.clear();
    m_out.clear();
    m_err.clear();
    m_outStored += b.out.size();
    m_errStored += b.err.size();
    b.hello = m_helloSeen;
    m_helloSeen = false;
    b.version = probeVersion;
    b.env = env;
    return b;
}

Status RunRecorder::writeBatch(QSqlDatabase& db, const Batch& b) {
    // One savepoint per batch, so a batch that fails leaves nothing behind and can be tried again whole.
    Transaction tx(db);
    if (!tx.started()) {
        return tx.started();
    }
    RunRepository repo(db);
    if (auto st = repo.addSamples(b.runId, b.samples); !st) {
        return st;
    }
    if (auto st = repo.addFindings(b.runId, b.findings); !st) {
        return st;
    }
    if (!b.out.isEmpty()) {
        if (auto st = repo.appendRawLog(b.runId, QStringLiteral("stdout"), b.out, ProbeRunner::kRawLogCap); !st) {
            return st;
        }
    }
    if (!b.err.isEmpty()) {
        if (auto st = repo.appendRawLog(b.runId, QStringLiteral("stderr"), b.err, ProbeRunner::kRawLogCap); !st) {
            return st;
        }
    }
    if (b.hello) {
        if (auto st = repo.setProbeInfo(b.runId, b.version, b.env); !st) {
            return st;
        }
    }
    return tx.commit();
}

void RunRecorder::writeAlone(const Batch& batch) {
    Status written =
        batch.writes() ? m_store.run([batch](QSqlDatabase& db) { return writeBatch(db, batch); }) : Status{};
    // A busy database (other writers past the busy timeout) is waited out with growing pauses; a store that still
    // refuses loses this batch, and the run says so instead of ending ok (issue 13.7).
    for (int attempt = 0; !written && attempt < int(std::size(kRetryPausesMs)); ++attempt) {
        qCWarning(lcRun) << "run" << batch.runId << "could not store a batch, retrying:" << written.error().toString();
        QThread::msleep(kRetryPausesMs[attempt]);
        written = m_store.run([batch](QSqlDatabase& db) { return writeBatch(db, batch); });
    }
    settle(batch, written);
}

void RunRecorder::settle(const Batch& batch, const Status& written) {
    if (!written) {
        counts.lostSamples += int(batch.samples.size());
        m_lostFindings += int(batch.findings.size());
        if (!m_storeError) {
            m_storeError = written.error();
        }
    }
    if (m_observer && !m_pending.isEmpty()) {
        m_observer->runEvents(m_runId, m_pending);
        m_pending.clear();
    }
}

void RunRecorder::flush() {
    if (auto batch = takeBatch()) {
        writeAlone(*batch);
    }
}

}  // namespace tb::core
