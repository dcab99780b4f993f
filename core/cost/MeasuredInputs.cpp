#include "core/cost/MeasuredInputs.h"

#include "core/store/SqlError.h"

#include <QDateTime>
#include <QSqlQuery>

#include <cmath>

namespace tb::core {

namespace {

QString runList(const QList<qint64>& ids) {
    QStringList s;
    for (qint64 id : ids) {
        s << QString::number(id);
    }
    return s.join(QStringLiteral(", "));
}

QString link(const QList<qint64>& ids) {
    return ids.isEmpty() ? QString() : QStringLiteral("tierbench://run/%1").arg(ids.first());
}

// The newest finding `key` of the provider's runs as a number within [0, max): untrusted text from a remote
// cluster, so anything else is ignored.
Status newestFinding(QSqlDatabase& db, qint64 providerId, const QString& key, double max, std::optional<double>* value,
                     qint64* run) {
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT r.id, f.value FROM finding f JOIN probe_run r ON r.id = f.run_id WHERE "
                       "r.provider_id = ? AND f.key = ? ORDER BY r.started_at DESC, r.id DESC LIMIT 1"));
    q.addBindValue(providerId);
    q.addBindValue(key);
    if (auto st = exec(q, MeasuredInputs::tr("Could not read the Slurm audit findings")); !st) {
        return st;
    }
    if (q.next()) {
        bool ok = false;
        const double v = q.value(1).toString().toDouble(&ok);
        if (ok && std::isfinite(v) && v >= 0 && v < max) {
            *value = v;
            *run = q.value(0).toLongLong();
        }
    }
    return {};
}

QDateTime utcTime(const QString& text) {
    QDateTime t = QDateTime::fromString(text, Qt::ISODate);
    if (!t.isValid()) {
        const QDate d = QDate::fromString(text, Qt::ISODate);
        if (d.isValid()) {
            t = QDateTime(d, QTime(0, 0), Qt::UTC);
        }
    }
    if (t.isValid() && t.timeSpec() == Qt::LocalTime) {
        t.setTimeSpec(Qt::UTC);  // stored times without an offset are UTC (docs/CONVENTIONS.md)
    }
    return t;
}

Status readSlurmAndHandover(QSqlDatabase& db, qint64 providerId, MeasuredCost& m) {
    if (auto st = newestFinding(db, providerId, QStringLiteral("slurm.prolog_seconds"), 24 * 3600.0, &m.prologSeconds,
                                &m.prologRun);
        !st) {
        return st;
    }
    if (auto st = newestFinding(db, providerId, QStringLiteral("slurm.healthcheck_interval_seconds"), 7 * 24 * 3600.0,
                                &m.healthCheckIntervalSeconds, &m.healthCheckRun);
        !st) {
        return st;
    }
    if (m.healthCheckIntervalSeconds && *m.healthCheckIntervalSeconds <= 0) {
        m.healthCheckIntervalSeconds.reset();
    }
    if (!m.healthCheckIntervalSeconds) {
        m.notes << MeasuredInputs::tr(
            "No Slurm audit found a periodic health check, so the time to identify a "
            "failure is not measured; the default is kept.");
    }
    m.notes << MeasuredInputs::tr(
        "The time to drain and to repair or replace a node is not measured (the Slurm "
        "audit stores node states, not how long a drain took); the default is kept.");

    const QDateTime received = utcTime(m.handoverReceived);
    if (!received.isValid()) {
        m.notes << MeasuredInputs::tr(
            "The evaluation records no hardware handover date, so the time to a working "
            "cluster is not measured.");
        return {};
    }
    QSqlQuery q(db);
    // Probes and recipes Tierbench ran on the cluster itself: an imported file's time says when it was imported
    // or when some tool ran, not when the cluster first worked for us.
    q.prepare(
        QStringLiteral("SELECT id, started_at FROM probe_run WHERE evaluation_id = ? AND status = 'ok' AND "
                       "kind IN ('probe', 'recipe') AND started_at IS NOT NULL ORDER BY started_at, id LIMIT 1"));
    q.addBindValue(m.evaluationId);
    if (auto st = exec(q, MeasuredInputs::tr("Could not read the runs")); !st) {
        return st;
    }
    if (!q.next()) {
        m.notes << MeasuredInputs::tr(
            "No successful probe or recipe run in the evaluation yet: the time to a "
            "working cluster is not measured.");
        return {};
    }
    const QDateTime first = utcTime(q.value(1).toString());
    const double hours = first.isValid() ? double(received.secsTo(first)) / 3600.0 : -1;
    // A first run before the handover date, or a year after it, is a wrong date, not a measurement.
    if (!(hours >= 0 && hours < 366 * 24.0)) {
        m.notes << MeasuredInputs::tr(
                       "The first successful run (%1) does not follow the handover date (%2): the "
                       "time to a working cluster is not measured.")
                       .arg(q.value(1).toString(), m.handoverReceived);
        return {};
    }
    m.setupHours = hours;
    m.firstWorkingRun = q.value(0).toLongLong();
    return {};
}

}  // namespace

MeasuredInputs::MeasuredInputs(QSqlDatabase& db) : m_db(db) {}

Result<MeasuredCost> MeasuredInputs::read(qint64 providerId) const {
    MeasuredCost m;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, started_at, coalesce(handover_requested, ''), coalesce(handover_received, '') FROM evaluation "
        "WHERE provider_id = ? ORDER BY started_at DESC, id DESC LIMIT 1"));
    q.addBindValue(providerId);
    if (auto st = exec(q, tr("Could not read the evaluation")); !st) {
        return st.error();
    }
    if (!q.next()) {
        m.notes << tr("No evaluation yet: nothing measured, every input is a default.");
        return m;
    }
    m.evaluationId = q.value(0).toLongLong();
    m.windowStart = q.value(1).toString();
    m.handoverRequested = q.value(2).toString();
    m.handoverReceived = q.value(3).toString();

    // The observation window: from the evaluation's start to the newest run of the provider since then (runs that
    // belong to the evaluation, and imports made while it was open).
    QSqlQuery w(m_db);
    w.prepare(
        QStringLiteral("SELECT max(coalesce(ended_at, started_at)) FROM probe_run WHERE provider_id = ? AND "
                       "(evaluation_id = ? OR (evaluation_id IS NULL AND started_at >= ?))"));
    w.addBindValue(providerId);
    w.addBindValue(m.evaluationId);
    w.addBindValue(m.windowStart);
    if (auto st = exec(w, tr("Could not read the runs")); !st) {
        return st.error();
    }
    m.windowEnd = w.next() ? w.value(0).toString() : QString();
    const QDateTime from = QDateTime::fromString(m.windowStart, Qt::ISODate);
    const QDateTime to = QDateTime::fromString(m.windowEnd, Qt::ISODate);
    if (from.isValid() && to.isValid() && to > from) {
        m.windowHours = double(from.secsTo(to)) / 3600.0;
    }

    QSqlQuery g(m_db);
    g.prepare(QStringLiteral("SELECT coalesce(sum(gpu_count), 0) FROM node WHERE evaluation_id = ?"));
    g.addBindValue(m.evaluationId);
    if (auto st = exec(g, tr("Could not read the nodes")); !st) {
        return st.error();
    }
    m.gpus = g.next() ? g.value(0).toInt() : 0;

    // Hard failures: Xid codes the kernel-log reader rates "fail" and fatal SXids (also "fail"), one finding per
    // code with its count as value. The aggregate gpu.xid / nvswitch.sxid findings are not counted again.
    QSqlQuery f(m_db);
    f.prepare(QStringLiteral(
        "SELECT r.id, f.value FROM finding f JOIN probe_run r ON r.id = f.run_id WHERE r.provider_id = ? AND "
        "(r.evaluation_id = ? OR (r.evaluation_id IS NULL AND r.started_at >= ?)) AND f.status = 'fail' AND "
        "((substr(f.key, 1, 8) = 'gpu.xid.' AND substr(f.key, 9, 1) BETWEEN '0' AND '9') OR "
        "(substr(f.key, 1, 14) = 'nvswitch.sxid.' AND substr(f.key, 15, 1) BETWEEN '0' AND '9')) ORDER BY r.id"));
    f.addBindValue(providerId);
    f.addBindValue(m.evaluationId);
    f.addBindValue(m.windowStart);
    if (auto st = exec(f, tr("Could not read the health findings")); !st) {
        return st.error();
    }
    while (f.next()) {
        bool ok = false;
        const long long n = f.value(1).toString().toLongLong(&ok);
        // A count is untrusted text from an imported log: only plain non-negative counts are added.
        if (ok && n > 0 && n < 1'000'000'000LL) {
            m.hardFailures += n;
            if (!m.failureRuns.contains(f.value(0).toLongLong())) {
                m.failureRuns << f.value(0).toLongLong();
            }
        }
    }
    if (m.gpus <= 0) {
        m.notes << tr("The evaluation's nodes give no GPU count, so no failure rate can be measured.");
    } else if (!(m.windowHours > 0)) {
        m.notes << tr("The evaluation has no runs after its start, so it has no observation window yet.");
    } else {
        m.failureRate = EventRateInterval::of(m.hardFailures, double(m.gpus) * m.windowHours);
    }

    // Job start-up: the newest successful timing of importing PyTorch and of loading a model.
    for (const char* metric : {"recipe.import_torch.seconds", "recipe.model_load.seconds"}) {
        QSqlQuery s(m_db);
        s.prepare(QStringLiteral(
            "SELECT r.id, s.value FROM sample s JOIN probe_run r ON r.id = s.run_id WHERE r.provider_id = ? AND "
            "r.status = 'ok' AND s.metric = ? ORDER BY r.started_at DESC, r.id DESC LIMIT 1"));
        s.addBindValue(providerId);
        s.addBindValue(QLatin1String(metric));
        if (auto st = exec(s, tr("Could not read the recipe timings")); !st) {
            return st.error();
        }
        if (s.next()) {
            const double seconds = s.value(1).toDouble();
            if (seconds >= 0 && seconds < 7 * 24 * 3600.0) {
                m.startupHours = m.startupHours.value_or(0) + seconds / 3600.0;
                m.startupRuns << s.value(0).toLongLong();
            }
        }
    }
    if (auto st = readSlurmAndHandover(m_db, providerId, m); !st) {
        return st.error();
    }
    return m;
}

void MeasuredCost::applyTo(CostInputs& inputs) const {
    if (failureRate && failureRate->events > 0) {
        const QString note = QCoreApplication::translate("MeasuredInputs", "95% interval %1 to %2 GPU-h from %3 events")
                                 .arg(failureRate->mtbfLow(), 0, 'f', 0)
                                 .arg(failureRate->mtbfHigh() > 0 ? QString::number(failureRate->mtbfHigh(), 'f', 0)
                                                                  : QStringLiteral("∞"))
                                 .arg(hardFailures);
        inputs.setMeasured(
            QStringLiteral("mtbf"), failureRate->mtbf(),
            QCoreApplication::translate("MeasuredInputs", "%1 hard failures on %2 GPUs over %3 h (%4 to %5); runs %6")
                .arg(hardFailures)
                .arg(gpus)
                .arg(windowHours, 0, 'f', 1)
                .arg(windowStart, windowEnd, runList(failureRuns)),
            link(failureRuns), note);
    }
    if (failureRate && failureRate->events == 0) {
        inputs.setNote(QStringLiteral("mtbf"),
                       QCoreApplication::translate("MeasuredInputs",
                                                   "no hard failure on %1 GPUs over %2 h: the MTBF is at least %3 "
                                                   "GPU-h (95%); the default is kept")
                           .arg(gpus)
                           .arg(windowHours, 0, 'f', 1)
                           .arg(failureRate->mtbfLow(), 0, 'f', 0));
    }
    // Job start-up: the Slurm prolog (a full-node srun's wait) plus importing PyTorch and loading the model.
    if (startupHours || prologSeconds) {
        QStringList parts;
        if (prologSeconds) {
            parts << QCoreApplication::translate("MeasuredInputs", "Slurm prolog %1 s (run %2)")
                         .arg(*prologSeconds, 0, 'f', 1)
                         .arg(prologRun);
        }
        if (startupHours) {
            parts << QCoreApplication::translate("MeasuredInputs", "import_torch + model_load recipe timings; runs %1")
                         .arg(runList(startupRuns));
        }
        inputs.setMeasured(QStringLiteral("t_init"), startupHours.value_or(0) + prologSeconds.value_or(0) / 3600.0,
                           parts.join(QStringLiteral("; ")),
                           link(startupRuns.isEmpty() ? QList<qint64>{prologRun} : startupRuns));
    }
    if (healthCheckIntervalSeconds) {
        inputs.setMeasured(
            QStringLiteral("t_id"), *healthCheckIntervalSeconds / 2.0 / 3600.0,
            QCoreApplication::translate("MeasuredInputs",
                                        "Slurm HealthCheckInterval %1 s: a failure is found half an interval later "
                                        "on average (run %2)")
                .arg(*healthCheckIntervalSeconds, 0, 'f', 0)
                .arg(healthCheckRun),
            link({healthCheckRun}),
            QCoreApplication::translate("MeasuredInputs", "at most %1 s").arg(*healthCheckIntervalSeconds, 0, 'f', 0));
    }
    if (setupHours) {
        inputs.setMeasured(
            QStringLiteral("setup_cluster_hours"), *setupHours,
            QCoreApplication::translate("MeasuredInputs",
                                        "hardware handed over %1 (requested %2), first successful run %3 hours later "
                                        "(run %4)")
                .arg(handoverReceived, handoverRequested.isEmpty()
                                           ? QCoreApplication::translate("MeasuredInputs", "not recorded")
                                           : handoverRequested)
                .arg(*setupHours, 0, 'f', 1)
                .arg(firstWorkingRun),
            QStringLiteral("tierbench://evaluation/%1").arg(evaluationId));
    }
}

}  // namespace tb::core
