#include "core/launch/kube/KubeLogCursor.h"

#include <QDateTime>

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

}  // namespace tb::core
