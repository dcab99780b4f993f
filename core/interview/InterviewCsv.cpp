#include "core/interview/InterviewCsv.h"

#include "core/domain/CsvCell.h"

#include "core/store/ProviderRepository.h"
#include "core/store/RubricRepository.h"

#include "core/store/InterviewRepository.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QSet>

namespace tb::core {

namespace {
const QString kSentimentPrefix = QStringLiteral("sentiment.");
const QStringList kColumns = {
    QStringLiteral("provider"),         QStringLiteral("held_on"),  QStringLiteral("interviewee_name"),
    QStringLiteral("interviewee_role"), QStringLiteral("org_type"), QStringLiteral("channel"),
    QStringLiteral("consent"),          QStringLiteral("tags"),     QStringLiteral("notes_html")};

std::optional<bool> parseBool(const QString& text) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1")) {
        return true;
    }
    if (t.isEmpty() || t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0")) {
        return false;
    }
    return std::nullopt;
}
}  // namespace

QString InterviewCsv::RowError::toString() const {
    return InterviewCsv::tr("row %1, column %2: %3")
        .arg(row)
        .arg(column.isEmpty() ? QStringLiteral("-") : column, message);
}

QList<QStringList> InterviewCsv::splitRecords(const QString& text, bool* ok, int* badLine) {
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    int recordLine = 1;
    *ok = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n') {
                    ++line;
                }
                field += c;
            }
            continue;
        }
        if (c == u'"' && field.isEmpty()) {
            inQuotes = true;
            fieldStarted = true;
        } else if (c == u',') {
            record << CsvCell::read(field);
            field.clear();
            fieldStarted = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
                ++i;
            }
            if (fieldStarted || !field.isEmpty() || !record.isEmpty()) {
                record << CsvCell::read(field);
                records << record;
            }
            record.clear();
            field.clear();
            fieldStarted = false;
            ++line;
            recordLine = line;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        *ok = false;
        *badLine = recordLine;
        return records;
    }
    if (fieldStarted || !field.isEmpty() || !record.isEmpty()) {
        record << CsvCell::read(field);
        records << record;
    }
    return records;
}

QList<Interview> InterviewCsv::parse(const QString& input, const ProviderLookup& lookup, QList<RowError>* errors) {
    QString text = input;
    if (text.startsWith(QChar(0xfeff))) {
        text.remove(0, 1);
    }
    bool ok = true;
    int badLine = 0;
    const QList<QStringList> records = splitRecords(text, &ok, &badLine);
    if (!ok) {
        errors->append({badLine, {}, tr("a quoted field is never closed")});
        return {};
    }
    if (records.isEmpty()) {
        errors->append({1, {}, tr("the file is empty; expected a header row")});
        return {};
    }
    if (records.size() - 1 > kMaxRows) {
        errors->append({1,
                        {},
                        tr("the file has %1 rows; one import takes at most %2 interviews (split the file)")
                            .arg(records.size() - 1)
                            .arg(kMaxRows)});
        return {};
    }
    const QStringList header = records.first();
    QSet<QString> seen;
    for (const QString& h : header) {
        const QString col = h.trimmed();
        if (!kColumns.contains(col) && !(col.startsWith(kSentimentPrefix) && col.size() > kSentimentPrefix.size())) {
            errors->append({1, col, tr("unknown column")});
        }
        if (seen.contains(col)) {
            errors->append({1, col, tr("column appears twice")});
        }
        seen.insert(col);
    }
    for (const QString& required :
         {QStringLiteral("provider"), QStringLiteral("held_on"), QStringLiteral("interviewee_role")}) {
        if (!seen.contains(required)) {
            errors->append({1, required, tr("required column is missing")});
        }
    }
    if (!errors->isEmpty()) {
        return {};
    }
    QList<Interview> out;
    for (int r = 1; r < records.size(); ++r) {
        const QStringList& rec = records.at(r);
        const int row = r + 1;
        if (rec.size() == 1 && rec.first().trimmed().isEmpty()) {
            continue;  // blank line
        }
        if (rec.size() != header.size()) {
            errors->append({row, {}, tr("has %1 fields, the header has %2").arg(rec.size()).arg(header.size())});
            continue;
        }
        Interview i;
        bool rowOk = true;
        auto fail = [&](const QString& column, const QString& message) {
            errors->append({row, column, message});
            rowOk = false;
        };
        for (int c = 0; c < header.size(); ++c) {
            const QString col = header.at(c).trimmed();
            const QString value = rec.at(c);
            if (col == QLatin1String("provider")) {
                i.providerId = value.trimmed().isEmpty() ? 0 : lookup(value.trimmed());
                if (i.providerId <= 0) {
                    fail(col, value.trimmed().isEmpty() ? tr("provider is empty")
                                                        : tr("no provider named \"%1\"").arg(value.trimmed()));
                }
            } else if (col == QLatin1String("held_on")) {
                i.heldOn = QDate::fromString(value.trimmed(), Qt::ISODate);
                if (!i.heldOn.isValid()) {
                    fail(col, tr("\"%1\" is not a date (YYYY-MM-DD)").arg(value.trimmed()));
                }
            } else if (col == QLatin1String("interviewee_name")) {
                i.intervieweeName = value.trimmed();
            } else if (col == QLatin1String("interviewee_role")) {
                i.role = value.trimmed();
            } else if (col == QLatin1String("org_type")) {
                const auto t =
                    value.trimmed().isEmpty() ? std::optional<OrgType>(OrgType::Other) : orgTypeFromKey(value);
                if (!t) {
                    fail(col,
                         tr("\"%1\" is not one of ai_lab, enterprise, startup, research, other").arg(value.trimmed()));
                } else {
                    i.orgType = *t;
                }
            } else if (col == QLatin1String("channel")) {
                i.channel = value.trimmed();
            } else if (col == QLatin1String("consent")) {
                const auto b = parseBool(value);
                if (!b) {
                    fail(col, tr("\"%1\" is not yes/no").arg(value.trimmed()));
                } else {
                    i.consent = *b;
                }
            } else if (col == QLatin1String("tags")) {
                for (const QString& t : value.split(u';', Qt::SkipEmptyParts)) {
                    if (!t.trimmed().isEmpty()) {
                        i.tags << t.trimmed();
                    }
                }
            } else if (col == QLatin1String("notes_html")) {
                i.notesHtml = value;
            } else if (col.startsWith(kSentimentPrefix)) {
                if (value.trimmed().isEmpty()) {
                    continue;
                }
                bool isInt = false;
                const int s = value.trimmed().toInt(&isInt);
                if (!isInt || s < -2 || s > 2) {
                    fail(col, tr("\"%1\" is not a whole number from -2 to 2").arg(value.trimmed()));
                } else {
                    i.sentiment.insert(col.mid(kSentimentPrefix.size()), s);
                }
            }
        }
        if (rowOk) {
            if (auto st = i.validate(); !st) {
                fail(st.error().detail, st.error().message);
            }
        }
        if (rowOk) {
            out.append(i);
        }
    }
    if (!errors->isEmpty()) {
        return {};
    }
    return out;
}

QString InterviewCsv::write(const QList<Interview>& interviews, const QStringList& criterionKeys,
                            const ProviderNames& names) {
    QStringList header = kColumns;
    for (const QString& k : criterionKeys) {
        header << kSentimentPrefix + k;
    }
    QString out = header.join(u',') + QStringLiteral("\r\n");
    for (const Interview& i : interviews) {
        QStringList f;
        f << CsvCell::text(names(i.providerId)) << i.heldOn.toString(Qt::ISODate) << CsvCell::text(i.intervieweeName)
          << CsvCell::text(i.role) << orgTypeKey(i.orgType) << CsvCell::text(i.channel)
          << (i.consent ? QStringLiteral("yes") : QStringLiteral("no")) << CsvCell::text(i.tags.join(u';'))
          << CsvCell::text(i.notesHtml);
        for (const QString& k : criterionKeys) {
            f << (i.sentiment.contains(k) ? QString::number(i.sentiment.value(k)) : QString());
        }
        out += f.join(u',') + QStringLiteral("\r\n");
    }
    return out;
}

Result<InterviewCsv::ImportOutcome> InterviewCsv::importInto(QSqlDatabase& db, const QString& text,
                                                             const QString& actor) {
    auto all = ProviderRepository(db).list();
    if (!all) {
        return all.error();
    }
    QHash<QString, qint64> providers;
    for (const Provider& p : *all) {
        providers.insert(p.name.trimmed().toLower(), p.id);
    }
    ImportOutcome outcome;
    const QList<Interview> rows = parse(
        text, [&](const QString& name) { return providers.value(name.trimmed().toLower(), 0); }, &outcome.errors);
    if (!outcome.errors.isEmpty()) {
        return outcome;
    }
    Transaction tx(db);
    if (!tx.started()) {
        return tx.started().error();
    }
    InterviewRepository repo(db);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        auto added = repo.add(rows.at(r), actor);
        if (!added) {
            // Rolled back by the guard: nothing of the file stays.
            outcome.errors.append({int(r) + 2, added.error().detail, added.error().message});
            return outcome;
        }
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    outcome.imported = int(rows.size());
    return outcome;
}

Result<QString> InterviewCsv::exportFrom(QSqlDatabase& db, qint64 providerId) {
    auto rows = InterviewRepository(db).list(providerId);
    if (!rows) {
        return rows.error();
    }
    auto criteria = RubricRepository(db).criterionKeys();
    if (!criteria) {
        return criteria.error();
    }
    QStringList keys = *criteria;
    for (const Interview& i : *rows) {
        for (auto it = i.sentiment.cbegin(); it != i.sentiment.cend(); ++it) {
            if (!keys.contains(it.key())) {
                keys << it.key();
            }
        }
    }
    auto providers = ProviderRepository(db).list();
    if (!providers) {
        return providers.error();
    }
    QHash<qint64, QString> names;
    for (const Provider& p : *providers) {
        names.insert(p.id, p.name);
    }
    return write(*rows, keys, [&](qint64 id) { return names.value(id); });
}

}  // namespace tb::core
