#pragma once

#include "core/import/LineParser.h"
#include "core/import/TrainingLogLine.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <string>

namespace tb::core {

// A training run's log as an analyst is handed it (torchtitan, Megatron-LM / Megatron-Bridge, NeMo): one run per
// training start, a sample per logged step with tb-train's metric names (`train.tokens_per_s_per_gpu`, `train.tflops`
// per GPU, `train.mfu` in %, `train.step_time` in ms), the medians over the steps after the first (which holds warm-up
// and compilation) marked `summary`, and the checks `train.loss_finite` and, where several ranks printed their own
// figures, `train.straggler`.
//
// A step that many ranks printed is read once: rank 0's figures where it printed them, else the first rank's; the
// others only name the slowest rank. A rank whose step number goes back, or a start marker, begins a new run.
// Impossible readings (0 GiB of memory in use, MFU above 100 %, a negative or zero rate or time) are left out with a
// warning, never stored; a NaN or infinite rate makes the input invalid; a NaN loss is a finding (the run diverged).
class TrainingLogParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(TrainingLogParser)

public:
    enum class Framework { Torchtitan, Megatron, Nemo };
    static constexpr qsizetype kMaxRuns = 64;
    static constexpr qsizetype kMaxSteps = 100000;  // over the whole input
    static constexpr int kMaxRanks = 4096;
    // Above any accelerator's dense peak (GB300's 2.5 PFLOP/s bf16, 15 PFLOP/s FP4 sparse): not a reading.
    static constexpr double kImpossibleTflops = 20000;

    explicit TrainingLogParser(Framework framework);
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    static QString formatName(Framework framework);

private:
    struct Step {
        TrainingStepLine figures;
        int figuresRank = -1;  // whose figures these are; -1: no rank prefix
        int lines = 0;         // how many lines printed this step
        int slowestRank = -1;
        double slowestTps = 0, fastestTps = 0;
        bool hasTps = false;
    };
    struct RankRate {
        double sum = 0;
        qint64 steps = 0;
        bool seenFirst = false;
    };

    void readLine(std::string_view line);
    void take(TrainingStepLine step);
    void startRun();
    void flushRun();
    bool possible(TrainingStepLine& step);
    void impossible(qint64 step, const QString& what);

    Framework m_framework;
    ParsedImport m_result;
    QMap<qint64, Step> m_steps;        // of the run being read
    QHash<int, qint64> m_lastStep;     // per rank prefix, for restarts
    QHash<int, RankRate> m_rankRates;  // per rank: its own tps over the run
    std::optional<qint64> m_totalSteps;
    qint64 m_lastMegatronStep = -1;  // for Megatron-Bridge's step-less utilisation lines
    qint64 m_stepsTotal = 0, m_lineNo = 0, m_cutLines = 0, m_impossible = 0;
    bool m_lastLineUnended = false;
    QStringList m_impossibleExamples;
    std::string m_buffer;
};

}  // namespace tb::core
