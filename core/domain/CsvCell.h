#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace tb::core {

// What Tierbench's CSV files (interviews, prices) do with a cell's text on the way out and in. A spreadsheet runs a
// cell that begins with '=', '+', '-', '@', a tab or a carriage return as a formula (=HYPERLINK(...), =cmd|...):
// such a text cell is written behind a single quote, which every spreadsheet shows as text, and the quote is taken
// off again when Tierbench reads its own file back. Numbers are written as they are (a sentiment of -2 stays a
// number). Files are UTF-8: anything else is refused with the encoding it looks like, never read with replacement
// characters that would quietly change names.
class CsvCell {
    Q_DECLARE_TR_FUNCTIONS(CsvCell)

public:
    // A text cell as written: formula-safe, then quoted as RFC 4180 asks when it holds ',', '"' or a line break.
    static QString text(const QString& value);
    // A number (or empty) as written: quoted only if it must be; never prefixed.
    static QString number(const QString& value);
    // A cell as read: the guard quote text() added is removed.
    static QString read(const QString& cell);
    // Strict UTF-8 (a UTF-8 byte order mark is dropped). `what` names the file in the message.
    static Result<QString> decode(const QByteArray& bytes, const QString& what);

private:
    static bool startsLikeAFormula(const QString& value);
};

}  // namespace tb::core
