#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tb::core {

// Recognises a tool's output from its first few kilobytes. Names are stable (the CLI's --format values).
class FormatDetector {
public:
    static QStringList formatNames();
    static bool isKnown(const QString& name);
    // Empty when nothing matches; *reason then says why (binary data, no known marker).
    static QString detect(const QByteArray& head, QString* reason = nullptr);
    // Whether a format is a JSON document (read whole, with a size cap) rather than a line stream.
    static bool isDocumentFormat(const QString& name);
};

}  // namespace tb::core
