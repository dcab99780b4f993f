#include "core/launch/slurm/SlurmNode.h"

#include "core/launch/slurm/SlurmKeyValue.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::core {

namespace {
QStringList strings(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& item : v.toArray()) {
        if (item.isString()) {
            out << item.toString();
        }
    }
    return out;
}

// A JSON number Slurm writes as a plain integer (some versions nest it as {"number": N, "set": true}).
qint64 integer(const QJsonValue& v) {
    if (v.isObject()) {
        return integer(v.toObject().value(QLatin1String("number")));
    }
    const double d = v.toDouble();
    return d > 0 && d < 9.0e15 ? static_cast<qint64>(d) : 0;
}
}  // namespace

int SlurmNode::gpuCount(const QString& gres) {
    // Comma-separated entries name[:type][:count][(extra)], where the extra may itself hold commas; only "gpu"
    // counts, "gpu:h100" alone means one.
    qint64 total = 0;
    int depth = 0;
    QString current;
    const auto take = [&]() {
        const QStringList parts = current.section(u'(', 0, 0).trimmed().split(u':');
        current.clear();
        if (parts.value(0) != QLatin1String("gpu")) {
            return;
        }
        bool numeric = false;
        const qint64 count = parts.size() > 1 ? parts.last().toLongLong(&numeric) : 1;
        total += numeric ? qBound(qint64(0), count, qint64(1) << 20) : 1;
    };
    for (const QChar c : gres) {
        if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        }
        if (c == u',' && depth <= 0) {
            take();
        } else {
            current += c;
        }
    }
    take();
    return static_cast<int>(qBound(qint64(0), total, qint64(1) << 20));
}

bool SlurmNode::usable() const {
    static const QStringList bad{QStringLiteral("DRAIN"),        QStringLiteral("NOT_RESPONDING"),
                                 QStringLiteral("MAINTENANCE"),  QStringLiteral("FAIL"),
                                 QStringLiteral("POWERED_DOWN"), QStringLiteral("POWER_DOWN"),
                                 QStringLiteral("INVALID_REG"),  QStringLiteral("REBOOT_ISSUED")};
    for (const QString& f : flags) {
        if (bad.contains(f)) {
            return false;
        }
    }
    return state == QLatin1String("idle") || state == QLatin1String("mixed") || state == QLatin1String("allocated") ||
           state == QLatin1String("completing");
}

QString SlurmNode::describe() const {
    QString text = state;
    if (flags.contains(QStringLiteral("DRAIN"))) {
        text = state == QLatin1String("idle") || state == QLatin1String("down") ? SlurmNode::tr("drained")
                                                                                : SlurmNode::tr("draining");
    }
    QStringList notes;
    if (flags.contains(QStringLiteral("NOT_RESPONDING"))) {
        notes << SlurmNode::tr("not responding");
    }
    if (flags.contains(QStringLiteral("MAINTENANCE"))) {
        notes << SlurmNode::tr("maintenance");
    }
    if (flags.contains(QStringLiteral("FAIL"))) {
        notes << SlurmNode::tr("failing");
    }
    if (!notes.isEmpty()) {
        text += QStringLiteral(" (") + notes.join(QStringLiteral(", ")) + u')';
    }
    if (!reason.isEmpty() && !usable()) {
        text += QStringLiteral(": ") + reason;
    }
    return text;
}

Result<QVector<SlurmNode>> SlurmNode::fromSinfoJson(const QByteArray& json) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(ErrorCode::Parse, SlurmNode::tr("sinfo --json did not print a JSON object"),
                         error.errorString());
    }
    const QJsonValue nodes = doc.object().value(QLatin1String("nodes"));
    if (!nodes.isArray()) {
        return makeError(ErrorCode::Parse, SlurmNode::tr("sinfo --json printed no node list"));
    }
    QVector<SlurmNode> out;
    for (const QJsonValue& v : nodes.toArray()) {
        const QJsonObject o = v.toObject();
        SlurmNode n;
        n.name = o.value(QLatin1String("name")).toString();
        if (n.name.isEmpty()) {
            continue;
        }
        n.address = o.value(QLatin1String("address")).toString();
        n.hostname = o.value(QLatin1String("hostname")).toString();
        // 22.05: "state": "down" + "state_flags"; 23.02+: "state": ["DOWN", "DRAIN", ...].
        const QJsonValue state = o.value(QLatin1String("state"));
        if (state.isArray()) {
            const QStringList all = strings(state);
            n.state = all.value(0).toLower();
            n.flags = all.mid(1);
        } else {
            n.state = state.toString().toLower();
            n.flags = strings(o.value(QLatin1String("state_flags")));
        }
        n.reason = o.value(QLatin1String("reason")).toString();
        n.reasonUser = o.value(QLatin1String("reason_set_by_user")).toString().left(64);
        if (const qint64 changed = integer(o.value(QLatin1String("reason_changed_at")));
            changed > 0 && !n.reason.isEmpty()) {
            // In scontrol's form (no zone; scontrol prints the controller's clock, which clusters keep in UTC).
            n.reasonTime =
                QDateTime::fromSecsSinceEpoch(changed, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
        }
        n.partitions = strings(o.value(QLatin1String("partitions")));
        n.cpus = static_cast<int>(qMin<qint64>(integer(o.value(QLatin1String("cpus"))), 1 << 24));
        n.allocCpus = static_cast<int>(qMin<qint64>(integer(o.value(QLatin1String("alloc_cpus"))), 1 << 24));
        n.realMemoryMb = integer(o.value(QLatin1String("real_memory")));
        n.gres = o.value(QLatin1String("gres")).toString();
        n.gresUsed = o.value(QLatin1String("gres_used")).toString();
        n.features = o.value(QLatin1String("features")).toString();
        n.version = o.value(QLatin1String("slurmd_version")).toString();
        if (n.version.isEmpty()) {
            n.version = o.value(QLatin1String("version")).toString();
        }
        n.os = o.value(QLatin1String("operating_system")).toString();
        out.append(n);
    }
    return out;
}

QVector<SlurmNode> SlurmNode::fromScontrol(const QString& text) {
    QVector<SlurmNode> out;
    for (const SlurmRecord& r : SlurmKeyValue::records(text, {QStringLiteral("NodeName")})) {
        SlurmNode n;
        n.name = r.value(u"NodeName");
        if (n.name.isEmpty()) {
            continue;
        }
        n.address = r.value(u"NodeAddr");
        n.hostname = r.value(u"NodeHostName");
        const QStringList state = r.value(u"State").split(u'+', Qt::SkipEmptyParts);
        n.state = state.value(0).remove(u'*').toLower();
        n.flags = state.mid(1);
        if (r.value(u"State").contains(u'*') && !n.flags.contains(QStringLiteral("NOT_RESPONDING"))) {
            n.flags << QStringLiteral("NOT_RESPONDING");
        }
        n.reason = r.value(u"Reason");
        // "ib port down [root@2026-12-01T10:44:24]": who and when move to their own fields, the reason stays. Read
        // from the end without a regular expression: a reason is untrusted and may be a megabyte of brackets.
        const QString trimmedReason = n.reason.trimmed();
        const qsizetype open = trimmedReason.lastIndexOf(u'[');
        const qsizetype at = open < 0 ? -1 : trimmedReason.indexOf(u'@', open);
        if (trimmedReason.endsWith(u']') && at > open) {
            n.reasonUser = trimmedReason.mid(open + 1, at - open - 1).trimmed().left(64);
            n.reasonTime = trimmedReason.mid(at + 1, trimmedReason.size() - at - 2).trimmed().left(64);
            n.reason = trimmedReason.left(open).trimmed();
        }
        n.partitions = r.value(u"Partitions").split(u',', Qt::SkipEmptyParts);
        n.cpus = r.value(u"CPUTot").toInt();
        n.allocCpus = r.value(u"CPUAlloc").toInt();
        n.realMemoryMb = r.value(u"RealMemory").toLongLong();
        n.gres = SlurmKeyValue::isUnset(r.value(u"Gres")) ? QString() : r.value(u"Gres");
        n.features = SlurmKeyValue::isUnset(r.value(u"AvailableFeatures")) ? QString() : r.value(u"AvailableFeatures");
        n.version = r.value(u"Version");
        n.os = r.value(u"OS");
        out.append(n);
    }
    return out;
}

}  // namespace tb::core
