#pragma once

#include "core/domain/FindingRecord.h"
#include "core/domain/SampleRecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace tb::core {

enum class ProbeEventType { Hello, Fact, Check, Sample, Progress, Log, End, Raw };

struct ProbeHello {
    QString probe, version, host, backend;
    QJsonArray devices;
    QJsonObject libs, args;
};

struct ProbeProgress {
    double done = 0;
    double total = 0;
    QString what;
};

struct ProbeLogLine {
    QString level, message;
};

struct ProbeEnd {
    QString status;  // the probe's own word (ok, failed, unsupported, ...)
    std::optional<int> exitCode;
    // The probe says it finished well: "ok" (or "pass", as older probes wrote it). The one place that reads the word.
    bool succeeded() const {
        return status == QLatin1String("ok") || status == QLatin1String("pass");  // status-lint: foreign word
    }
};

// One line of a probe's JSON Lines output (probes/PROTOCOL.md), already typed. A line that is not a protocol
// object (not JSON, no "tb":1, unknown type) is a Raw event with the text and the reason; it never stops parsing.
struct ProbeEvent {
    ProbeEventType type = ProbeEventType::Raw;
    QJsonObject json;  // the whole object (empty for Raw)
    // Raw
    QString rawLine;    // invalid UTF-8 replaced by U+FFFD
    QString rawReason;  // empty for a plain non-JSON line
    bool cut = false;   // the line was longer than the limit and was shortened
    // A protocol sample whose figure no hardware can produce (core/domain/Plausibility): kept as this raw line,
    // never stored as a sample; rawReason says why.
    bool refusedFigure = false;
    // The line's text held a NUL (JSON's backslash-u0000), replaced by U+FFFD in every field: the same on both
    // engines, where PostgreSQL holds no NUL and SQLite cuts the text at it.
    bool nulReplaced = false;
    // Typed payloads; only the one matching `type` is filled.
    ProbeHello hello;
    FindingRecord finding;  // Fact and Check: key = id
    QJsonValue evidence;    // Check
    SampleRecord sample;    // value = "value", or "median" when there is no value; extra gains median/min/max/iters
    ProbeProgress progress;
    ProbeLogLine log;
    ProbeEnd end;
};

}  // namespace tb::core
