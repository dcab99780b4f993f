#pragma once

#include "core/domain/PriceRecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace tb::core {

// CSV exchange of price records (RFC 4180, UTF-8, a header row; the CSV reader is the interviews' one).
// Columns (order free, unknown columns refused so a typo loses nothing): provider, gpu_model, usd_per_gpu_hour,
// term, bundled (';'-separated), storage_usd_per_tb_month, network_usd_per_hour, control_plane_usd_per_hour,
// support_pct, egress_usd_per_tb, expansion_terms, source, effective_on (YYYY-MM-DD), notes.
// Required: provider, gpu_model, usd_per_gpu_hour, source, effective_on. An empty optional price is "not known".
class PriceCsv {
    Q_DECLARE_TR_FUNCTIONS(PriceCsv)

public:
    struct RowError {
        int row = 0;  // record number in the file, the header being 1
        QString column;
        QString message;
        QString toString() const;
    };
    using ProviderLookup = std::function<qint64(const QString& name)>;
    using ProviderNames = std::function<QString(qint64 providerId)>;

    static const QStringList& columns();
    // Every row parsed and validated; one error per bad row (its first problem). Records only when no row is bad.
    static QList<PriceRecord> parse(const QString& text, const ProviderLookup& lookup, QList<RowError>* errors);
    static QString write(const QList<PriceRecord>& records, const ProviderNames& names);
};

}  // namespace tb::core
