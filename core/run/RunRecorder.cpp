#include "core/run/RunRecorder.h"

#include "core/store/RunRepository.h"
#include "core/store/Store.h"

#include <QCoreApplication>

namespace tb::core {

namespace {
// The recipe strings keep the translation context they had in ProbeRunner.
QString tr(const char* s) {
    return QCoreApplication::translate("ProbeRunner", s);
}

void fill(QString& s) {
    if (s.isNull()) {
        s = QStringLiteral("");  // NOT NULL columns; a null QString would bind as NULL
    }
}
}  // namespace

RunRecorder::RunRecorder(Store& store, qint64 runId, RunObserver* observer, const RunSpec& spec)
    : m_store(store), m_runId(runId), m_observer(observer), m_spec(spec) {
    m_timer.start();
}

void RunRecorder::onProcessGroup(qint64 pgid) {
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

void RunRecorder::onStdout(QByteArrayView data) {
    appendLog(m_out, m_outStored, data);
    for (ProbeEvent& e : m_reader.feed(data.data(), data.size())) {
        take(std::move(e));
    }
    maybeFlush();
}

void RunRecorder::onStderr(QByteArrayView data) {
    appendLog(m_err, m_errStored, data);
    if (m_observer && m_stderrShown < 1024 * 1024) {
        m_stderrShown += data.size();
        m_observer->runStderr(m_runId, data.toByteArray());
    }
    maybeFlush();
}

void RunRecorder::finish() {
    for (ProbeEvent& e : m_reader.finish()) {
        take(std::move(e));
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
            check.finding = {QStringLiteral("check"), m_spec.outputFactKey + QStringLiteral(".matches_provider"),
                             match ? QStringLiteral("pass") : QStringLiteral("warn"), m_plain.trimmed().left(200),
                             match ? tr("the address belongs to %1").arg(m_spec.providerName)
                                   : tr("the address is not registered to %1: the provider may resell another "
                                        "company's capacity (aggregator)")
                                         .arg(m_spec.providerName)};
            take(std::move(check));
        }
    }
    flush();
}

void RunRecorder::appendLog(QByteArray& buffer, qint64& stored, QByteArrayView data) {
    // Past the cap the repository ignores more; one chunk over it is enough to leave the marker.
    if (stored + buffer.size() <= ProbeRunner::kRawLogCap) {
        buffer.append(data.first(qMin<qint64>(data.size(), ProbeRunner::kRawLogCap + 1 - stored - buffer.size())));
    }
}

void RunRecorder::take(ProbeEvent e) {
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
            m_anyHello = true;
            break;
        case ProbeEventType::End:
            m_endSeen = true;
            m_endExitCode = e.end.exitCode;
            break;
        case ProbeEventType::Raw:
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
    ++m_eventsSinceFlush;
}

void RunRecorder::maybeFlush() {
    if (m_eventsSinceFlush >= 500 || m_out.size() + m_err.size() >= 4 * 1024 * 1024 || m_timer.elapsed() >= 250) {
        flush();
    }
}

void RunRecorder::flush() {
    m_timer.restart();
    m_eventsSinceFlush = 0;
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
    m_store.run([=](QSqlDatabase& db) {
        RunRepository repo(db);
        if (!samples.isEmpty()) {
            (void)repo.addSamples(runId, samples);
        }
        if (!findings.isEmpty()) {
            (void)repo.addFindings(runId, findings);
        }
        if (!out.isEmpty()) {
            (void)repo.appendRawLog(runId, QStringLiteral("stdout"), out, ProbeRunner::kRawLogCap);
        }
        if (!err.isEmpty()) {
            (void)repo.appendRawLog(runId, QStringLiteral("stderr"), err, ProbeRunner::kRawLogCap);
        }
        if (hello) {
            auto r = repo.get(runId);
            if (r) {
                r->probeVersion = version.isNull() ? QStringLiteral("") : version;
                r->env = environment;
                (void)repo.update(*r);
            }
        }
    });
    if (m_observer && !m_pending.isEmpty()) {
        m_observer->runEvents(m_runId, m_pending);
        m_pending.clear();
    }
}

}  // namespace tb::core
