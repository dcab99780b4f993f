#include "core/demo/DemoDatabase.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/OpenOrCreate.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Transaction.h"
#include "core/store/WalCheckpoint.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>

#include <unistd.h>

namespace tb::core {

namespace {
Result<QJsonObject> readResource(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data is missing from this build."), path);
    }
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                         QStringLiteral("%1 at offset %2: %3").arg(path).arg(perr.offset).arg(perr.errorString()));
    }
    return doc.object();
}

Status addProviders(QSqlDatabase& db, const QJsonObject& root) {
    ProviderRepository providers(db);
    const QString round = root.value(QStringLiteral("round")).toString();
    for (const QJsonValue& v : root.value(QStringLiteral("providers")).toArray()) {
        const QJsonObject o = v.toObject();
        Provider p;
        p.name = o.value(QStringLiteral("name")).toString();
        p.website = o.value(QStringLiteral("website")).toString();
        p.kind = providerKindFromKey(o.value(QStringLiteral("kind")).toString()).value_or(ProviderKind::Neocloud);
        p.gpuModels = o.value(QStringLiteral("gpus")).toString();
        const QString tier = o.value(QStringLiteral("tier")).toString();
        if (!tier.isEmpty()) {
            p.referenceTier = tierFromKey(tier);
            if (!p.referenceTier) {
                return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                                 QStringLiteral("unknown tier %1 for %2").arg(tier, p.name));
            }
            p.referenceRound = round;
        }
        p.v1Tier = o.value(QStringLiteral("v1")).toString();
        p.notes = o.value(QStringLiteral("notes")).toString();
        auto id = providers.add(p, DemoDatabase::actor());
        if (!id) {
            return id.error();
        }
    }
    return {};
}

// The placements a later published round names (resources/demo/round-*.json, with its source): each named provider
// takes the round's tier as its reference; a provider the round could not test keeps its earlier reference and gets
// the round's note; every provider the round does not name publicly keeps what it had, never a guessed tier.
Status applyPublishedRound(QSqlDatabase& db, const QJsonObject& root) {
    ProviderRepository providers(db);
    const QString round = root.value(QStringLiteral("round")).toString();
    for (const QJsonValue& v : root.value(QStringLiteral("placements")).toArray()) {
        const QJsonObject o = v.toObject();
        auto p = providers.findByName(o.value(QStringLiteral("provider")).toString());
        if (!p) {
            return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                             QStringLiteral("round %1 names %2: %3")
                                 .arg(round, o.value(QStringLiteral("provider")).toString(), p.error().message));
        }
        const QString tier = o.value(QStringLiteral("tier")).toString();
        const QString state = o.value(QStringLiteral("state")).toString();
        if (!tier.isEmpty()) {
            p->referenceTier = tierFromKey(tier);
            if (!p->referenceTier) {
                return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                                 QStringLiteral("unknown tier %1 for %2 in round %3").arg(tier, p->name, round));
            }
            p->referenceRound = round;
        } else if (state != QLatin1String(kUnableToTestKey)) {
            return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                             QStringLiteral("no tier or state for %1 in round %2").arg(p->name, round));
        }
        const QString note = o.value(QStringLiteral("note")).toString();
        if (!note.isEmpty()) {
            const QString line = QStringLiteral("ClusterMAX %1: %2").arg(round, note);
            p->notes = p->notes.isEmpty() ? line : p->notes + u'\n' + line;
        }
        if (auto st = providers.update(*p, DemoDatabase::actor()); !st) {
            return st;
        }
    }
    return {};
}

Status addEvaluation(QSqlDatabase& db, const QJsonObject& root) {
    auto provider = ProviderRepository(db).findByName(root.value(QStringLiteral("provider")).toString());
    if (!provider) {
        return provider.error();
    }
    EvaluationRepository evaluations(db);
    auto id = evaluations.create(provider->id, root.value(QStringLiteral("rubric")).toString(),
                                 root.value(QStringLiteral("title")).toString(),
                                 root.value(QStringLiteral("reviewer")).toString(), DemoDatabase::actor());
    if (!id) {
        return id.error();
    }
    auto evaluation = evaluations.get(*id);
    if (!evaluation) {
        return evaluation.error();
    }
    evaluation->status =
        evaluationStatusFromKey(root.value(QStringLiteral("status")).toString()).value_or(EvaluationStatus::Draft);
    evaluation->conflictDisclosure = root.value(QStringLiteral("conflict_disclosure")).toString();
    evaluation->handoverRequested = root.value(QStringLiteral("handover_requested")).toString();
    evaluation->handoverReceived = root.value(QStringLiteral("handover_received")).toString();
    if (auto st = evaluations.update(*evaluation, DemoDatabase::actor()); !st) {
        return st;
    }
    auto checklist = evaluations.checklist(*id);
    if (!checklist) {
        return checklist.error();
    }
    for (const QJsonValue& v : root.value(QStringLiteral("verdicts")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString key = o.value(QStringLiteral("item")).toString();
        const CheckItem* item = checklist->rubric.item(key);
        const auto verdict = verdictFromKey(o.value(QStringLiteral("verdict")).toString());
        if (!item || !verdict) {
            return makeError(ErrorCode::Internal, DemoDatabase::tr("The demo data of this build is damaged."),
                             QStringLiteral("verdict for %1").arg(key));
        }
        VerdictRecord record;
        record.evaluationId = *id;
        record.checkItemId = item->id;
        record.verdict = *verdict;
        record.evidence = o.value(QStringLiteral("evidence")).toString();
        record.availability = o.value(QStringLiteral("availability")).toString(QStringLiteral("ga"));
        record.promisedDate = o.value(QStringLiteral("promised_date")).toString();
        auto previous = evaluations.saveVerdict(record, DemoDatabase::actor());
        if (!previous) {
            return previous.error();
        }
    }
    return {};
}

// Illustrative all_reduce sweeps (1 KiB to 8 GiB) so the charts, the comparison and the measured part of the
// rating have something to show; each run names itself as illustrative in its source.
Status addRuns(QSqlDatabase& db, const QJsonObject& root) {
    RunRepository runs(db);
    for (const QJsonValue& v : root.value(QStringLiteral("runs")).toArray()) {
        const QJsonObject o = v.toObject();
        auto provider = ProviderRepository(db).findByName(o.value(QStringLiteral("provider")).toString());
        if (!provider) {
            return provider.error();
        }
        RunRecord run;
        run.providerId = provider->id;
        if (o.value(QStringLiteral("evaluation")).toBool()) {
            const auto evaluations = EvaluationRepository(db).evaluationsFor(provider->id);  // newest first
            if (!evaluations.isEmpty()) {
                run.evaluationId = evaluations.first().id;
            }
        }
        const QString op = o.value(QStringLiteral("operation")).toString();
        run.kind = RunKind::Import;
        run.probe = QStringLiteral("nccl-tests");
        run.operation = op;
        run.startedAt = o.value(QStringLiteral("started")).toString();
        run.endedAt = run.startedAt;
        run.status = RunStatus::Ok;
        run.hardwareKey = o.value(QStringLiteral("hardware_key")).toString();
        run.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), o.value(QStringLiteral("algorithm")).toString()}};
        run.args = QJsonObject{{QStringLiteral("nGpus"), 8}, {QStringLiteral("illustrative"), true}};
        run.sourceName = DemoDatabase::tr("illustrative demo sweep (not a measurement)");
        auto id = runs.create(run);
        if (!id) {
            return id.error();
        }
        const double peak = o.value(QStringLiteral("peak")).toDouble();
        const double half = o.value(QStringLiteral("half_bytes")).toDouble();
        QVector<SampleRecord> samples;
        for (int e = 10; e <= 33; ++e) {
            const double bytes = std::exp2(e);
            const double busbw = peak * bytes / (bytes + half);
            const double algbw = busbw / (2.0 * 7 / 8);  // all_reduce on 8 ranks: busbw = algbw * 2(n-1)/n
            const QJsonObject extra{{QStringLiteral("count"), qint64(bytes / 4)},
                                    {QStringLiteral("type"), QStringLiteral("float")}};
            const auto size = static_cast<qint64>(bytes);
            samples << SampleRecord{op + QStringLiteral(".busbw"), size, busbw, QStringLiteral("GB/s"), extra}
                    << SampleRecord{op + QStringLiteral(".algbw"), size, algbw, QStringLiteral("GB/s"), extra}
                    << SampleRecord{op + QStringLiteral(".time_us"), size, bytes / (algbw * 1e3), QStringLiteral("us"),
                                    extra};
        }
        if (auto st = runs.addSamples(*id, samples); !st) {
            return st;
        }
    }
    return {};
}

}  // namespace

QString DemoDatabase::defaultPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("tierbench.sqlite"));
}

Status DemoDatabase::populate(QSqlDatabase& db) {
    auto providers = readResource(QStringLiteral(":/demo/providers.json"));
    if (!providers) {
        return providers.error();
    }
    auto round3 = readResource(QStringLiteral(":/demo/round-3.0.json"));
    if (!round3) {
        return round3.error();
    }
    auto evaluation = readResource(QStringLiteral(":/demo/evaluation.json"));
    if (!evaluation) {
        return evaluation.error();
    }
    auto runs = readResource(QStringLiteral(":/demo/runs.json"));
    if (!runs) {
        return runs.error();
    }
    Transaction tx(db);
    if (!tx.started()) {
        return tx.started();
    }
    if (auto st = addProviders(db, *providers); !st) {
        return st;
    }
    if (auto st = applyPublishedRound(db, *round3); !st) {
        return st;
    }
    if (auto st = addEvaluation(db, *evaluation); !st) {
        return st;
    }
    if (auto st = addRuns(db, *runs); !st) {
        return st;
    }
    return tx.commit();
}

namespace {
// Files `<path>.building-<pid>` (and their -wal/-shm) left by a first start that was killed: removed when that
// process is gone, so they neither pile up nor take a live builder's file away.
void removeAbandonedBuilds(const QString& path) {
    const QFileInfo target(path);
    const QString prefix = target.fileName() + QStringLiteral(".building-");
    const QDir dir = target.absoluteDir();
    for (const QString& name : dir.entryList({prefix + u'*'}, QDir::Files | QDir::Hidden)) {
        const qint64 pid = name.mid(prefix.size()).section(u'-', 0, 0).toLongLong();
        if (pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)) {
            continue;  // its builder still runs
        }
        QFile::remove(dir.filePath(name));
    }
}

// Builds the demo workbench in a file beside `path` and moves it into place only when complete: a first start
// killed at any moment leaves either no file (the next start builds again) or the whole demo, never a file that
// opens as an empty workbench forever (issue 13.3). link() refuses to replace a file another process put there
// meanwhile; then that one is used.
Status buildBeside(const QString& path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    removeAbandonedBuilds(path);
    const QString building = QStringLiteral("%1.building-%2").arg(path).arg(QCoreApplication::applicationPid());
    auto removeBuilding = [&] {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
            QFile::remove(building + QLatin1String(suffix));
        }
    };
    removeBuilding();
    {
        auto store = Store::open(building);
        if (!store) {
            removeBuilding();
            return store.error();
        }
        auto st = (*store)->run([](QSqlDatabase& db) -> Status {
            if (auto filled = DemoDatabase::populate(db); !filled) {
                return filled;
            }
            // Everything into the main file before it moves: the WAL does not travel with it.
            return checkpointWal(db, DemoDatabase::tr("The demo database could not be written."));
        });
        if (!st) {
            store->reset();
            removeBuilding();
            return st;
        }
    }  // closed: the connection is gone before the file moves
    const QByteArray from = QFile::encodeName(building), to = QFile::encodeName(path);
    if (::link(from.constData(), to.constData()) != 0 && errno != EEXIST) {
        const int err = errno;
        removeBuilding();
        return makeError(ErrorCode::Io, DemoDatabase::tr("The demo database could not be put in place."),
                         QStringLiteral("%1: %2").arg(path, QString::fromLocal8Bit(std::strerror(err))));
    }
    removeBuilding();
    return {};
}
}  // namespace

Status DemoDatabase::build(const QString& path) {
    return buildBeside(path);
}

Result<std::shared_ptr<Store>> DemoDatabase::openOrCreate(const QString& path) {
    return openOrCreateStore(path, &DemoDatabase::build);
}

QFuture<Result<std::shared_ptr<Store>>> DemoDatabase::openOrCreateAsync(const QString& path) {
    using R = Result<std::shared_ptr<Store>>;
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    // The build blocks on its own store; a pool thread keeps it off the caller's (the GUI's) thread.
    QThread* caller = QThread::currentThread();
    QThreadPool::globalInstance()->start([promise, path, caller] {
        R opened = openOrCreate(path);
        if (opened) {
            // The store (and its change signal with it) belongs to the caller's thread, not to this pool thread:
            // a pool thread runs no event loop, so the coalesced changed() was never delivered and no view of the
            // workbench followed a change (the suites open synchronously and did not see it).
            (*opened)->moveToThread(caller);
        }
        promise->addResult(opened);
        promise->finish();
    });
    return future;
}

}  // namespace tb::core
