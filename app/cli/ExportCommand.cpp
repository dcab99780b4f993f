// tierbench-cli export: one provider's review as a PDF, headless (offscreen platform).
#include "app/cli/CliSupport.h"
#include "core/report/ReviewContentLoader.h"
#include "ui/report/ReviewPdfWriter.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {
const QString kSynopsis = QStringLiteral("export --provider NAME --pdf FILE [--date YYYY-MM-DD] [--json]");

int runExport(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto pdf = takeOption(args, QStringLiteral("--pdf"));
    auto date = takeOption(args, QStringLiteral("--date"));
    for (const auto* opt : {&provider, &pdf, &date}) {
        if (!*opt) {
            return usageError(ctx, opt->error().message, kSynopsis);
        }
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (!provider->has_value() || !pdf->has_value()) {
        return usageError(ctx, Cli::tr("export needs --provider and --pdf."), kSynopsis);
    }
    ui::ReviewPdfWriter::Options options;
    if (date->has_value()) {
        options.date = QDate::fromString(**date, Qt::ISODate);
        if (!options.date.isValid()) {
            return usageError(ctx, Cli::tr("Not a date: %1 (use YYYY-MM-DD).").arg(**date), kSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    QElapsedTimer timer;
    timer.start();
    const QString name = **provider;
    auto content = store->run([name](QSqlDatabase& db) -> core::Result<core::ReviewContent> {
        auto id = core::ReviewContentLoader::findProvider(db, name);
        if (!id) {
            return id.error();
        }
        return core::ReviewContentLoader::load(db, *id);
    });
    if (!content) {
        return reportError(ctx, content.error());
    }
    const QString path = **pdf;
    auto written = ui::ReviewPdfWriter::write(*content, path, options);
    if (!written) {
        return reportError(ctx, written.error());
    }
    const qint64 bytes = QFileInfo(path).size();
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("provider"), content->providerName);
        o.insert(QStringLiteral("file"), QFileInfo(path).absoluteFilePath());
        o.insert(QStringLiteral("pages"), written->pageCount);
        o.insert(QStringLiteral("bytes"), bytes);
        o.insert(QStringLiteral("assigned_tier"), content->rating.assignedTier);
        o.insert(QStringLiteral("sections"), QJsonArray::fromStringList(written->sections));
        o.insert(QStringLiteral("milliseconds"), timer.elapsed());
        printJson(ctx.out, o);
    } else {
        ctx.out << Cli::tr("Wrote the review of %1 to %2: %3 pages, %4 KiB.")
                       .arg(content->providerName, path)
                       .arg(written->pageCount)
                       .arg((bytes + 1023) / 1024)
                << Qt::endl;
    }
    return Ok;
}

}  // namespace

// Without the outer braces the macro's CliCommand{...} initialises every field, needsGui included.
TB_CLI_COMMAND(QStringLiteral("export"), kSynopsis, Cli::tr("Export one provider's review as a PDF (runs headless)."),
               runExport,
               /*needsGui=*/true);

}  // namespace tb::cli
