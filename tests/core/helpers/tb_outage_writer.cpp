// A probe run's recorder in a process of its own, for tst_RunOutage: it records 200 samples into a team database
// in ten batches, the first five while the server answers and the rest after the test stopped it (so they wait in
// the run's spill file), says how many wait there, and waits to be killed. The test then opens the database again
// and checks that the spill file is replayed, once.
//
// Usage: tb_outage_writer POSTGRESQL_URL SPILL_DIR. Lines on stdout: "run ID", "spilled N"; "go" on stdin between.
#include "core/run/ProbeRunner.h"
#include "core/run/RunRecorder.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/RunSpill.h"
#include "core/store/Store.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>

#include <cstdio>

using namespace tb::core;

namespace {
QByteArray samples(int from, int count) {
    QByteArray out;
    for (int i = from; i < from + count; ++i) {
        out += "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":" + QByteArray::number(i) +
               ",\"value\":" + QByteArray::number(1000 + i) + ",\"unit\":\"GB/s\"}\n";
    }
    return out;
}
}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        return 64;
    }
    RunSpill::setDirectory(args.at(2));
    auto store = Store::open(args.at(1));
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    const qint64 runId = (*store)->run([](QSqlDatabase& db) -> qint64 {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Outage Co') RETURNING id")) || !q.next()) {
            std::fprintf(stderr, "%s\n", qPrintable(q.lastError().text()));
            return 0;
        }
        RunSpec spec;
        spec.providerId = q.value(0).toLongLong();
        spec.name = QStringLiteral("tb-membw");
        auto id = RunRepository(db).create(ProbeRunner::newRecord(spec, QStringLiteral("n1")));
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(id.error().toString()));
            return 0;
        }
        if (auto claimed = RunOwnership(db).claim(*id); !claimed) {
            std::fprintf(stderr, "%s\n", qPrintable(claimed.error().toString()));
            return 0;
        }
        return *id;
    });
    if (runId <= 0) {
        return 2;
    }
    RunSpec spec;
    spec.name = QStringLiteral("tb-membw");
    RunRecorder recorder(**store, runId, nullptr, spec);
    RunWritePolicy policy;
    policy.memoryCapBytes = 1;  // everything that waits goes to the spill file
    recorder.setPolicy(policy);
    for (int batch = 0; batch < 5; ++batch) {
        recorder.onStdout(samples(batch * 20, 20));
        recorder.flush();
    }
    std::printf("run %lld\n", static_cast<long long>(runId));
    std::fflush(stdout);
    QTextStream in(stdin);
    if (in.readLine() != QLatin1String("go")) {
        return 3;
    }
    for (int batch = 5; batch < 10; ++batch) {
        recorder.onStdout(samples(batch * 20, 20));
        recorder.flush();
    }
    auto spilled = RunSpill::readAll(RunSpill((*store)->path(), runId).path());
    qint64 n = 0;
    for (const RunBatch& b : spilled.valueOr({})) {
        n += b.samples.size();
    }
    std::printf("spilled %lld\n", static_cast<long long>(n));
    std::fflush(stdout);
    in.readLine();  // killed here
    return 0;
}
