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
    // Empty when nothing matches; *reason then says why (binary data, no known marker). *marker: what was found
    // ("NVSMI LOG", "nccl-tests result rows"), so a parse that then finds nothing can say what it was looking at.
    static QString detect(const QByteArray& head, QString* reason = nullptr, QString* marker = nullptr);
    // Whether a format is a JSON document (read whole, with a size cap) rather than a line stream.
    static bool isDocumentFormat(const QString& name);
};

}  // namespace tb::core
