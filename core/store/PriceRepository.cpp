#include "core/store/PriceRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>

namespace tb::core {

namespace {

const QString kEntity = QStringLiteral("price_record");
const QJsonObject kNone{{QStringLiteral("exists"), false}};
const QString kColumns = QStringLiteral(
    "id, provider_id, gpu_model, usd_per_gpu_hour, term, bundled, storage_usd_per_tb_month, network_usd_per_hour, "
    "control_plane_usd_per_hour, support_pct, egress_usd_per_tb, expansion_terms, source, effective_on, notes, "
    "row_version, changed_by, changed_at");

QVariant optional(const std::optional<double>& v) {
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

std::optional<double> readOptional(const QVariant& v) {
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

PriceRecord readRow(const QSqlQuery& q) {
    PriceRecord r;
    r.id = q.value(0).toLongLong();
    r.providerId = q.value(1).toLongLong();
    r.gpuModel = q.value(2).toString();
    r.usdPerGpuHour = q.value(3).toDouble();
    r.term = priceTermFromKey(q.value(4).toString()).value_or(PriceTerm::OnDemand);
    r.bundled = q.value(5).toString().split(u',', Qt::SkipEmptyParts);
    r.storageUsdPerTbMonth = readOptional(q.value(6));
    r.networkUsdPerHour = readOptional(q.value(7));
    r.controlPlaneUsdPerHour = readOptional(q.value(8));
    r.supportPct = readOptional(q.value(9));
    r.egressUsdPerTb = readOptional(q.value(10));
    r.expansionTerms = q.value(11).toString();
    r.source = q.value(12).toString();
    r.effectiveOn = QDate::fromString(q.value(13).toString(), Qt::ISODate);
    r.notes = q.value(14).toString();
    r.rowVersion = q.value(15).toLongLong();
    r.changedBy = q.value(16).toString();
    r.changedAt = q.value(17).toString();
    return r;
}

void bind(QSqlQuery& q, const PriceRecord& r) {
    q.addBindValue(r.providerId);
    q.addBindValue(r.gpuModel.trimmed());
    q.addBindValue(r.usdPerGpuHour);
    q.addBindValue(priceTermKey(r.term));
    q.addBindValue(notNull(r.bundled.join(u',')));
    q.addBindValue(optional(r.storageUsdPerTbMonth));
    q.addBindValue(optional(r.networkUsdPerHour));
    q.addBindValue(optional(r.controlPlaneUsdPerHour));
    q.addBindValue(optional(r.supportPct));
    q.addBindValue(optional(r.egressUsdPerTb));
    q.addBindValue(notNull(r.expansionTerms));
    q.addBindValue(r.source.trimmed());
    q.addBindValue(r.effectiveOn.toString(Qt::ISODate));
    q.addBindValue(notNull(r.notes));
}

}  // namespace

PriceRepository::PriceRepository(QSqlDatabase& db) : m_db(db) {}

QJsonObject PriceRepository::toJson(const PriceRecord& r) {
    QJsonObject o{{QStringLiteral("provider_id"), r.providerId},
                  {QStringLiteral("gpu_model"), r.gpuModel},
                  {QStringLiteral("usd_per_gpu_hour"), r.usdPerGpuHour},
                  {QStringLiteral("term"), priceTermKey(r.term)},
                  {QStringLiteral("bundled"), QJsonArray::fromStringList(r.bundled)},
                  {QStringLiteral("expansion_terms"), r.expansionTerms},
                  {QStringLiteral("source"), r.source},
                  {QStringLiteral("effective_on"), r.effectiveOn.toString(Qt::ISODate)},
                  {QStringLiteral("notes"), r.notes}};
    auto put = [&](const char* key, const std::optional<double>& v) {
        if (v) {
            o.insert(QLatin1String(key), *v);
        }
    };
    put("storage_usd_per_tb_month", r.storageUsdPerTbMonth);
    put("network_usd_per_hour", r.networkUsdPerHour);
    put("control_plane_usd_per_hour", r.controlPlaneUsdPerHour);
    put("support_pct", r.supportPct);
    put("egress_usd_per_tb", r.egressUsdPerTb);
    return o;
}

Status PriceRepository::validate(const PriceRecord& r) {
    auto bad = [](const QString& message, const char* field) {
        return makeError(ErrorCode::InvalidArgument, message, QString::fromLatin1(field));
    };
    if (r.gpuModel.trimmed().isEmpty()) {
        return bad(tr("A price needs the GPU model it is for."), "gpu_model");
    }
    if (!std::isfinite(r.usdPerGpuHour) || r.usdPerGpuHour < 0) {
        return bad(tr("The price per GPU-hour must be a number of zero or more."), "usd_per_gpu_hour");
    }
    if (r.usdPerGpuHour >= 100) {
        return bad(
            tr("%1 USD per GPU-hour is not a GPU price (a node price? divide by its GPUs).").arg(r.usdPerGpuHour),
            "usd_per_gpu_hour");
    }
    // Each component with the most any real offer could charge, far above every published list price (storage tens
    // of USD per TB-month, egress under 100 USD per TB, a control plane or network a few USD per hour): above it the
    // figure is a typo or hostile, and it would carry the TCO to absurd or infinite totals (1e300 gave "$inf").
    struct Component {
        const char* field;
        std::optional<double> value;
        double most;
    };
    const Component optionals[] = {{"storage_usd_per_tb_month", r.storageUsdPerTbMonth, 10'000},
                                   {"network_usd_per_hour", r.networkUsdPerHour, 10'000},
                                   {"control_plane_usd_per_hour", r.controlPlaneUsdPerHour, 10'000},
                                   {"support_pct", r.supportPct, 100},
                                   {"egress_usd_per_tb", r.egressUsdPerTb, 10'000}};
    for (const auto& [field, v, most] : optionals) {
        if (v && (!std::isfinite(*v) || *v < 0)) {
            return bad(tr("%1 must be a number of zero or more.").arg(QLatin1String(field)), field);
        }
        if (v && *v > most && QLatin1String(field) != QLatin1String("support_pct")) {
            return bad(tr("%1 of %2 is beyond any real price (at most %3); check the unit.")
                           .arg(QLatin1String(field), QString::number(*v, 'g', 6), QString::number(most, 'f', 0)),
                       field);
        }
    }
    if (r.supportPct && *r.supportPct > 100) {
        return bad(tr("Support is a percentage of the bill, at most 100."), "support_pct");
    }
    for (const QString& c : r.bundled) {
        if (!PriceRecord::bundleComponents().contains(c)) {
            return bad(tr("\"%1\" is not a component that can be bundled (%2).")
                           .arg(c, PriceRecord::bundleComponents().join(QStringLiteral(", "))),
                       "bundled");
        }
    }
    if (r.source.trimmed().isEmpty()) {
        return bad(tr("Every price needs its source (a quote, a price page, an invoice)."), "source");
    }
    if (!r.effectiveOn.isValid()) {
        return bad(tr("Every price needs the date it is valid from."), "effective_on");
    }
    return {};
}

Result<QList<PriceRecord>> PriceRepository::list(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT %1 FROM price_record").arg(kColumns);
    if (providerId > 0) {
        sql += QStringLiteral(" WHERE provider_id = ?");
    }
    sql += QStringLiteral(" ORDER BY provider_id, gpu_model, term, effective_on, id");
    q.prepare(sql);
    if (providerId > 0) {
        q.addBindValue(providerId);
    }
    if (auto st = exec(q, tr("Could not read the prices")); !st) {
        return st.error();
    }
    QList<PriceRecord> out;
    while (q.next()) {
        out << readRow(q);
    }
    return out;
}

Result<PriceRecord> PriceRepository::get(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM price_record WHERE id = ?").arg(kColumns));
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not read the price")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No price record %1.").arg(id));
    }
    return readRow(q);
}

Result<QList<PriceRecord>> PriceRepository::current(qint64 providerId, const QDate& day) const {
    auto all = list(providerId);
    if (!all) {
        return all.error();
    }
    QList<PriceRecord> out;
    for (const PriceRecord& r : *all) {
        if (r.effectiveOn > day) {
            continue;
        }
        // Rows come ordered by model, term, date: a later row of the same model and term replaces the earlier.
        if (!out.isEmpty() && out.last().providerId == r.providerId && out.last().gpuModel == r.gpuModel &&
            out.last().term == r.term) {
            out.last() = r;
        } else {
            out << r;
        }
    }
    return out;
}

Result<qint64> PriceRepository::add(const PriceRecord& record, const QString& actor) {
    if (auto st = validate(record); !st) {
        return st.error();
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("create"), actor)
        .before([]() -> Result<QJsonObject> { return kNone; })
        .after([&](qint64) -> Result<QJsonObject> { return toJson(record); })
        .write([&]() -> Result<qint64> {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "INSERT INTO price_record (provider_id, gpu_model, usd_per_gpu_hour, term, bundled, "
                "storage_usd_per_tb_month, network_usd_per_hour, control_plane_usd_per_hour, support_pct, "
                "egress_usd_per_tb, expansion_terms, source, effective_on, notes) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
            bind(q, record);
            auto inserted = insertReturningId(q, tr("Could not save the price (one record per model, term and date)"));
            if (!inserted) {
                return inserted.error();
            }
            return *inserted;
        });
}

Status PriceRepository::update(const PriceRecord& record, const QString& actor) {
    if (auto st = validate(record); !st) {
        return st;
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(record.id), &PriceRepository::toJson); })
        .after([&](qint64 id) { return auditJson(get(id), &PriceRepository::toJson); })
        .write(record.id, [&]() -> Status {
            // record.rowVersion: the version the editor read (0: read in this transaction, no check).
            if (auto st = RowVersion::claim(m_db, kEntity, record.id, record.rowVersion, actor); !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                          "UPDATE price_record SET provider_id = ?, gpu_model = ?, usd_per_gpu_hour = ?, term = ?, "
                          "bundled = ?, "
                          "storage_usd_per_tb_month = ?, network_usd_per_hour = ?, control_plane_usd_per_hour = ?, "
                          "support_pct = ?, egress_usd_per_tb = ?, expansion_terms = ?, source = ?, effective_on = ?, "
                          "notes = ?, updated_at = %1 WHERE id = ?")
                          .arg(SqlDialect::of(m_db).nowText()));
            bind(q, record);
            q.addBindValue(record.id);
            return exec(q, tr("Could not save the price (one record per model, term and date)"));
        });
}

Status PriceRepository::remove(qint64 id, const QString& actor) {
    return AuditedWrite(m_db, kEntity, QStringLiteral("delete"), actor)
        .before([&] { return auditJson(get(id), &PriceRepository::toJson); })
        .after([](qint64) -> Result<QJsonObject> { return kNone; })
        .write(id, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("DELETE FROM price_record WHERE id = ?"));
            q.addBindValue(id);
            return exec(q, tr("Could not delete the price"));
        });
}

}  // namespace tb::core
