#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace tb::cli {

// The command line's side of the conflict-of-interest question (issue 18.6). The question itself is asked by the
// use case, inside its transaction (core::ConflictGate): `evaluations add` and `tier assign` hand it --acknowledge.
// These only word it for a terminal.

// With --acknowledge the work goes ahead disclosed: the relationships are printed to `err` first, as the workbench
// shows them before its question. Nothing is printed when there is none (or the register cannot be read: the use case
// that follows refuses then).
void warnOfConflicts(QSqlDatabase& db, const QStringList& people, qint64 providerId, QTextStream& err);
// Whether the use case refused for a conflict nobody acknowledged; if so the warning and how to go ahead are printed
// to `err` and the caller exits with ConflictRefused.
bool reportConflictRefusal(const core::Error& error, QTextStream& err);

}  // namespace tb::cli
