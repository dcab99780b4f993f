#include "core/launch/slurm/SlurmJobStatus.h"

#include "core/launch/slurm/SlurmKeyValue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace tb::core {

namespace {
bool plausibleId(const QString& id) {
    static const QRegularExpression re(QStringLiteral("^\\d{1,12}([_+]\\d{1,12})?$"));
    return re.match(id).hasMatch();
}

QString cleanReason(const QString& r) {
    return SlurmKeyValue::isUnset(r) ? QString() : r.left(1000);
}

QString cleanNodes(const QString& n) {
    return SlurmKeyValue::isUnset(n) || n == QLatin1String("None assigned") ? QString() : n.left(100000);
}

// "3:0" -> exit 3; "0:9" -> signal 9.
void exitFromPair(const QString& text, SlurmJobStatus& s) {
    const QStringList parts = text.split(u':');
    bool okCode = false, okSig = false;
    const int code = parts.value(0).toInt(&okCode);
    const int sig = parts.value(1).toInt(&okSig);
    if (okSig && sig > 0) {
        s.signal = sig;
    } else if (okCode && code >= 0 && code < 256) {
        s.exitCode = code;
    }
}

qint64 integer(const QJsonValue& v) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains(QLatin1String("number"))) {
            return integer(o.value(QLatin1String("number")));
        }
        return integer(o.value(QLatin1String("return_code")));
    }
    const double d = v.toDouble(-1);
    return d >= 0 && d < 9.0e15 ? static_cast<qint64>(d) : -1;
}

Result<QJsonArray> jobsArray(const QByteArray& json, const char* tool) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(ErrorCode::Parse,
                         SlurmJobStatus::tr("%1 --json did not print a JSON object").arg(QLatin1String(tool)),
                         error.errorString());
    }
    const QJsonValue jobs = doc.object().value(QLatin1String("jobs"));
    if (!jobs.isArray()) {
        return makeError(ErrorCode::Parse,
                         SlurmJobStatus::tr("%1 --json printed no job list").arg(QLatin1String(tool)));
    }
    return jobs.toArray();
}

void setState(SlurmJobStatus& s, const QString& text) {
    s.stateText = text.left(200);
    s.state = slurmJobStateFromKey(text).value_or(SlurmJobState::Unknown);
}
}  // namespace

qint64 SlurmJobStatus::parseElapsed(const QString& text) {
    static const QRegularExpression re(QStringLiteral("^(?:(\\d{1,6})-)?(?:(\\d{1,2}):)?(\\d{1,2}):(\\d{1,2})$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch()) {
        return -1;
    }
    return m.captured(1).toLongLong() * 86400 + m.captured(2).toLongLong() * 3600 + m.captured(3).toLongLong() * 60 +
           m.captured(4).toLongLong();
}

QVector<SlurmJobStatus> SlurmJobStatus::fromSacctParsable(const QString& text) {
    QVector<SlurmJobStatus> out;
    for (const QString& line : text.split(u'\n')) {
        const QStringList f = line.trimmed().split(u'|');
        if (f.size() < 3 || !plausibleId(f.at(0))) {
            continue;  // header, step lines ("12.batch"), noise
        }
        SlurmJobStatus s;
        s.jobId = f.at(0);
        setState(s, f.at(1));
        exitFromPair(f.at(2), s);
        s.elapsedS = parseElapsed(f.value(3));
        s.nodes = cleanNodes(f.value(4));
        s.reason = cleanReason(f.value(5));
        s.name = f.value(6).left(200);
        out.append(s);
    }
    return out;
}

QVector<SlurmJobStatus> SlurmJobStatus::fromSqueue(const QString& text) {
    QVector<SlurmJobStatus> out;
    for (const QString& line : text.split(u'\n')) {
        const QStringList f = line.trimmed().split(u'|');
        if (f.size() < 2 || !plausibleId(f.at(0))) {
            continue;
        }
        SlurmJobStatus s;
        s.jobId = f.at(0);
        setState(s, f.at(1));
        s.nodes = cleanNodes(f.value(2));
        s.reason = cleanReason(f.value(3));
        s.name = f.value(4).left(200);
        out.append(s);
    }
    return out;
}

Result<QVector<SlurmJobStatus>> SlurmJobStatus::fromSacctJson(const QByteArray& json) {
    auto jobs = jobsArray(json, "sacct");
    if (!jobs) {
        return jobs.error();
    }
    QVector<SlurmJobStatus> out;
    for (const QJsonValue& v : *jobs) {
        const QJsonObject o = v.toObject();
        const qint64 id = integer(o.value(QLatin1String("job_id")));
        if (id <= 0) {
            continue;
        }
        SlurmJobStatus s;
        s.jobId = QString::number(id);
        const QJsonValue state = o.value(QLatin1String("state"));
        if (state.isObject()) {
            const QJsonValue current = state.toObject().value(QLatin1String("current"));
            setState(s, current.isArray() ? current.toArray().first().toString() : current.toString());
            s.reason = cleanReason(state.toObject().value(QLatin1String("reason")).toString());
        } else {
            setState(s, state.toString());
        }
        const QJsonObject exit = o.value(QLatin1String("exit_code")).toObject();
        const QJsonValue sig = exit.value(QLatin1String("signal")).toObject().value(QLatin1String("signal_id"));
        const qint64 code = integer(exit.value(QLatin1String("return_code")));
        if (integer(sig) > 0) {
            s.signal = static_cast<int>(integer(sig));
        } else if (code > 0 && code < 256) {
            s.exitCode = static_cast<int>(code);
        } else if (code == 0 && s.state == SlurmJobState::Completed) {
            s.exitCode = 0;  // a 0 is only believed where the state agrees (see the header)
        }
        s.nodes = cleanNodes(o.value(QLatin1String("nodes")).toString());
        s.name = o.value(QLatin1String("name")).toString().left(200);
        const qint64 elapsed = integer(o.value(QLatin1String("time")).toObject().value(QLatin1String("elapsed")));
        s.elapsedS = elapsed;
        out.append(s);
    }
    return out;
}

Result<QVector<SlurmJobStatus>> SlurmJobStatus::fromSqueueJson(const QByteArray& json) {
    auto jobs = jobsArray(json, "squeue");
    if (!jobs) {
        return jobs.error();
    }
    QVector<SlurmJobStatus> out;
    for (const QJsonValue& v : *jobs) {
        const QJsonObject o = v.toObject();
        const qint64 id = integer(o.value(QLatin1String("job_id")));
        if (id <= 0) {
            continue;
        }
        SlurmJobStatus s;
        s.jobId = QString::number(id);
        const QJsonValue state = o.value(QLatin1String("job_state"));
        setState(s, state.isArray() ? state.toArray().first().toString() : state.toString());
        s.reason = cleanReason(o.value(QLatin1String("state_reason")).toString());
        s.nodes = cleanNodes(o.value(QLatin1String("nodes")).toString());
        s.name = o.value(QLatin1String("name")).toString().left(200);
        // squeue's exit_code is the raw wait status: exit code in the high byte, signal in the low seven bits.
        const qint64 status = integer(o.value(QLatin1String("exit_code")));
        if (status >= 0 && slurmJobStateIsFinal(s.state)) {
            if ((status & 0x7f) != 0) {
                s.signal = static_cast<int>(status & 0x7f);
            } else {
                s.exitCode = static_cast<int>((status >> 8) & 0xff);
            }
        }
        out.append(s);
    }
    return out;
}

}  // namespace tb::core
