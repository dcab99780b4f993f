#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMutex>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <memory>

class QThread;

namespace tb::test {

class KubeStandInServer;

// A stand-in for a Kubernetes API server on 127.0.0.1 (plain HTTP/1.1, its own thread), for driving the real
// kubectl in tests: no Kubernetes API server can run on this machine. It serves /version, legacy discovery (/api,
// /apis, /api/v1, /apis/GROUP/VERSION) for the resources Tierbench uses, GET / LIST (label selectors with = and
// existence) / CREATE / DELETE on any of them from a scripted state, `?watch=true` as a chunked event stream,
// pods/log (with follow), and records every request. /openapi/v2 and /openapi/v3 answer 404, so kubectl must be run
// with --validate=false (the manifests are checked against schema fixtures in the tests instead).
//
// Thread-safe: the test thread scripts the state while kubectl talks to the server thread.
class KubeStandIn {
public:
    struct Request {
        QString method, path, query;
        QByteArray body;
        QByteArray accept;
    };
    // Called (on the server thread, without the state lock) after an object was created in `collection` (e.g.
    // "/apis/batch/v1/namespaces/tb/jobs"); the test scripts what the cluster would do (create pods, set status).
    using CreateHook = std::function<void(KubeStandIn&, const QString& collection, const QJsonObject& created)>;
    // Called before a LIST/GET answers, so a test can move state along as kubectl polls ("the job finishes on the
    // third poll").
    using ReadHook = std::function<void(KubeStandIn&, const QString& collection)>;

    KubeStandIn();
    ~KubeStandIn();

    bool start();
    quint16 port() const;
    QString url() const;
    // Writes a kubeconfig naming this server (context `context`, namespace `ns`) and returns its path.
    QString writeKubeconfig(const QString& dir, const QString& context = QStringLiteral("standin"),
                            const QString& ns = QStringLiteral("default")) const;

    // The collection path of a resource: "/api/v1" + "/namespaces/NS" (namespaced) + "/RESOURCE".
    static QString collection(const QString& groupVersion, const QString& resource, const QString& ns = QString());

    void put(const QString& collection, QJsonObject object);
    void patchStatus(const QString& collection, const QString& name, const QJsonObject& status);
    bool remove(const QString& collection, const QString& name);
    QJsonObject object(const QString& collection, const QString& name) const;
    QVector<QJsonObject> list(const QString& collection) const;
    // Log text of a pod (all containers). Each line gets its timestamp when it first appears (a text that extends the
    // previous one keeps the old lines' timestamps; lines added together share one, as real ones can). `timestamps`
    // prefixes them, `sinceTime` (seconds) filters them. A `follow` request stays open and gets each new line as it
    // is added, until the pod's phase is Succeeded or Failed (or it is gone) and every line was sent.
    void setLog(const QString& ns, const QString& pod, const QByteArray& text);
    void appendLog(const QString& ns, const QString& pod, const QByteArray& lines);
    // The next followed stream of the pod breaks (the connection is dropped, no end chunk) after it sent `lines`
    // lines, and after `bytesOfNext` bytes of the line after them (a line cut in the middle). Once.
    void cutNextFollow(const QString& ns, const QString& pod, int lines, int bytesOfNext = 0);
    int followsServed(const QString& ns, const QString& pod) const;
    // A deleted pod stays listed (terminating) for this many more LISTs of its collection: graceful shutdown.
    void setDeleteLinger(int lists);
    void onCreate(CreateHook hook);
    void onRead(ReadHook hook);
    // Answer every request whose path starts with prefix with this HTTP status and body (hostile servers); status 0
    // removes the override.
    void setOverride(const QString& pathPrefix, int httpStatus, const QByteArray& body);
    // `kubectl auth can-i VERB RESOURCE` answers no for these ("create pods").
    void deny(const QString& verb, const QString& resource);

    QVector<Request> requests() const;
    QVector<Request> requests(const QString& method, const QString& pathContains) const;
    void clearRequests();

private:
    friend class KubeStandInServer;
    struct Stored {
        QJsonObject object;
        int lingerLists = -1;  // >= 0: deleted, still listed that many more times
    };
    struct Answer {
        int status = 200;
        QByteArray body;
        QByteArray contentType = "application/json";
        bool stream = false;  // chunked: watch events / followed log
        QList<QByteArray> chunks;
        QString followKey;  // a followed log ("ns/pod"), fed by followChunks
        bool timestamps = false;
        int followFrom = 0;
    };
    Answer handle(const Request& request);
    Answer discovery(const QString& path) const;
    Answer list(const QString& collection, const QString& query, bool watch);
    Answer create(const QString& collection, const QByteArray& body);
    Answer podLog(const QString& ns, const QString& pod, const QString& query);
    static QJsonObject statusObject(int code, const QString& reason, const QString& message);
    static bool matches(const QJsonObject& object, const QString& query);
    // Watch: the events since `seen` (name -> resourceVersion), updating it.
    QList<QByteArray> watchEvents(const QString& collection, const QString& query, QHash<QString, QJsonObject>& seen);
    bool groupServed(const QString& group) const;

    mutable QRecursiveMutex m_mutex;
    QHash<QString, QVector<Stored>> m_state;
    struct LogLine {
        QByteArray stamp;  // RFC 3339 with nanoseconds, UTC
        QByteArray text;   // with its newline
    };
    struct Cut {
        int lines = -1, bytes = 0;
    };
    // The lines of the followed stream from `from`: what to send now, whether it is over.
    QList<QByteArray> followChunks(const QString& key, bool timestamps, int& next, int& sentInStream, bool& over,
                                   bool& cut);
    QHash<QString, QVector<LogLine>> m_logs;
    QHash<QString, Cut> m_cuts;
    QHash<QString, int> m_follows;
    qint64 m_logClock = 0;
    QVector<Request> m_requests;
    QVector<CreateHook> m_createHooks;
    QVector<ReadHook> m_readHooks;
    QHash<QString, QPair<int, QByteArray>> m_overrides;
    QStringList m_denied;
    int m_deleteLinger = 0;
    qint64 m_resourceVersion = 1000;
    qint64 m_uid = 1;
    std::unique_ptr<QThread> m_thread;
    KubeStandInServer* m_server = nullptr;
    quint16 m_port = 0;
};

}  // namespace tb::test
