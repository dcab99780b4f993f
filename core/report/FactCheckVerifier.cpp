#include "core/report/FactCheckVerifier.h"

#include "core/report/FactCheckBundle.h"
#include "core/report/FactCheckScoring.h"
#include "core/trust/SampleRederivation.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace tb::core {
namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

VerificationCheck check(VerificationCheck::Kind kind, const QString& subject, const QString& recorded,
                        const QString& actual, const QString& noteIfDiffers) {
    VerificationCheck c{kind, subject, recorded, actual, recorded == actual, {}};
    if (!c.matches) {
        c.note = noteIfDiffers;
    }
    return c;
}

Result<QJsonObject> jsonObject(const QHash<QString, QByteArray>& files, const QString& path) {
    if (!files.contains(path)) {
        return makeError(ErrorCode::Parse, FactCheckVerifier::tr("The bundle has no %1.").arg(path));
    }
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(files.value(path), &error);
    if (!d.isObject()) {
        return makeError(ErrorCode::Parse,
                         FactCheckVerifier::tr("%1 is not a JSON object: %2").arg(path, error.errorString()));
    }
    return d.object();
}

QVector<SampleRecord> samplesFromJson(const QByteArray& bytes) {
    QVector<SampleRecord> out;
    for (const QJsonValue& v : QJsonDocument::fromJson(bytes).array()) {
        const QJsonObject o = v.toObject();
        SampleRecord s;
        s.metric = o.value(QStringLiteral("metric")).toString();
        if (o.value(QStringLiteral("size_bytes")).isDouble()) {
            s.sizeBytes = qint64(o.value(QStringLiteral("size_bytes")).toDouble());
        }
        s.value = o.value(QStringLiteral("value")).toDouble();
        s.unit = o.value(QStringLiteral("unit")).toString();
        out.append(s);
    }
    return out;
}

}  // namespace

int FactCheckVerification::differences() const {
    return int(std::count_if(checks.cbegin(), checks.cend(), [](const VerificationCheck& c) { return !c.matches; }));
}

Result<QList<ArchiveEntry>> FactCheckVerifier::readBundle(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) {
        return makeError(ErrorCode::NotFound, tr("No bundle at %1.").arg(path));
    }
    if (info.isFile()) {
        if (info.size() > kMaxBundle) {
            return makeError(ErrorCode::TooLarge, tr("%1 is larger than a bundle may be.").arg(path));
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            return makeError(ErrorCode::Io, tr("Could not read %1: %2").arg(path, f.errorString()));
        }
        return ZipArchive::read(f.readAll());
    }
    QList<ArchiveEntry> out;
    qint64 total = 0;
    const QDir root(path);
    QDirIterator it(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        total += QFileInfo(file).size();
        if (total > kMaxBundle || out.size() >= ZipArchive::kMaxEntries) {
            return makeError(ErrorCode::TooLarge, tr("%1 holds more than a bundle may.").arg(path));
        }
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            return makeError(ErrorCode::Io, tr("Could not read %1: %2").arg(file, f.errorString()));
        }
        out.append({root.relativeFilePath(file), f.readAll()});
    }
    return out;
}

Result<FactCheckVerification> FactCheckVerifier::verify(const QString& path) {
    auto files = readBundle(path);
    if (!files) {
        return files.error();
    }
    return verify(*files);
}

Result<FactCheckVerification> FactCheckVerifier::verify(const QList<ArchiveEntry>& entries) {
    QHash<QString, QByteArray> files;
    for (const ArchiveEntry& e : entries) {
        files.insert(e.path, e.bytes);
    }
    auto manifest = jsonObject(files, FactCheckBundle::manifestName());
    if (!manifest) {
        return manifest.error();
    }
    if (manifest->value(QStringLiteral("format")).toString() != QLatin1String("tierbench-factcheck")) {
        return makeError(ErrorCode::Parse,
                         tr("%1 is not a Tierbench fact-check manifest.").arg(FactCheckBundle::manifestName()));
    }
    if (manifest->value(QStringLiteral("format_version")).toInt() > FactCheckBundle::kFormatVersion) {
        return makeError(ErrorCode::Parse, tr("The bundle is of a newer format (%1) than this program reads (%2).")
                                               .arg(manifest->value(QStringLiteral("format_version")).toInt())
                                               .arg(FactCheckBundle::kFormatVersion));
    }
    FactCheckVerification report;
    report.providerName = manifest->value(QStringLiteral("provider")).toString();
    report.programVersion = manifest->value(QStringLiteral("program_version")).toString();
    report.createdAt = manifest->value(QStringLiteral("created_at")).toString();
    using K = VerificationCheck::Kind;

    // 1. Every listed file is there with its hash; nothing is there that is not listed.
    QSet<QString> listed{FactCheckBundle::manifestName(), FactCheckBundle::sumsName()};
    for (const QJsonValue& v : manifest->value(QStringLiteral("files")).toArray()) {
        const QJsonObject f = v.toObject();
        const QString file = f.value(QStringLiteral("path")).toString();
        listed.insert(file);
        const QString stated = f.value(QStringLiteral("sha256")).toString();
        report.checks.append(check(K::BundleFile, file, stated,
                                   files.contains(file) ? sha256Hex(files.value(file)) : tr("missing"),
                                   tr("The file is not the one the bundle was made with.")));
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!listed.contains(it.key())) {
            report.checks.append(check(K::BundleFile, it.key(), tr("not listed"), sha256Hex(it.value()),
                                       tr("A file the manifest does not list was added.")));
        }
    }
    for (const QByteArray& line : files.value(FactCheckBundle::sumsName()).split('\n')) {
        const qsizetype gap = line.indexOf("  ");
        if (gap != 64) {
            continue;
        }
        const QString file = QString::fromUtf8(line.mid(66));
        const QString stated = QString::fromLatin1(line.left(64));
        const QString actual = files.contains(file) ? sha256Hex(files.value(file)) : tr("missing");
        if (stated != actual) {
            report.checks.append(check(K::BundleFile, tr("%1 (SHA256SUMS)").arg(file), stated, actual,
                                       tr("SHA256SUMS and the file disagree.")));
        }
    }

    // 2. Each run: its logs and outputs against the hashes the database recorded, its samples re-derived.
    QList<QJsonObject> runs;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("runs/")) && it.key().endsWith(QLatin1String("/run.json"))) {
            runs.append(QJsonDocument::fromJson(it.value()).object());
        }
    }
    std::sort(runs.begin(), runs.end(), [](const QJsonObject& a, const QJsonObject& b) {
        return a.value(QStringLiteral("id")).toInteger() < b.value(QStringLiteral("id")).toInteger();
    });
    auto runDir = [](qint64 id) { return QStringLiteral("runs/%1/").arg(id); };
    for (const QJsonObject& run : runs) {
        const qint64 id = run.value(QStringLiteral("id")).toInteger();
        bool stdoutWhole = false;
        for (const QJsonValue& v : run.value(QStringLiteral("logs")).toArray()) {
            const QJsonObject l = v.toObject();
            const QString file = l.value(QStringLiteral("file")).toString();
            const QString actual = sha256Hex(files.value(file));
            report.checks.append(check(K::RawLog,
                                       tr("run %1 %2").arg(id).arg(l.value(QStringLiteral("stream")).toString()),
                                       l.value(QStringLiteral("sha256_recorded")).toString(), actual,
                                       tr("The log is not the one that was hashed when it was stored.")));
            if (l.value(QStringLiteral("stream")).toString() == QLatin1String("stdout")) {
                stdoutWhole = !l.value(QStringLiteral("truncated")).toBool();
                const QString rawSha = run.value(QStringLiteral("raw_sha256")).toString();
                if (run.value(QStringLiteral("kind")).toString() == QLatin1String("import") && !rawSha.isEmpty() &&
                    stdoutWhole) {
                    report.checks.append(check(K::RawResult, tr("run %1 imported file").arg(id), rawSha, actual,
                                               tr("The log is not the file that was imported.")));
                }
            }
        }
        for (const QJsonValue& v : run.value(QStringLiteral("artifacts")).toArray()) {
            const QJsonObject a = v.toObject();
            report.checks.append(check(K::Artifact,
                                       tr("run %1 %2").arg(id).arg(a.value(QStringLiteral("name")).toString()),
                                       a.value(QStringLiteral("sha256_recorded")).toString(),
                                       sha256Hex(files.value(a.value(QStringLiteral("file")).toString())),
                                       tr("The output is not the one that was hashed when it was stored.")));
        }
        const QVector<SampleRecord> stored = samplesFromJson(files.value(runDir(id) + QStringLiteral("samples.json")));
        const QString kind = run.value(QStringLiteral("kind")).toString();
        const QJsonObject args = run.value(QStringLiteral("args")).toObject();
        if (kind == QLatin1String("probe") && stdoutWhole && !stored.isEmpty()) {
            SampleRederivation::compare(
                id, stored, SampleRederivation::probeSamples(files.value(runDir(id) + QStringLiteral("stdout.log"))),
                report.checks);
        }
        const QString format = args.value(QStringLiteral("format")).toString();
        if (kind == QLatin1String("import") && stdoutWhole && !format.isEmpty() &&
            !args.contains(QStringLiteral("raw_log_run_id"))) {
            QList<QJsonObject> group{run};
            for (const QJsonObject& other : runs) {
                if (other.value(QStringLiteral("args"))
                        .toObject()
                        .value(QStringLiteral("raw_log_run_id"))
                        .toInteger() == id) {
                    group.append(other);
                }
            }
            QStringList operations;
            for (const QJsonObject& g : group) {
                operations << g.value(QStringLiteral("operation")).toString();
            }
            auto derived = SampleRederivation::importSamples(files.value(runDir(id) + QStringLiteral("stdout.log")),
                                                             format, operations);
            if (!derived) {
                report.checks.append(check(K::Sample, tr("run %1 samples").arg(id), tr("parsed"), tr("no parse"),
                                           derived.error().message));
                continue;
            }
            for (qsizetype i = 0; i < group.size(); ++i) {
                const qint64 gid = group[i].value(QStringLiteral("id")).toInteger();
                SampleRederivation::compare(gid,
                                            samplesFromJson(files.value(runDir(gid) + QStringLiteral("samples.json"))),
                                            derived->at(i), report.checks);
            }
        }
    }

    // 3. The scores, the total and the tier from the scoring input and configuration.
    if (files.contains(QStringLiteral("scoring/input.json"))) {
        auto input = jsonObject(files, QStringLiteral("scoring/input.json"));
        auto config = jsonObject(files, QStringLiteral("scoring/config.json"));
        auto stated = jsonObject(files, QStringLiteral("scoring/stated.json"));
        for (const auto* r : {&input, &config, &stated}) {
            if (!*r) {
                return r->error();
            }
        }
        auto figures = FactCheckScoring::recompute(*input, *config, *stated);
        if (!figures) {
            return figures.error();
        }
        for (const FactCheckScoring::Figure& f : *figures) {
            VerificationCheck c{f.tier ? K::Tier : K::Score, f.subject, f.stated, f.recomputed, f.matches, {}};
            if (!c.matches) {
                c.note = tr("The bundle's evidence does not give the figure the review states.");
            }
            report.checks.append(c);
        }
    }
    return report;
}

}  // namespace tb::core
