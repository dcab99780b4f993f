#pragma once

#include <QIODevice>
#include <QString>
#include <QStringDecoder>

#include <memory>

namespace tb::cli {

// The one escaping of text that reaches the terminal. Untrusted text (a probe's check id or detail, a provider's
// dispute claim, a name from the database, a remote reply) may hold controls that rewrite the screen: CR and
// "ESC [2K" erase a FAIL line and print a PASS over it, a right-to-left override reorders a line, BEL rings. Each
// control, DEL, C1 control and bidirectional control (core/domain/UnsafeText.h) is written visibly as \uXXXX, which
// a JSON reader decodes to the same character, so the same filter serves --json.
enum class Newlines {
    Keep,    // the layout of a whole text: line breaks and tabs stay
    Escape,  // one value inside a line: a line break in it must not start a line of its own
};
QString terminalSafe(const QString& text, Newlines newlines);

// terminalSafe(value, Newlines::Escape): for a value printed inside a line of the CLI's own layout.
inline QString oneLine(const QString& value) {
    return terminalSafe(value, Newlines::Escape);
}

// The device under the CLI's stdout and stderr streams (main.cpp): everything the commands write passes through
// terminalSafe(Newlines::Keep) on its way out, so no command can forget it. Line breaks inside a value are the
// caller's (oneLine()).
class TerminalSafeDevice : public QIODevice {
public:
    explicit TerminalSafeDevice(FILE* sink);
    ~TerminalSafeDevice() override;

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    FILE* m_sink;
    QStringDecoder m_decoder{QStringDecoder::Utf8};  // keeps a UTF-8 sequence split between two writes
};

}  // namespace tb::cli
