#pragma once

#include <QHash>
#include <QPair>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// `scontrol show config` as read: every key with its value, and the settings the scheduler audit asks about.
class SlurmConfig {
public:
    static SlurmConfig parse(const QString& text);

    bool isEmpty() const { return m_entries.isEmpty(); }
    const QVector<QPair<QString, QString>>& entries() const { return m_entries; }
    // The value as printed ("topology/tree", "300 sec", "(null)"); empty when the key is absent.
    QString value(const QString& key) const { return m_index.value(key); }
    // The value, or nothing when absent or one of Slurm's "not set" spellings.
    std::optional<QString> setting(const QString& key) const;
    // Leading integer of a value such as "300 sec"; nothing when unset or not a number.
    std::optional<qint64> number(const QString& key) const;

    QString version() const { return value(QStringLiteral("SLURM_VERSION")); }
    QString clusterName() const { return value(QStringLiteral("ClusterName")); }
    // "topology/tree" without the "topology/" prefix; empty when none.
    QString topologyPlugin() const;
    bool accountingEnabled() const;  // AccountingStorageType other than none
    // Prolog, Prolog1.., PrologSlurmctld, TaskProlog: the set ones, "Key=value".
    QVector<QPair<QString, QString>> prologs() const;

private:
    QVector<QPair<QString, QString>> m_entries;
    QHash<QString, QString> m_index;
};

}  // namespace tb::core
