// tierbench-cli chart: one run's chart against its matching baseline, written as PNG or SVG (offscreen).
#include "app/cli/CliSupport.h"
#include "core/store/BaselineRepository.h"
#include "core/store/RunRepository.h"
#include "ui/charts/RunCharts.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("chart --run ID --out FILE.(png|svg) [--dark] [--size WxH]");

int runChart(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool dark = takeFlag(args, QStringLiteral("--dark"));
    auto runOpt = takeOption(args, QStringLiteral("--run"));
    auto outOpt = takeOption(args, QStringLiteral("--out"));
    auto sizeOpt = takeOption(args, QStringLiteral("--size"));
    if (!runOpt || !outOpt || !sizeOpt) {
        return usageError(ctx, Cli::tr("An option is missing its value"), kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    bool okId = false;
    const qint64 runId = runOpt->value_or(QString()).toLongLong(&okId);
    if (!okId || !outOpt->has_value()) {
        return usageError(ctx, Cli::tr("chart needs --run ID and --out FILE"), kSynopsis);
    }
    const QString out = **outOpt;
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) {
        return usageError(ctx, Cli::tr("--out must end in .png or .svg"), kSynopsis);
    }
    QSize size(1200, 720);
    if (sizeOpt->has_value()) {
        const QStringList wh = (**sizeOpt).split(u'x');
        const int w = wh.value(0).toInt();
        const int h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 200 || h < 150 || w > 8000 || h > 8000) {
            return usageError(ctx, Cli::tr("--size must read WxH, 200x150 to 8000x8000"), kSynopsis);
        }
        size = QSize(w, h);
    }
    // Charts are Qt Charts graphics widgets: they need the widgets application object (main.cpp makes one for
    // commands registered with needsGui, on the offscreen platform).
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        return reportError(
            ctx, core::makeError(core::ErrorCode::Unsupported, Cli::tr("Charts need the widgets application object"),
                                 QStringLiteral("tierbench-cli main() must create a QApplication for 'chart'")));
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    struct Loaded {
        core::Result<core::RunRecord> run = core::makeError(core::ErrorCode::Internal, {});
        QVector<core::SampleRecord> samples;
        core::Result<core::BaselineSet> baselines = core::makeError(core::ErrorCode::Internal, {});
    };
    Loaded data = store->run([runId](QSqlDatabase& db) {
        Loaded l;
        core::RunRepository runs(db);
        l.run = runs.get(runId);
        if (l.run) {
            l.samples = runs.samples(runId);
        }
        l.baselines = core::BaselineRepository(db).latestOrBuiltin(QStringLiteral("cli"));
        return l;
    });
    if (!data.run) {
        return reportError(ctx, data.run.error());
    }
    if (!data.baselines) {
        return reportError(ctx, data.baselines.error());
    }
    const core::BaselineMatcher matcher(*data.baselines);
    auto chart = ui::RunCharts::forRun(*data.run, data.samples, matcher, dark);
    if (!chart) {
        return reportError(ctx, chart.error());
    }
    if (auto st = ui::exportRenderable(**chart, out, size, suffix == QLatin1String("png") ? 2.0 : 1.0); !st) {
        return reportError(ctx, st.error());
    }
    ctx.out << out << '\n';
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("chart"), kSynopsis, Cli::tr("Draw a run against its matching baseline as PNG or SVG."),
               runChart, true);

}  // namespace tb::cli
