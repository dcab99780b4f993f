#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>

namespace tb::core {

// The last check on a parse before anything can be stored: every collective row and sample is held against
// Plausibility. An impossible figure (negative size, busbw above any fabric, a copy rate above any memory, a time
// over a week) is removed, and the run gets an import.refused_values finding that keeps its text and says why, plus
// a warning; a NaN or infinite figure counts in invalidValues, which makes the Importer refuse the whole input.
// Parsers that can keep a row's own text (NcclTextParser) screen their rows themselves; this catches every other
// parser, including ones added later.
class ImportScreen {
    Q_DECLARE_TR_FUNCTIONS(ImportScreen)

public:
    static void apply(ParsedImport& parsed);
    // Adds (or extends) the run's import.refused_values finding.
    static void addRefused(ParsedRun& run, qint64 count, const QStringList& texts);
};

}  // namespace tb::core
