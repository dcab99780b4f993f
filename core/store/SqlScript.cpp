#include "core/store/SqlScript.h"

#include <QRegularExpression>

namespace tb::core {

QStringList splitSqlScript(const QString& script) {
    QStringList statements;
    QString current;
    int triggerDepth = 0;
    QChar quote;
    const qsizetype n = script.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = script.at(i);
        if (!quote.isNull()) {
            current += c;
            if (c == quote) {
                quote = QChar();
            }
            continue;
        }
        if (c == u'-' && i + 1 < n && script.at(i + 1) == u'-') {
            while (i < n && script.at(i) != u'\n') {
                ++i;
            }
            current += u'\n';
            continue;
        }
        // PostgreSQL function bodies: $$ ... $$ is one quoted string, whatever semicolons it holds.
        if (c == u'$' && i + 1 < n && script.at(i + 1) == u'$') {
            const qsizetype end = script.indexOf(QLatin1String("$$"), i + 2);
            const qsizetype stop = end < 0 ? n : end + 2;
            current += script.mid(i, stop - i);
            i = stop - 1;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            quote = c;
            current += c;
            continue;
        }
        if (c.isLetter()) {
            qsizetype j = i;
            while (j < n && (script.at(j).isLetterOrNumber() || script.at(j) == u'_')) {
                ++j;
            }
            const QString word = script.mid(i, j - i);
            if (word.compare(QLatin1String("BEGIN"), Qt::CaseInsensitive) == 0 &&
                current.contains(QLatin1String("TRIGGER"), Qt::CaseInsensitive)) {
                ++triggerDepth;
            } else if (word.compare(QLatin1String("END"), Qt::CaseInsensitive) == 0 && triggerDepth > 0) {
                --triggerDepth;
            }
            current += word;
            i = j - 1;
            continue;
        }
        if (c == u';' && triggerDepth == 0) {
            const QString s = current.trimmed();
            if (!s.isEmpty()) {
                statements << s;
            }
            current.clear();
            continue;
        }
        current += c;
    }
    const QString tail = current.trimmed();
    if (!tail.isEmpty()) {
        statements << tail;
    }
    return statements;
}

}  // namespace tb::core
