#include "core/run/ProbeArguments.h"

#include "core/run/OwnProbeOptions.h"

#include "core/baseline/BaselineVerdict.h"
#include "core/session/ShellQuote.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <limits>

namespace tb::core {

namespace {
using Option = ProbeArguments::Option;

// The probes' own limits (probes/common/Options.cpp parseInt and parseSizes).
constexpr int kIntMax = 1 << 20;
constexpr int kMaxSizes = 4096;

constexpr std::array kFieldOrder{Option::Sizes,   Option::Iters, Option::Repeats, Option::Warmup,
                                 Option::Ranks,   Option::GemmM, Option::GemmN,   Option::GemmK,
                                 Option::Backend, Option::Ops,   Option::Check};

bool isIntOption(Option o) {
    return o == Option::Iters || o == Option::Repeats || o == Option::Warmup || o == Option::Ranks ||
           o == Option::GemmM || o == Option::GemmN || o == Option::GemmK;
}

int intMinimum(Option o) {
    return (o == Option::Warmup || o == Option::Ranks) ? 0 : 1;
}

QString shown(const QString& text) {
    return ProbeArguments::quoted(text);
}

std::optional<Option> optionOfFlag(const QString& flag) {
    if (flag == QLatin1String("--sizes") || flag == QLatin1String("-s")) {
        return Option::Sizes;
    }
    for (Option o : kFieldOrder) {
        if (o != Option::Sizes && ProbeArguments::optionFlag(o) == flag) {
            return o;
        }
    }
    return std::nullopt;
}

}  // namespace

QString ProbeArguments::quoted(const QString& userText) {
    QString s = userText.simplified();
    if (s.size() > 20) {
        s = s.left(19) + QChar(0x2026);
    }
    return QStringLiteral("“%1”").arg(s);
}

void ProbeArguments::setValue(Option option, const QString& text) {
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        m_values.remove(option);
    } else {
        m_values.insert(option, t);
    }
}

QStringList ProbeArguments::measuringProbes() {
    return {QStringLiteral("tb-membw"), QStringLiteral("tb-gemm"), QStringLiteral("tb-coll")};
}

bool ProbeArguments::applies(const QString& probe, Option option) {
    if (probe == QLatin1String("tb-membw") || probe == QLatin1String("tb-coll")) {
        return option != Option::GemmM && option != Option::GemmN && option != Option::GemmK;
    }
    if (probe == QLatin1String("tb-gemm")) {
        // The matrix shape replaces the size sweep; one GPU, so no ranks (probes/gemm/gemm.cu).
        return option != Option::Sizes && option != Option::Ranks;
    }
    return false;  // tb-node reads none of the measurement options
}

QString ProbeArguments::defaultText(const QString& probe, Option option, const QString& backend) {
    switch (option) {
        case Option::Sizes:
            return probe == QLatin1String("tb-membw")  ? QStringLiteral("64K:256M:x4")
                   : probe == QLatin1String("tb-coll") ? QStringLiteral("1K:256M:x4")
                                                       : QString();
        case Option::Iters:
            return QStringLiteral("20");
        case Option::Repeats:
            return QStringLiteral("5");
        case Option::Warmup:
            return QStringLiteral("3");
        case Option::Backend:
            return QStringLiteral("gpu");
        case Option::Ranks:
            // probes/common/HostBackend.h: two simulated ranks unless told; on GPUs every local GPU.
            return backend == QLatin1String("host") ? QStringLiteral("2") : tr("all");
        case Option::Ops:
            return knownOps(probe).join(u',');
        case Option::Check:
            return tr("on");
        case Option::GemmM:
        case Option::GemmN:
        case Option::GemmK:
            return QStringLiteral("8192");
    }
    return {};
}

QStringList ProbeArguments::knownOps(const QString& probe) {
    if (probe == QLatin1String("tb-membw")) {
        return {QStringLiteral("h2d"), QStringLiteral("d2h"), QStringLiteral("d2d"), QStringLiteral("p2p")};
    }
    if (probe == QLatin1String("tb-gemm")) {
        return {QStringLiteral("bf16"), QStringLiteral("fp8")};
    }
    if (probe == QLatin1String("tb-coll")) {
        return {QStringLiteral("all_reduce"), QStringLiteral("all_gather"), QStringLiteral("reduce_scatter"),
                QStringLiteral("alltoall"), QStringLiteral("sendrecv")};
    }
    return {};
}

QString ProbeArguments::optionFlag(Option option) {
    switch (option) {
        case Option::Sizes:
            return QStringLiteral("--sizes");
        case Option::Iters:
            return QStringLiteral("--iters");
        case Option::Repeats:
            return QStringLiteral("--repeats");
        case Option::Warmup:
            return QStringLiteral("--warmup");
        case Option::Backend:
            return QStringLiteral("--backend");
        case Option::Ranks:
            return QStringLiteral("--ranks");
        case Option::Ops:
            return QStringLiteral("--ops");
        case Option::Check:
            return QStringLiteral("--no-check");
        case Option::GemmM:
            return QStringLiteral("-m");
        case Option::GemmN:
            return QStringLiteral("-n");
        case Option::GemmK:
            return QStringLiteral("-k");
    }
    return {};
}

std::optional<quint64> ProbeArguments::parseSize(const QString& text) {
    int digits = 0;
    while (digits < text.size() && text.at(digits) >= u'0' && text.at(digits) <= u'9') {
        ++digits;
    }
    if (digits == 0 || digits > 19) {
        return std::nullopt;  // not a number, or beyond what the probe's strtoull keeps exact
    }
    bool ok = false;
    const quint64 v = text.left(digits).toULongLong(&ok);
    if (!ok) {
        return std::nullopt;
    }
    QString suffix = text.mid(digits).toUpper();
    if (suffix.size() > 1 && (suffix.mid(1) == QLatin1String("B") || suffix.mid(1) == QLatin1String("IB"))) {
        suffix = suffix.left(1);
    }
    if (suffix == QLatin1String("B")) {
        suffix.clear();
    }
    quint64 mul = 1;
    if (suffix == QLatin1String("K")) {
        mul = quint64(1) << 10;
    } else if (suffix == QLatin1String("M")) {
        mul = quint64(1) << 20;
    } else if (suffix == QLatin1String("G")) {
        mul = quint64(1) << 30;
    } else if (suffix == QLatin1String("T")) {
        mul = quint64(1) << 40;
    } else if (!suffix.isEmpty()) {
        return std::nullopt;
    }
    if (v > std::numeric_limits<quint64>::max() / mul) {
        return std::nullopt;
    }
    return v * mul;
}

Result<QVector<quint64>> ProbeArguments::parseSizes(const QString& spec) {
    const auto notASize = [](const QString& part) {
        return makeError(ErrorCode::InvalidArgument, tr("%1 is not a size: use e.g. 64K, 1M or 1G").arg(shown(part)));
    };
    QVector<quint64> out;
    if (spec.contains(u':')) {
        const QStringList p = spec.split(u':');
        if (p.size() < 2 || p.size() > 3) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("%1 is not a range: use MIN:MAX, MIN:MAX:x4 or MIN:MAX:+1M").arg(shown(spec)));
        }
        const auto lo = parseSize(p.at(0));
        if (!lo) {
            return notASize(p.at(0));
        }
        const auto hi = parseSize(p.at(1));
        if (!hi) {
            return notASize(p.at(1));
        }
        if (*lo == 0 || *hi < *lo) {
            return makeError(ErrorCode::InvalidArgument, tr("%1: a range needs 0 < MIN ≤ MAX").arg(shown(spec)));
        }
        const QString step = p.size() == 3 ? p.at(2) : QStringLiteral("x2");
        const bool geometric = step.startsWith(u'x');
        const auto s = step.size() >= 2 && (geometric || step.startsWith(u'+')) ? parseSize(step.mid(1))
                                                                                : std::optional<quint64>();
        if (!s || *s == 0 || (geometric && *s < 2)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("%1 is not a step: use x2 (or more) or +STEP, e.g. +1M").arg(shown(step)));
        }
        for (quint64 v = *lo; v <= *hi && out.size() < kMaxSizes;) {
            out.push_back(v);
            const quint64 next = geometric ? (v > std::numeric_limits<quint64>::max() / *s ? v : v * *s) : v + *s;
            if (next <= v) {
                break;  // overflow
            }
            v = next;
        }
        return out;
    }
    for (const QString& part : spec.split(u',')) {
        const auto v = parseSize(part);
        if (!v || *v == 0) {
            return part.isEmpty() ? makeError(ErrorCode::InvalidArgument, tr("empty size between commas"))
                                  : notASize(part);
        }
        out.push_back(*v);
    }
    return out;
}

QString ProbeArguments::describeSizes(const QVector<quint64>& sizes) {
    if (sizes.isEmpty()) {
        return {};
    }
    const auto [lo, hi] = std::minmax_element(sizes.begin(), sizes.end());
    if (sizes.size() == 1) {
        return tr("1 size: %1").arg(formatBytes(qint64(*lo)));
    }
    const auto big = [](quint64 v) { return v > quint64(std::numeric_limits<qint64>::max()) ? qint64(-1) : qint64(v); };
    return tr("%1 sizes, %2 … %3")
        .arg(sizes.size())
        .arg(big(*lo) < 0 ? tr("huge") : formatBytes(big(*lo)), big(*hi) < 0 ? tr("huge") : formatBytes(big(*hi)));
}

QVector<ProbeArguments::Problem> ProbeArguments::validate() const {
    QVector<Problem> problems;
    for (Option o : kFieldOrder) {
        const QString v = value(o);
        if (v.isEmpty() || !applies(m_probe, o)) {
            continue;
        }
        if (isIntOption(o)) {
            bool digits = v.size() <= 8;
            for (const QChar c : v) {
                digits = digits && c >= u'0' && c <= u'9';
            }
            const int n = digits ? v.toInt() : -1;
            if (n < intMinimum(o) || n > kIntMax) {
                problems.append(
                    {o, tr("%1: use a whole number from %2 to %3").arg(shown(v)).arg(intMinimum(o)).arg(kIntMax)});
            }
        } else if (o == Option::Sizes) {
            auto sizes = parseSizes(v);
            if (!sizes) {
                problems.append({o, sizes.error().message});
            }
        } else if (o == Option::Backend) {
            if (v != QLatin1String("gpu") && v != QLatin1String("host")) {
                problems.append({o, tr("%1 is not a backend: gpu or host").arg(shown(v))});
            }
        } else if (o == Option::Ops) {
            const QStringList known = knownOps(m_probe);
            for (const QString& op : v.split(u',')) {
                if (!known.contains(op)) {
                    problems.append({o, op.isEmpty() ? tr("choose at least one operation")
                                                     : tr("unknown operation %1 (known: %2)")
                                                           .arg(shown(op), known.join(QStringLiteral(", ")))});
                    break;
                }
            }
        } else if (o == Option::Check && v != QLatin1String("off")) {
            problems.append({o, tr("the data check is on or off")});
        }
    }
    return problems;
}

QStringList ProbeArguments::problemsOfArgv(const QString& probe, const QStringList& argv) {
    if (OwnProbeOptions::has(probe)) {
        return OwnProbeOptions::problems(probe, argv);  // its own options, none of the measuring probes'
    }
    const ProbeArguments parsed = fromArgv(probe, argv);
    QStringList out;
    for (const Problem& p : parsed.validate()) {
        out << p.message;
    }
    // The options of every measuring probe that have no field (probes/common/Options.cpp): one process of a
    // multi-process run, where the results go. Each takes a value.
    static const QStringList processOptions{QStringLiteral("--rank"),       QStringLiteral("--world"),
                                            QStringLiteral("--local-rank"), QStringLiteral("--timeout"),
                                            QStringLiteral("--root"),       QStringLiteral("--id-file"),
                                            QStringLiteral("--rendezvous"), QStringLiteral("--root-addr")};
    QString unknown;
    const QStringList& extra = parsed.extra();
    for (int i = 0; i < extra.size() && unknown.isEmpty(); ++i) {
        const QString flag = extra.at(i).section(u'=', 0, 0);
        if (processOptions.contains(flag)) {
            i += extra.at(i).contains(u'=') ? 0 : 1;  // its value
        } else if (extra.at(i) != QLatin1String("--help")) {
            unknown = extra.at(i);
        }
    }
    if (!unknown.isEmpty()) {
        QStringList known;
        for (Option o : kFieldOrder) {
            if (applies(probe, o)) {
                known << optionFlag(o);
            }
        }
        known += processOptions;
        const QString word = unknown;
        out << (word.startsWith(u'-') ? tr("%1 is not an option of %2 (its options: %3)")
                                            .arg(shown(word), probe, known.join(QStringLiteral(", ")))
                                      : tr("%1: a value without its option (%2 takes: %3)")
                                            .arg(shown(word), probe, known.join(QStringLiteral(", "))));
    }
    return out;
}

QStringList ProbeArguments::toArgv() const {
    QStringList argv;
    for (Option o : kFieldOrder) {
        const QString v = value(o);
        if (v.isEmpty() || !applies(m_probe, o)) {
            continue;
        }
        if (o == Option::Check) {
            argv << optionFlag(o);  // only ever "off": the probes check by default
        } else {
            argv << optionFlag(o) << v;
        }
    }
    return argv + m_extra;
}

ProbeArguments ProbeArguments::fromArgv(const QString& probe, const QStringList& argv) {
    ProbeArguments a(probe);
    for (int i = 0; i < argv.size(); ++i) {
        QString flag = argv.at(i);
        QString inlineValue;
        bool hasInline = false;
        if (flag.startsWith(QLatin1String("--")) && flag.contains(u'=')) {
            const int eq = int(flag.indexOf(u'='));
            inlineValue = flag.mid(eq + 1);
            flag = flag.left(eq);
            hasInline = true;
        }
        const std::optional<Option> o = optionOfFlag(flag);
        if (!o || !applies(probe, *o)) {
            a.m_extra << argv.at(i);
            continue;
        }
        if (*o == Option::Check) {
            a.setCheck(false);
            continue;
        }
        if (!hasInline && i + 1 >= argv.size()) {
            a.m_extra << argv.at(i);  // no value: the probe says so (usage error)
            continue;
        }
        const QString v = hasInline ? inlineValue : argv.at(++i);
        // Kept verbatim (not trimmed): a value the probe would refuse must show as refused, not be repaired.
        if (!v.isEmpty()) {
            a.m_values.insert(*o, v);
        }
    }
    return a;
}

QString ProbeArguments::commandLine(const QString& program) const {
    return ShellQuote::join(QStringList{program} + toArgv());
}

}  // namespace tb::core
