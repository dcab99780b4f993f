#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace tb::core {

// The per-run hash `verify` checks (issue 38.6): what decides a run's figures besides its samples, bound together
// when the run is stored and again whenever Tierbench itself changes one of them (an analyst naming a collective).
// A log's own hash covers only its bytes; this covers that the log is there at all, whether it was cut at the cap,
// the collective and hardware key its samples are compared under, and the arguments (the import format among them)
// its samples are derived again with. Changing any of them behind the program's back changes the seal.
struct RunSeal {
    struct Stream {
        QString name;    // "stdout", "stderr"
        QString sha256;  // raw_log.sha256
        bool truncated = false;
    };
    QString kind;
    QString probe;
    QString operation;
    QString hardwareKey;
    QJsonObject args;
    QString rawSha256;
    QList<Stream> streams;  // every stored stream; a deleted one is absent

    // Version 1 of the seal's text; a stored seal of another form is not compared against this one.
    static constexpr int kVersion = 1;
    // "1:" followed by the SHA-256 (hex) of the canonical text: the args as compact JSON with sorted keys, the
    // streams by name.
    QString hash() const;
};

}  // namespace tb::core
