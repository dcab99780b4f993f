#include "ui/trust/FactCheckWriter.h"

#include "core/report/ReviewContentLoader.h"
#include "ui/report/ReviewPdfWriter.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>

namespace tb::ui {

core::Result<FactCheckWriter::Job> FactCheckWriter::collect(QSqlDatabase& db, qint64 providerId,
                                                            const core::RatingConfig& config) {
    auto content = core::ReviewContentLoader::load(db, providerId);
    if (!content) {
        return content.error();
    }
    auto bundle = core::FactCheckExport::collect(db, *content, config);
    if (!bundle) {
        return bundle.error();
    }
    return Job{*content, *bundle};
}

core::Result<int> FactCheckWriter::finish(Job& job, const QString& out, const QDate& date, const QString& signKey) {
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        return core::makeError(core::ErrorCode::Io, tr("Could not make a temporary folder for the review PDF."));
    }
    const QString pdf = scratch.filePath(core::FactCheckBundle::reviewName());
    ReviewPdfWriter::Options options;
    options.date = date;
    auto written = ReviewPdfWriter::write(job.content, pdf, options);
    if (!written) {
        return written.error();
    }
    QFile f(pdf);
    if (!f.open(QIODevice::ReadOnly)) {
        return core::makeError(core::ErrorCode::Io, tr("Could not read the review PDF back: %1").arg(f.errorString()));
    }
    job.bundle.files.prepend({core::FactCheckBundle::reviewName(), f.readAll()});
    job.bundle.seal(QStringLiteral(TB_VERSION), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!signKey.isEmpty()) {
        if (auto st = job.bundle.sign(signKey); !st) {
            return st.error();
        }
    }
    if (auto st = job.bundle.write(out); !st) {
        return st.error();
    }
    return int(job.bundle.files.size());
}

}  // namespace tb::ui
