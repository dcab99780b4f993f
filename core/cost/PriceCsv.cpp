#include "core/cost/PriceCsv.h"

#include "core/domain/CsvCell.h"

#include "core/interview/InterviewCsv.h"
#include "core/store/PriceRepository.h"

#include <QHash>
#include <QSet>

#include <cmath>

namespace tb::core {

namespace {

QString number(const std::optional<double>& v) {
    return v ? QString::number(*v, 'g', 12) : QString();
}

}  // namespace

QString PriceCsv::RowError::toString() const {
    return tr("row %1, column %2: %3").arg(row).arg(column.isEmpty() ? QStringLiteral("-") : column, message);
}

const QStringList& PriceCsv::columns() {
    static const QStringList cols = {QStringLiteral("provider"),
                                     QStringLiteral("gpu_model"),
                                     QStringLiteral("usd_per_gpu_hour"),
                                     QStringLiteral("term"),
                                     QStringLiteral("bundled"),
                                     QStringLiteral("storage_usd_per_tb_month"),
                                     QStringLiteral("network_usd_per_hour"),
                                     QStringLiteral("control_plane_usd_per_hour"),
                                     QStringLiteral("support_pct"),
                                     QStringLiteral("egress_usd_per_tb"),
                                     QStringLiteral("expansion_terms"),
                                     QStringLiteral("source"),
                                     QStringLiteral("effective_on"),
                                     QStringLiteral("notes")};
    return cols;
}

QList<PriceRecord> PriceCsv::parse(const QString& text, const ProviderLookup& lookup, QList<RowError>* errors) {
    bool ok = true;
    int badLine = 0;
    const QList<QStringList> records = InterviewCsv::splitRecords(text, &ok, &badLine);
    if (!ok) {
        errors->append({badLine, {}, tr("a quoted field is not closed")});
        return {};
    }
    if (records.isEmpty()) {
        errors->append({1, {}, tr("the file is empty; the first row must name the columns")});
        return {};
    }
    QHash<QString, int> at;
    for (int c = 0; c < records.first().size(); ++c) {
        const QString name = records.first().at(c).trimmed().toLower();
        if (!columns().contains(name)) {
            errors->append({1, name, tr("unknown column (known: %1)").arg(columns().join(QStringLiteral(", ")))});
            return {};
        }
        at.insert(name, c);
    }
    for (const char* need : {"provider", "gpu_model", "usd_per_gpu_hour", "source", "effective_on"}) {
        if (!at.contains(QLatin1String(need))) {
            errors->append({1, QLatin1String(need), tr("required column missing")});
            return {};
        }
    }
    QList<PriceRecord> out;
    QSet<QString> seen;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QStringList& rec = records[r];
        if (rec.size() == 1 && rec.first().trimmed().isEmpty()) {
            continue;  // a blank line
        }
        const int row = int(r) + 1;
        auto field = [&](const char* name) {
            const int c = at.value(QLatin1String(name), -1);
            return c >= 0 && c < rec.size() ? rec.at(c).trimmed() : QString();
        };
        std::optional<RowError> error;
        auto fail = [&](const char* column, const QString& message) {
            if (!error) {
                error = RowError{row, QLatin1String(column), message};
            }
        };
        auto optionalNumber = [&](const char* column) -> std::optional<double> {
            const QString t = field(column);
            if (t.isEmpty()) {
                return std::nullopt;
            }
            bool isNumber = false;
            const double v = t.toDouble(&isNumber);
            if (!isNumber || !std::isfinite(v)) {
                fail(column, tr("\"%1\" is not a number").arg(t.left(40)));
                return std::nullopt;
            }
            return v;
        };
        if (rec.size() > records.first().size()) {
            fail("", tr("more fields than columns"));
        }
        PriceRecord p;
        p.providerId = lookup(field("provider"));
        if (p.providerId <= 0) {
            fail("provider", tr("no provider named \"%1\"").arg(field("provider").left(80)));
        }
        p.gpuModel = field("gpu_model");
        const auto price = optionalNumber("usd_per_gpu_hour");
        if (!price && !error) {
            fail("usd_per_gpu_hour", tr("the price per GPU-hour is required"));
        }
        p.usdPerGpuHour = price.value_or(0);
        const QString term = field("term");
        if (!term.isEmpty()) {
            const auto t = priceTermFromKey(term);
            if (!t) {
                fail("term",
                     tr("unknown term \"%1\" (on_demand, 1_month, 3_months, 6_months, 1_year, 2_years, 3_years)")
                         .arg(term.left(40)));
            }
            p.term = t.value_or(PriceTerm::OnDemand);
        }
        for (const QString& b : field("bundled").split(u';', Qt::SkipEmptyParts)) {
            p.bundled << b.trimmed();
        }
        p.storageUsdPerTbMonth = optionalNumber("storage_usd_per_tb_month");
        p.networkUsdPerHour = optionalNumber("network_usd_per_hour");
        p.controlPlaneUsdPerHour = optionalNumber("control_plane_usd_per_hour");
        p.supportPct = optionalNumber("support_pct");
        p.egressUsdPerTb = optionalNumber("egress_usd_per_tb");
        p.expansionTerms = field("expansion_terms");
        p.source = field("source");
        p.notes = field("notes");
        p.effectiveOn = QDate::fromString(field("effective_on"), Qt::ISODate);
        if (!p.effectiveOn.isValid()) {
            fail("effective_on", tr("\"%1\" is not a date (YYYY-MM-DD)").arg(field("effective_on").left(40)));
        }
        if (!error) {
            if (auto st = PriceRepository::validate(p); !st) {
                fail("", st.error().message);
                error->column = st.error().detail;
            }
        }
        const QString identity =
            QStringLiteral("%1|%2|%3|%4")
                .arg(p.providerId)
                .arg(p.gpuModel.toLower(), priceTermKey(p.term), p.effectiveOn.toString(Qt::ISODate));
        if (!error && seen.contains(identity)) {
            fail("effective_on", tr("the same model, term and date appear twice in the file"));
        }
        seen.insert(identity);
        if (error) {
            errors->append(*error);
        } else {
            out << p;
        }
    }
    return errors->isEmpty() ? out : QList<PriceRecord>{};
}

QString PriceCsv::write(const QList<PriceRecord>& records, const ProviderNames& names) {
    QString out = columns().join(u',') + QStringLiteral("\r\n");
    for (const PriceRecord& p : records) {
        // Text cells are formula-safe (CsvCell); numbers, keys and dates are written as they are.
        const QStringList fields = {CsvCell::text(names(p.providerId)),
                                    CsvCell::text(p.gpuModel),
                                    CsvCell::number(QString::number(p.usdPerGpuHour, 'g', 12)),
                                    priceTermKey(p.term),
                                    CsvCell::text(p.bundled.join(u';')),
                                    CsvCell::number(number(p.storageUsdPerTbMonth)),
                                    CsvCell::number(number(p.networkUsdPerHour)),
                                    CsvCell::number(number(p.controlPlaneUsdPerHour)),
                                    CsvCell::number(number(p.supportPct)),
                                    CsvCell::number(number(p.egressUsdPerTb)),
                                    CsvCell::text(p.expansionTerms),
                                    CsvCell::text(p.source),
                                    p.effectiveOn.toString(Qt::ISODate),
                                    CsvCell::text(p.notes)};
        out += fields.join(u',') + QStringLiteral("\r\n");
    }
    return out;
}

}  // namespace tb::core
