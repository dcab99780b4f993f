#include "core/trust/SampleRederivation.h"

#include "core/import/Importer.h"
#include "core/import/ProbeLineReader.h"
#include "core/store/RunRepository.h"
#include "core/store/TrustRepository.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace tb::core {
namespace {

// REAL survives both engines' round trip exactly; a relative tolerance only forgives the last bit of a decimal
// rendering, never a changed figure.
bool sameValue(double a, double b) {
    return a == b || std::fabs(a - b) <= 1e-12 * std::max(std::fabs(a), std::fabs(b));
}

QString sampleName(const SampleRecord& s) {
    return s.sizeBytes ? SampleRederivation::tr("%1 at %2 B").arg(s.metric).arg(*s.sizeBytes) : s.metric;
}

QString sampleText(const SampleRecord& s) {
    return QStringLiteral("%1 %2").arg(QString::number(s.value, 'g', 10), s.unit);
}

}  // namespace

QVector<SampleRecord> SampleRederivation::probeSamples(const QByteArray& stdoutText) {
    ProbeLineReader reader;
    QVector<ProbeEvent> events = reader.feed(stdoutText);
    events += reader.finish();
    QVector<SampleRecord> out;
    for (ProbeEvent& e : events) {
        if (e.type == ProbeEventType::Sample) {
            if (e.sample.unit.isNull()) {
                e.sample.unit = QStringLiteral("");
            }
            out << e.sample;
        }
    }
    return out;
}

void SampleRederivation::compare(qint64 runId, const QVector<SampleRecord>& stored,
                                 const QVector<SampleRecord>& derived, QList<VerificationCheck>& out) {
    const qsizetype n = std::max(stored.size(), derived.size());
    int differ = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const SampleRecord* s = i < stored.size() ? &stored[i] : nullptr;
        const SampleRecord* d = i < derived.size() ? &derived[i] : nullptr;
        if (s && d && s->metric == d->metric && s->sizeBytes == d->sizeBytes && s->unit == d->unit &&
            sameValue(s->value, d->value)) {
            continue;
        }
        ++differ;
        if (differ > 50) {
            continue;  // counted below; a hundred thousand lines of differences help nobody
        }
        VerificationCheck c;
        c.kind = VerificationCheck::Kind::Sample;
        c.matches = false;
        c.subject = SampleRederivation::tr("run %1 sample %2 (%3)").arg(runId).arg(i + 1).arg(sampleName(s ? *s : *d));
        c.recorded = s ? sampleText(*s) : SampleRederivation::tr("none");
        c.actual = d ? sampleText(*d) : SampleRederivation::tr("none");
        c.note = !s   ? SampleRederivation::tr("The raw text yields a sample that is not stored.")
                 : !d ? SampleRederivation::tr("A stored sample that the raw text does not yield.")
                      : SampleRederivation::tr("The stored sample is not what the raw text says.");
        out.append(c);
    }
    if (differ > 50) {
        VerificationCheck c;
        c.kind = VerificationCheck::Kind::Sample;
        c.matches = false;
        c.subject = SampleRederivation::tr("run %1 samples").arg(runId);
        c.recorded = QString::number(stored.size());
        c.actual = QString::number(derived.size());
        c.note = SampleRederivation::tr("%n more sample(s) differ.", nullptr, differ - 50);
        out.append(c);
    }
    if (differ == 0) {
        VerificationCheck c;
        c.kind = VerificationCheck::Kind::Sample;
        c.subject = SampleRederivation::tr("run %1 samples").arg(runId);
        c.recorded = SampleRederivation::tr("%n sample(s)", nullptr, int(stored.size()));
        c.actual = c.recorded;
        out.append(c);
    }
}

Result<QVector<QVector<SampleRecord>>> SampleRederivation::importSamples(const QByteArray& content,
                                                                         const QString& format,
                                                                         const QStringList& operations) {
    auto parsed = Importer::parseBytes(content, format);
    if (!parsed) {
        return parsed.error();
    }
    QVector<QVector<SampleRecord>> out;
    for (qsizetype i = 0; i < operations.size(); ++i) {
        QVector<SampleRecord> derived;
        if (i < parsed->runs.size()) {
            derived = runSamples(parsed->runs[i]);
            // The analyst may have named the collective a pasted table did not (ImportService::setRunOperation).
            const QString op = parsed->runs[i].operation;
            if (op != operations[i] && op == QLatin1String("unknown")) {  // status-lint: foreign word (operation)
                for (SampleRecord& s : derived) {
                    if (s.metric.startsWith(QLatin1String("unknown."))) {
                        s.metric = operations[i] + s.metric.mid(7);
                    }
                }
            }
        }
        out.append(derived);
    }
    return out;
}

Status SampleRederivation::check(qint64 providerId, QList<VerificationCheck>& out) const {
    const QString what = tr("Could not read the stored results");
    const TrustRepository trust(m_db);
    auto found = trust.derivableRuns(providerId, what);
    if (!found) {
        return found.error();
    }
    const QList<StoredRunRow>& runs = *found;
    RunRepository repo(m_db);
    auto rawText = [&](qint64 runId, QByteArray& content) -> Result<bool> {
        auto whole = trust.wholeStdout(runId, what);
        if (!whole) {
            return whole.error();
        }
        if (!*whole) {
            return false;  // none kept, or cut at the cap: the parse of the whole cannot be repeated
        }
        content = **whole;
        return true;
    };
    for (const StoredRunRow& run : runs) {
        if (run.kind == QLatin1String("probe")) {
            QByteArray content;
            auto have = rawText(run.id, content);
            if (!have) {
                return have.error();
            }
            const QVector<SampleRecord> stored = repo.samples(run.id);
            if (!*have) {
                continue;
            }
            compare(run.id, stored, probeSamples(content), out);
            continue;
        }
        // An import stored its file once, on its first run; the others point at it. Parse the file once, for the
        // first run, and compare each parsed run with the stored run in the order they were stored.
        // Without a recorded format the run was not stored by ImportService: which parser read it is unknown.
        const QString format = run.args.value(QStringLiteral("format")).toString();
        if (run.args.contains(QStringLiteral("raw_log_run_id")) || format.isEmpty()) {
            continue;
        }
        QByteArray content;
        auto have = rawText(run.id, content);
        if (!have) {
            return have.error();
        }
        if (!*have) {
            continue;
        }
        QList<StoredRunRow> group{run};
        for (const StoredRunRow& other : runs) {
            if (other.args.value(QStringLiteral("raw_log_run_id")).toInteger() == run.id) {
                group.append(other);
            }
        }
        QStringList operations;
        for (const StoredRunRow& g : group) {
            operations << g.operation;
        }
        auto derived = importSamples(content, format, operations);
        if (!derived) {
            VerificationCheck c;
            c.kind = VerificationCheck::Kind::Sample;
            c.matches = false;
            c.subject = tr("run %1 samples").arg(run.id);
            c.recorded = tr("%n run(s)", nullptr, int(group.size()));
            c.actual = tr("no parse");
            c.note = tr("The stored file no longer parses: %1").arg(derived.error().message);
            out.append(c);
            continue;
        }
        for (qsizetype i = 0; i < group.size(); ++i) {
            compare(group[i].id, repo.samples(group[i].id), derived->at(i), out);
        }
    }
    return {};
}

}  // namespace tb::core
