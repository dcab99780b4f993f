// tierbench-cli import: parse a tool's output (nccl-tests, nvbandwidth, nvidia-smi, kernel log, lspci, ibstat,
// ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi diag, AzNHC, scheduler outputs, cmax reports, ...) and, with
// --provider, store it as import runs (after a cmax report, where cmax and Tierbench disagree);
// --operation names the collective of a table whose text does not (at import, or later for a stored run).
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "app/cli/TerminalProgress.h"
#include "core/domain/FindingKind.h"
#include "core/import/CollectiveOperation.h"
#include "core/import/FormatDetector.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/run/CmaxAgreement.h"
#include "core/usecase/ImportWorkflow.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "import FILE [--format auto|NAME] [--provider NAME [--evaluation ID]] [--operation OP] [--json] | import --run ID "
    "--operation OP");

void printSummary(QTextStream& out, const core::ParsedImport& parsed, const QVector<qint64>& ids) {
    out << Cli::tr("format: %1").arg(parsed.format) << '\n';
    for (qsizetype i = 0; i < parsed.runs.size(); ++i) {
        const core::ParsedRun& r = parsed.runs[i];
        out << Cli::tr("run %1: %2 %3").arg(i + 1).arg(oneLine(r.tool), oneLine(r.operation));
        if (!r.label.isEmpty())
            out << " [" << oneLine(r.label) << ']';
        if (i < ids.size())
            out << Cli::tr(" (stored as run %1)").arg(ids[i]);
        out << '\n';
        if (!r.rows.isEmpty()) {
            out << Cli::tr("  %1 rows, %2 ranks, type %3, peak busbw %4 GB/s")
                       .arg(r.rows.size())
                       .arg(r.rankCount)
                       .arg(r.dataType.isEmpty() ? QStringLiteral("-") : r.dataType)
                       .arg(core::peakBusbw(r))
                << '\n';
            if (r.summaryAvgBusbw)
                out << Cli::tr("  tool's average busbw: %1 GB/s").arg(*r.summaryAvgBusbw) << '\n';
        }
        if (!r.samples.isEmpty())
            out << Cli::tr("  %1 samples").arg(r.samples.size()) << '\n';
        qsizetype facts = 0;
        for (const core::FindingRecord& f : r.findings) {
            if (core::isCheck(f)) {
                out << QStringLiteral("  %1 %2: %3")
                           .arg(core::findingStatusKey(f.status).toUpper(), -4)
                           .arg(oneLine(f.key), oneLine(f.detail))
                    << '\n';
            } else {
                ++facts;
            }
        }
        if (facts > 0)
            out << Cli::tr("  %1 facts (--json lists them)").arg(facts) << '\n';
        for (const QString& w : r.warnings)
            out << Cli::tr("  warning: %1").arg(oneLine(w)) << '\n';
        if (r.truncated)
            out << Cli::tr("  the input was cut short") << '\n';
    }
    for (const QString& w : parsed.warnings)
        out << Cli::tr("warning: %1").arg(oneLine(w)) << '\n';
    out.flush();
}

// import --run ID --operation OP: name the collective of a stored run whose text did not.
int setStoredOperation(CliContext& ctx, const QString& runText, const QString& operation, bool json) {
    bool ok = false;
    const qint64 runId = runText.toLongLong(&ok);
    if (!ok || runId <= 0)
        return usageError(ctx, Cli::tr("--run needs a run id, not \"%1\".").arg(runText), kSynopsis);
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok)
        return rc;
    auto st = store->run([=](QSqlDatabase& db) { return core::ImportService::setRunOperation(db, runId, operation); });
    if (!st)
        return reportError(ctx, st.error());
    if (json) {
        printJson(ctx.out,
                  QJsonObject{{QStringLiteral("run_id"), double(runId)}, {QStringLiteral("operation"), operation}});
    } else {
        ctx.out << Cli::tr("run %1: operation set to %2").arg(runId).arg(operation) << '\n';
        ctx.out.flush();
    }
    return Ok;
}

int runImport(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto format = takeOption(args, QStringLiteral("--format"));
    if (!format)
        return usageError(ctx, format.error().message, kSynopsis);
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider)
        return usageError(ctx, provider.error().message, kSynopsis);
    auto evaluation = takeOption(args, QStringLiteral("--evaluation"));
    if (!evaluation)
        return usageError(ctx, evaluation.error().message, kSynopsis);
    std::optional<qint64> evaluationId;
    if (evaluation->has_value()) {
        bool number = false;
        evaluationId = (*evaluation)->toLongLong(&number);
        if (!number || *evaluationId <= 0)
            return usageError(ctx, Cli::tr("--evaluation needs an id (a number)."), kSynopsis);
        if (!provider->has_value())
            return usageError(ctx, Cli::tr("--evaluation needs --provider."), kSynopsis);
    }
    auto operation = takeOption(args, QStringLiteral("--operation"));
    if (!operation)
        return usageError(ctx, operation.error().message, kSynopsis);
    auto run = takeOption(args, QStringLiteral("--run"));
    if (!run)
        return usageError(ctx, run.error().message, kSynopsis);
    if (operation->has_value() && !core::CollectiveOperation::isKnown(**operation)) {
        return usageError(ctx,
                          Cli::tr("Unknown collective \"%1\"; known: %2")
                              .arg(**operation, core::CollectiveOperation::known().join(QStringLiteral(", "))),
                          kSynopsis);
    }
    if (run->has_value()) {
        if (!operation->has_value() || !args.isEmpty() || format->has_value() || provider->has_value() || evaluationId)
            return usageError(ctx, Cli::tr("--run takes --operation and nothing else."), kSynopsis);
        return setStoredOperation(ctx, **run, **operation, json);
    }
    if (args.size() != 1 || args.first().startsWith(QLatin1String("--"))) {
        return usageError(
            ctx, args.isEmpty() ? Cli::tr("No file given.") : Cli::tr("Unexpected argument: %1").arg(args.last()),
            kSynopsis);
    }
    const QString formatName = format->value_or(QStringLiteral("auto"));
    if (formatName != QLatin1String("auto") && !core::FormatDetector::isKnown(formatName)) {
        return usageError(ctx,
                          Cli::tr("Unknown format \"%1\"; known: auto, %2")
                              .arg(formatName, core::FormatDetector::formatNames().join(QStringLiteral(", "))),
                          kSynopsis);
    }
    const QString path = args.first();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return reportError(
            ctx, core::makeError(core::ErrorCode::NotFound, Cli::tr("Cannot open %1.").arg(path), file.errorString()));
    }
    // Look the provider up before parsing, so a typo costs nothing.
    std::shared_ptr<core::Store> store;
    qint64 providerId = 0;
    if (provider->has_value()) {
        if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok)
            return rc;
        const QString name = **provider;
        auto id = store->run([name](QSqlDatabase& db) { return core::ImportService::providerIdByName(db, name); });
        if (!id)
            return reportError(ctx, id.error());
        providerId = *id;
    }
    core::ImportCapture capture;
    core::ImportOptions options;
    options.operation = operation->value_or(QString());
    // A status line on a terminal while a large file is read and stored (TerminalProgress.h says when it shows).
    TerminalProgress progress(json);
    const QString fileName = QFileInfo(path).fileName();
    const qint64 fileSize = file.size();
    ProgressReadDevice reader(file, [&](qint64 read) {
        progress.show(fileSize > 0 ? Cli::tr("reading %1: %2%").arg(fileName).arg(read * 100 / fileSize)
                                   : Cli::tr("reading %1: %2 MiB").arg(fileName).arg(read >> 20));
    });
    QIODevice& input = progress.active() ? static_cast<QIODevice&>(reader) : file;
    auto parsed = core::Importer::parse(input, formatName, provider->has_value() ? &capture : nullptr, options);
    progress.clear();
    if (!parsed)
        return reportError(ctx, parsed.error());

    QVector<qint64> ids;
    if (store) {
        const QString source = QFileInfo(path).fileName();
        const core::ParsedImport data = *parsed;
        progress.show(Cli::tr("storing %1").arg(fileName), true);
        auto stored = store->run([=](QSqlDatabase& db) {
            // The same call as the workbench's File › Import tool output…; the evaluation must be the provider's
            // and open.
            return core::ImportWorkflow(db).store(providerId, evaluationId, data, source, capture);
        });
        progress.clear();
        if (!stored)
            return reportError(ctx, stored.error());
        ids = *stored;
    }
    // A cmax report beside Tierbench's own checks of the same provider: where the two disagree is said, not
    // hidden behind whichever was stored last.
    QVector<core::CmaxComparison> comparisons;
    if (store && parsed->format == QLatin1String("cmax-audit")) {
        auto compared = store->run([=](QSqlDatabase& db) { return core::CmaxAgreement::forProvider(db, providerId); });
        if (!compared)
            return reportError(ctx, compared.error());
        comparisons = *compared;
    }
    if (json) {
        QJsonObject o = core::toJson(*parsed);
        QJsonArray runs = o.value(QStringLiteral("runs")).toArray();
        for (qsizetype i = 0; i < runs.size() && i < ids.size(); ++i) {
            QJsonObject r = runs[i].toObject();
            r.insert(QStringLiteral("run_id"), double(ids[i]));
            runs[i] = r;
        }
        o.insert(QStringLiteral("runs"), runs);
        o.insert(QStringLiteral("source"), QFileInfo(path).fileName());
        o.insert(QStringLiteral("bytes"), double(parsed->bytes));
        if (parsed->format == QLatin1String("cmax-audit") && store) {
            QJsonArray items;
            for (const core::CmaxComparison& c : comparisons) {
                items.append(
                    QJsonObject{{QStringLiteral("item"), c.checkItemKey},
                                {QStringLiteral("cmax"), core::findingStatusKey(c.cmax)},
                                {QStringLiteral("tierbench"), core::findingStatusKey(c.tierbench)},
                                {QStringLiteral("cmax_checks"), QJsonArray::fromStringList(c.cmaxChecks)},
                                {QStringLiteral("tierbench_checks"), QJsonArray::fromStringList(c.tierbenchChecks)},
                                {QStringLiteral("disagree"), c.disagree}});
            }
            o.insert(QStringLiteral("cmax_comparison"), items);
        }
        printJson(ctx.out, o);
    } else {
        printSummary(ctx.out, *parsed, ids);
        int disagreements = 0;
        for (const core::CmaxComparison& c : comparisons)
            disagreements += c.disagree ? 1 : 0;
        if (!comparisons.isEmpty()) {
            ctx.out << Cli::tr("cmax and Tierbench judged %1 checklist items both; they disagree on %2:")
                           .arg(comparisons.size())
                           .arg(disagreements)
                    << '\n';
            for (const core::CmaxComparison& c : comparisons) {
                if (c.disagree)
                    ctx.out << "  " << oneLine(core::CmaxAgreement::describe(c)) << '\n';
            }
        }
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("import"), kSynopsis,
               Cli::tr("Parse a tool's output (nccl-tests, rccl-tests, NCCL logs, nvbandwidth, "
                       "nvidia-smi -q/-q -x/topo -m/nvlink, kernel log, lspci, ibstat, "
                       "ibv_devinfo, ibdev2netdev, rocm-smi, dcgmi diag, AzNHC, fio, sinfo, scontrol, sacct, "
                       "kubectl nodes, a cmax audit report, torchtitan, Megatron-LM and NeMo training logs); with "
                       "--provider, store it."),
               runImport);

}  // namespace tb::cli
