#include "core/cluster/kube/KubeLogFollow.h"

#include "core/cluster/kube/Kubectl.h"

#include <QDateTime>
#include <QElapsedTimer>

namespace tb::core {

namespace {
// "2026-12-03T14:20:06.123456789Z" (RFC 3339, UTC as the kubelet writes it) -> seconds and nanoseconds.
bool parseStamp(const QByteArray& s, qint64& secs, int& nanos) {
    if (s.size() < 20 || s.at(4) != '-' || s.at(10) != 'T' || !s.endsWith('Z')) {
        return false;
    }
    const QDateTime t = QDateTime::fromString(QString::fromLatin1(s.left(19)), Qt::ISODate);
    if (!t.isValid()) {
        return false;
    }
    secs = QDateTime(t.date(), t.time(), Qt::UTC).toSecsSinceEpoch();
    nanos = 0;
    if (s.size() > 21 && s.at(19) == '.') {
        QByteArray frac = s.mid(20, s.size() - 21);
        if (frac.size() > 9) {
            return false;
        }
        bool ok = false;
        nanos = frac.leftJustified(9, '0').toInt(&ok);
        return ok;
    }
    return s.size() == 20;
}
}  // namespace

QByteArray KubeLogCursor::line(const QByteArray& raw) {
    const qsizetype space = raw.indexOf(' ');
    qint64 secs = 0;
    int nanos = 0;
    if (space <= 0 || !parseStamp(raw.left(space), secs, nanos)) {
        m_resuming = false;
        ++m_lines;
        return raw;
    }
    if (m_resuming) {
        const bool older = secs < m_lastSecs || (secs == m_lastSecs && nanos < m_lastNanos);
        const bool same = secs == m_lastSecs && nanos == m_lastNanos;
        if (older) {
            return {};
        }
        if (same && m_equalSkipped < m_atLast) {
            ++m_equalSkipped;
            return {};
        }
        m_resuming = false;
    }
    if (secs == m_lastSecs && nanos == m_lastNanos) {
        ++m_atLast;
    } else {
        m_lastSecs = secs;
        m_lastNanos = nanos;
        m_atLast = 1;
    }
    ++m_lines;
    return raw.mid(space + 1);
}

QByteArray KubeLogCursor::feed(const QByteArray& bytes) {
    m_partial += bytes;
    QByteArray out;
    qsizetype at = 0;
    for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', at)) {
        out += line(m_partial.mid(at, nl + 1 - at));
        at = nl + 1;
    }
    m_partial.remove(0, at);
    return out;
}

void KubeLogCursor::resume() {
    m_partial.clear();  // a cut line comes again whole
    m_resuming = m_lastSecs >= 0;
    m_equalSkipped = 0;
}

QByteArray KubeLogCursor::finish() {
    const QByteArray rest = m_partial;
    m_partial.clear();
    return rest.isEmpty() ? rest : line(rest);
}

QString KubeLogCursor::sinceTime() const {
    if (m_lastSecs < 0) {
        return {};
    }
    return QDateTime::fromSecsSinceEpoch(m_lastSecs, Qt::UTC).toString(Qt::ISODate);
}

KubeLogFollower::KubeLogFollower(Kubectl& kubectl, std::function<void(qint64 pid)> onStream)
    : m_kubectl(kubectl), m_onStream(std::move(onStream)) {}

KubeLogFollower::~KubeLogFollower() = default;  // the stream's destructor kills and reaps kubectl

void KubeLogFollower::setPod(const QString& pod) {
    if (pod == m_pod) {
        return;
    }
    m_stream.reset();
    m_pod = pod;
    m_cursor = KubeLogCursor();
}

QStringList KubeLogFollower::logArgs(bool followed) const {
    QStringList args{QStringLiteral("logs")};
    if (followed) {
        args << QStringLiteral("-f");
    }
    args << QStringLiteral("pod/") + m_pod << QStringLiteral("--all-containers") << QStringLiteral("--timestamps");
    if (const QString since = m_cursor.sinceTime(); !since.isEmpty()) {
        args << QStringLiteral("--since-time=") + since;
    }
    return args;
}

bool KubeLogFollower::streaming() const {
    return m_stream && !m_stream->ended();
}

QByteArray KubeLogFollower::read(int waitMs) {
    return m_stream ? m_cursor.feed(m_stream->read(waitMs)) : QByteArray();
}

QByteArray KubeLogFollower::catchUp() {
    m_cursor.resume();
    auto r = m_kubectl.run(logArgs(false));
    if (!r || r->exitCode != 0) {
        return {};  // the pod may be gone (cancel); what was streamed stays
    }
    return m_cursor.feed(r->out);
}

QByteArray KubeLogFollower::poll() {
    if (m_pod.isEmpty()) {
        return {};
    }
    QByteArray out;
    if (m_stream && !m_stream->ended()) {
        return m_cursor.feed(m_stream->read(0));
    }
    if (m_stream) {
        out += m_cursor.feed(m_stream->read(0));  // its last bytes
        m_stream.reset();
    }
    if (m_canFollow) {
        m_cursor.resume();
        m_stream = m_kubectl.follow(logArgs(true));
        if (!m_stream) {
            m_canFollow = false;  // this kubectl keeps no stream: poll since the last line
        } else {
            ++m_started;
            if (m_onStream) {
                m_onStream(m_stream->pid());
            }
            return out + m_cursor.feed(m_stream->read(0));
        }
    }
    return out + catchUp();
}

QByteArray KubeLogFollower::finish(int drainMs) {
    if (m_pod.isEmpty()) {
        return {};
    }
    QByteArray out;
    if (m_stream) {
        // The containers have ended: the stream closes by itself once it has given everything.
        QElapsedTimer clock;
        clock.start();
        while (!m_stream->ended() && clock.elapsed() < drainMs) {
            out += m_cursor.feed(m_stream->read(100));
        }
        out += m_cursor.feed(m_stream->read(0));
        m_stream.reset();
    }
    out += catchUp();
    return out + m_cursor.finish();
}

}  // namespace tb::core
