#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

namespace tb::core {

// Reads one JSON object in chunks and hands the children of some of its containers to a callback one at a time, so
// a document near the import cap is never held, or built as a tree, whole (issue 13.2: a 250 MiB document peaked at
// 2.66 GB). A streamed container is named by its path of member names from the root ("results",
// "nvbandwidth/testcases", "*/test_categories"; "*" is any one name, "" the root object itself): the elements of an
// array, or the member values of an object, are delivered. Everything else of the document is kept as text with
// those containers left empty ("results": []), to be parsed once at the end with QJsonDocument: small by
// construction, and refused above kMaxRest. A path runs through objects only: a container inside an array is never
// streamed.
//
// It checks structure (strings, escapes, nesting, separators, member names); each element and the rest are then
// parsed by QJsonDocument, which checks the rest of the grammar (the scalars). The first error stops it: error()
// says what and where, and no later element is delivered.
class JsonMemberStream {
    Q_DECLARE_TR_FUNCTIONS(JsonMemberStream)

public:
    static constexpr qsizetype kMaxElement = 16 * 1024 * 1024;
    static constexpr qsizetype kMaxRest = 16 * 1024 * 1024;
    static constexpr int kMaxDepth = 256;

    struct Element {
        QString container;       // the streamed container's path, as given to the constructor's match ("results")
        QString member;          // an object member's name (decoded); empty for an array element
        const QByteArray& text;  // the element's JSON text (an object, array or scalar); valid during the call
    };
    using ElementSink = std::function<void(const Element&)>;

    JsonMemberStream(const QStringList& streamedPaths, ElementSink sink);

    void feed(const char* data, qsizetype size);
    void feed(const QByteArray& data) { feed(data.constData(), data.size()); }
    // Ends the input; returns false (with error()) when the document was cut short or malformed.
    bool finish();

    bool failed() const { return !m_error.isEmpty(); }
    // The root object closed: the document was complete (an error after it is about text that follows).
    bool done() const { return m_done; }
    QString error() const { return m_error; }
    qint64 errorOffset() const { return m_errorOffset; }
    // The object without the streamed containers' children; valid after finish().
    const QByteArray& rest() const { return m_rest; }

private:
    enum class Expect { KeyOrEnd, Key, Colon, Value, ValueOrEnd, CommaOrEnd };
    struct Frame {
        bool object = false;
        bool streamed = false;
        bool onPath = false;  // every container above is an object, outside any captured element
        Expect expect = Expect::Value;
        QStringList path;  // only for frames on a path
        QByteArray key;    // an object's current member name (raw JSON text), only for frames on a path
    };

    void fail(const QString& why);
    void out(char c);
    void structural(char c);
    void startValue(char c);
    void closeContainer(char c);
    void valueDone();
    void keyDone();
    bool matches(const QStringList& path) const;
    static QString decodeKey(const QByteArray& raw);

    QList<QStringList> m_patterns;
    ElementSink m_sink;
    QByteArray m_rest;
    QByteArray m_element;
    QVector<Frame> m_stack;
    QString m_error;
    qint64 m_offset = 0;
    qint64 m_errorOffset = -1;
    bool m_started = false;
    bool m_done = false;  // the root object closed
    bool m_inString = false;
    bool m_escape = false;
    bool m_stringIsKey = false;
    bool m_inScalar = false;
    bool m_capturing = false;  // an element of a streamed container is being collected
    qsizetype m_captureDepth = 0;
    QString m_captureContainer;
    QString m_captureMember;
};

}  // namespace tb::core
