#pragma once

#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace tb::core {

// What one line of a training framework's log says about one step. Every figure is as printed; the parser judges
// whether it is possible. A figure the line printed but that is not a number (torchtitan's "mfu: N/A%" under FP8) is
// absent, not zero.
struct TrainingStepLine {
    qint64 step = 0;
    std::optional<qint64> totalSteps;  // Megatron's "iteration 10/ 100"
    std::optional<int> rank;           // from a "[rank3]:" prefix
    std::optional<double> loss;
    std::optional<double> tokensPerSecondPerGpu;  // torchtitan's tps (per device)
    std::optional<double> tflopsPerGpu;
    std::optional<double> mfuPercent;
    std::optional<double> stepTimeMs;
    std::optional<double> memoryGib;
    std::optional<double> memoryPercent;
    bool lossNotFinite = false;  // "loss: nan": the run diverged; a reading, not a malformed line
    QString notFinite;           // a throughput or time figure that is NaN or infinite: "tps nan"
};

// Readers of the per-step lines of torchtitan, Megatron-LM (and Megatron-Bridge) and NeMo. Each takes a line as it
// came (launcher prefixes, ANSI colours and all) and answers the step it reports, or nothing for any other line.
namespace traininglog {

// The line without ANSI colour codes and without the "[rankN]:" prefixes torchrun's --tee/--role adds; the rank of
// the first such prefix goes to *rank. `buffer` holds the text when something had to be removed.
std::string_view undecorate(std::string_view raw, std::optional<int>* rank, std::string* buffer);

// "step:  2  loss: 11.9  grad_norm: 3.1  memory: 41.20GiB(43.36%)  tps: 5,762  tflops: 333.71  mfu: 33.74%"
std::optional<TrainingStepLine> readTorchtitan(std::string_view line);
// " iteration       10/     100 | consumed samples: 640 | elapsed time per iteration (ms): 1234.5 |
//   throughput per GPU (TFLOP/s/GPU): 412.3 | ... | lm loss: 9.876543E+00 | ..."
std::optional<TrainingStepLine> readMegatron(std::string_view line);
// Megatron-Bridge's "Step Time : 9.09s GPU utilization: 663.5MODEL_TFLOP/s/GPU", which names no step: the caller
// gives it the last iteration seen.
std::optional<TrainingStepLine> readMegatronBridgeUtilisation(std::string_view line);
// One refresh of a Lightning progress bar: "... reduced_train_loss=8.12, global_step=9.000, consumed_samples=640.0,
// train_step_timing in s=2.95 ..."; a line holds many refreshes separated by carriage returns (the caller splits).
std::optional<TrainingStepLine> readNemo(std::string_view line);

// Markers of a (re)start: the steps after one belong to a new run.
bool startsTraining(std::string_view line);

}  // namespace traininglog
}  // namespace tb::core
