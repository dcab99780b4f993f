#include "core/usecase/PricingWorkflow.h"

#include "core/domain/CsvCell.h"

#include "core/store/PriceRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Transaction.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QSaveFile>

namespace tb::core {

PricingWorkflow::PricingWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<PricePage> PricingWorkflow::page(qint64 providerId, const QDate& today) const {
    PriceRepository repo(m_db);
    auto all = repo.list(providerId);
    if (!all) {
        return all.error();
    }
    auto now = repo.current(providerId, today);
    if (!now) {
        return now.error();
    }
    return PricePage{*all, *now};
}

Result<qint64> PricingWorkflow::save(const PriceRecord& record, const QString& actor) {
    PriceRepository repo(m_db);
    if (record.id > 0) {
        if (auto st = repo.update(record, actor); !st) {
            return st.error();
        }
        return record.id;
    }
    return repo.add(record, actor);
}

Status PricingWorkflow::remove(qint64 id, const QString& actor) {
    return PriceRepository(m_db).remove(id, actor);
}

Result<PriceImportOutcome> PricingWorkflow::importCsvFile(const QString& path, qint64 providerId,
                                                          const QString& actor) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::NotFound, tr("Cannot read %1: %2").arg(path, file.errorString()));
    }
    if (file.size() > kMaxCsvBytes) {
        return makeError(ErrorCode::TooLarge, tr("%1 is larger than 8 MB; that is not a price list.").arg(path));
    }
    auto text = CsvCell::decode(file.readAll(), path);
    if (!text) {
        return text.error();
    }
    return importCsv(*text, providerId, actor);
}

Result<PriceImportOutcome> PricingWorkflow::importCsv(const QString& text, qint64 providerId, const QString& actor) {
    auto known = ProviderRepository(m_db).list();
    if (!known) {
        return known.error();  // not "every row names an unknown provider"
    }
    QHash<QString, qint64> providers;
    for (const Provider& p : *known) {
        providers.insert(p.name.trimmed().toLower(), p.id);
    }
    PriceImportOutcome outcome;
    const QList<PriceRecord> rows = PriceCsv::parse(
        text, [&](const QString& n) { return providers.value(n.trimmed().toLower(), 0); }, &outcome.errors);
    if (!outcome.errors.isEmpty()) {
        return outcome;
    }
    if (providerId > 0) {
        for (qsizetype r = 0; r < rows.size(); ++r) {
            if (rows[r].providerId != providerId) {
                outcome.errors.append({int(r) + 2, QStringLiteral("provider"),
                                       tr("belongs to another provider; import it on that provider's page")});
            }
        }
        if (!outcome.errors.isEmpty()) {
            return outcome;
        }
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    PriceRepository repo(m_db);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        // Each add is its own savepoint: a row the database refuses (a model, term and date already stored) is
        // that row's error, and the other rows are still checked before everything is rolled back.
        auto id = repo.add(rows[r], actor);
        if (!id) {
            outcome.errors.append(
                {int(r) + 2, id.error().code == ErrorCode::Duplicate ? QStringLiteral("effective_on") : QString(),
                 id.error().code == ErrorCode::Duplicate ? tr("a price for this model, term and date is already stored")
                                                         : id.error().toString()});
        }
    }
    if (!outcome.errors.isEmpty()) {
        tx.rollback();
        return outcome;
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    outcome.imported = int(rows.size());
    return outcome;
}

Result<QString> PricingWorkflow::exportCsv(qint64 providerId) const {
    auto rows = PriceRepository(m_db).list(providerId);
    if (!rows) {
        return rows.error();
    }
    auto providers = ProviderRepository(m_db).list();
    if (!providers) {
        return providers.error();  // a file of prices without their providers' names is no export
    }
    QHash<qint64, QString> names;
    for (const Provider& p : *providers) {
        names.insert(p.id, p.name);
    }
    return PriceCsv::write(*rows, [&](qint64 id) { return names.value(id); });
}

Status PricingWorkflow::exportCsvFile(const QString& path, qint64 providerId) const {
    auto csv = exportCsv(providerId);
    if (!csv) {
        return csv.error();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv->toUtf8()) < 0 || !file.commit()) {
        return makeError(ErrorCode::Io, tr("Cannot write %1: %2").arg(path, file.errorString()));
    }
    return {};
}

}  // namespace tb::core
