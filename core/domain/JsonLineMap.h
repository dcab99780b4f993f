#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace tb::core {

// The line (1-based) each value of a JSON text starts on, by path ("phases[1].steps[0].probe"), so a file that
// parses but says something wrong can be refused with the line the analyst has to change. Made for text that
// QJsonDocument has already accepted; on anything else it stops where it is lost and keeps what it found.
class JsonLineMap {
public:
    explicit JsonLineMap(const QByteArray& json);
    // The line of the value at path; of its closest parent when the path is not there; 1 for nothing.
    int line(const QString& path) const;
    // Line of a byte offset (QJsonParseError::offset).
    static int lineOf(const QByteArray& text, qsizetype offset);

private:
    void value(const QString& path);
    void skipSpace();
    bool string(QString* out);

    const QByteArray& m_text;
    qsizetype m_at = 0;
    int m_line = 1;
    int m_depth = 0;
    QHash<QString, int> m_lines;
};

}  // namespace tb::core
