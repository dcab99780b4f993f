#include "core/run/RunRecorder.h"

#include "core/domain/FindingKind.h"
#include "core/store/RunBatchWriter.h"
#include "core/store/RunRepository.h"
#include "core/store/RunSpill.h"
#include "core/store/Store.h"

#include <QLoggingCategory>
#include <QThread>

#include <algorithm>
#include <iterator>

namespace tb::core {

Q_LOGGING_CATEGORY(lcRun, "tierbench.core.run")

namespace {
// Pauses between the tries of a write the store refused (each try also waits the store's busy timeout); a database
// that does not answer at all is waited for longer (RunWritePolicy).
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

// A batch still in flight holds its own copy; the storage thread finishes it without this recorder.
RunRecorder::~RunRecorder() = default;

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
    drain();
    counts.spilledSamples = m_spilledSamples;
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
    return RunBatchWriter::write(db, b);
}

void RunRecorder::writeAlone(const Batch& batch) {
    enqueue(batch);
    drain();
    deliverEvents();
}

void RunRecorder::settle(const Batch& batch, const Status& written) {
    if (written) {
        m_storedSamples += batch.samples.size();
        m_storedFindings += batch.findings.size();
        m_queuedSamples += batch.samples.size();
        m_queuedFindings += batch.findings.size();
    } else {
        counts.lostSamples += int(batch.samples.size());
        m_lostFindings += int(batch.findings.size());
        if (!m_storeError) {
            m_storeError = written.error();
        }
    }
    deliverEvents();
}

void RunRecorder::deliverEvents() {
    if (m_observer && !m_pending.isEmpty()) {
        m_observer->runEvents(m_runId, m_pending);
        m_pending.clear();
    }
}

void RunRecorder::flush() {
    if (auto batch = takeBatch()) {
        enqueue(std::move(*batch));
    }
    pump();
    // While the database answers, the reader waits for each batch (bounded memory, as before); during an outage
    // it reads on and what arrives waits in the queue.
    while (m_hasInFlight && !inOutage()) {
        m_inFlight.waitForFinished();
        pump();
    }
    deliverEvents();
}

void RunRecorder::drain() {
    pump();
    while (m_hasInFlight || !m_waiting.empty()) {
        if (m_hasInFlight) {
            m_inFlight.waitForFinished();
        } else {
            // The pause before the next try (growing during an outage); the deadline is checked in pump().
            QThread::msleep(std::clamp<qint64>(m_nextTry.remainingTime(), 1, 50));
        }
        pump();
    }
}

void RunRecorder::enqueue(Batch batch) {
    if (!batch.writes()) {
        return;
    }
    Waiting w;
    w.samples = batch.samples.size();
    w.findings = batch.findings.size();
    w.bytes = batch.approximateBytes();
    batch.firstSample = m_queuedSamples;
    batch.firstFinding = m_queuedFindings;
    m_queuedSamples += w.samples;
    m_queuedFindings += w.findings;
    w.batch = std::move(batch);
    m_waiting.push_back(std::move(w));
    m_waitingBytes += m_waiting.back().bytes;
    if (m_spilling || (m_waitingBytes > m_policy.memoryCapBytes && m_waiting.size() > 1)) {
        startSpilling();
    }
}

// Past the cap, everything that waits moves to the spill file (the head too: a process killed now leaves the whole
// tail there, in order, for the next open to replay), and later batches go straight there until the queue is empty.
void RunRecorder::startSpilling() {
    if (!m_spill) {
        m_spill = std::make_unique<RunSpill>(m_store.path(), m_runId);
    }
    m_spilling = true;
    for (Waiting& w : m_waiting) {
        if (w.spillOffset >= 0) {
            continue;
        }
        auto offset = m_spill->append(w.batch);
        if (!offset) {
            // No room on disk either: it waits in memory, over the cap, rather than being dropped.
            qCWarning(lcRun) << "run" << m_runId << "could not spill a batch:" << offset.error().toString();
            continue;
        }
        w.spillOffset = *offset;
        m_spilledSamples += int(w.samples);
        m_waitingBytes -= w.bytes;
        w.batch = Batch{};
    }
}

void RunRecorder::pump() {
    for (;;) {
        if (m_hasInFlight) {
            if (!m_inFlight.isFinished()) {
                return;
            }
            m_hasInFlight = false;
            written(m_inFlight.result());
        }
        if (inOutage() && m_outage.elapsed() > m_policy.outageDeadlineMs) {
            giveUp();
        }
        if (m_waiting.empty() || !m_nextTry.hasExpired()) {
            return;
        }
        submitHead();
    }
}

void RunRecorder::submitHead() {
    Waiting& head = m_waiting.front();
    Batch batch;
    if (head.spillOffset >= 0) {
        auto read = m_spill->read(head.spillOffset);
        if (!read) {
            written(read.error());
            return;
        }
        batch = std::move(*read);
    } else {
        batch = head.batch;
    }
    batch.firstSample = m_storedSamples;
    batch.firstFinding = m_storedFindings;
    batch.guarded = head.guarded;
    m_inFlight = m_store.submit([batch = std::move(batch)](QSqlDatabase& db) { return writeBatch(db, batch); });
    m_hasInFlight = true;
}

void RunRecorder::written(const Status& st) {
    Waiting& head = m_waiting.front();
    if (st) {
        m_storedSamples += head.samples;
        m_storedFindings += head.findings;
        if (head.spillOffset < 0) {
            m_waitingBytes -= head.bytes;
        }
        m_waiting.pop_front();
        m_pauseMs = 0;
        m_nextTry = QDeadlineTimer(0);
        if (inOutage()) {
            qCInfo(lcRun) << "run" << m_runId << "reaches the database again after" << m_outage.elapsed() << "ms";
            m_outage.invalidate();
            if (m_observer) {
                m_observer->runStoreCaughtUp(m_runId);
            }
        }
        if (m_waiting.empty() && m_spill) {
            m_spill->remove();  // everything in it is stored
            m_spilling = false;
        }
        return;
    }
    head.guarded = true;  // that try may have committed before its answer was lost
    m_lastError = st.error();
    if (st.error().code == ErrorCode::Unreachable) {
        // The database is away: wait for it with growing pauses, up to the deadline.
        if (!inOutage()) {
            m_outage.start();
            qint64 waiting = 0;
            for (const Waiting& w : m_waiting) {
                waiting += w.samples;
            }
            qCWarning(lcRun) << "run" << m_runId << "cannot reach the database," << waiting
                             << "sample(s) wait:" << st.error().toString();
            if (m_observer) {
                m_observer->runStoreWaiting(m_runId, waiting);
            }
        }
        m_pauseMs = m_pauseMs == 0 ? m_policy.firstPauseMs : qMin(2 * m_pauseMs, m_policy.longestPauseMs);
        m_nextTry = QDeadlineTimer(m_pauseMs);
        return;
    }
    // The database answered and refused (a busy file past its timeout, a constraint): a few growing pauses, then
    // this batch is lost and counted, and the queue goes on (issue 13.7).
    if (head.refusals < int(std::size(kRetryPausesMs))) {
        qCWarning(lcRun) << "run" << m_runId << "could not store a batch, retrying:" << st.error().toString();
        m_nextTry = QDeadlineTimer(qint64(kRetryPausesMs[head.refusals++]));
        return;
    }
    counts.lostSamples += int(head.samples);
    m_lostFindings += int(head.findings);
    m_queuedSamples -= head.samples;
    m_queuedFindings -= head.findings;
    if (!m_storeError) {
        m_storeError = st.error();
    }
    if (head.spillOffset < 0) {
        m_waitingBytes -= head.bytes;
    }
    m_waiting.pop_front();
    m_nextTry = QDeadlineTimer(0);
    if (m_waiting.empty() && m_spill) {
        m_spill->remove();
        m_spilling = false;
    }
}

// The outage outlasted the deadline: what waits is not stored, and the run counts exactly that.
void RunRecorder::giveUp() {
    qint64 lost = 0;
    for (const Waiting& w : m_waiting) {
        lost += w.samples;
        m_lostFindings += int(w.findings);
        m_queuedFindings -= w.findings;
    }
    m_queuedSamples -= lost;
    counts.lostSamples += int(lost);
    if (!m_storeError && m_lastError) {
        m_storeError = m_lastError;
    }
    qCWarning(lcRun) << "run" << m_runId << "gave up waiting for the database after" << m_outage.elapsed()
                     << "ms:" << lost << "sample(s) not stored";
    m_waiting.clear();
    m_waitingBytes = 0;
    if (m_spill) {
        m_spill->remove();
        m_spilling = false;
    }
    m_outage.invalidate();
    m_pauseMs = 0;
    m_nextTry = QDeadlineTimer(0);
    if (m_observer) {
        m_observer->runStoreGaveUp(m_runId, lost);
    }
}

}  // namespace tb::core
