#include "core/usecase/InterviewWorkflow.h"

#include "core/domain/CsvCell.h"

#include "core/store/InterviewRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Transaction.h"

#include <QFile>
#include <QHash>
#include <QSaveFile>

namespace tb::core {

InterviewWorkflow::InterviewWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<InterviewPage> InterviewWorkflow::page(qint64 providerId) const {
    InterviewRepository repo(m_db);
    auto rows = repo.list(providerId);
    if (!rows) {
        return rows.error();
    }
    auto criteria = repo.sentimentCriteria(providerId);
    if (!criteria) {
        return criteria.error();
    }
    return InterviewPage{*rows, *criteria};
}

Result<qint64> InterviewWorkflow::save(const Interview& interview, const QString& actor) {
    InterviewRepository repo(m_db);
    if (interview.id > 0) {
        if (auto st = repo.update(interview, actor); !st) {
            return st.error();
        }
        return interview.id;
    }
    return repo.add(interview, actor);
}

Status InterviewWorkflow::remove(qint64 interviewId, const QString& actor) {
    return InterviewRepository(m_db).remove(interviewId, actor);
}

Result<InterviewCsv::ImportOutcome> InterviewWorkflow::importCsvFile(const QString& path, qint64 providerId,
                                                                     const QString& actor) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    }
    if (file.size() > kMaxCsvBytes) {
        return makeError(ErrorCode::TooLarge, tr("%1 is larger than 32 MB; that is not an interview file.").arg(path));
    }
    auto decoded = CsvCell::decode(file.readAll(), path);
    if (!decoded) {
        return decoded.error();
    }
    const QString text = *decoded;
    auto known = ProviderRepository(m_db).list();
    if (!known) {
        return known.error();  // not "every row names an unknown provider"
    }
    QHash<QString, qint64> providers;
    for (const Provider& p : *known) {
        providers.insert(p.name.trimmed().toLower(), p.id);
    }
    InterviewCsv::ImportOutcome outcome;
    const auto rows = InterviewCsv::parse(
        text, [&](const QString& n) { return providers.value(n.trimmed().toLower(), 0); }, &outcome.errors);
    for (qsizetype r = 0; outcome.errors.isEmpty() && r < rows.size(); ++r) {
        if (rows[r].providerId != providerId) {
            outcome.errors.append({int(r) + 2, QStringLiteral("provider"),
                                   tr("belongs to another provider; import it on that provider's page")});
        }
    }
    if (!outcome.errors.isEmpty()) {
        return outcome;
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    auto imported = InterviewCsv::importInto(m_db, text, actor);
    if (!imported) {
        return imported.error();
    }
    if (!imported->errors.isEmpty()) {
        imported->imported = 0;  // importInto rolled its rows back
        return *imported;
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *imported;
}

Status InterviewWorkflow::exportCsvFile(const QString& path, qint64 providerId) const {
    auto csv = InterviewCsv::exportFrom(m_db, providerId);
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
