#include "core/rating/DeliveryExplanation.h"

#include "core/store/EvaluationRepository.h"

#include "core/store/SqlError.h"

namespace tb::core {

QString DeliveryExplanation::handoverLine(const QString& requested, const QString& received, const QDate& asOf) {
    const QDate asked = QDate::fromString(requested.left(10), Qt::ISODate);
    const QDate handed = QDate::fromString(received.left(10), Qt::ISODate);
    if (!asked.isValid()) {
        return handed.isValid()
                   ? tr("Handover: received %1 (when it was asked for is not recorded).").arg(received.left(10))
                   : QString();
    }
    if (!handed.isValid()) {
        const qint64 waiting = asOf.isValid() ? asked.daysTo(asOf) : 0;
        return waiting > 0 ? tr("Handover: requested %1, not handed over yet: %n day(s) so far.", nullptr, int(waiting))
                                 .arg(asked.toString(Qt::ISODate))
                           : tr("Handover: requested %1, not handed over yet.").arg(asked.toString(Qt::ISODate));
    }
    const qint64 late = asked.daysTo(handed);
    if (late <= 0) {
        return tr("Handover: requested %1, received %2: on time.")
            .arg(asked.toString(Qt::ISODate), handed.toString(Qt::ISODate));
    }
    return tr("Late handover: requested %1, received %2: %n day(s) late.", nullptr, int(late))
        .arg(asked.toString(Qt::ISODate), handed.toString(Qt::ISODate));
}

QStringList DeliveryExplanation::lines(const QString& requested, const QString& received,
                                       const QList<PlannedFeature>& planned, const QDate& asOf) {
    QStringList out;
    const QString line = handoverLine(requested, received, asOf);
    if (!line.isEmpty()) {
        out << line;
    }
    int overdue = 0;
    QStringList items;
    for (const PlannedFeature& f : planned) {
        const QDate promised = QDate::fromString(f.promisedDate.left(10), Qt::ISODate);
        const bool late = promised.isValid() && asOf.isValid() && promised < asOf;
        overdue += late ? 1 : 0;
        const QString when = !promised.isValid() ? tr("no date promised")
                             : late ? tr("promised for %1, date passed").arg(promised.toString(Qt::ISODate))
                                    : tr("promised for %1").arg(promised.toString(Qt::ISODate));
        const Verdict verdict = f.verdict;
        const QString counted = verdict == Verdict::Pass || verdict == Verdict::Partial
                                    ? tr("verdict %1, counted").arg(verdictName(verdict))
                                : verdict == Verdict::NotApplicable
                                    ? tr("n/a, left out of the score")
                                    : tr("verdict %1, not counted").arg(verdictName(verdict));
        items << tr("Planned, not generally available: %1 (%2; %3).").arg(f.title, when, counted);
    }
    if (!planned.isEmpty()) {
        out << (overdue > 0 ? tr("%n planned feature(s), not generally available", nullptr, int(planned.size())) +
                                  tr("; %n past the promised date.", nullptr, overdue)
                            : tr("%n planned feature(s), not generally available.", nullptr, int(planned.size())));
        out << items;
    }
    return out;
}

Result<QStringList> DeliveryExplanation::lines(QSqlDatabase& db, qint64 evaluationId, const QDate& asOf) {
    if (evaluationId <= 0) {
        return QStringList();
    }
    auto delivery = EvaluationRepository(db).delivery(evaluationId);
    if (!delivery) {
        return delivery.error();
    }
    return lines(delivery->handoverRequested, delivery->handoverReceived, delivery->planned, asOf);
}

}  // namespace tb::core
