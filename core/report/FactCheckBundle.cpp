#include "core/report/FactCheckBundle.h"
#include "core/trust/TrustNotes.h"

#include "core/report/NameRedactor.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/TrustRepository.h"
#include "core/report/FactCheckScoring.h"
#include "core/report/SshSignature.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>

namespace tb::core {
namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray json(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray json(const QJsonArray& a) {
    return QJsonDocument(a).toJson(QJsonDocument::Indented);
}

// A file name for an artifact ("scontrol show config" -> "scontrol_show_config.txt"): only safe characters.
QString artifactFile(const QString& name, int index) {
    QString out;
    for (QChar c : name) {
        out += (c.isLetterOrNumber() && c.unicode() < 128) || c == u'-' || c == u'.' ? c : u'_';
    }
    if (out.isEmpty() || out.startsWith(u'.')) {
        out.prepend(QStringLiteral("artifact"));
    }
    return QStringLiteral("%1-%2.txt").arg(index).arg(out.left(80));
}

}  // namespace

void FactCheckBundle::seal(const QString& programVersion, const QString& createdAt) {
    QByteArray sums;
    for (const ArchiveEntry& f : files) {
        sums += sha256Hex(f.bytes).toLatin1() + "  " + f.path.toUtf8() + '\n';
    }
    add(sumsName(), sums);
    QJsonArray list;
    for (const ArchiveEntry& f : files) {
        list.append(QJsonObject{{QStringLiteral("path"), f.path},
                                {QStringLiteral("sha256"), sha256Hex(f.bytes)},
                                {QStringLiteral("bytes"), double(f.bytes.size())}});
    }
    QJsonArray runs;
    for (qint64 id : runIds) {
        runs.append(double(id));
    }
    const QJsonObject manifest{
        {QStringLiteral("format"), QStringLiteral("tierbench-factcheck")},
        {QStringLiteral("format_version"), kFormatVersion},
        {QStringLiteral("program"), QStringLiteral("tierbench")},
        {QStringLiteral("program_version"), programVersion},
        {QStringLiteral("provider"), providerName},
        {QStringLiteral("evaluation"), evaluationTitle},
        {QStringLiteral("rubric"), rubricVersion},
        {QStringLiteral("assigned_tier"), assignedTier},
        {QStringLiteral("suggested_tier"), suggestedTier},
        {QStringLiteral("total"), total},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("created_at"), createdAt},
        {QStringLiteral("files"), list},
        {QStringLiteral("verify"),
         QJsonArray{QStringLiteral("tierbench-cli factcheck verify THIS_BUNDLE [--allowed-signers FILE --identity ID]"),
                    QStringLiteral("ssh-keygen -Y verify -f ALLOWED_SIGNERS -I ID -n tierbench-factcheck -s "
                                   "manifest.json.sig < manifest.json  (the signature, without the program)"),
                    QStringLiteral("sha256sum -c SHA256SUMS  (in the unpacked bundle: the hashes without the "
                                   "program)")}}};
    add(manifestName(), json(manifest));
}

Status FactCheckBundle::sign(const QString& keyPath) {
    const auto manifest =
        std::find_if(files.cbegin(), files.cend(), [](const ArchiveEntry& e) { return e.path == manifestName(); });
    if (manifest == files.cend()) {
        return makeError(ErrorCode::InvalidArgument, FactCheckExport::tr("The bundle is signed after it is sealed."));
    }
    auto signature = SshSignature::sign(keyPath, manifest->bytes);
    if (!signature) {
        return signature.error();
    }
    add(signatureName(), *signature);
    return {};
}

Status FactCheckBundle::write(const QString& path) const {
    if (path.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive)) {
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(ZipArchive::write(files)) < 0 || !out.commit()) {
            return makeError(ErrorCode::Io, FactCheckExport::tr("Could not write %1: %2").arg(path, out.errorString()));
        }
        return {};
    }
    QDir dir(path);
    if (dir.exists() && !dir.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument,
                         FactCheckExport::tr("%1 is not empty: a bundle goes into a new or empty folder.").arg(path));
    }
    for (const ArchiveEntry& f : files) {
        const QString target = dir.filePath(f.path);
        if (!QDir().mkpath(QFileInfo(target).path())) {
            return makeError(ErrorCode::Io, FactCheckExport::tr("Could not create the folder for %1.").arg(target));
        }
        QSaveFile out(target);
        if (!out.open(QIODevice::WriteOnly) || out.write(f.bytes) < 0 || !out.commit()) {
            return makeError(ErrorCode::Io,
                             FactCheckExport::tr("Could not write %1: %2").arg(target, out.errorString()));
        }
    }
    return {};
}

Result<FactCheckBundle> FactCheckExport::collect(QSqlDatabase& db, const ReviewContent& content,
                                                 const RatingConfig& config) {
    FactCheckBundle b;
    b.providerName = content.providerName;
    b.evaluationTitle = content.evaluationTitle;
    b.rubricVersion = content.rubricVersion;
    b.assignedTier = content.rating.assignedTier;
    auto others = ReviewContentLoader::otherProviderNames(db, content.providerId);
    if (!others) {
        return others.error();
    }
    const NameRedactor redactor(content.providerName, *others, ReviewContent::redactedName());

    // The checklist as the review states it (evidence already redacted there).
    QJsonArray criteria;
    for (const ReviewCriterion& c : content.criteria) {
        QJsonArray items;
        for (const ReviewItem& i : c.items) {
            QJsonArray runs;
            for (qint64 id : i.evidenceRunIds) {
                runs.append(double(id));
            }
            items.append(QJsonObject{{QStringLiteral("key"), i.key},
                                     {QStringLiteral("title"), i.title},
                                     {QStringLiteral("evidence"), i.evidence},
                                     {QStringLiteral("availability"), i.availability},
                                     {QStringLiteral("promised_date"), i.promisedDate},
                                     {QStringLiteral("evidence_runs"), runs}});
        }
        criteria.append(QJsonObject{{QStringLiteral("key"), c.key},
                                    {QStringLiteral("name"), c.name},
                                    {QStringLiteral("weight"), c.weight},
                                    {QStringLiteral("rationale"), c.rationale},
                                    {QStringLiteral("items"), items}});
    }
    b.add(QStringLiteral("evaluation.json"),
          json(QJsonObject{{QStringLiteral("provider"), content.providerName},
                           {QStringLiteral("evaluation"), content.evaluationTitle},
                           {QStringLiteral("status"), evaluationStatusKey(content.status)},
                           {QStringLiteral("rubric"), content.rubricVersion},
                           {QStringLiteral("handover_requested"), content.handoverRequested},
                           {QStringLiteral("handover_received"), content.handoverReceived},
                           {QStringLiteral("assigned_tier"), content.rating.assignedTier},
                           {QStringLiteral("justification"), content.rating.justification},
                           {QStringLiteral("criteria"), criteria}}));

    // The scores, and what they follow from.
    const TrustNotes trustNotes;
    auto rating = RatingEngine(config, nullptr, nullptr, &trustNotes).rate(db, content.providerId);
    if (!rating) {
        return rating.error();
    }
    if (rating->evaluation.id != 0) {
        auto input = FactCheckScoring::input(db, *rating, config);
        if (!input) {
            return input.error();
        }
        // Interview labels and cost sentences are free text: redacted like the review's.
        for (SentimentInput& s : input->sentiments) {
            s.label = redactor.redact(s.label);
        }
        for (CheckVerdictInput& v : input->verdicts) {
            v.title = redactor.redact(v.title);
        }
        if (input->cost) {
            input->cost->explanation = redactor.redact(input->cost->explanation);
        }
        b.add(QStringLiteral("scoring/input.json"), json(FactCheckScoring::inputToJson(*input)));
        b.add(QStringLiteral("scoring/config.json"), json(FactCheckScoring::configToJson(config)));
        const QJsonObject stated = FactCheckScoring::ratingToJson(*rating);
        b.suggestedTier = stated.value(QStringLiteral("suggested_tier")).toString();
        b.total = stated.value(QStringLiteral("total"));
        b.add(QStringLiteral("scoring/stated.json"), json(stated));
    }

    // Every run the review lists, with everything stored about it.
    RunRepository runs(db);
    ClusterRepository clusters(db);
    for (const ReviewRun& r : content.runs) {
        const QString dir = QStringLiteral("runs/%1/").arg(r.id);
        const TrustRepository stored(db);
        auto runJson = stored.runJson(r.id, content.providerId, tr("Could not read run %1").arg(r.id));
        if (!runJson) {
            return runJson.error();
        }
        if (!*runJson) {
            continue;  // not this provider's: never exported
        }
        b.runIds.append(r.id);
        auto seal = stored.runSeal(r.id, tr("Could not read run %1").arg(r.id));
        if (!seal) {
            return seal.error();
        }
        const QJsonObject args = (*runJson)->args;
        const QJsonObject env = (*runJson)->env;
        QJsonArray logs;
        for (const QString& stream : {QStringLiteral("stdout"), QStringLiteral("stderr")}) {
            auto log = stored.stream(r.id, stream, tr("Could not read run %1").arg(r.id));
            if (!log) {
                return log.error();
            }
            if (!*log) {
                continue;
            }
            const QString file = dir + stream + QStringLiteral(".log");
            b.add(file, (*log)->content);
            logs.append(QJsonObject{{QStringLiteral("file"), file},
                                    {QStringLiteral("stream"), stream},
                                    {QStringLiteral("sha256_recorded"), (*log)->sha256},
                                    {QStringLiteral("truncated"), (*log)->truncated}});
        }
        QJsonArray artifacts;
        int index = 0;
        for (const RunArtifact& a : clusters.artifacts(r.id)) {
            const QString file = dir + QStringLiteral("artifacts/") + artifactFile(a.name, ++index);
            b.add(file, a.content);
            artifacts.append(QJsonObject{{QStringLiteral("file"), file},
                                         {QStringLiteral("name"), a.name},
                                         {QStringLiteral("command"), a.command},
                                         {QStringLiteral("sha256_recorded"), a.sha256},
                                         {QStringLiteral("truncated"), a.truncated}});
        }
        QJsonArray samples;
        for (const SampleRecord& s : runs.samples(r.id)) {
            samples.append(QJsonObject{{QStringLiteral("metric"), s.metric},
                                       {QStringLiteral("size_bytes"),
                                        s.sizeBytes ? QJsonValue(double(*s.sizeBytes)) : QJsonValue(QJsonValue::Null)},
                                       {QStringLiteral("value"), s.value},
                                       {QStringLiteral("unit"), s.unit},
                                       {QStringLiteral("extra"), s.extra}});
        }
        b.add(dir + QStringLiteral("samples.json"), json(samples));
        auto found = stored.findings(r.id, tr("Could not read run %1").arg(r.id));
        if (!found) {
            return found.error();
        }
        QJsonArray findings;
        for (const StoredFindingRow& f : *found) {
            findings.append(QJsonObject{{QStringLiteral("kind"), f.kind},
                                        {QStringLiteral("key"), f.key},
                                        {QStringLiteral("status"), f.status},
                                        {QStringLiteral("value"), redactor.redact(f.value)},
                                        {QStringLiteral("detail"), redactor.redact(f.detail)}});
        }
        b.add(dir + QStringLiteral("findings.json"), json(findings));
        b.add(dir + QStringLiteral("run.json"),
              json(QJsonObject{{QStringLiteral("id"), double(r.id)},
                               {QStringLiteral("kind"), runKindKey(r.kind)},
                               {QStringLiteral("probe"), r.probe},
                               {QStringLiteral("operation"), r.operation},
                               {QStringLiteral("status"), runStatusKey(r.status)},
                               {QStringLiteral("started_at"), r.startedAt},
                               {QStringLiteral("ended_at"), r.endedAt},
                               {QStringLiteral("probe_version"), r.probeVersion},
                               {QStringLiteral("bundle_hash"), r.bundleHash},
                               {QStringLiteral("hardware_key"), r.hardwareKey},
                               {QStringLiteral("source_name"), redactor.redact(r.sourceName)},
                               {QStringLiteral("raw_sha256"), r.rawSha256},
                               {QStringLiteral("seal_sha256"), *seal ? (*seal)->storedSeal : QString()},
                               {QStringLiteral("args"), args},
                               {QStringLiteral("env"), env},
                               {QStringLiteral("logs"), logs},
                               {QStringLiteral("artifacts"), artifacts}}));
    }
    return b;
}

}  // namespace tb::core
