#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <functional>

namespace tb::core {

// Reads one JSON object in chunks and hands the elements of some of its top-level arrays ("results" of nccl-tests
// -J) to a callback one at a time, so a document near the import cap is never held, or built as a tree, whole
// (issue 13.2: a 250 MiB document peaked at 2.66 GB). Everything else of the object is kept as text with those
// arrays left empty ("results": []), to be parsed once at the end with QJsonDocument: small by construction, and
// refused above kMaxRest.
//
// It checks structure only (strings, escapes, nesting, separators between elements); each element and the rest
// are then parsed by QJsonDocument, which checks the rest of the grammar. The first error stops it: error() says
// what and where, and no later element is delivered.
class JsonMemberStream {
    Q_DECLARE_TR_FUNCTIONS(JsonMemberStream)

public:
    static constexpr qsizetype kMaxElement = 16 * 1024 * 1024;
    static constexpr qsizetype kMaxRest = 16 * 1024 * 1024;

    // key: the top-level member; element: one array element's text (an object, array or scalar).
    using ElementSink = std::function<void(const QString& key, const QByteArray& element)>;

    JsonMemberStream(QSet<QString> streamedKeys, ElementSink sink);

    void feed(const char* data, qsizetype size);
    void feed(const QByteArray& data) { feed(data.constData(), data.size()); }
    // Ends the input; returns false (with error()) when the document was cut short or malformed.
    bool finish();

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    qint64 errorOffset() const { return m_errorOffset; }
    // The object without the streamed arrays' elements; valid after finish().
    const QByteArray& rest() const { return m_rest; }

private:
    void fail(const QString& why);
    void deliverElement();

    QSet<QString> m_streamed;
    ElementSink m_sink;
    QByteArray m_rest;
    QByteArray m_element;
    QByteArray m_key;  // the last string completed at depth 1 (a member's key, once its ':' follows)
    QString m_arrayKey;
    QString m_error;
    qint64 m_offset = 0;
    qint64 m_errorOffset = -1;
    bool m_hadElement = false;
    int m_depth = 0;
    bool m_started = false;
    bool m_done = false;  // the root object closed
    bool m_inString = false;
    bool m_escape = false;
    bool m_stringIsKey = false;
    bool m_afterColon = false;   // a top-level value is next
    bool m_inStreamed = false;   // inside a streamed array (depth 2 is its level)
    bool m_inElement = false;    // collecting an element
    bool m_elementComma = true;  // the next element may start (after '[' or ',')
};

}  // namespace tb::core
