#include "core/import/TrainingLogParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// Fewer than 90 % of the other ranks' median tokens per second: the slowest rank holds the others back (the threshold
// tb-train uses for step times, as a rate).
constexpr double kStragglerRatio = 0.9;
constexpr int kImpossibleExamples = 5;

QString toolName(TrainingLogParser::Framework f) {
    switch (f) {
        case TrainingLogParser::Framework::Torchtitan:
            return QStringLiteral("torchtitan");
        case TrainingLogParser::Framework::Megatron:
            return QStringLiteral("megatron-lm");
        case TrainingLogParser::Framework::Nemo:
            return QStringLiteral("nemo");
    }
    return {};
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

SampleRecord sample(const char* metric, double value, const char* unit, QJsonObject extra) {
    SampleRecord s;
    s.metric = QString::fromLatin1(metric);
    s.value = value;
    s.unit = QString::fromLatin1(unit);
    s.extra = std::move(extra);
    return s;
}

}  // namespace

TrainingLogParser::TrainingLogParser(Framework framework) : m_framework(framework) {
    m_result.format = formatName(framework);
}

QString TrainingLogParser::formatName(Framework framework) {
    switch (framework) {
        case Framework::Torchtitan:
            return QStringLiteral("torchtitan-log");
        case Framework::Megatron:
            return QStringLiteral("megatron-log");
        case Framework::Nemo:
            return QStringLiteral("nemo-log");
    }
    return {};
}

void TrainingLogParser::addLine(View line, bool cut, bool last) {
    ++m_lineNo;
    if (cut) {
        ++m_cutLines;
        return;
    }
    if (last) {
        // A line without its newline may stop inside a number ("tps: 5,7"): not read, and the run says why.
        m_lastLineUnended = true;
        return;
    }
    if (m_framework == Framework::Nemo) {
        // A progress bar redraws itself with carriage returns: every refresh is its own reading.
        size_t pos = 0;
        while (pos <= line.size()) {
            size_t cr = line.find('\r', pos);
            if (cr == View::npos)
                cr = line.size();
            readLine(line.substr(pos, cr - pos));
            pos = cr + 1;
        }
        return;
    }
    readLine(line);
}

void TrainingLogParser::readLine(View raw) {
    std::optional<int> rank;
    const View line = traininglog::undecorate(raw, &rank, &m_buffer);
    if (traininglog::startsTraining(line)) {
        // Every rank prints the marker, interleaved with the others' first steps: only a rank that already logged
        // steps of this run starts a new one.
        if (m_lastStep.contains(rank.value_or(-1)))
            startRun();
        return;
    }
    std::optional<TrainingStepLine> step;
    switch (m_framework) {
        case Framework::Torchtitan:
            step = traininglog::readTorchtitan(line);
            break;
        case Framework::Megatron:
            step = traininglog::readMegatron(line);
            if (step) {
                m_lastMegatronStep = step->step;
            } else if (m_lastMegatronStep >= 0) {
                step = traininglog::readMegatronBridgeUtilisation(line);
                if (step)
                    step->step = m_lastMegatronStep;
            }
            break;
        case Framework::Nemo:
            step = traininglog::readNemo(line);
            break;
    }
    if (!step)
        return;
    step->rank = rank;
    if (!step->notFinite.isEmpty()) {
        if (m_result.invalidValues++ == 0)
            m_result.invalidInput = tr("line %1: step %2 %3 is not a finite number, so not a measurement")
                                        .arg(m_lineNo)
                                        .arg(step->step)
                                        .arg(step->notFinite);
        return;
    }
    take(std::move(*step));
}

void TrainingLogParser::impossible(qint64 step, const QString& what) {
    ++m_impossible;
    if (m_impossibleExamples.size() < kImpossibleExamples)
        m_impossibleExamples << tr("step %1: %2").arg(step).arg(what);
}

// Leaves out what no running step can show; true when something is left to keep.
bool TrainingLogParser::possible(TrainingStepLine& s) {
    if (s.memoryGib && (*s.memoryGib <= 0 || !std::isfinite(*s.memoryGib))) {
        impossible(s.step, tr("memory %1 GiB in use").arg(*s.memoryGib, 0, 'f', 2));
        s.memoryGib.reset();
        s.memoryPercent.reset();
    }
    if (s.memoryPercent && (*s.memoryPercent < 0 || *s.memoryPercent > 100)) {
        impossible(s.step, tr("memory at %1 % of the device").arg(*s.memoryPercent));
        s.memoryPercent.reset();
    }
    if (s.tokensPerSecondPerGpu && *s.tokensPerSecondPerGpu <= 0) {
        impossible(s.step, tr("%1 tokens/s").arg(*s.tokensPerSecondPerGpu));
        s.tokensPerSecondPerGpu.reset();
    }
    if (s.tflopsPerGpu && (*s.tflopsPerGpu <= 0 || *s.tflopsPerGpu > kImpossibleTflops)) {
        impossible(s.step, tr("%1 TFLOP/s per GPU").arg(*s.tflopsPerGpu));
        s.tflopsPerGpu.reset();
    }
    if (s.mfuPercent && (*s.mfuPercent <= 0 || *s.mfuPercent > 100)) {
        impossible(s.step, tr("MFU %1 %").arg(*s.mfuPercent));
        s.mfuPercent.reset();
    }
    if (s.stepTimeMs && *s.stepTimeMs <= 0) {
        impossible(s.step, tr("a step of %1 ms").arg(*s.stepTimeMs));
        s.stepTimeMs.reset();
    }
    return s.tokensPerSecondPerGpu || s.tflopsPerGpu || s.mfuPercent || s.stepTimeMs || s.loss || s.lossNotFinite;
}

void TrainingLogParser::take(TrainingStepLine line) {
    const int rank = line.rank.value_or(-1);
    // A rank that goes back restarted. Lines without a rank prefix may come from many ranks, so going back proves
    // nothing there.
    const auto last = m_lastStep.constFind(rank);
    if (line.rank && last != m_lastStep.cend() && line.step < *last)
        startRun();
    if (m_lastStep.contains(rank) || m_lastStep.size() < kMaxRanks)
        m_lastStep.insert(rank, line.step);
    if (!possible(line))
        return;
    if (line.totalSteps)
        m_totalSteps = line.totalSteps;
    if (line.rank && line.tokensPerSecondPerGpu && (m_rankRates.contains(rank) || m_rankRates.size() < kMaxRanks)) {
        // A rank's first logged step holds its warm-up and compilation: not in its average.
        RankRate& r = m_rankRates[rank];
        if (r.seenFirst) {
            r.sum += *line.tokensPerSecondPerGpu;
            ++r.steps;
        }
        r.seenFirst = true;
    }
    auto it = m_steps.find(line.step);
    if (it == m_steps.end()) {
        if (m_stepsTotal >= kMaxSteps) {
            m_result.truncated = true;
            return;
        }
        ++m_stepsTotal;
        Step s;
        s.figuresRank = rank;
        s.figures = line;
        if (line.tokensPerSecondPerGpu) {
            s.slowestTps = s.fastestTps = *line.tokensPerSecondPerGpu;
            s.slowestRank = rank;
            s.hasTps = true;
        }
        s.lines = 1;
        m_steps.insert(line.step, s);
        return;
    }
    Step& s = *it;
    ++s.lines;
    // Megatron-Bridge's utilisation line completes its iteration's line: fill what the first line lacked.
    if (!s.figures.tflopsPerGpu && line.tflopsPerGpu && rank == s.figuresRank)
        s.figures.tflopsPerGpu = line.tflopsPerGpu;
    if (rank == 0 && s.figuresRank != 0) {
        s.figures = line;
        s.figuresRank = 0;
    }
    s.figures.lossNotFinite = s.figures.lossNotFinite || line.lossNotFinite;
    if (line.tokensPerSecondPerGpu) {
        const double tps = *line.tokensPerSecondPerGpu;
        if (!s.hasTps) {
            s.slowestTps = s.fastestTps = tps;
            s.slowestRank = rank;
            s.hasTps = true;
        } else {
            if (tps < s.slowestTps) {
                s.slowestTps = tps;
                s.slowestRank = rank;
            }
            s.fastestTps = std::max(s.fastestTps, tps);
        }
    }
}

void TrainingLogParser::startRun() {
    flushRun();
    m_steps.clear();
    m_lastStep.clear();
    m_rankRates.clear();
    m_totalSteps.reset();
    m_lastMegatronStep = -1;
}

void TrainingLogParser::flushRun() {
    if (m_steps.isEmpty())
        return;
    if (m_result.runs.size() >= kMaxRuns) {
        m_result.truncated = true;
        return;
    }
    ParsedRun run;
    run.tool = toolName(m_framework);
    run.operation = QStringLiteral("train");
    if (m_totalSteps)
        run.args.insert(QStringLiteral("total_steps"), double(*m_totalSteps));
    std::vector<double> tps, tflops, mfu, stepMs;
    bool diverged = false;
    qint64 firstDiverged = -1;
    const qint64 firstStep = m_steps.firstKey();
    for (auto it = m_steps.cbegin(); it != m_steps.cend(); ++it) {
        const Step& s = *it;
        const TrainingStepLine& f = s.figures;
        QJsonObject extra{{QStringLiteral("step"), double(f.step)}, {QStringLiteral("lines"), s.lines}};
        if (f.loss)
            extra.insert(QStringLiteral("loss"), *f.loss);
        if (f.memoryGib)
            extra.insert(QStringLiteral("memory_gib"), *f.memoryGib);
        if (f.memoryPercent)
            extra.insert(QStringLiteral("memory_pct"), *f.memoryPercent);
        if (s.figuresRank >= 0)
            extra.insert(QStringLiteral("rank"), s.figuresRank);
        if (s.slowestRank >= 0 && s.fastestTps > s.slowestTps) {
            extra.insert(QStringLiteral("slowest_rank"), s.slowestRank);
            extra.insert(QStringLiteral("rank_min_tps"), s.slowestTps);
            extra.insert(QStringLiteral("rank_max_tps"), s.fastestTps);
            extra.insert(QStringLiteral("spread"), s.fastestTps / s.slowestTps);
        }
        if (f.lossNotFinite && !diverged) {
            diverged = true;
            firstDiverged = f.step;
        }
        // The first logged step holds warm-up and compilation: charted, not in the medians.
        const bool inSummary = f.step != firstStep || m_steps.size() == 1;
        const auto add = [&](const char* metric, const std::optional<double>& v, const char* unit,
                             std::vector<double>& into) {
            if (!v)
                return;
            run.samples.push_back(sample(metric, *v, unit, extra));
            if (inSummary)
                into.push_back(*v);
        };
        add("train.tokens_per_s_per_gpu", f.tokensPerSecondPerGpu, "tokens/s", tps);
        add("train.tflops", f.tflopsPerGpu, "TFLOP/s", tflops);
        add("train.mfu", f.mfuPercent, "%", mfu);
        add("train.step_time", f.stepTimeMs, "ms", stepMs);
    }
    const QJsonObject summary{{QStringLiteral("summary"), true},
                              {QStringLiteral("from_step"), double(m_steps.firstKey())},
                              {QStringLiteral("to_step"), double(m_steps.lastKey())}};
    const auto addSummary = [&](const char* metric, const std::vector<double>& v, const char* unit) {
        if (v.empty())
            return;
        QJsonObject extra = summary;
        extra.insert(QStringLiteral("steps"), double(v.size()));
        extra.insert(QStringLiteral("min"), *std::min_element(v.begin(), v.end()));
        extra.insert(QStringLiteral("max"), *std::max_element(v.begin(), v.end()));
        run.samples.push_back(sample(metric, median(v), unit, extra));
    };
    addSummary("train.tokens_per_s_per_gpu", tps, "tokens/s");
    addSummary("train.tflops", tflops, "TFLOP/s");
    addSummary("train.mfu", mfu, "%");
    addSummary("train.step_time", stepMs, "ms");

    run.findings.push_back(FindingRecord::fact(QStringLiteral("train.framework"), toolName(m_framework)));
    run.findings.push_back(FindingRecord::fact(
        QStringLiteral("train.steps"), m_totalSteps
                                           ? tr("%n step(s) logged, %1 to %2 of %3", nullptr, int(m_steps.size()))
                                                 .arg(m_steps.firstKey())
                                                 .arg(m_steps.lastKey())
                                                 .arg(*m_totalSteps)
                                           : tr("%n step(s) logged, %1 to %2", nullptr, int(m_steps.size()))
                                                 .arg(m_steps.firstKey())
                                                 .arg(m_steps.lastKey())));
    if (mfu.empty() && m_framework == Framework::Torchtitan)
        run.findings.push_back(FindingRecord::fact(
            QStringLiteral("train.mfu"), tr("not reported"),
            tr("torchtitan prints no MFU under FP8 or MX training; Tierbench rates the run on tokens/s.")));
    if (diverged) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("train.loss_finite"), FindingStatus::Fail,
            tr("NaN or infinite loss from step %1").arg(firstDiverged),
            tr("The loss stopped being a number: the run diverged, or a device computes wrong results.")));
        run.failed = true;
    } else {
        run.findings.push_back(FindingRecord::check(QStringLiteral("train.loss_finite"), FindingStatus::Pass, {},
                                                    tr("every logged loss is a number")));
    }
    std::vector<std::pair<double, int>> means;  // per rank with a timed step: its mean tokens/s per GPU
    for (auto it = m_rankRates.cbegin(); it != m_rankRates.cend(); ++it) {
        if (it->steps > 0)
            means.push_back({it->sum / double(it->steps), it.key()});
    }
    if (means.size() >= 2) {
        std::sort(means.begin(), means.end());
        // Against the median of the other ranks: with two, the other one (the median of both would hide half the gap).
        std::vector<double> others;
        for (size_t i = 1; i < means.size(); ++i)
            others.push_back(means[i].first);
        const double mid = median(others);
        const auto& [slowest, rank] = means.front();
        const bool straggles = mid > 0 && slowest < kStragglerRatio * mid;
        run.findings.push_back(FindingRecord::check(QStringLiteral("train.straggler"),
                                                    straggles ? FindingStatus::Warn : FindingStatus::Pass,
                                                    straggles ? tr("rank %1").arg(rank) : tr("none"),
                                                    tr("Slowest rank %1: %2 tokens/s per GPU on average, against the "
                                                       "other ranks' median of %3 over %n rank(s).",
                                                       nullptr, int(means.size()))
                                                        .arg(rank)
                                                        .arg(slowest, 0, 'f', 0)
                                                        .arg(mid, 0, 'f', 0)));
        run.rankCount = int(means.size());
    }
    m_result.runs.push_back(run);
}

ParsedImport TrainingLogParser::finish(const StreamEnd& end) {
    flushRun();
    m_steps.clear();
    m_result.bytes = end.bytes;
    if (m_impossible > 0)
        m_result.warnings << tr("%n impossible reading(s) left out: %1", nullptr, int(m_impossible))
                                 .arg(m_impossibleExamples.join(QStringLiteral("; ")));
    if (m_cutLines > 0)
        m_result.warnings << tr("%n line(s) longer than the line limit were not read.", nullptr, int(m_cutLines));
    if (m_result.truncated)
        m_result.warnings << tr("More steps or runs than an import keeps (%1 steps, %2 runs); the rest was left out.")
                                 .arg(kMaxSteps)
                                 .arg(kMaxRuns);
    // Only the run being read when the capture stopped lacks its end.
    if (m_lastLineUnended && !m_result.runs.isEmpty())
        IncompleteEvidence::apply(m_result.runs.last(), IncompleteEvidence::endsMidLine());
    if (m_result.runs.isEmpty() && m_result.invalidValues == 0)
        m_result.warnings << tr("No training step was found in the log.");
    return m_result;
}

}  // namespace tb::core
