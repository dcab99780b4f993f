#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// The options of one measuring probe as the analyst sets them (the run panel's arguments editor), validated the
// way the probe's own parser (probes/common/Options.cpp) reads them, and turned into the argv the run passes on.
// An empty value means "the probe's default" and is not passed. The run quotes every word (ShellQuote), but the
// editor refuses anything the probe would refuse first, so the analyst learns it before Run, not from exit 64.
//
// Plain value type; no threads.
class ProbeArguments {
    Q_DECLARE_TR_FUNCTIONS(ProbeArguments)

public:
    enum class Option { Sizes, Iters, Repeats, Warmup, Backend, Ranks, Ops, Check, GemmM, GemmN, GemmK };

    struct Problem {
        Option option;
        QString message;  // translated, names the field and what it takes
    };

    ProbeArguments() = default;
    explicit ProbeArguments(QString probe) : m_probe(std::move(probe)) {}

    const QString& probe() const { return m_probe; }
    // The text as entered; empty: the default. Check is "" (on, the default) or "off".
    QString value(Option option) const { return m_values.value(option); }
    void setValue(Option option, const QString& text);
    bool check() const { return value(Option::Check) != QLatin1String("off"); }
    void setCheck(bool on) { setValue(Option::Check, on ? QString() : QStringLiteral("off")); }
    // Arguments without a field (e.g. --root, --id-file, set from code): passed after the fields, quoted.
    const QStringList& extra() const { return m_extra; }
    void setExtra(const QStringList& extra) { m_extra = extra; }

    static QStringList measuringProbes();  // tb-membw, tb-gemm, tb-coll
    // Which options a probe reads: tb-node none of these; tb-gemm its matrix shape instead of sizes.
    static bool applies(const QString& probe, Option option);
    // The probe's default as the placeholder shows it ("64K:256M:x4", "20", "gpu"); ranks depend on the backend.
    static QString defaultText(const QString& probe, Option option, const QString& backend = {});
    // The words --ops accepts for the probe (directions, dtypes, collectives); empty: --ops not read.
    static QStringList knownOps(const QString& probe);
    static QString optionFlag(Option option);  // "--sizes", "--no-check", "-m"

    QVector<Problem> validate() const;
    bool isValid() const { return validate().isEmpty(); }
    // What the analyst typed after the program (the CLI's "-- ARGS", a cluster job's arguments), checked as the
    // editor checks its fields, and more: the editor has no field for an unknown flag ("--check" is not tb-coll's;
    // "--no-check" is) or a stray word, so neither may pass here either. Empty: nothing to refuse.
    static QStringList problemsOfArgv(const QString& probe, const QStringList& argv);
    // User text inside a message: “one line”, cut at 20 characters, so a pasted block cannot reshape the label.
    static QString quoted(const QString& userText);
    // The words after the program: the options that differ from the default, in a fixed order, then extra().
    QStringList toArgv() const;
    // Reads argv back (saved settings, RunPanel::setProbeArguments): known options fill the fields (bad values
    // too, so validate() names them), everything else goes to extra() in order.
    static ProbeArguments fromArgv(const QString& probe, const QStringList& argv);
    // The command line as the run builds it: every word through ShellQuote.
    QString commandLine(const QString& program) const;

    // Same grammar as tbp::parseSizes: MIN:MAX[:xF|:+S], A,B,C or one size; K/M/G/T are powers of 1024, a trailing
    // B or iB is accepted. The error message says what is wrong. At most 4096 sizes, as the probe keeps.
    static Result<QVector<quint64>> parseSizes(const QString& spec);
    static std::optional<quint64> parseSize(const QString& text);
    // "7 sizes, 64 KiB … 256 MiB" for the hint beside the field.
    static QString describeSizes(const QVector<quint64>& sizes);

    bool operator==(const ProbeArguments& other) const = default;

private:
    QString m_probe;
    QMap<Option, QString> m_values;
    QStringList m_extra;
};

}  // namespace tb::core
