#include "app/cli/TerminalText.h"

#include "core/domain/UnsafeText.h"

#include <cstdio>

namespace tb::cli {

QString terminalSafe(const QString& text, Newlines newlines) {
    qsizetype first = 0;
    const auto unsafe = [newlines](char16_t c) {
        if (newlines == Newlines::Keep && (c == u'\n' || c == u'\t')) {
            return false;
        }
        return core::isUnsafeTextChar(c);
    };
    while (first < text.size() && !unsafe(text.at(first).unicode())) {
        ++first;
    }
    if (first == text.size()) {
        return text;  // the common case: nothing to escape, no copy
    }
    QString out = text.left(first);
    out.reserve(text.size() + 16);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (unsafe(c)) {
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        } else {
            out += QChar(c);
        }
    }
    return out;
}

TerminalSafeDevice::TerminalSafeDevice(FILE* sink) : m_sink(sink) {
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalSafeDevice::~TerminalSafeDevice() {
    std::fflush(m_sink);
}

qint64 TerminalSafeDevice::writeData(const char* data, qint64 size) {
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    const QByteArray bytes = terminalSafe(text, Newlines::Keep).toUtf8();
    if (!bytes.isEmpty() && std::fwrite(bytes.constData(), 1, size_t(bytes.size()), m_sink) != size_t(bytes.size())) {
        return -1;
    }
    std::fflush(m_sink);
    return size;
}

}  // namespace tb::cli
