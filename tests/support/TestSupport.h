#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tb::test {

// Root of the source tree (TB_SOURCE_DIR, set by CTest).
QString sourceDir();
// ../shared beside the checkout, when present (real-world tool outputs in shared/realdata); empty otherwise.
QString sharedDir();
// Runs a command-line tool (pdftotext, pdffonts, ...) and returns its stdout; on failure or after 60 s a text in
// angle brackets naming the tool and its stderr, which no expected output starts with.
QString runTool(const QString& program, const QStringList& args);
// The text of a PDF as `pdftotext OPTIONS PDF -` prints it; empty with *whyNot filled when poppler-utils is not
// installed (the caller reports it with TB_SERVICE_UNAVAILABLE), runTool()'s failure text when it fails.
QString pdfText(const QString& pdf, const QStringList& options, QString* whyNot);

// A whole file's bytes; empty when it cannot be read.
QByteArray readFile(const QString& path);
// Creates or truncates PATH with BYTES; false when it cannot be written whole.
bool writeFile(const QString& path, const QByteArray& bytes);

}  // namespace tb::test
