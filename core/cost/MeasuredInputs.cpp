#include "core/cost/MeasuredInputs.h"

#include "core/store/SqlError.h"

#include <QDateTime>
#include <QSqlQuery>

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

}  // namespace

MeasuredInputs::MeasuredInputs(QSqlDatabase& db) : m_db(db) {}

Result<MeasuredCost> MeasuredInputs::read(qint64 providerId) const {
    MeasuredCost m;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, started_at FROM evaluation WHERE provider_id = ? ORDER BY started_at DESC, id DESC LIMIT 1"));
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
    if (startupHours) {
        inputs.setMeasured(
            QStringLiteral("t_init"), *startupHours,
            QCoreApplication::translate("MeasuredInputs", "import_torch + model_load recipe timings; runs %1")
                .arg(runList(startupRuns)),
            link(startupRuns));
    }
}

}  // namespace tb::core
