#pragma once

#include <QPair>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVector>

namespace tb::core {

// One object of scontrol's Key=Value output (a partition, a node, a switch), fields in the order printed.
struct SlurmRecord {
    QVector<QPair<QString, QString>> fields;

    QString value(QStringView key) const;  // empty when absent
    bool has(QStringView key) const;
};

// The text forms of Slurm's own output, shared by the parsers of core/launch/slurm. All of them take untrusted
// text and never fail: what does not fit the form is skipped.
class SlurmKeyValue {
public:
    // scontrol show partition|node|topology|job, multi-line or one-line (-o): a record starts at each token of one
    // of the lead keys (its first field says which). A token without '=' continues the previous value (values such as
    // OS= hold spaces); Reason= and Comment= run to the end of their line, since people write '=' in them.
    static QVector<SlurmRecord> records(const QString& text, const QStringList& leadKeys);
    // scontrol show config: "Key   = Value" lines; lines ending in ':' open a section whose keys are prefixed
    // with the section's first word and a dot ("MPI.PMIxTimeout"), so they never shadow the main keys.
    static QVector<QPair<QString, QString>> configLines(const QString& text);
    // Slurm's ways of writing "not set": "", (null), (null type), N/A, NONE, None, none, UNLIMITED is not one.
    static bool isUnset(QStringView value);
};

}  // namespace tb::core
