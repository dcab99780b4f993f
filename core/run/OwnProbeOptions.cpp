#include "core/run/OwnProbeOptions.h"

#include "core/run/ProbeArguments.h"

#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>

namespace tb::core {

namespace {

// One option: its flag, whether a value follows, and what that value must be (an empty answer: it is fine).
struct OptionRule {
    QString flag;
    bool takesValue = true;
    std::function<QString(const QString&)> check;
};

struct ProbeRules {
    QVector<OptionRule> options;
    QString required;  // a flag the probe cannot run without; empty: none
    std::function<QString(const QString& probe)> requiredMessage;
};

QString shown(const QString& text) {
    return ProbeArguments::quoted(text);
}

// A plain decimal number from lo to hi, as the probes read one (no sign, exponent or separator).
std::function<QString(const QString&)> whole(qint64 lo, qint64 hi) {
    return [lo, hi](const QString& v) {
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,19}$"));
        bool ok = digits.match(v).hasMatch();
        const qulonglong n = ok ? v.toULongLong(&ok) : 0;
        if (!ok || n < qulonglong(lo) || n > qulonglong(hi)) {
            return ProbeArguments::tr("%1: use a whole number from %2 to %3").arg(shown(v)).arg(lo).arg(hi);
        }
        return QString();
    };
}

std::function<QString(const QString&)> oneOf(const QStringList& words) {
    return [words](const QString& v) {
        return words.contains(v) ? QString()
                                 : ProbeArguments::tr("unknown operation %1 (known: %2)")
                                       .arg(shown(v), words.join(QStringLiteral(", ")));
    };
}

const ProbeRules& storageRules() {
    static const ProbeRules rules{
        {{QStringLiteral("--dir"), true, [](const QString&) { return QString(); }},
         {QStringLiteral("--mode"), true, oneOf({QStringLiteral("seq"), QStringLiteral("rand")})},
         {QStringLiteral("--rw"), true,
          oneOf({QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("mixed")})},
         {QStringLiteral("--size"), true,
          [](const QString& v) {
              const auto bytes = ProbeArguments::parseSize(v);
              return !bytes || *bytes < (quint64(1) << 20) || *bytes > (quint64(1) << 50)
                         ? ProbeArguments::tr("%1 is not a size: use e.g. 64K, 1M or 1G").arg(shown(v))
                         : QString();
          }},
         {QStringLiteral("--jobs"), true, whole(1, 1024)},
         {QStringLiteral("--iodepth"), true, whole(1, 4096)},
         {QStringLiteral("--runtime"), true, whole(1, 7 * 24 * 3600)},
         {QStringLiteral("--direct"), false, {}}},
        QStringLiteral("--dir"),
        [](const QString& probe) {
            return ProbeArguments::tr("%1 needs %2: the directory of the node to measure")
                .arg(probe, QStringLiteral("--dir"));
        }};
    return rules;
}

// tbtrain_options.py: its presets, LIMITS and MINIMA, word for word.
const ProbeRules& trainRules() {
    static const ProbeRules rules = [] {
        ProbeRules r;
        r.options << OptionRule{QStringLiteral("--preset"), true,
                                oneOf({QStringLiteral("llama3-8b"), QStringLiteral("tiny")})};
        const std::pair<const char*, qint64> shapes[] = {
            {"--dim", 65536},       {"--layers", 1024},     {"--heads", 1024},
            {"--kv-heads", 1024},   {"--ffn-dim", 1 << 20}, {"--vocab", 1 << 22},
            {"--seq-len", 1 << 20}, {"--batch", 1 << 16},   {"--steps", 1000000}};
        for (const auto& [flag, hi] : shapes) {
            r.options << OptionRule{QLatin1String(flag), true, whole(1, hi)};
        }
        r.options
            << OptionRule{QStringLiteral("--warmup"), true, whole(0, 100000)}
            << OptionRule{QStringLiteral("--checkpoint-every"), true, whole(0, 1024)}
            << OptionRule{QStringLiteral("--dtype"), true, oneOf({QStringLiteral("bf16"), QStringLiteral("fp32")})}
            << OptionRule{QStringLiteral("--compile"), false, {}}
            << OptionRule{QStringLiteral("--sharding"), true,
                          oneOf({QStringLiteral("fsdp"), QStringLiteral("ddp"), QStringLiteral("none")})}
            << OptionRule{QStringLiteral("--backend"), true,
                          oneOf({QStringLiteral("auto"), QStringLiteral("nccl"), QStringLiteral("gloo")})}
            << OptionRule{QStringLiteral("--device"), true,
                          oneOf({QStringLiteral("auto"), QStringLiteral("gpu"), QStringLiteral("cpu")})}
            << OptionRule{QStringLiteral("--seed"), true, whole(0, std::numeric_limits<qint64>::max())}
            << OptionRule{QStringLiteral("--threads"), true, whole(0, 4096)}
            << OptionRule{QStringLiteral("--timeout"), true, whole(1, 86400)}
            << OptionRule{QStringLiteral("--nproc-per-node"), true,
                          [](const QString& v) { return v == QLatin1String("gpu") ? QString() : whole(1, 1024)(v); }}
            << OptionRule{QStringLiteral("--rendezvous"), true,
                          [](const QString& v) {
                              static const QRegularExpression hostPort(
                                  QStringLiteral("^(\\[[0-9A-Fa-f:.%\\w]+\\]|[^\\s:\\[\\]]{1,255}):([0-9]{1,5})$"));
                              const auto m = hostPort.match(v);
                              const int port = m.hasMatch() ? m.captured(2).toInt() : 0;
                              return port >= 1 && port <= 65535
                                         ? QString()
                                         : ProbeArguments::tr("%1 is not HOST:PORT").arg(shown(v));
                          }}
            << OptionRule{QStringLiteral("--rank"), true, whole(0, 1 << 20)}
            << OptionRule{QStringLiteral("--world"), true, whole(1, 1 << 20)}
            << OptionRule{QStringLiteral("--local-rank"), true, whole(0, 1 << 20)};
        return r;
    }();
    return rules;
}

const ProbeRules* rulesOf(const QString& probe) {
    if (probe == QLatin1String("tb-storage")) {
        return &storageRules();
    }
    if (probe == QLatin1String("tb-train")) {
        return &trainRules();
    }
    return nullptr;
}

}  // namespace

bool OwnProbeOptions::has(const QString& probe) {
    return rulesOf(probe) != nullptr;
}

QStringList OwnProbeOptions::problems(const QString& probe, const QStringList& argv) {
    const ProbeRules* rules = rulesOf(probe);
    if (!rules) {
        return {};
    }
    QStringList flags;
    for (const OptionRule& o : rules->options) {
        flags << o.flag;
    }
    const QString all = flags.join(QStringLiteral(", "));
    bool required = rules->required.isEmpty();
    for (int i = 0; i < argv.size(); ++i) {
        QString flag = argv.at(i), v;
        const bool inlineValue = flag.startsWith(QLatin1String("--")) && flag.contains(u'=');
        if (inlineValue) {
            v = flag.section(u'=', 1);
            flag = flag.section(u'=', 0, 0);
        }
        if (flag == QLatin1String("--help") && !inlineValue) {
            continue;
        }
        const auto found = std::find_if(rules->options.cbegin(), rules->options.cend(),
                                        [&flag](const OptionRule& o) { return o.flag == flag; });
        const OptionRule* rule = found == rules->options.cend() ? nullptr : &*found;
        if (!rule || (!rule->takesValue && inlineValue)) {
            return {
                flag.startsWith(u'-')
                    ? ProbeArguments::tr("%1 is not an option of %2 (its options: %3)").arg(shown(flag), probe, all)
                    : ProbeArguments::tr("%1: a value without its option (%2 takes: %3)").arg(shown(flag), probe, all)};
        }
        if (!rule->takesValue) {
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argv.size()) {
                return {
                    ProbeArguments::tr("%1: a value without its option (%2 takes: %3)").arg(shown(flag), probe, all)};
            }
            v = argv.at(++i);
        }
        if (rule->check) {
            if (const QString why = rule->check(v); !why.isEmpty()) {
                return {why};
            }
        }
        required = required || (flag == rules->required && !v.isEmpty());
    }
    if (!required) {
        return {rules->requiredMessage(probe)};
    }
    return {};
}

}  // namespace tb::core
