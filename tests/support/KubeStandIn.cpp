#include "tests/support/KubeStandIn.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMutexLocker>
#include <QPointer>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrlQuery>

namespace tb::test {

namespace {

struct ResourceInfo {
    const char* groupVersion;
    const char* name;
    const char* kind;
    bool namespaced;
    const char* shortName;
};

// What discovery lists: the resources Tierbench's kubectl calls use, nothing else.
const ResourceInfo kResources[] = {
    {"v1", "nodes", "Node", false, "no"},
    {"v1", "pods", "Pod", true, "po"},
    {"v1", "pods/log", "Pod", true, ""},
    {"v1", "services", "Service", true, "svc"},
    {"v1", "persistentvolumeclaims", "PersistentVolumeClaim", true, "pvc"},
    {"v1", "namespaces", "Namespace", false, "ns"},
    {"v1", "events", "Event", true, "ev"},
    {"apps/v1", "daemonsets", "DaemonSet", true, "ds"},
    {"batch/v1", "jobs", "Job", true, ""},
    {"storage.k8s.io/v1", "storageclasses", "StorageClass", false, "sc"},
    {"apiextensions.k8s.io/v1", "customresourcedefinitions", "CustomResourceDefinition", false, "crd"},
    {"authorization.k8s.io/v1", "selfsubjectaccessreviews", "SelfSubjectAccessReview", false, ""},
    {"kubeflow.org/v2beta1", "mpijobs", "MPIJob", true, ""},
    {"jobset.x-k8s.io/v1alpha2", "jobsets", "JobSet", true, ""},
    {"kueue.x-k8s.io/v1beta1", "localqueues", "LocalQueue", true, "queue"},
    {"kueue.x-k8s.io/v1beta1", "workloads", "Workload", true, "wl"},
    {"scheduling.volcano.sh/v1beta1", "podgroups", "PodGroup", true, "pg"},
};

// A custom group is served while this CRD of it exists.
const struct {
    const char* group;
    const char* crd;
} kCustomGroups[] = {
    {"kubeflow.org", "mpijobs.kubeflow.org"},
    {"jobset.x-k8s.io", "jobsets.jobset.x-k8s.io"},
    {"kueue.x-k8s.io", "workloads.kueue.x-k8s.io"},
    {"scheduling.volcano.sh", "podgroups.scheduling.volcano.sh"},
};

QByteArray json(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray reasonPhrase(int status) {
    switch (status) {
        case 200:
            return "OK";
        case 201:
            return "Created";
        case 404:
            return "Not Found";
        case 409:
            return "Conflict";
        case 400:
            return "Bad Request";
        case 403:
            return "Forbidden";
        default:
            return "Status";
    }
}

}  // namespace

// The HTTP side: one QTcpServer on the server thread, a request per connection (answers close it), watches kept
// open and fed from a timer until their timeoutSeconds.
class KubeStandInServer : public QObject {
public:
    explicit KubeStandInServer(KubeStandIn& owner) : m_owner(owner) {}

    quint16 listen() {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, this, [this, s] { readFrom(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        m_server.listen(QHostAddress::LocalHost, 0);
        return m_server.serverPort();
    }

private:
    void readFrom(QTcpSocket* s) {
        QByteArray& buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype headerEnd = buf.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            return;
        }
        const QList<QByteArray> lines = buf.left(headerEnd).split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        qint64 length = 0;
        bool chunked = false;
        QByteArray accept;
        for (const QByteArray& l : lines.mid(1)) {
            const qsizetype colon = l.indexOf(':');
            const QByteArray name = l.left(colon).trimmed().toLower();
            const QByteArray value = l.mid(colon + 1).trimmed();
            if (name == "content-length") {
                length = value.toLongLong();
            } else if (name == "transfer-encoding" && value.toLower().contains("chunked")) {
                chunked = true;
            } else if (name == "accept") {
                accept = value;
            }
        }
        QByteArray body = buf.mid(headerEnd + 4);
        if (chunked) {
            QByteArray decoded;
            qsizetype at = 0;
            while (true) {
                const qsizetype eol = body.indexOf("\r\n", at);
                if (eol < 0) {
                    return;  // more to come
                }
                const qint64 size = body.mid(at, eol - at).toLongLong(nullptr, 16);
                if (size == 0) {
                    break;
                }
                if (body.size() < eol + 2 + size + 2) {
                    return;
                }
                decoded += body.mid(eol + 2, size);
                at = eol + 2 + size + 2;
            }
            body = decoded;
        } else if (body.size() < length) {
            return;
        }
        m_buffers.remove(s);
        const QByteArray target = first.value(1);
        const qsizetype q = target.indexOf('?');
        KubeStandIn::Request request;
        request.method = QString::fromLatin1(first.value(0));
        request.path = QString::fromUtf8(QByteArray::fromPercentEncoding(q < 0 ? target : target.left(q)));
        request.query = q < 0 ? QString() : QString::fromUtf8(target.mid(q + 1));
        request.body = body.left(length > 0 ? length : body.size());
        request.accept = accept;
        KubeStandIn::Answer answer = m_owner.handle(request);
        const QUrlQuery query(request.query);
        if (!answer.stream) {
            QByteArray head = "HTTP/1.1 " + QByteArray::number(answer.status) + ' ' + reasonPhrase(answer.status) +
                              "\r\nContent-Type: " + answer.contentType +
                              "\r\nContent-Length: " + QByteArray::number(answer.body.size()) +
                              "\r\nConnection: close\r\n\r\n";
            s->write(head + answer.body);
            s->disconnectFromHost();
            return;
        }
        s->write("HTTP/1.1 200 OK\r\nContent-Type: " + answer.contentType +
                 "\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
        for (const QByteArray& c : answer.chunks) {
            writeChunk(s, c);
        }
        if (!answer.followKey.isEmpty()) {
            follow(s, answer);
            return;
        }
        if (query.queryItemValue(QStringLiteral("watch")) != QLatin1String("true") &&
            query.queryItemValue(QStringLiteral("watch")) != QLatin1String("1")) {
            endStream(s);
            return;
        }
        // A watch: poll the state and send what changed until its timeout (kubectl's own, or 30 s).
        const QString collection = answer.body.isEmpty() ? request.path : QString::fromUtf8(answer.body);
        int timeoutS = query.queryItemValue(QStringLiteral("timeoutSeconds")).toInt();
        if (timeoutS <= 0 || timeoutS > 60) {
            timeoutS = 30;
        }
        auto* timer = new QTimer(s);
        auto seen = std::make_shared<QHash<QString, QJsonObject>>();
        // The initial state the answer already carried.
        m_owner.watchEvents(collection, request.query, *seen);
        const qint64 deadline = QDateTime::currentMSecsSinceEpoch() + qint64(timeoutS) * 1000;
        QPointer<QTcpSocket> socket(s);
        connect(timer, &QTimer::timeout, this, [this, socket, timer, collection, request, seen, deadline] {
            if (!socket || socket->state() != QAbstractSocket::ConnectedState) {
                timer->stop();
                return;
            }
            for (const QByteArray& c : m_owner.watchEvents(collection, request.query, *seen)) {
                writeChunk(socket, c);
            }
            if (QDateTime::currentMSecsSinceEpoch() > deadline) {
                timer->stop();
                endStream(socket);
            }
        });
        timer->start(50);
    }
    // A followed log: each new line as it is added, until the pod ended and all was sent, or a scripted cut drops
    // the connection mid-stream (no end chunk, as when an API server or a proxy goes away).
    void follow(QTcpSocket* s, const KubeStandIn::Answer& answer) {
        auto* timer = new QTimer(s);
        auto next = std::make_shared<int>(answer.followFrom);
        auto sent = std::make_shared<int>(0);
        QPointer<QTcpSocket> socket(s);
        const QString key = answer.followKey;
        const bool timestamps = answer.timestamps;
        auto tick = [this, socket, timer, key, timestamps, next, sent] {
            if (!socket || socket->state() != QAbstractSocket::ConnectedState) {
                timer->stop();
                return;
            }
            bool over = false, cut = false;
            for (const QByteArray& c : m_owner.followChunks(key, timestamps, *next, *sent, over, cut)) {
                writeChunk(socket, c);
            }
            if (cut) {
                timer->stop();
                socket->disconnectFromHost();  // what was written goes out, the end chunk never comes
            } else if (over) {
                timer->stop();
                endStream(socket);
            }
        };
        connect(timer, &QTimer::timeout, this, tick);
        timer->start(20);
        tick();
    }
    static void writeChunk(QTcpSocket* s, const QByteArray& c) {
        if (!c.isEmpty()) {
            s->write(QByteArray::number(c.size(), 16) + "\r\n" + c + "\r\n");
        }
    }
    static void endStream(QTcpSocket* s) {
        s->write("0\r\n\r\n");
        s->disconnectFromHost();
    }

    KubeStandIn& m_owner;
    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

KubeStandIn::KubeStandIn() = default;

KubeStandIn::~KubeStandIn() {
    if (m_thread) {
        QMetaObject::invokeMethod(
            m_server, [s = m_server] { delete s; }, Qt::BlockingQueuedConnection);
        m_thread->quit();
        m_thread->wait();
    }
}

bool KubeStandIn::start() {
    m_thread = std::make_unique<QThread>();
    m_thread->start();
    // Made on the server thread, so its QTcpServer and sockets live there.
    QObject context;
    context.moveToThread(m_thread.get());
    QMetaObject::invokeMethod(
        &context,
        [this] {
            m_server = new KubeStandInServer(*this);
            m_port = m_server->listen();
        },
        Qt::BlockingQueuedConnection);
    return m_port != 0;
}

quint16 KubeStandIn::port() const {
    return m_port;
}

QString KubeStandIn::url() const {
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

QString KubeStandIn::writeKubeconfig(const QString& dir, const QString& context, const QString& ns) const {
    const QString path = QDir(dir).filePath(QStringLiteral("kubeconfig-%1").arg(context));
    // JSON is YAML: kubectl reads it as a kubeconfig.
    const QJsonObject config{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Config")},
        {QStringLiteral("clusters"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("standin")},
                                {QStringLiteral("cluster"), QJsonObject{{QStringLiteral("server"), url()}}}}}},
        {QStringLiteral("users"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("analyst")},
                                {QStringLiteral("user"),
                                 QJsonObject{{QStringLiteral("token"), QStringLiteral("standin-secret-token")}}}}}},
        {QStringLiteral("contexts"),
         QJsonArray{
             QJsonObject{{QStringLiteral("name"), context},
                         {QStringLiteral("context"), QJsonObject{{QStringLiteral("cluster"), QStringLiteral("standin")},
                                                                 {QStringLiteral("user"), QStringLiteral("analyst")},
                                                                 {QStringLiteral("namespace"), ns}}}}}},
        {QStringLiteral("current-context"), context},
    };
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return {};
    }
    f.write(QJsonDocument(config).toJson());
    return path;
}

QString KubeStandIn::collection(const QString& groupVersion, const QString& resource, const QString& ns) {
    QString out = groupVersion == QLatin1String("v1") ? QStringLiteral("/api/v1") : u"/apis/"_qs + groupVersion;
    if (!ns.isEmpty()) {
        out += u"/namespaces/"_qs + ns;
    }
    return out + u'/' + resource;
}

void KubeStandIn::put(const QString& collection, QJsonObject object) {
    QMutexLocker lock(&m_mutex);
    QJsonObject meta = object.value(QStringLiteral("metadata")).toObject();
    meta[QStringLiteral("resourceVersion")] = QString::number(++m_resourceVersion);
    if (!meta.contains(QStringLiteral("uid"))) {
        meta[QStringLiteral("uid")] =
            QStringLiteral("00000000-0000-4000-8000-%1").arg(m_uid++, 12, 10, QLatin1Char('0'));
    }
    if (!meta.contains(QStringLiteral("creationTimestamp"))) {
        meta[QStringLiteral("creationTimestamp")] = QStringLiteral("2026-01-01T00:00:00Z");
    }
    const QStringList parts = collection.split(u'/');
    if (const qsizetype nsAt = parts.indexOf(QStringLiteral("namespaces")); nsAt >= 0 && nsAt + 2 < parts.size()) {
        meta[QStringLiteral("namespace")] = parts.value(nsAt + 1);
    }
    object[QStringLiteral("metadata")] = meta;
    // What the API server always fills in: the object's kind and apiVersion.
    const QString resource = collection.section(u'/', -1);
    for (const ResourceInfo& r : kResources) {
        if (!object.contains(QStringLiteral("kind")) && resource == QLatin1String(r.name)) {
            object[QStringLiteral("kind")] = QString::fromLatin1(r.kind);
            object[QStringLiteral("apiVersion")] = QString::fromLatin1(r.groupVersion);
        }
    }
    const QString name = meta.value(QStringLiteral("name")).toString();
    auto& items = m_state[collection];
    for (Stored& s : items) {
        if (s.object.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString() == name) {
            s.object = object;
            return;
        }
    }
    items.append({object, -1});
}

void KubeStandIn::patchStatus(const QString& collection, const QString& name, const QJsonObject& status) {
    QMutexLocker lock(&m_mutex);
    QJsonObject o = object(collection, name);
    if (o.isEmpty()) {
        return;
    }
    o[QStringLiteral("status")] = status;
    put(collection, o);
}

bool KubeStandIn::remove(const QString& collection, const QString& name) {
    QMutexLocker lock(&m_mutex);
    auto& items = m_state[collection];
    for (qsizetype i = 0; i < items.size(); ++i) {
        QJsonObject meta = items[i].object.value(QStringLiteral("metadata")).toObject();
        if (meta.value(QStringLiteral("name")).toString() != name) {
            continue;
        }
        if (items[i].lingerLists >= 0) {
            return true;  // already terminating
        }
        if (m_deleteLinger > 0 && collection.endsWith(QLatin1String("/pods"))) {
            meta[QStringLiteral("deletionTimestamp")] = QStringLiteral("2026-01-01T00:00:01Z");
            meta[QStringLiteral("resourceVersion")] = QString::number(++m_resourceVersion);
            items[i].object[QStringLiteral("metadata")] = meta;
            items[i].lingerLists = m_deleteLinger;
        } else {
            items.removeAt(i);
        }
        return true;
    }
    return false;
}

QJsonObject KubeStandIn::object(const QString& collection, const QString& name) const {
    QMutexLocker lock(&m_mutex);
    for (const Stored& s : m_state.value(collection)) {
        if (s.object.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString() == name) {
            return s.object;
        }
    }
    return {};
}

QVector<QJsonObject> KubeStandIn::list(const QString& collection) const {
    QMutexLocker lock(&m_mutex);
    QVector<QJsonObject> out;
    for (const Stored& s : m_state.value(collection)) {
        out << s.object;
    }
    return out;
}

void KubeStandIn::setLog(const QString& ns, const QString& pod, const QByteArray& text) {
    QMutexLocker lock(&m_mutex);
    QVector<LogLine>& lines = m_logs[ns + u'/' + pod];
    QByteArray before;
    for (const LogLine& l : lines) {
        before += l.text;
    }
    if (!text.startsWith(before)) {
        lines.clear();
        before.clear();
    }
    lock.unlock();
    appendLog(ns, pod, text.mid(before.size()));
}

void KubeStandIn::appendLog(const QString& ns, const QString& pod, const QByteArray& text) {
    QMutexLocker lock(&m_mutex);
    if (text.isEmpty()) {
        return;
    }
    // One timestamp for the lines added together, later than every earlier one (microseconds apart at least).
    const qint64 nowUs = QDateTime::currentMSecsSinceEpoch() * 1000;
    m_logClock = qMax(m_logClock + 1, nowUs);
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(m_logClock / 1000, Qt::UTC);
    const QByteArray stamp = t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")).toLatin1() +
                             QByteArray::number(m_logClock % 1000).rightJustified(3, '0') + "000Z";
    QVector<LogLine>& lines = m_logs[ns + u'/' + pod];
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype nl = text.indexOf('\n', at);
        const qsizetype end = nl < 0 ? text.size() : nl + 1;
        lines.append({stamp, text.mid(at, end - at)});
        at = end;
    }
}

void KubeStandIn::cutNextFollow(const QString& ns, const QString& pod, int lines, int bytesOfNext) {
    QMutexLocker lock(&m_mutex);
    m_cuts[ns + u'/' + pod] = Cut{lines, bytesOfNext};
}

int KubeStandIn::followsServed(const QString& ns, const QString& pod) const {
    QMutexLocker lock(&m_mutex);
    return m_follows.value(ns + u'/' + pod);
}

void KubeStandIn::setDeleteLinger(int lists) {
    QMutexLocker lock(&m_mutex);
    m_deleteLinger = lists;
}

void KubeStandIn::onCreate(CreateHook hook) {
    QMutexLocker lock(&m_mutex);
    m_createHooks << std::move(hook);
}

void KubeStandIn::onRead(ReadHook hook) {
    QMutexLocker lock(&m_mutex);
    m_readHooks << std::move(hook);
}

void KubeStandIn::setOverride(const QString& pathPrefix, int httpStatus, const QByteArray& body) {
    QMutexLocker lock(&m_mutex);
    if (httpStatus == 0) {
        m_overrides.remove(pathPrefix);
        return;
    }
    m_overrides[pathPrefix] = {httpStatus, body};
}

void KubeStandIn::deny(const QString& verb, const QString& resource) {
    QMutexLocker lock(&m_mutex);
    m_denied << verb + u' ' + resource;
}

QVector<KubeStandIn::Request> KubeStandIn::requests() const {
    QMutexLocker lock(&m_mutex);
    return m_requests;
}

QVector<KubeStandIn::Request> KubeStandIn::requests(const QString& method, const QString& pathContains) const {
    QVector<Request> out;
    for (const Request& r : requests()) {
        if ((method.isEmpty() || r.method == method) && r.path.contains(pathContains)) {
            out << r;
        }
    }
    return out;
}

void KubeStandIn::clearRequests() {
    QMutexLocker lock(&m_mutex);
    m_requests.clear();
}

QJsonObject KubeStandIn::statusObject(int code, const QString& reason, const QString& message) {
    return {{QStringLiteral("kind"), QStringLiteral("Status")},
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("metadata"), QJsonObject{}},
            {QStringLiteral("status"), code < 300 ? QStringLiteral("Success") : QStringLiteral("Failure")},
            {QStringLiteral("message"), message},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("code"), code}};
}

bool KubeStandIn::matches(const QJsonObject& object, const QString& query) {
    const QUrlQuery q(query);
    const QJsonObject meta = object.value(QStringLiteral("metadata")).toObject();
    const QString fields = q.queryItemValue(QStringLiteral("fieldSelector"), QUrl::FullyDecoded);
    for (const QString& term : fields.split(u',', Qt::SkipEmptyParts)) {
        const QString value = term.section(u'=', -1);
        if (term.startsWith(QLatin1String("metadata.name=")) &&
            meta.value(QStringLiteral("name")).toString() != value) {
            return false;
        }
    }
    const QJsonObject labels = meta.value(QStringLiteral("labels")).toObject();
    const QString selector = q.queryItemValue(QStringLiteral("labelSelector"), QUrl::FullyDecoded);
    for (const QString& term : selector.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = term.indexOf(u'=');
        if (eq < 0) {
            if (!labels.contains(term.trimmed())) {
                return false;
            }
            continue;
        }
        const QString key = term.left(eq).remove(u'!').trimmed();
        const QString value = term.mid(eq + 1).remove(u'=').trimmed();
        const bool negate = term.at(eq > 0 ? eq - 1 : 0) == u'!';
        const bool same = labels.value(key).toString() == value && labels.contains(key);
        if (same == negate) {
            return false;
        }
    }
    return true;
}

bool KubeStandIn::groupServed(const QString& group) const {
    // A custom resource is only served once its CRD exists, as on a real server.
    for (const auto& g : kCustomGroups) {
        if (group == QLatin1String(g.group)) {
            return !object(collection(QStringLiteral("apiextensions.k8s.io/v1"),
                                      QStringLiteral("customresourcedefinitions")),
                           QString::fromLatin1(g.crd))
                        .isEmpty();
        }
    }
    return true;
}

KubeStandIn::Answer KubeStandIn::discovery(const QString& path) const {
    Answer a;
    if (path == QLatin1String("/version")) {
        a.body = json({{QStringLiteral("major"), QStringLiteral("1")},
                       {QStringLiteral("minor"), QStringLiteral("31")},
                       {QStringLiteral("gitVersion"), QStringLiteral("v1.31.4-standin")},
                       {QStringLiteral("platform"), QStringLiteral("linux/amd64")}});
        return a;
    }
    if (path == QLatin1String("/api")) {
        a.body = json({{QStringLiteral("kind"), QStringLiteral("APIVersions")},
                       {QStringLiteral("versions"), QJsonArray{QStringLiteral("v1")}}});
        return a;
    }
    if (path == QLatin1String("/apis")) {
        QJsonArray groups;
        QStringList done;
        for (const ResourceInfo& r : kResources) {
            const QString gv = QString::fromLatin1(r.groupVersion);
            if (!gv.contains(u'/') || done.contains(gv) || !groupServed(gv.section(u'/', 0, 0))) {
                continue;
            }
            done << gv;
            const QJsonObject version{{QStringLiteral("groupVersion"), gv},
                                      {QStringLiteral("version"), gv.section(u'/', 1)}};
            groups.append(QJsonObject{{QStringLiteral("name"), gv.section(u'/', 0, 0)},
                                      {QStringLiteral("versions"), QJsonArray{version}},
                                      {QStringLiteral("preferredVersion"), version}});
        }
        a.body = json({{QStringLiteral("kind"), QStringLiteral("APIGroupList")},
                       {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("groups"), groups}});
        return a;
    }
    const QString gv = path == QLatin1String("/api/v1") ? QStringLiteral("v1") : path.mid(6);
    QJsonArray resources;
    for (const ResourceInfo& r : kResources) {
        if (QString::fromLatin1(r.groupVersion) != gv || !groupServed(gv.section(u'/', 0, 0))) {
            continue;
        }
        const QString name = QString::fromLatin1(r.name);
        QJsonObject res{{QStringLiteral("name"), name},
                        {QStringLiteral("singularName"), name.contains(u'/') ? QString() : name.chopped(1)},
                        {QStringLiteral("namespaced"), r.namespaced},
                        {QStringLiteral("kind"), QString::fromLatin1(r.kind)},
                        {QStringLiteral("verbs"),
                         name == QLatin1String("selfsubjectaccessreviews")
                             ? QJsonArray{QStringLiteral("create")}
                             : QJsonArray{QStringLiteral("create"), QStringLiteral("delete"), QStringLiteral("get"),
                                          QStringLiteral("list"), QStringLiteral("watch")}}};
        if (*r.shortName) {
            res[QStringLiteral("shortNames")] = QJsonArray{QString::fromLatin1(r.shortName)};
        }
        resources.append(res);
    }
    if (resources.isEmpty()) {
        a.status = 404;
        a.body = json(statusObject(404, QStringLiteral("NotFound"),
                                   QStringLiteral("the server could not find the requested resource")));
        return a;
    }
    a.body = json({{QStringLiteral("kind"), QStringLiteral("APIResourceList")},
                   {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                   {QStringLiteral("groupVersion"), gv},
                   {QStringLiteral("resources"), resources}});
    return a;
}

KubeStandIn::Answer KubeStandIn::handle(const Request& request) {
    QVector<ReadHook> readHooks;
    {
        QMutexLocker lock(&m_mutex);
        m_requests << request;
        for (auto it = m_overrides.cbegin(); it != m_overrides.cend(); ++it) {
            if (request.path.startsWith(it.key())) {
                Answer a;
                a.status = it.value().first;
                a.body = it.value().second;
                return a;
            }
        }
        readHooks = m_readHooks;
    }
    const QString path = request.path;
    if (path.startsWith(QLatin1String("/openapi"))) {
        Answer a;
        a.status = 404;
        a.body = json(statusObject(404, QStringLiteral("NotFound"), QStringLiteral("no OpenAPI document here")));
        return a;
    }
    if (path == QLatin1String("/version") || path == QLatin1String("/api") || path == QLatin1String("/apis") ||
        path == QLatin1String("/api/v1") || (path.startsWith(QLatin1String("/apis/")) && path.count(u'/') == 3)) {
        return discovery(path);
    }
    // /api/v1/... or /apis/G/V/..., then [namespaces/NS/]RESOURCE[/NAME[/SUB]].
    QStringList parts = path.split(u'/', Qt::SkipEmptyParts);
    const int gvParts = parts.value(0) == QLatin1String("api") ? 2 : 3;
    const QString gv = gvParts == 2 ? QStringLiteral("v1") : parts.value(1) + u'/' + parts.value(2);
    parts = parts.mid(gvParts);
    QString ns;
    if (parts.value(0) == QLatin1String("namespaces") && parts.size() >= 3) {
        ns = parts.value(1);
        parts = parts.mid(2);
    }
    const QString coll = collection(gv, parts.value(0), ns);
    const QString name = parts.value(1);
    const QString sub = parts.value(2);
    for (const ReadHook& h : readHooks) {
        h(*this, coll);
    }
    const QUrlQuery query(request.query);
    const bool watch = query.queryItemValue(QStringLiteral("watch")) == QLatin1String("true") ||
                       query.queryItemValue(QStringLiteral("watch")) == QLatin1String("1");
    if (request.method == QLatin1String("GET") && sub == QLatin1String("log")) {
        return podLog(ns, name, request.query);
    }
    if (request.method == QLatin1String("GET") && name.isEmpty()) {
        return list(coll, request.query, watch);
    }
    if (request.method == QLatin1String("POST") && name.isEmpty()) {
        return create(coll, request.body);
    }
    Answer a;
    const QJsonObject existing = object(coll, name);
    if (existing.isEmpty()) {
        a.status = 404;
        a.body = json(statusObject(404, QStringLiteral("NotFound"),
                                   QStringLiteral("%1 \"%2\" not found").arg(parts.value(0), name)));
        return a;
    }
    if (request.method == QLatin1String("GET")) {
        a.body = json(existing);
        return a;
    }
    if (request.method == QLatin1String("DELETE")) {
        remove(coll, name);
        // Owned pods go with their job (the garbage collector's part, background propagation).
        const QString uid =
            existing.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("uid")).toString();
        const QString pods = collection(QStringLiteral("v1"), QStringLiteral("pods"), ns);
        if (coll != pods) {
            for (const QJsonObject& p : list(pods)) {
                const QJsonObject meta = p.value(QStringLiteral("metadata")).toObject();
                for (const QJsonValue& owner : meta.value(QStringLiteral("ownerReferences")).toArray()) {
                    if (owner.toObject().value(QStringLiteral("uid")).toString() == uid) {
                        remove(pods, meta.value(QStringLiteral("name")).toString());
                    }
                }
            }
        }
        a.body = json(existing);
        return a;
    }
    a.status = 405;
    a.body = json(statusObject(405, QStringLiteral("MethodNotAllowed"), QStringLiteral("not served by the stand-in")));
    return a;
}

KubeStandIn::Answer KubeStandIn::list(const QString& coll, const QString& query, bool watch) {
    QMutexLocker lock(&m_mutex);
    QJsonArray items;
    // An unnamespaced list of a namespaced resource covers every namespace.
    QStringList collections{coll};
    for (auto it = m_state.cbegin(); it != m_state.cend(); ++it) {
        const QString tail = u'/' + coll.section(u'/', -1);
        if (it.key() != coll && it.key().endsWith(tail) &&
            it.key().startsWith(coll.chopped(tail.size()) + u"/namespaces/"_qs)) {
            collections << it.key();
        }
    }
    for (const QString& c : collections) {
        auto& stored = m_state[c];
        for (qsizetype i = 0; i < stored.size();) {
            if (matches(stored[i].object, query)) {
                items.append(stored[i].object);
            }
            if (!watch && stored[i].lingerLists > 0 && --stored[i].lingerLists == 0) {
                stored.removeAt(i);  // graceful termination over
                continue;
            }
            ++i;
        }
    }
    Answer a;
    if (watch) {
        a.stream = true;
        a.body = coll.toUtf8();
        for (const QJsonValue& v : items) {
            a.chunks << json({{QStringLiteral("type"), QStringLiteral("ADDED")}, {QStringLiteral("object"), v}}) + '\n';
        }
        return a;
    }
    QString kind = QStringLiteral("List");
    for (const ResourceInfo& r : kResources) {
        if (coll.endsWith(u'/' + QString::fromLatin1(r.name))) {
            kind = QString::fromLatin1(r.kind) + QStringLiteral("List");
        }
    }
    a.body = json({{QStringLiteral("kind"), kind},
                   {QStringLiteral("apiVersion"),
                    coll.startsWith(QLatin1String("/api/")) ? QStringLiteral("v1") : coll.section(u'/', 2, 3)},
                   {QStringLiteral("metadata"),
                    QJsonObject{{QStringLiteral("resourceVersion"), QString::number(m_resourceVersion)}}},
                   {QStringLiteral("items"), items}});
    return a;
}

QList<QByteArray> KubeStandIn::watchEvents(const QString& coll, const QString& query,
                                           QHash<QString, QJsonObject>& seen) {
    QMutexLocker lock(&m_mutex);
    QList<QByteArray> out;
    QSet<QString> present;
    for (const Stored& s : m_state.value(coll)) {
        if (!matches(s.object, query)) {
            continue;
        }
        const QJsonObject meta = s.object.value(QStringLiteral("metadata")).toObject();
        const QString name = meta.value(QStringLiteral("name")).toString();
        const QString rv = meta.value(QStringLiteral("resourceVersion")).toString();
        present.insert(name);
        const QString seenRv = seen.value(name)
                                   .value(QStringLiteral("metadata"))
                                   .toObject()
                                   .value(QStringLiteral("resourceVersion"))
                                   .toString();
        if (seenRv != rv) {
            out << json({{QStringLiteral("type"),
                          seen.contains(name) ? QStringLiteral("MODIFIED") : QStringLiteral("ADDED")},
                         {QStringLiteral("object"), s.object}}) +
                       '\n';
            seen[name] = s.object;
        }
    }
    for (auto it = seen.begin(); it != seen.end();) {
        if (!present.contains(it.key())) {
            // The object as last seen, with the version of its deletion.
            QJsonObject gone = it.value();
            QJsonObject meta = gone.value(QStringLiteral("metadata")).toObject();
            meta[QStringLiteral("resourceVersion")] = QString::number(++m_resourceVersion);
            gone[QStringLiteral("metadata")] = meta;
            out << json({{QStringLiteral("type"), QStringLiteral("DELETED")}, {QStringLiteral("object"), gone}}) + '\n';
            it = seen.erase(it);
        } else {
            ++it;
        }
    }
    return out;
}

KubeStandIn::Answer KubeStandIn::create(const QString& coll, const QByteArray& body) {
    Answer a;
    QJsonParseError error;
    QJsonObject obj = QJsonDocument::fromJson(body, &error).object();
    if (error.error != QJsonParseError::NoError) {
        a.status = 400;
        a.body = json(statusObject(400, QStringLiteral("BadRequest"), error.errorString()));
        return a;
    }
    QVector<CreateHook> hooks;
    {
        QMutexLocker lock(&m_mutex);
        if (coll.endsWith(QLatin1String("/selfsubjectaccessreviews"))) {
            const QJsonObject attrs =
                obj.value(QStringLiteral("spec")).toObject().value(QStringLiteral("resourceAttributes")).toObject();
            const QString key = attrs.value(QStringLiteral("verb")).toString() + u' ' +
                                attrs.value(QStringLiteral("resource")).toString();
            obj[QStringLiteral("status")] = QJsonObject{{QStringLiteral("allowed"), !m_denied.contains(key)}};
            a.status = 201;
            a.body = json(obj);
            return a;
        }
        const QString name = obj.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
        if (!object(coll, name).isEmpty()) {
            a.status = 409;
            a.body = json(statusObject(409, QStringLiteral("AlreadyExists"),
                                       QStringLiteral("%1 \"%2\" already exists").arg(coll.section(u'/', -1), name)));
            return a;
        }
        const QStringList parts = coll.split(u'/');
        const qsizetype nsAt = parts.indexOf(QStringLiteral("namespaces"));
        if (nsAt >= 0) {
            QJsonObject meta = obj.value(QStringLiteral("metadata")).toObject();
            meta[QStringLiteral("namespace")] = parts.value(nsAt + 1);
            obj[QStringLiteral("metadata")] = meta;
        }
        put(coll, obj);
        obj = object(coll, name);
        hooks = m_createHooks;
    }
    for (const CreateHook& h : hooks) {
        h(*this, coll, obj);
    }
    a.status = 201;
    a.body = json(obj);
    return a;
}

KubeStandIn::Answer KubeStandIn::podLog(const QString& ns, const QString& pod, const QString& query) {
    QMutexLocker lock(&m_mutex);
    Answer a;
    a.contentType = "text/plain";
    if (object(collection(QStringLiteral("v1"), QStringLiteral("pods"), ns), pod).isEmpty()) {
        a.status = 404;
        a.contentType = "application/json";
        a.body = json(statusObject(404, QStringLiteral("NotFound"), QStringLiteral("pods \"%1\" not found").arg(pod)));
        return a;
    }
    const QString key = ns + u'/' + pod;
    const QVector<LogLine> lines = m_logs.value(key);
    const QUrlQuery q(query);
    const bool timestamps = q.queryItemValue(QStringLiteral("timestamps")) == QLatin1String("true");
    // sinceTime has second precision (RFC 3339): lines of that second and later.
    int from = 0;
    const QString since = q.queryItemValue(QStringLiteral("sinceTime"), QUrl::FullyDecoded);
    if (!since.isEmpty()) {
        const QByteArray cutoff = QDateTime::fromString(since, Qt::ISODate)
                                      .toUTC()
                                      .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"))
                                      .toLatin1();
        while (from < lines.size() && lines[from].stamp.left(19) < cutoff) {
            ++from;
        }
    }
    if (q.queryItemValue(QStringLiteral("follow")) == QLatin1String("true")) {
        a.stream = true;
        a.followKey = key;
        a.timestamps = timestamps;
        a.followFrom = from;
        ++m_follows[key];
        return a;
    }
    QByteArray text;
    for (int i = from; i < lines.size(); ++i) {
        text += (timestamps ? lines[i].stamp + ' ' : QByteArray()) + lines[i].text;
    }
    const qint64 limit = q.queryItemValue(QStringLiteral("limitBytes")).toLongLong();
    a.body = limit > 0 ? text.left(limit) : text;
    return a;
}

QList<QByteArray> KubeStandIn::followChunks(const QString& key, bool timestamps, int& next, int& sentInStream,
                                            bool& over, bool& cut) {
    QMutexLocker lock(&m_mutex);
    QList<QByteArray> out;
    const QVector<LogLine>& lines = m_logs[key];
    Cut& c = m_cuts[key];
    cut = false;
    while (next < lines.size()) {
        const QByteArray line = (timestamps ? lines[next].stamp + ' ' : QByteArray()) + lines[next].text;
        if (c.lines >= 0 && sentInStream >= c.lines) {
            if (c.bytes > 0) {
                out << line.left(c.bytes);
            }
            c = Cut();
            cut = true;
            return out;
        }
        out << line;
        ++next;
        ++sentInStream;
    }
    const QString ns = key.section(u'/', 0, 0);
    const QJsonObject pod = object(collection(QStringLiteral("v1"), QStringLiteral("pods"), ns), key.section(u'/', 1));
    const QString phase = pod.value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")).toString();
    over = pod.isEmpty() || phase == QLatin1String("Succeeded") || phase == QLatin1String("Failed");
    return out;
}

}  // namespace tb::test
