#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QLocale>
#include <QString>
#include <QStringView>

namespace tb::core {

// An event counter as a tool printed it (ECC errors, PCIe replays, retired pages, remapped rows). A counter is a whole
// number from 0 to 2^64-1; the tool may also say it has none ("N/A", "Not Supported", empty). Anything else (negative,
// fractional, above 64 bits, NaN or infinite, a word) is a value no counter can have: it counts as nothing, never as
// zero, and the check it feeds becomes unknown with the text quoted (issue 38.7).
struct EvidenceCounter {
    Q_DECLARE_TR_FUNCTIONS(EvidenceCounter)

public:
    enum class State { Absent, Count, Impossible };

    State state = State::Absent;
    quint64 value = 0;  // only for Count
    QString text;       // the text as read, for Impossible (at most 64 characters)

    static EvidenceCounter read(QStringView text);
    // A JSON number must be a whole number within 2^53 (a double holds no exact count above it); a string is read as
    // text.
    static EvidenceCounter readJson(const QJsonValue& value);

    bool isCount() const { return state == State::Count; }
    bool isImpossible() const { return state == State::Impossible; }
    // "label \"text\"", for a check's detail.
    QString quoted(const QString& label) const;
    // a + b, held at 2^64-1 instead of wrapping.
    static quint64 add(quint64 a, quint64 b);
};

}  // namespace tb::core
