#pragma once

#include "core/Result.h"
#include "core/domain/Interview.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

namespace tb::core {

// CSV exchange of interviews (RFC 4180: comma separated, double-quoted fields, UTF-8, a header row).
// Columns: provider, held_on, interviewee_name, interviewee_role, org_type, channel, consent, tags, notes_html, and
// one `sentiment.<criterion key>` column per criterion (-2..2, empty = not discussed). Column order is free; unknown
// columns are an error so a typo does not silently drop data. Tags are separated by ';' inside their field.
class InterviewCsv {
    Q_DECLARE_TR_FUNCTIONS(InterviewCsv)

public:
    struct RowError {
        int row = 0;  // 1-based line of the data row in the file (the header is row 1)
        QString column;
        QString message;
        QString toString() const;
    };

    struct ImportOutcome {
        int imported = 0;
        QList<RowError> errors;  // non-empty: nothing was imported
    };

    // Resolves a provider name to its id, 0 when unknown.
    using ProviderLookup = std::function<qint64(const QString& name)>;
    // Provider id -> name for export.
    using ProviderNames = std::function<QString(qint64 providerId)>;

    // One file is at most this many interviews: an analyst records dozens per provider, and a file of a million
    // (1 GB) was accepted once and made a review tens of thousands of pages long.
    static constexpr int kMaxRows = 5000;

    // Parses and validates every row; returns the interviews only if every row is good.
    static QList<Interview> parse(const QString& text, const ProviderLookup& lookup, QList<RowError>* errors);
    static QString write(const QList<Interview>& interviews, const QStringList& criterionKeys,
                         const ProviderNames& names);

    // Parses, then adds every interview in one transaction with its audit entries: all rows or none. Storage thread.
    static Result<ImportOutcome> importInto(QSqlDatabase& db, const QString& text, const QString& actor);
    // Every interview of `providerId` (0: all), with the sentiment columns of every criterion key seen.
    static Result<QString> exportFrom(QSqlDatabase& db, qint64 providerId);

    // RFC 4180 split; `ok` false on an unterminated quote. Public for the tests.
    static QList<QStringList> splitRecords(const QString& text, bool* ok, int* badLine);
};

}  // namespace tb::core
