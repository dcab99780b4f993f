#include "core/report/FactCheckVerifier.h"

#include "core/report/FactCheckBundle.h"
#include "core/report/FactCheckScoring.h"
#include "core/report/SshSignature.h"
#include "core/domain/RunSeal.h"
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
#include <QMap>
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

using K = VerificationCheck::Kind;

Status checkSignature(const QHash<QString, QByteArray>& files, const FactCheckVerifier::Options& options,
                      FactCheckVerification& report) {
    using Signing = FactCheckVerification::Signing;
    const bool expected = !options.allowedSigners.isEmpty();
    if (!files.contains(FactCheckBundle::signatureName())) {
        report.signing = Signing::Unsigned;
        if (expected) {
            report.checks.append(check(K::Signature, FactCheckBundle::signatureName(), options.identity,
                                       FactCheckVerifier::tr("unsigned"),
                                       FactCheckVerifier::tr("The bundle carries no signature, so nothing shows who "
                                                             "made it.")));
        }
        return {};
    }
    auto result =
        SshSignature::verify(files.value(FactCheckBundle::manifestName()),
                             files.value(FactCheckBundle::signatureName()), options.allowedSigners, options.identity);
    if (!result) {
        return result.error();
    }
    report.signer = result->detail;
    report.signing = !result->valid ? Signing::Invalid : expected ? Signing::Valid : Signing::Unchecked;
    report.checks.append(check(K::Signature, FactCheckBundle::signatureName(),
                               expected ? options.identity : FactCheckVerifier::tr("sound"),
                               result->valid ? (expected ? options.identity : FactCheckVerifier::tr("sound"))
                                             : FactCheckVerifier::tr("invalid"),
                               FactCheckVerifier::tr("The manifest is not the one that was signed, or not by "
                                                     "this signer: %1")
                                   .arg(result->detail)));
    return {};
}

// Every file under runs/ID/ belongs to a run whose run.json is there, says it is run ID, and points only at its own
// folder: a run copied under a new id, or a run.json removed, cannot pass as the runs the review lists.
QList<QJsonObject> checkRunFolders(const QHash<QString, QByteArray>& files, FactCheckVerification& report) {
    QMap<QString, bool> folders;  // folder name -> has run.json
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("runs/"))) {
            continue;
        }
        const QString folder = it.key().section(u'/', 1, 1);
        folders[folder] = folders.value(folder) || it.key() == QStringLiteral("runs/%1/run.json").arg(folder);
    }
    QList<QJsonObject> runs;
    for (auto it = folders.cbegin(); it != folders.cend(); ++it) {
        const QString file = QStringLiteral("runs/%1/run.json").arg(it.key());
        if (!it.value()) {
            report.checks.append(check(K::Manifest, file, FactCheckVerifier::tr("present"),
                                       FactCheckVerifier::tr("missing"),
                                       FactCheckVerifier::tr("The run's files are here without the run they "
                                                             "belong to.")));
            continue;
        }
        const QJsonObject run = QJsonDocument::fromJson(files.value(file)).object();
        const QString id = QString::number(run.value(QStringLiteral("id")).toInteger());
        bool inside = true;
        for (const char* list : {"logs", "artifacts"}) {
            for (const QJsonValue& v : run.value(QLatin1String(list)).toArray()) {
                inside = inside && v.toObject()
                                       .value(QStringLiteral("file"))
                                       .toString()
                                       .startsWith(QStringLiteral("runs/%1/").arg(it.key()));
            }
        }
        report.checks.append(check(K::Manifest, file, it.key(), inside ? id : id + QStringLiteral(" (+)"),
                                   FactCheckVerifier::tr("The run in this folder is not the run the folder is "
                                                         "named after, or it points at another run's files.")));
        if (id == it.key() && inside) {
            runs.append(run);
        }
    }
    std::sort(runs.begin(), runs.end(), [](const QJsonObject& a, const QJsonObject& b) {
        return a.value(QStringLiteral("id")).toInteger() < b.value(QStringLiteral("id")).toInteger();
    });
    return runs;
}

// The run's seal as the database recorded it (RunSeal) against what run.json says now: a log marked as cut or a
// format removed to dodge the re-derivation must also forge the seal.
void checkRunSeal(const QJsonObject& run, FactCheckVerification& report) {
    const QString stored = run.value(QStringLiteral("seal_sha256")).toString();
    if (stored.isEmpty()) {
        return;  // sealed under the old scheme, or a format 1 bundle
    }
    RunSeal seal;
    seal.kind = run.value(QStringLiteral("kind")).toString();
    seal.probe = run.value(QStringLiteral("probe")).toString();
    seal.operation = run.value(QStringLiteral("operation")).toString();
    seal.hardwareKey = run.value(QStringLiteral("hardware_key")).toString();
    seal.args = run.value(QStringLiteral("args")).toObject();
    seal.rawSha256 = run.value(QStringLiteral("raw_sha256")).toString();
    for (const QJsonValue& v : run.value(QStringLiteral("logs")).toArray()) {
        const QJsonObject l = v.toObject();
        seal.streams.append({l.value(QStringLiteral("stream")).toString(),
                             l.value(QStringLiteral("sha256_recorded")).toString(),
                             l.value(QStringLiteral("truncated")).toBool()});
    }
    report.checks.append(check(K::RunSeal,
                               Verification::tr("run %1 seal").arg(run.value(QStringLiteral("id")).toInteger()), stored,
                               seal.hash(),
                               Verification::tr("The run's logs (present, hash, cut at the cap), operation, hardware "
                                                "key or arguments are not what was sealed.")));
}

QString totalText(const QJsonValue& v) {
    return v.isDouble() ? QString::number(v.toDouble(), 'f', 2) : QStringLiteral("-");
}

// The manifest's statements against the files they summarise: the signature covers the manifest, these tie the
// files to it.
void checkStatements(const QJsonObject& manifest, const QHash<QString, QByteArray>& files,
                     const QList<QJsonObject>& runs, FactCheckVerification& report) {
    const QJsonObject evaluation = QJsonDocument::fromJson(files.value(QStringLiteral("evaluation.json"))).object();
    const QJsonObject stated = QJsonDocument::fromJson(files.value(QStringLiteral("scoring/stated.json"))).object();
    const QString differs = FactCheckVerifier::tr("The manifest states what the bundle's files do not.");
    auto statement = [&](const char* key, const QString& inFiles) {
        report.checks.append(check(K::Manifest, QStringLiteral("manifest.json %1").arg(QLatin1String(key)),
                                   manifest.value(QLatin1String(key)).toString(), inFiles, differs));
    };
    statement("provider", evaluation.value(QStringLiteral("provider")).toString());
    statement("evaluation", evaluation.value(QStringLiteral("evaluation")).toString());
    statement("rubric", evaluation.value(QStringLiteral("rubric")).toString());
    statement("assigned_tier", evaluation.value(QStringLiteral("assigned_tier")).toString());
    statement("suggested_tier", stated.value(QStringLiteral("suggested_tier")).toString());
    report.checks.append(check(K::Manifest, QStringLiteral("manifest.json total"),
                               totalText(manifest.value(QStringLiteral("total"))),
                               totalText(stated.value(QStringLiteral("total"))), differs));
    QList<qint64> ids;
    for (const QJsonValue& v : manifest.value(QStringLiteral("runs")).toArray()) {
        ids << v.toInteger();
    }
    std::sort(ids.begin(), ids.end());
    QStringList listed, present;
    for (qint64 id : ids) {
        listed << QString::number(id);
    }
    for (const QJsonObject& r : runs) {
        present << QString::number(r.value(QStringLiteral("id")).toInteger());
    }
    report.checks.append(
        check(K::Manifest, QStringLiteral("manifest.json runs"), listed.join(u' '), present.join(u' '), differs));
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
    // Absolute, so the paths relative to the root are the bundle's own names whatever the working folder is
    // (QDir::relativeFilePath returns a relative file name unchanged).
    const QDir root(info.absoluteFilePath());
    QDirIterator it(root.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
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

Result<FactCheckVerification> FactCheckVerifier::verify(const QString& path, const Options& options) {
    auto files = readBundle(path);
    if (!files) {
        return files.error();
    }
    return verify(*files, options);
}

Result<FactCheckVerification> FactCheckVerifier::verify(const QList<ArchiveEntry>& entries, const Options& options) {
    QHash<QString, QByteArray> files;
    for (const ArchiveEntry& e : entries) {
        // A zip may hold two entries of one name; which one a reader sees depends on the reader.
        if (files.contains(e.path)) {
            return makeError(
                ErrorCode::Parse,
                tr("Not a fact-check bundle: %1 is in it twice, and a bundle names each file once.").arg(e.path));
        }
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
    const int version = manifest->value(QStringLiteral("format_version")).toInt();

    // 0. The signature over the manifest, which covers its statements and, through the hashes, every file.
    if (auto st = checkSignature(files, options, report); !st) {
        return st.error();
    }

    // 1. Every listed file is there with its hash; nothing is there that is not listed. Format 1 did not list
    // SHA256SUMS.
    QSet<QString> listed{FactCheckBundle::manifestName(), FactCheckBundle::signatureName()};
    if (version < 2) {
        listed.insert(FactCheckBundle::sumsName());
    }
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
    const QList<QJsonObject> runs = checkRunFolders(files, report);
    if (version >= 2) {
        checkStatements(*manifest, files, runs, report);
    }
    auto runDir = [](qint64 id) { return QStringLiteral("runs/%1/").arg(id); };
    for (const QJsonObject& run : runs) {
        const qint64 id = run.value(QStringLiteral("id")).toInteger();
        checkRunSeal(run, report);
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

    // 3. The scores, the total and the tier from the scoring input and configuration. A bundle of an evaluation must
    // carry them: without, nothing would recompute the tier it states.
    const auto evaluation = jsonObject(files, QStringLiteral("evaluation.json"));
    const bool evaluated = evaluation && !evaluation->value(QStringLiteral("evaluation")).toString().isEmpty();
    if (evaluated || version < 2) {
        for (const char* name : {"scoring/input.json", "scoring/config.json", "scoring/stated.json"}) {
            const QString file = QLatin1String(name);
            if (!files.contains(file) && (version >= 2 || files.contains(QStringLiteral("scoring/input.json")))) {
                report.checks.append(check(K::Manifest, file, tr("present"), tr("missing"),
                                           tr("The bundle's evaluation is scored from this file; without it the "
                                              "stated scores and tier cannot be recomputed.")));
            }
        }
    }
    if (files.contains(QStringLiteral("scoring/input.json")) && files.contains(QStringLiteral("scoring/config.json")) &&
        files.contains(QStringLiteral("scoring/stated.json"))) {
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
