#include "core/launch/JobOutputDemux.h"

#include "core/launch/ClusterLauncher.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
constexpr qsizetype kMaxLine = 1024 * 1024;

bool plausibleNode(const QString& n) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.\\-\\[\\],]{1,4096}$"));
    return re.match(n).hasMatch();
}
}  // namespace

JobOutputDemux::JobOutputDemux(const ClusterLauncher& launcher) : m_launcher(launcher) {}

void JobOutputDemux::feed(QByteArrayView chunk) {
    split(m_out, chunk, false);
}

void JobOutputDemux::feedErrors(QByteArrayView chunk) {
    split(m_err, chunk, true);
}

void JobOutputDemux::split(Stream& stream, QByteArrayView chunk, bool errors) {
    m_bytes += chunk.size();
    qsizetype at = 0;
    while (at < chunk.size()) {
        const qsizetype nl = chunk.indexOf('\n', at);
        const qsizetype end = nl < 0 ? chunk.size() : nl;
        if (!stream.dropping) {
            const qsizetype room = kMaxLine - stream.partial.size();
            stream.partial.append(chunk.sliced(at, qMin(end - at, qMax<qsizetype>(0, room))));
            if (end - at > room) {
                stream.dropping = true;  // the rest of an overlong line goes
            }
        }
        if (nl < 0) {
            break;
        }
        line(stream.partial, errors);
        stream.partial.clear();
        stream.dropping = false;
        at = nl + 1;
    }
}

void JobOutputDemux::finish() {
    for (Stream* s : {&m_out, &m_err}) {
        if (!s->partial.isEmpty()) {
            line(s->partial, s == &m_err);
            s->partial.clear();
        }
        s->dropping = false;
    }
}

void JobOutputDemux::line(QByteArrayView raw, bool errors) {
    const TaskLine t = m_launcher.splitLine(raw);
    if (t.rank < 0) {
        if (!errors && t.text.startsWith("@tb job ")) {
            const QList<QByteArray> f = t.text.split(' ');
            const QString nodes = QString::fromUtf8(f.value(3));
            if (plausibleNode(nodes)) {
                m_allocation = nodes;
            }
            return;
        }
        if (!errors && t.text.startsWith("@tb step-exit ")) {
            bool ok = false;
            const int code = t.text.mid(14).trimmed().toInt(&ok);
            if (ok) {
                m_stepExit = code;
            }
            return;
        }
        if (auto f = m_launcher.failureLine(t.text)) {
            m_failures.append(*f);
        }
        if (onJobLine) {
            onJobLine(t.text + '\n');
        }
        return;
    }
    if (errors) {
        if (auto f = m_launcher.failureLine(t.text)) {
            m_failures.append(*f);  // slurmstepd's messages reach the file through a task's stderr
        }
        if (onTaskError) {
            onTaskError(t.rank, t.text + '\n');
        }
        return;
    }
    if (t.text.startsWith("@tb task ")) {
        const QList<QByteArray> f = t.text.split(' ');
        const QString node = QString::fromUtf8(f.value(3)).trimmed();
        if (f.value(2).toInt() == t.rank && plausibleNode(node) && !node.contains(u',')) {
            m_rankNodes.insert(t.rank, node);
        }
        return;
    }
    m_ranksWithOutput.insert(t.rank);
    // tb-coll names the rank that brought a multi-process run down ("rank 2 failed: ...").
    if (t.text.contains("failed") && t.text.contains("\"error\"")) {
        static const QRegularExpression failed(QStringLiteral("rank (\\d{1,6}) failed"));
        auto it = failed.globalMatch(QString::fromUtf8(t.text.left(4096)));
        while (it.hasNext()) {
            m_reportedRanks.insert(it.next().captured(1).toInt());
        }
    }
    if (onTaskLine) {
        onTaskLine(t.rank, t.text + '\n');
    }
}

}  // namespace tb::core
