#include "core/import/FabricJsonDocument.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace tb::core {

void FabricJsonDocument::feed(const char* data, qsizetype size) {
    if (m_tooLarge)
        return;
    if (m_text.size() + size > kMaxBytes) {
        m_tooLarge = true;
        m_text.clear();
        return;
    }
    m_text.append(data, size);
}

ParsedImport FabricJsonDocument::finish() {
    ParsedImport result;
    result.format = formatName();
    if (m_tooLarge) {
        result.warnings << tr("The report is larger than %1 MiB; a %2 report never is, so it was not read.")
                               .arg(kMaxBytes / (1024 * 1024))
                               .arg(formatName());
        return result;
    }
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(m_text, &err);
    if (doc.isNull() || !doc.isObject()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2 (a report cut short, or not %3).")
                               .arg(err.errorString())
                               .arg(err.offset)
                               .arg(formatName());
        result.truncated = err.error == QJsonParseError::UnterminatedObject ||
                           err.error == QJsonParseError::UnterminatedArray ||
                           err.error == QJsonParseError::UnterminatedString;
        return result;
    }
    m_text.clear();
    read(doc.object(), result);
    return result;
}

}  // namespace tb::core
