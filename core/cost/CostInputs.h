#pragma once

#include "core/Result.h"
#include "core/cost/CostInput.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace tb::core {

// The three goodput-expense models of the SemiAnalysis article: checkpoint-restart waiting for a repaired node
// (cold), checkpoint-restart on a spare at once (hot), and a fault-tolerant job that keeps running (tolerant).
enum class RecoveryMode { CheckpointCold, CheckpointHot, FaultTolerant };

// The column of the published defaults an input set starts from.
enum class CostPreset { Gold, Hyperscaler, Silver };

// Where an input's value came from. Measured values carry a link to their evidence (runs, evaluation).
enum class InputOrigin { Default, Scenario, PriceRecord, Measured, User };

struct InputValue {
    double value = 0;  // canonical unit of the input (CostInputTable)
    InputOrigin origin = InputOrigin::Default;
    QString evidence;      // measured: what it was measured from ("runs 12, 14; window 2026-03-01..03-09")
    QString evidenceLink;  // measured: tierbench://run/ID or tierbench://evaluation/ID
    QString note;          // e.g. the interval few events allow
};

// A full set of calculator inputs, in canonical units. Built from a preset's defaults, then overridden by the
// scenario, the price record, measurements and the analyst, in that order (each set() records its origin).
class CostInputs {
    Q_DECLARE_TR_FUNCTIONS(CostInputs)

public:
    CostInputs() : CostInputs(CostPreset::Gold) {}
    explicit CostInputs(CostPreset preset);

    CostPreset preset() const { return m_preset; }
    RecoveryMode recovery() const { return m_recovery; }
    void setRecovery(RecoveryMode mode) { m_recovery = mode; }

    // Converts `value` from `unit` to the input's canonical unit (hours from minutes, per GPU from per node with
    // gpus_per_node, fractions from percent). Refuses unknown keys, units of another family, NaN/infinity and
    // negative values; a refused set() changes nothing.
    Status set(const QString& key, double value, CostUnit unit, InputOrigin origin = InputOrigin::User,
               const QString& evidence = {}, const QString& evidenceLink = {});
    // Sets a canonical value; the same checks.
    Status set(const QString& key, double value, InputOrigin origin = InputOrigin::User);
    void setMeasured(const QString& key, double value, const QString& evidence, const QString& link,
                     const QString& note = {});

    void setNote(const QString& key, const QString& note) {
        if (m_values.contains(key))
            m_values[key].note = note;
    }

    bool has(const QString& key) const { return m_values.contains(key); }
    double value(const QString& key) const { return m_values.value(key).value; }
    const InputValue& input(const QString& key) const;
    const QMap<QString, InputValue>& all() const { return m_values; }

    static QString presetKey(CostPreset preset);
    static std::optional<CostPreset> presetFromKey(const QString& key);
    static QString recoveryKey(RecoveryMode mode);
    static QString recoveryName(RecoveryMode mode);
    static std::optional<RecoveryMode> recoveryFromKey(const QString& key);
    static QString originName(InputOrigin origin);

private:
    CostPreset m_preset;
    RecoveryMode m_recovery = RecoveryMode::CheckpointHot;
    QMap<QString, InputValue> m_values;  // required inputs without a value are absent
};

}  // namespace tb::core
