#include "core/cost/MeasuredInputs.h"

#include "core/store/MeasuredCostRepository.h"

#include <QDateTime>

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
    auto newest = MeasuredCostRepository(db).newestFinding(
        providerId, key, MeasuredInputs::tr("Could not read the Slurm audit findings"));
    if (!newest) {
        return newest.error();
    }
    if (*newest) {
        bool ok = false;
        const double v = (*newest)->text.toDouble(&ok);
        if (ok && std::isfinite(v) && v >= 0 && v < max) {
            *value = v;
            *run = (*newest)->runId;
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
    auto firstRun =
        MeasuredCostRepository(db).firstWorkingRun(m.evaluationId, MeasuredInputs::tr("Could not read the runs"));
    if (!firstRun) {
        return firstRun.error();
    }
    if (!*firstRun) {
        m.notes << MeasuredInputs::tr(
            "No successful probe or recipe run in the evaluation yet: the time to a "
            "working cluster is not measured.");
        return {};
    }
    const QDateTime first = utcTime((*firstRun)->text);
    const double hours = first.isValid() ? double(received.secsTo(first)) / 3600.0 : -1;
    // A first run before the handover date, or a year after it, is a wrong date, not a measurement.
    if (!(hours >= 0 && hours < 366 * 24.0)) {
        m.notes << MeasuredInputs::tr(
                       "The first successful run (%1) does not follow the handover date (%2): the "
                       "time to a working cluster is not measured.")
                       .arg((*firstRun)->text, m.handoverReceived);
        return {};
    }
    m.setupHours = hours;
    m.firstWorkingRun = (*firstRun)->runId;
    return {};
}

}  // namespace

MeasuredInputs::MeasuredInputs(QSqlDatabase& db) : m_db(db) {}

Result<MeasuredCost> MeasuredInputs::read(qint64 providerId) const {
    MeasuredCost m;
    const MeasuredCostRepository stored(m_db);
    auto evaluation = stored.newestEvaluation(providerId, tr("Could not read the evaluation"));
    if (!evaluation) {
        return evaluation.error();
    }
    if (!*evaluation) {
        m.notes << tr("No evaluation yet: nothing measured, every input is a default.");
        return m;
    }
    m.evaluationId = (*evaluation)->id;
    m.windowStart = (*evaluation)->startedAt;
    m.handoverRequested = (*evaluation)->handoverRequested;
    m.handoverReceived = (*evaluation)->handoverReceived;

    // The observation window: from the evaluation's start to the newest run of the provider since then (runs that
    // belong to the evaluation, and imports made while it was open).
    auto windowEnd = stored.windowEnd(providerId, m.evaluationId, m.windowStart, tr("Could not read the runs"));
    if (!windowEnd) {
        return windowEnd.error();
    }
    m.windowEnd = *windowEnd;
    const QDateTime from = QDateTime::fromString(m.windowStart, Qt::ISODate);
    const QDateTime to = QDateTime::fromString(m.windowEnd, Qt::ISODate);
    if (from.isValid() && to.isValid() && to > from) {
        m.windowHours = double(from.secsTo(to)) / 3600.0;
    }

    auto gpus = stored.gpuCount(m.evaluationId, tr("Could not read the nodes"));
    if (!gpus) {
        return gpus.error();
    }
    m.gpus = *gpus;

    // Hard failures: Xid codes the kernel-log reader rates "fail" and fatal SXids (also "fail"), one finding per
    // code with its count as value. The aggregate gpu.xid / nvswitch.sxid findings are not counted again.
    auto failures =
        stored.hardFailureFindings(providerId, m.evaluationId, m.windowStart, tr("Could not read the health findings"));
    if (!failures) {
        return failures.error();
    }
    for (const RunValueRow& f : *failures) {
        bool ok = false;
        const long long n = f.text.toLongLong(&ok);
        // A count is untrusted text from an imported log: only plain non-negative counts are added.
        if (ok && n > 0 && n < 1'000'000'000LL) {
            m.hardFailures += n;
            if (!m.failureRuns.contains(f.runId)) {
                m.failureRuns << f.runId;
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
        auto sample = stored.newestSample(providerId, QLatin1String(metric), tr("Could not read the recipe timings"));
        if (!sample) {
            return sample.error();
        }
        if (*sample) {
            const double seconds = (*sample)->number;
            if (seconds >= 0 && seconds < 7 * 24 * 3600.0) {
                m.startupHours = m.startupHours.value_or(0) + seconds / 3600.0;
                m.startupRuns << (*sample)->runId;
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
