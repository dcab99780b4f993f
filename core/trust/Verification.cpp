#include "core/trust/Verification.h"

#include "core/domain/RunStatus.h"
#include "core/domain/Tier.h"
#include "core/rating/RatingEngine.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/TrustRepository.h"
#include "core/trust/SampleRederivation.h"
#include "core/trust/TrustNotes.h"

#include <QCryptographicHash>
#include <QDateTime>

#include <cmath>

namespace tb::core {
namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString scoreText(std::optional<double> score) {
    return score ? QString::number(*score, 'f', 2) : QStringLiteral("-");
}

// Scores are stored as REAL: equal to the hundredth the Rating tab shows is equal.
bool sameScore(std::optional<double> a, std::optional<double> b) {
    if (!a || !b) {
        return a.has_value() == b.has_value();
    }
    return std::fabs(*a - *b) < 0.005;
}

}  // namespace

int VerificationReport::differences() const {
    return int(std::count_if(checks.cbegin(), checks.cend(), [](const VerificationCheck& c) { return !c.matches; }));
}

QString VerificationReport::summary() const {
    const QString day = verifiedAt.left(10);
    if (checks.isEmpty()) {
        return Verification::tr("Verified on %1: nothing to check (no raw results stored, no scores stored).").arg(day);
    }
    const int differ = differences();
    // %n plural forms: "1 check, all match", "3 differ" / "1 differs" (one %n per sentence, so two sentences).
    const QString checked = Verification::tr("Verified on %1: %n checked", nullptr, int(checks.size())).arg(day);
    return differ == 0 ? Verification::tr("%1, all match.").arg(checked)
                       : Verification::tr("%1, %n differ.", nullptr, differ).arg(checked);
}

Verification::Verification(QSqlDatabase& db, RatingEngine::Config config) : m_db(db), m_config(config) {}

QString Verification::kindKey(VerificationCheck::Kind kind) {
    switch (kind) {
        case VerificationCheck::Kind::RawLog:
            return QStringLiteral("raw_log");
        case VerificationCheck::Kind::RawResult:
            return QStringLiteral("raw_result");
        case VerificationCheck::Kind::Artifact:
            return QStringLiteral("artifact");
        case VerificationCheck::Kind::Sample:
            return QStringLiteral("sample");
        case VerificationCheck::Kind::Score:
            return QStringLiteral("score");
        case VerificationCheck::Kind::Tier:
            return QStringLiteral("tier");
        case VerificationCheck::Kind::BundleFile:
            return QStringLiteral("bundle_file");
        case VerificationCheck::Kind::RunSeal:
            return QStringLiteral("run_seal");
        case VerificationCheck::Kind::Signature:
            return QStringLiteral("signature");
        case VerificationCheck::Kind::Manifest:
            return QStringLiteral("manifest");
    }
    return {};
}

QString Verification::kindName(VerificationCheck::Kind kind) {
    switch (kind) {
        case VerificationCheck::Kind::RawLog:
            return tr("Raw log");
        case VerificationCheck::Kind::RawResult:
            return tr("Imported file");
        case VerificationCheck::Kind::Artifact:
            return tr("Command output");
        case VerificationCheck::Kind::Sample:
            return tr("Sample");
        case VerificationCheck::Kind::Score:
            return tr("Suggested score");
        case VerificationCheck::Kind::Tier:
            return tr("Suggested tier");
        case VerificationCheck::Kind::BundleFile:
            return tr("Bundle file");
        case VerificationCheck::Kind::RunSeal:
            return tr("Run seal");
        case VerificationCheck::Kind::Signature:
            return tr("Signature");
        case VerificationCheck::Kind::Manifest:
            return tr("Manifest");
    }
    return {};
}

Result<VerificationReport> Verification::verify(const QString& providerName, const ProviderRating* rated) const {
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    VerificationReport report;
    report.providerId = provider->id;
    report.providerName = provider->name;
    report.verifiedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (auto st = checkRuns(provider->id, report); !st) {
        return st.error();
    }
    if (auto st = checkSeals(provider->id, report); !st) {
        return st.error();
    }
    if (auto st = SampleRederivation(m_db).check(provider->id, report.checks); !st) {
        return st.error();
    }
    if (rated && rated->providerId == provider->id) {
        if (auto st = checkScores(*rated, report); !st) {
            return st.error();
        }
        return report;
    }
    const TrustNotes trustNotes;  // the rating as the Rating tab and `rate` show it
    auto rating = RatingEngine(m_config, nullptr, nullptr, &trustNotes).rate(m_db, provider->id);
    if (!rating) {
        return rating.error();
    }
    if (auto st = checkScores(*rating, report); !st) {
        return st.error();
    }
    return report;
}

Status Verification::checkRuns(qint64 providerId, VerificationReport& report) const {
    const QString what = tr("Could not read the stored results");
    // Each sealed log stream against the hash taken when it was sealed. A running run's log is still growing in
    // chunks and has no hash yet.
    auto st = TrustRepository(m_db).forEachRawLog(providerId, what, [&](const StoredLogRow& row) {
        const qint64 runId = row.runId;
        const QString& stream = row.stream;
        const bool truncated = row.truncated;
        const QString& recorded = row.sha256;
        const QString& kind = row.runKind;
        const QString& rawSha = row.rawSha256;
        const QString actual = sha256Hex(row.content);
        if (runStatusFromKey(row.runStatus) == RunStatus::Running) {
            return;
        }
        VerificationCheck log{
            VerificationCheck::Kind::RawLog, tr("run %1 %2").arg(runId).arg(stream), recorded, actual, true, {}};
        if (recorded.isEmpty()) {
            log.matches = false;
            log.note = tr("No hash was recorded for this log.");
        } else {
            log.matches = recorded == actual;
            if (!log.matches) {
                log.note = tr("The stored log is not the one that was hashed when it was stored.");
            }
        }
        report.checks.append(log);
        // An import keeps the file it read as its stdout, and the file's own hash on the run: the two must agree
        // unless the file was longer than the log keeps.
        if (kind == QLatin1String("import") && stream == QLatin1String("stdout") && !rawSha.isEmpty()) {
            VerificationCheck file{VerificationCheck::Kind::RawResult,
                                   tr("run %1 imported file").arg(runId),
                                   rawSha,
                                   actual,
                                   rawSha == actual,
                                   {}};
            if (truncated) {
                file.matches = true;
                file.note = tr("The file was longer than the stored log: only the log's own hash can be checked.");
            } else if (!file.matches) {
                file.note = tr("The stored text is not the file that was imported.");
            }
            report.checks.append(file);
        }
    });
    if (!st) {
        return st;
    }
    return TrustRepository(m_db).forEachArtifact(providerId, what, [&](const StoredArtifactRow& row) {
        const QString& recorded = row.sha256;
        const QString actual = sha256Hex(row.content);
        VerificationCheck a{VerificationCheck::Kind::Artifact,
                            tr("run %1 %2").arg(row.runId).arg(row.name),
                            recorded,
                            actual,
                            recorded == actual,
                            {}};
        if (!a.matches) {
            a.note = tr("The stored output is not the one that was hashed when it was stored.");
        }
        report.checks.append(a);
    });
}

Status Verification::checkSeals(qint64 providerId, VerificationReport& report) const {
    auto rows = TrustRepository(m_db).runSeals(providerId, tr("Could not read the stored results"));
    if (!rows) {
        return rows.error();
    }
    for (const StoredSealRow& row : *rows) {
        if (runStatusFromKey(row.status) == RunStatus::Running) {
            continue;  // sealed when it ends
        }
        const QString now = row.now.hash();
        VerificationCheck seal{VerificationCheck::Kind::RunSeal,
                               tr("run %1 seal").arg(row.runId),
                               row.storedSeal,
                               now,
                               row.storedSeal == now,
                               {}};
        if (row.storedSeal.isEmpty()) {
            // Stored before schema 16: nothing to compare with, and saying "match" would claim what was not checked.
            seal.matches = true;
            seal.recorded = tr("none");
            seal.note =
                tr("Hashed under the old scheme: this run's operation, hardware key, arguments and the "
                   "presence of its logs are not covered.");
        } else if (!seal.matches) {
            seal.note =
                tr("The run's logs (present, hash, cut at the cap), operation, hardware key or arguments "
                   "are not what was sealed.");
        }
        report.checks.append(seal);
        // An import's further runs read the file kept on its first run; only a run that has no text anywhere is one
        // whose figures nothing can be checked against.
        if (row.now.streams.isEmpty() && !row.now.args.contains(QStringLiteral("raw_log_run_id"))) {
            report.checks.append({VerificationCheck::Kind::RawLog, tr("run %1").arg(row.runId), tr("none"), tr("none"),
                                  true,
                                  tr("No raw log is kept for this run: its samples cannot be checked against raw "
                                     "text.")});
        }
    }
    return {};
}

Status Verification::checkScores(const ProviderRating& rating, VerificationReport& report) const {
    const ProviderRating* rated = &rating;
    report.evaluationId = rated->evaluation.id;
    if (rated->evaluation.id == 0) {
        return {};
    }
    for (const CriterionSuggestion& c : rated->criteria) {
        const auto stored = rated->stored.constFind(c.criterionId);
        if (stored == rated->stored.constEnd() || !stored->suggested.has_value()) {
            continue;  // never shown on a Rating tab, so nothing was stored to compare with
        }
        VerificationCheck s{VerificationCheck::Kind::Score,        c.name,
                            scoreText(stored->suggested),          scoreText(c.score),
                            sameScore(stored->suggested, c.score), {}};
        if (!s.matches) {
            s.note = tr("The stored suggestion does not follow from the stored evidence (changed since %1, or "
                        "altered).")
                         .arg(stored->updatedAt);
        }
        report.checks.append(s);
    }
    auto history = RatingRepository(m_db).history(rated->providerId);
    if (!history) {
        return history.error();
    }
    for (const RatingRecord& r : *history) {
        if (r.evaluationId != rated->evaluation.id) {
            continue;
        }
        // The newest assignment of this evaluation recorded the tier suggested then.
        const QString now = rated->suggestion.tier ? tierKey(*rated->suggestion.tier) : QString();
        VerificationCheck t{
            VerificationCheck::Kind::Tier, tr("suggested tier"), r.suggestedTier, now, r.suggestedTier == now, {}};
        if (!t.matches) {
            t.note = tr("The tier suggested when %1 assigned %2 on %3 no longer follows from the stored evidence.")
                         .arg(r.assignedBy, r.assignedTier, r.assignedAt);
        }
        report.checks.append(t);
        break;
    }
    return {};
}

}  // namespace tb::core
