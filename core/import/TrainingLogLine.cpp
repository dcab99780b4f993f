#include "core/import/TrainingLogLine.h"

#include "core/import/ByteText.h"

#include <cmath>
#include <string>

namespace tb::core::traininglog {

using namespace tb::core::bytes;

namespace {

constexpr size_t kMaxTokens = 64;

// "[rank3]:" or torchrun's "[default3]:" (role and local rank) at the start of s: its length, and its number.
size_t rankPrefix(View s, int* rank) {
    if (s.size() < 4 || s[0] != '[')
        return 0;
    size_t i = 1;
    while (i < s.size() && isAlpha(s[i]))
        ++i;
    const size_t digits = i;
    while (i < s.size() && isDigit(s[i]) && i - digits < 7)
        ++i;
    if (i == digits || i + 1 >= s.size() || s[i] != ']' || s[i + 1] != ':')
        return 0;
    *rank = int(*toInt(s.substr(digits, i - digits)));
    return i + 2;
}

// A printed figure: "5,762" (thousands separators), "41.20GiB(43.36%)" (a unit glued on: the leading number),
// "33.74%", "9.876543E+00", "nan". Empty when it does not start with a number.
std::optional<double> figure(View s) {
    s = trim(s);
    while (!s.empty() && (s.back() == ',' || s.back() == ']' || s.back() == '|'))
        s.remove_suffix(1);
    std::string digits;
    size_t i = 0;
    if (i < s.size() && (s[i] == '-' || s[i] == '+'))
        digits += s[i++];
    // NaN and infinity as Python prints them ("nan", "-inf").
    const View word = s.substr(i, 3);
    if (word == "nan" || word == "NaN")
        return std::nan("");
    if (word == "inf" || word == "Inf")
        return digits == "-" ? -HUGE_VAL : HUGE_VAL;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c == ',' && i + 1 < s.size() && isDigit(s[i + 1]))
            continue;
        if (isDigit(c) || c == '.' || ((c == 'e' || c == 'E') && i + 1 < s.size()) ||
            ((c == '-' || c == '+') && !digits.empty() && (digits.back() == 'e' || digits.back() == 'E')))
            digits += c;
        else
            break;
    }
    return toDouble(digits);
}

// "(43.36%)" inside "41.20GiB(43.36%)".
std::optional<double> parenthesised(View s) {
    const size_t open = s.find('(');
    if (open == View::npos)
        return std::nullopt;
    return figure(s.substr(open + 1));
}

bool finite(const std::optional<double>& v) {
    return !v || std::isfinite(*v);
}

// Records a figure that is not finite (a throughput or time: never a measurement) by name.
void noteNotFinite(TrainingStepLine& out, const char* name, const std::optional<double>& v) {
    if (!finite(v) && out.notFinite.isEmpty())
        out.notFinite = QString::fromLatin1(name) + u' ' + QString::number(*v);
}

void setLoss(TrainingStepLine& out, std::optional<double> v) {
    if (v && !std::isfinite(*v))
        out.lossNotFinite = true;
    else
        out.loss = v;
}

// The step number a key printed: a whole, non-negative number ("9.000" as NeMo prints it).
std::optional<qint64> stepNumber(View s) {
    const auto v = figure(s);
    if (!v || !std::isfinite(*v) || *v < 0 || *v > 1e15 || std::floor(*v) != *v)
        return std::nullopt;
    return qint64(*v);
}

}  // namespace

View undecorate(View raw, std::optional<int>* rank, std::string* buffer) {
    const bool colours = raw.find('\x1b') != View::npos;
    View s = raw;
    if (colours) {
        buffer->clear();
        buffer->reserve(raw.size());
        for (size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '\x1b' && i + 1 < raw.size() && raw[i + 1] == '[') {
                i += 2;
                while (i < raw.size() && !(raw[i] >= '@' && raw[i] <= '~'))
                    ++i;
                continue;
            }
            buffer->push_back(raw[i]);
        }
        s = View(*buffer);
    }
    s = trimLeft(s);
    for (int guard = 0; guard < 4; ++guard) {
        int r = 0;
        const size_t n = rankPrefix(s, &r);
        if (n == 0)
            break;
        if (!*rank)
            *rank = r;
        s = trimLeft(s.substr(n));
    }
    return s;
}

std::optional<TrainingStepLine> readTorchtitan(View line) {
    size_t at = line.find("step:");
    while (at != View::npos && at > 0 && !isSpace(line[at - 1]) && line[at - 1] != '-')
        at = line.find("step:", at + 1);
    if (at == View::npos)
        return std::nullopt;
    View tok[kMaxTokens];
    const size_t n = split(line.substr(at), tok);
    TrainingStepLine out;
    bool hasStep = false, hasFigure = false;
    for (size_t i = 0; i + 1 < n; ++i) {
        if (tok[i].size() < 2 || tok[i].back() != ':')
            continue;
        const View key = tok[i].substr(0, tok[i].size() - 1);
        const View value = tok[i + 1];
        if (key == "step") {
            const auto step = stepNumber(value);
            if (!step)
                return std::nullopt;
            out.step = *step;
            hasStep = true;
        } else if (key == "loss") {
            setLoss(out, figure(value));
            hasFigure = true;
        } else if (key == "memory") {
            out.memoryGib = figure(value);
            out.memoryPercent = parenthesised(value);
        } else if (key == "tps" || key == "wps") {  // wps: the older name of the same figure
            out.tokensPerSecondPerGpu = figure(value);
            noteNotFinite(out, "tps", out.tokensPerSecondPerGpu);
            hasFigure = true;
        } else if (key == "tflops") {
            out.tflopsPerGpu = figure(value);
            noteNotFinite(out, "tflops", out.tflopsPerGpu);
        } else if (key == "mfu") {
            out.mfuPercent = figure(value);
            noteNotFinite(out, "mfu", out.mfuPercent);
        }
    }
    if (!hasStep || !hasFigure)
        return std::nullopt;
    return out;
}

std::optional<TrainingStepLine> readMegatron(View line) {
    const size_t at = line.find("iteration ");
    if (at == View::npos || line.find('|', at) == View::npos)
        return std::nullopt;
    TrainingStepLine out;
    bool hasStep = false, hasFigure = false;
    size_t pos = at;
    for (int field = 0; field < 64 && pos <= line.size(); ++field) {
        size_t bar = line.find('|', pos);
        if (bar == View::npos)
            bar = line.size();
        const View part = trim(line.substr(pos, bar - pos));
        pos = bar + 1;
        if (startsWith(part, "iteration ")) {
            const View numbers = trim(part.substr(10));
            const size_t slash = numbers.find('/');
            const auto step = stepNumber(numbers.substr(0, slash));
            if (!step)
                return std::nullopt;
            out.step = *step;
            hasStep = true;
            if (slash != View::npos)
                out.totalSteps = stepNumber(numbers.substr(slash + 1));
            continue;
        }
        View key, value;
        if (!keyValue(part, &key, &value))
            continue;
        if (key == "elapsed time per iteration (ms)") {
            out.stepTimeMs = figure(value);
            noteNotFinite(out, "elapsed time per iteration", out.stepTimeMs);
            hasFigure = true;
        } else if (startsWith(key, "throughput per GPU") || startsWith(key, "TFLOPs/s/GPU")) {
            out.tflopsPerGpu = figure(value);
            noteNotFinite(out, "throughput per GPU", out.tflopsPerGpu);
            hasFigure = true;
        } else if (contains(key, "tokens") && contains(key, "per GPU")) {
            out.tokensPerSecondPerGpu = figure(value);
            noteNotFinite(out, "tokens per GPU", out.tokensPerSecondPerGpu);
        } else if (key == "lm loss") {
            setLoss(out, figure(value));
        }
    }
    if (!hasStep || !hasFigure)
        return std::nullopt;
    return out;
}

std::optional<TrainingStepLine> readMegatronBridgeUtilisation(View line) {
    const size_t at = line.find("Step Time :");
    const size_t util = line.find("GPU utilization:");
    if (at == View::npos || util == View::npos || util < at)
        return std::nullopt;
    TrainingStepLine out;
    View time = trim(line.substr(at + 11, util - at - 11));
    const bool seconds = endsWith(time, "s") && !endsWith(time, "ms");
    out.stepTimeMs = figure(time);
    if (out.stepTimeMs && seconds)
        *out.stepTimeMs *= 1000;
    noteNotFinite(out, "step time", out.stepTimeMs);
    const View rate = trim(line.substr(util + 16));
    if (contains(rate, "TFLOP/s/GPU")) {
        out.tflopsPerGpu = figure(rate);
        noteNotFinite(out, "GPU utilization", out.tflopsPerGpu);
    }
    if (!out.stepTimeMs && !out.tflopsPerGpu)
        return std::nullopt;
    return out;
}

std::optional<TrainingStepLine> readNemo(View line) {
    const size_t at = line.find("global_step=");
    if (at == View::npos)
        return std::nullopt;
    TrainingStepLine out;
    const auto value = [&](View key) -> std::optional<View> {
        const size_t k = line.find(key);
        if (k == View::npos)
            return std::nullopt;
        View rest = line.substr(k + key.size());
        const size_t end = rest.find_first_of(", ]");
        return rest.substr(0, end);
    };
    const auto step = stepNumber(*value("global_step="));
    if (!step)
        return std::nullopt;
    out.step = *step;
    if (const auto loss = value("reduced_train_loss="))
        setLoss(out, figure(*loss));
    if (const auto t = value("train_step_timing in s=")) {
        out.stepTimeMs = figure(*t);
        if (out.stepTimeMs)
            *out.stepTimeMs *= 1000;
        noteNotFinite(out, "train_step_timing", out.stepTimeMs);
    }
    if (const auto f = value("TFLOPS_per_GPU=")) {
        out.tflopsPerGpu = figure(*f);
        noteNotFinite(out, "TFLOPS_per_GPU", out.tflopsPerGpu);
    }
    if (!out.stepTimeMs && !out.tflopsPerGpu && !out.loss && !out.lossNotFinite)
        return std::nullopt;
    return out;
}

bool startsTraining(View line) {
    return contains(line, "Training starts at step") || contains(line, "[before the start of training step]");
}

}  // namespace tb::core::traininglog
