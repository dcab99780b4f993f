#pragma once

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

}  // namespace tb::test
