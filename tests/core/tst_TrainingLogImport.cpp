// Issue 35.2: training logs an analyst is handed. torchtitan (torchrun's [rankN]: prefixes, colours, every rank
// printing the same step), Megatron-LM and Megatron-Bridge iteration lines, NeMo's progress bar: detection, one reading
// per step, the straggler named, impossible readings flagged and not believed, and input that is cut, hostile or huge.
#include "ImportTestUtil.h"

#include "core/import/FormatDetector.h"
#include "core/import/TrainingLogParser.h"

using namespace tb::core;
using namespace importtest;

namespace {

QVector<SampleRecord> samplesOf(const ParsedRun& run, const QString& metric, bool summary = false) {
    QVector<SampleRecord> out;
    for (const SampleRecord& s : run.samples) {
        if (s.metric == metric && s.extra.value(QStringLiteral("summary")).toBool() == summary)
            out << s;
    }
    return out;
}

QByteArray titanLine(int step, const char* tps, const char* rest = "tflops: 333.71  mfu: 33.74%") {
    return QByteArray("[titan] 2026-11-30 09:15:10,100 - root - INFO - step: ") + QByteArray::number(step) +
           "  loss:  9.8812  memory: 44.87GiB(47.22%)  tps: " + tps + "  " + rest + "\n";
}

}  // namespace

class tst_TrainingLogImport : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureIsDetected_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("tool");
        QTest::newRow("torchtitan") << "torchtitan-2rank-tee.log"
                                    << "torchtitan-log"
                                    << "torchtitan";
        QTest::newRow("megatron") << "megatron-lm-iterations.log"
                                  << "megatron-log"
                                  << "megatron-lm";
        QTest::newRow("bridge") << "megatron-bridge-utilisation.log"
                                << "megatron-log"
                                << "megatron-lm";
        QTest::newRow("nemo") << "nemo-lightning-progress.log"
                              << "nemo-log"
                              << "nemo";
    }
    void everyFixtureIsDetected() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QString, tool);
        QCOMPARE(FormatDetector::detect(fixture(file)), format);
        const ParsedImport parsed = parse(file);
        QCOMPARE(parsed.format, format);
        QCOMPARE(parsed.runs.size(), 1);
        QCOMPARE(parsed.runs[0].tool, tool);
        QCOMPARE(parsed.runs[0].operation, QStringLiteral("train"));
        QCOMPARE(parsed.invalidValues, 0);
        QCOMPARE(finding(parsed.runs[0], QStringLiteral("train.loss_finite")).status, FindingStatus::Pass);
    }

    // Two ranks print every step: one reading per step (rank 0's), not two and not a sum; rank 1 is named.
    void torchtitanReadsEachStepOnceAndNamesTheStraggler() {
        const ParsedRun run = parse(QStringLiteral("torchtitan-2rank-tee.log")).runs.value(0);
        const auto tps = samplesOf(run, QStringLiteral("train.tokens_per_s_per_gpu"));
        QCOMPARE(tps.size(), 4);
        QCOMPARE(tps[1].extra.value(QStringLiteral("step")).toInt(), 10);
        QCOMPARE(tps[1].value, 5762.0);  // "5,762": thousands separator read, rank 0's figure
        QCOMPARE(tps[1].extra.value(QStringLiteral("rank")).toInt(), 0);
        QCOMPARE(tps[1].extra.value(QStringLiteral("lines")).toInt(), 2);
        QCOMPARE(tps[1].extra.value(QStringLiteral("slowest_rank")).toInt(), 1);
        QCOMPARE(tps[1].extra.value(QStringLiteral("rank_min_tps")).toDouble(), 4955.0);
        QCOMPARE(samplesOf(run, QStringLiteral("train.mfu"))[1].value, 33.74);
        QCOMPARE(samplesOf(run, QStringLiteral("train.tflops"))[1].value, 333.71);
        QCOMPARE(tps[1].extra.value(QStringLiteral("memory_gib")).toDouble(), 44.87);
        QCOMPARE(tps[1].extra.value(QStringLiteral("memory_pct")).toDouble(), 47.22);
        // The medians leave out step 1 (warm-up, compilation): 5755, 5762, 5771.
        const auto summary = samplesOf(run, QStringLiteral("train.tokens_per_s_per_gpu"), true);
        QCOMPARE(summary.size(), 1);
        QCOMPARE(summary[0].value, 5762.0);
        QCOMPARE(summary[0].extra.value(QStringLiteral("steps")).toInt(), 3);
        const FindingRecord straggler = finding(run, QStringLiteral("train.straggler"));
        QCOMPARE(straggler.status, FindingStatus::Warn);
        QCOMPARE(straggler.value, QStringLiteral("rank 1"));
        QCOMPARE(run.rankCount, 2);
    }

    void ranksThatKeepPaceAreNoStraggler() {
        QByteArray text;
        for (int step : {1, 2, 3}) {
            for (int rank = 0; rank < 4; ++rank)
                text += "[rank" + QByteArray::number(rank) + "]:" + titanLine(step, rank % 2 ? "5,700" : "5,760");
        }
        const ParsedImport parsed = parseText(text);
        QCOMPARE(parsed.format, QStringLiteral("torchtitan-log"));
        QCOMPARE(parsed.runs.size(), 1);
        QCOMPARE(samplesOf(parsed.runs[0], QStringLiteral("train.tokens_per_s_per_gpu")).size(), 3);
        QCOMPARE(finding(parsed.runs[0], QStringLiteral("train.straggler")).status, FindingStatus::Pass);
    }

    void megatronIterations() {
        const ParsedRun run = parse(QStringLiteral("megatron-lm-iterations.log")).runs.value(0);
        const auto ms = samplesOf(run, QStringLiteral("train.step_time"));
        QCOMPARE(ms.size(), 4);
        QCOMPARE(ms[0].value, 4312.7);
        QCOMPARE(ms[0].extra.value(QStringLiteral("loss")).toDouble(), 9.871234);
        QCOMPARE(samplesOf(run, QStringLiteral("train.tflops"))[3].value, 404.4);
        QCOMPARE(run.args.value(QStringLiteral("total_steps")).toInt(), 40);
        QCOMPARE(finding(run, QStringLiteral("train.steps")).value, QStringLiteral("4 step(s) logged, 10 to 40 of 40"));
        QVERIFY(finding(run, QStringLiteral("train.straggler")).key.isEmpty());  // no per-rank figures
    }

    // Megatron-Bridge prints the model TFLOP/s on a line of its own after the iteration's line.
    void megatronBridgeUtilisationJoinsItsIteration() {
        const ParsedRun run = parse(QStringLiteral("megatron-bridge-utilisation.log")).runs.value(0);
        const auto tflops = samplesOf(run, QStringLiteral("train.tflops"));
        QCOMPARE(tflops.size(), 3);
        QCOMPARE(tflops[2].value, 663.5);
        QCOMPARE(tflops[2].extra.value(QStringLiteral("step")).toInt(), 50);
        QCOMPARE(samplesOf(run, QStringLiteral("train.step_time"))[2].value, 9090.0);
    }

    // One line of carriage-return refreshes: each refresh is a step, the first (compilation) out of the median.
    void nemoProgressBarRefreshes() {
        const ParsedRun run = parse(QStringLiteral("nemo-lightning-progress.log")).runs.value(0);
        const auto ms = samplesOf(run, QStringLiteral("train.step_time"));
        QCOMPARE(ms.size(), 5);
        QCOMPARE(ms[0].value, 14910.0);
        const auto median = samplesOf(run, QStringLiteral("train.step_time"), true);
        QCOMPARE(median.size(), 1);
        QCOMPARE(median[0].value, (2950.0 + 2951.0) / 2);
    }

    // torchtitan prints no MFU under FP8: absent, and said so; never a zero.
    void missingMfuIsNotZero() {
        const ParsedImport parsed = parseText(titanLine(1, "8,532", "tflops: 494.10  mfu: N/A%") +
                                              titanLine(2, "8,530", "tflops: 494.00  mfu: N/A%"));
        QCOMPARE(parsed.runs.size(), 1);
        QVERIFY(samplesOf(parsed.runs[0], QStringLiteral("train.mfu")).isEmpty());
        QCOMPARE(finding(parsed.runs[0], QStringLiteral("train.mfu")).value, QStringLiteral("not reported"));
        QCOMPARE(samplesOf(parsed.runs[0], QStringLiteral("train.tokens_per_s_per_gpu")).size(), 2);
    }

    void impossibleReadingsAreFlaggedNotBelieved() {
        QByteArray text =
            "[titan] x - root - INFO - step:  1  loss: 12.25  memory:  0.00GiB(0.00%)  tps: 5,700  "
            "tflops: 330.00  mfu: 133.40%\n";
        text +=
            "[titan] x - root - INFO - step:  2  loss: 11.25  memory: 44.00GiB(46.00%)  tps: -3  "
            "tflops: 99999.00  mfu: 33.40%\n";
        const ParsedImport parsed = parseText(text);
        QCOMPARE(parsed.runs.size(), 1);
        const ParsedRun& run = parsed.runs[0];
        const auto mfu = samplesOf(run, QStringLiteral("train.mfu"));
        QCOMPARE(mfu.size(), 1);  // 133.4 % left out
        QCOMPARE(mfu[0].extra.value(QStringLiteral("step")).toInt(), 2);
        QCOMPARE(samplesOf(run, QStringLiteral("train.tokens_per_s_per_gpu")).size(), 1);  // -3 left out
        QCOMPARE(samplesOf(run, QStringLiteral("train.tflops")).size(), 1);                // 99999 left out
        QVERIFY(!samplesOf(run, QStringLiteral("train.tokens_per_s_per_gpu"))[0].extra.contains(
            QStringLiteral("memory_gib")));  // 0.00 GiB not kept
        const QString warnings = parsed.warnings.join(u'\n');
        QVERIFY2(warnings.contains(QStringLiteral("4 impossible reading(s)")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("memory 0.00 GiB")), qPrintable(warnings));
    }

    // A NaN loss is what the run did: the check fails and the run is failed. A NaN rate is no measurement at all.
    void nanLossFailsTheRunNanRateRefusesTheInput() {
        const ParsedImport diverged =
            parseText(titanLine(1, "5,700") + QByteArray("[titan] x - root - INFO - step:  2  loss:     nan  "
                                                         "memory: 44.87GiB(47.22%)  tps: 5,760  tflops: 333.7  "
                                                         "mfu: 33.7%\n"));
        QCOMPARE(diverged.runs.size(), 1);
        QCOMPARE(finding(diverged.runs[0], QStringLiteral("train.loss_finite")).status, FindingStatus::Fail);
        QCOMPARE(runStatus(diverged.runs[0]), RunStatus::Failed);

        auto refused = Importer::parseBytes(titanLine(1, "nan") + titanLine(2, "5,760"), QStringLiteral("auto"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().toString().contains(QStringLiteral("tps nan")),
                 qPrintable(refused.error().toString()));
    }

    // torchrun restarted the job: rank 0 goes back to step 1; two runs, nothing merged across them.
    void aRestartBeginsANewRun() {
        QByteArray text;
        for (int step : {1, 2, 3})
            text += "[rank0]:" + titanLine(step, "5,700");
        text += "[rank0]:[titan] x - root - INFO - Training starts at step 1.\n";
        for (int step : {1, 2})
            text += "[rank0]:" + titanLine(step, "4,100");
        const ParsedImport parsed = parseText(text);
        QCOMPARE(parsed.runs.size(), 2);
        QCOMPARE(samplesOf(parsed.runs[0], QStringLiteral("train.tokens_per_s_per_gpu")).size(), 3);
        QCOMPARE(samplesOf(parsed.runs[1], QStringLiteral("train.tokens_per_s_per_gpu"))[0].value, 4100.0);
    }

    // Every rank's "Training starts" marker, interleaved with rank 0's first step, is not a restart.
    void interleavedStartMarkersAreOneRun() {
        QByteArray text = "[rank0]:[titan] x - root - INFO - Training starts at step 1.\n";
        text += "[rank0]:" + titanLine(1, "5,700");
        text += "[rank1]:[titan] x - root - INFO - Training starts at step 1.\n";
        text += "[rank1]:" + titanLine(1, "5,690");
        text += "[rank0]:" + titanLine(2, "5,700");
        QCOMPARE(parseText(text).runs.size(), 1);
    }

    // Cut mid-line: the last line is not read, and a check that would pass is unknown.
    void aCutLogPassesNothing() {
        QByteArray text = fixture(QStringLiteral("torchtitan-2rank-tee.log"));
        text.chop(int(text.size() - text.indexOf("tps: 5,771") - 8));
        const ParsedImport parsed = parseText(text);
        QCOMPARE(parsed.runs.size(), 1);
        QVERIFY(parsed.runs[0].truncated);
        QCOMPARE(finding(parsed.runs[0], QStringLiteral("train.loss_finite")).status, FindingStatus::Unknown);
        for (const SampleRecord& s : samplesOf(parsed.runs[0], QStringLiteral("train.tokens_per_s_per_gpu")))
            QVERIFY(s.value != 5.0 && s.value != 57.0);  // "tps: 5,7" was never read
    }

    void hostileInput_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("huge step") << titanLine(1, "5,700").replace("step: 1", "step: 99999999999999999999999");
        QTest::newRow("negative step") << titanLine(1, "5,700").replace("step: 1", "step: -4");
        QTest::newRow("overflowing rate") << titanLine(1, "5,700").replace("5,700", "1e999");
        QTest::newRow("rank overflow") << QByteArray("[rank99999999999]:") + titanLine(1, "5,700");
        QTest::newRow("only keys") << QByteArray("step: tps: tflops: mfu: loss:\n");
        QTest::newRow("megatron junk") << QByteArray("iteration |||| elapsed time per iteration (ms): x |\n");
        QTest::newRow("nemo junk") << QByteArray("global_step=, train_step_timing in s=\r\r\rglobal_step=1e400\n");
        QTest::newRow("escape only") << QByteArray("\x1b[") + titanLine(1, "5,700");
    }
    void hostileInput() {
        QFETCH(QByteArray, text);
        auto r = Importer::parseBytes(text, QStringLiteral("auto"));
        if (!r)
            return;  // refused with a reason: fine
        for (const ParsedRun& run : r->runs) {
            for (const SampleRecord& s : run.samples) {
                QVERIFY(std::isfinite(s.value));
                QVERIFY(s.value > 0);
            }
        }
    }

    // Many ranks times many steps: bounded, and said so.
    void aHugeLogIsBounded() {
        QByteArray text;
        text.reserve(40 << 20);
        for (int step = 1; step <= int(TrainingLogParser::kMaxSteps) + 10; ++step)
            text += titanLine(step, "5,700");
        const ParsedImport parsed = parseText(text);
        qsizetype steps = 0;
        for (const ParsedRun& run : parsed.runs)
            steps += samplesOf(run, QStringLiteral("train.tokens_per_s_per_gpu")).size();
        QCOMPARE(steps, TrainingLogParser::kMaxSteps);
        QVERIFY(parsed.truncated);
    }

    void anExplicitFormatOnOtherTextFindsNothing() {
        auto r = Importer::parseBytes(fixture(QStringLiteral("megatron-lm-iterations.log")),
                                      QStringLiteral("torchtitan-log"));
        QVERIFY(!r);
        QVERIFY2(r.error().toString().contains(QStringLiteral("No training step")), qPrintable(r.error().toString()));
    }
};

QTEST_GUILESS_MAIN(tst_TrainingLogImport)
#include "tst_TrainingLogImport.moc"
