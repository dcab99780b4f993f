#pragma once

#include "core/Result.h"
#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>

namespace tb::ui {

// Renders one provider's review to a PDF: A4, 300 dpi, vector charts, embedded DejaVu fonts, a cover with the
// tier's medal colour, a table of contents with page numbers, and "page N of M" on every page. Tables break
// between rows and repeat their header.
//
// Thread contract: needs a QGuiApplication (fonts); runs on any one thread, typically the GUI thread after the
// content was loaded on the storage thread, or the CLI's main thread on the offscreen platform. The content is the
// only input, so nothing about another provider can reach the file (ReviewContent's redaction contract).
class ReviewPdfWriter {
    Q_DECLARE_TR_FUNCTIONS(ReviewPdfWriter)

public:
    struct Options {
        QDate date;              // the review date on the cover; today when invalid
        bool coverOnly = false;  // a one-page document (the benchmark's reference)
    };

    struct Outcome {
        int pageCount = 0;
        QStringList sections;  // top-level section titles in order, as in the table of contents
    };

    static core::Result<Outcome> write(const core::ReviewContent& content, const QString& path, const Options& options);
    static core::Result<Outcome> write(const core::ReviewContent& content, const QString& path) {
        return write(content, path, Options{});
    }

    // Makes sure DejaVu Sans and DejaVu Sans Mono are available (registers the system's TTF files when fontconfig
    // does not list them). Returns the family names used.
    static QStringList ensureFonts();
};

}  // namespace tb::ui
