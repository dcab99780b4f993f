// nccl-tests tables as analysts get them: rows without any header, with or without the column header, behind
// mpirun/srun/host-name prefixes, rows split or glued by a launcher's tags; the operation unknown until the analyst
// names it (at import or for a stored run); files with the tool's markers but no table, explained rather than refused;
// NCCL's own INFO/WARN lines read into facts and checks.
#include "ImportTestUtil.h"

#include "core/import/CollectiveOperation.h"
#include "core/import/ImportService.h"
#include "core/store/Store.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace tb::core;
using importtest::finding;
using importtest::fixture;
using importtest::parse;

namespace {

bool anyWarning(const ParsedRun& run, const QString& text) {
    for (const QString& w : run.warnings) {
        if (w.contains(text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

}  // namespace

class tst_NcclExcerptImport : public QObject {
    Q_OBJECT

private slots:
    void rowsOnlyAreRecognisedByTheirShape() {
        auto r = Importer::parseBytes(fixture(QStringLiteral("nccl-headerless-rows.txt")));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QCOMPARE(r->format, QStringLiteral("nccl-tests"));
        const ParsedRun& run = r->runs.at(0);
        QCOMPARE(run.rows.size(), 8);
        QCOMPARE(run.operation, QStringLiteral("unknown"));
        QVERIFY(anyWarning(run, QStringLiteral("not named")));
        // The ratio busbw/algbw (1.75) and redop sum fit all_reduce over 8 ranks only: suggested, not applied.
        QCOMPARE(run.args.value(QStringLiteral("suggestedOperation")).toString(), QStringLiteral("all_reduce"));
        QVERIFY(runSamples(run).front().metric.startsWith(QStringLiteral("unknown.")));
    }

    void columnHeaderWithoutTheArgumentsLine() {
        const ParsedImport p = parse(QStringLiteral("nccl-headerless-colheader.txt"));
        QCOMPARE(p.runs.size(), 1);
        QCOMPARE(p.runs[0].rows.size(), 14);
        QCOMPARE(p.runs[0].operation, QStringLiteral("unknown"));
        QVERIFY(p.runs[0].summaryAvgBusbw.has_value());
        QVERIFY(!p.runs[0].truncated);
    }

    void tagsSplitAndGlueRows() {
        const ParsedImport p = parse(QStringLiteral("nccl-headerless-tagged.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& run = p.runs[0];
        // 14 rows: one split over two lines, two glued into one line, one split mid-line by a tag.
        QCOMPARE(run.rows.size(), 14);
        QList<qint64> sizes;
        for (const CollectiveRow& row : run.rows) {
            sizes << row.sizeBytes;
            QVERIFY(row.outOfPlace.present && row.inPlace.present);
        }
        for (int k = 0; k < 14; ++k)
            QCOMPARE(sizes[k], qint64(1) << (20 + k));
        QCOMPARE(run.rows[3].outOfPlace.busbw, 153.78);
        QCOMPARE(run.rows[9].outOfPlace.busbw, 363.93);
        QVERIFY(p.warnings.join(u' ').indexOf(QStringLiteral("incomplete")) < 0);
        // 16 ranks: 2(n-1)/n = 1.875
        QCOMPARE(run.args.value(QStringLiteral("suggestedOperation")).toString(), QStringLiteral("all_reduce"));
    }

    void hostNamePrefixes() {
        const ParsedImport p = parse(QStringLiteral("nccl-headerless-hosts.txt"));
        QCOMPARE(p.runs.size(), 1);
        QCOMPARE(p.runs[0].rows.size(), 10);
        QCOMPARE(p.runs[0].rows[0].redop, QStringLiteral("none"));
        // busbw/algbw 0.875 with redop none: all_gather or alltoall, which the rows cannot tell apart.
        QVERIFY(!p.runs[0].args.contains(QStringLiteral("suggestedOperation")));
        QVERIFY(anyWarning(p.runs[0], QStringLiteral("cannot tell")));
    }

    void theAnalystNamesTheOperation() {
        ImportOptions options;
        options.operation = QStringLiteral("all_gather");
        auto r =
            Importer::parseBytes(fixture(QStringLiteral("nccl-headerless-hosts.txt")), QStringLiteral("auto"), options);
        QVERIFY(r.ok());
        const ParsedRun& run = r->runs[0];
        QCOMPARE(run.operation, QStringLiteral("all_gather"));
        QCOMPARE(run.rankCount, 8);  // (n-1)/n = 0.875
        QVERIFY(!anyWarning(run, QStringLiteral("not named")));
        QCOMPARE(runSamples(run).front().metric, QStringLiteral("all_gather.busbw"));
        // A name that contradicts the rows is taken, with a warning: the analyst may know better, and is told.
        options.operation = QStringLiteral("all_reduce");
        auto wrong =
            Importer::parseBytes(fixture(QStringLiteral("nccl-headerless-hosts.txt")), QStringLiteral("auto"), options);
        QVERIFY(wrong.ok());
        QVERIFY(anyWarning(wrong->runs[0], QStringLiteral("another collective")));
        // Unknown names are refused; runs that name their collective keep it.
        options.operation = QStringLiteral("allreduce");
        QCOMPARE(
            Importer::parseBytes(fixture(QStringLiteral("nccl-headerless-hosts.txt")), QStringLiteral("auto"), options)
                .error()
                .code,
            ErrorCode::InvalidArgument);
        options.operation = QStringLiteral("all_gather");
        auto named =
            Importer::parseBytes(fixture(QStringLiteral("nccl-newest-allreduce.txt")), QStringLiteral("auto"), options);
        QVERIFY(named.ok());
        QCOMPARE(named->runs[0].operation, QStringLiteral("all_reduce"));
        QVERIFY(anyWarning(named->runs[0], QStringLiteral("not applied")));
    }

    void busbwFactors() {
        QCOMPARE(*CollectiveOperation::busbwFactor(QStringLiteral("all_reduce"), 8), 1.75);
        QCOMPARE(*CollectiveOperation::busbwFactor(QStringLiteral("reduce_scatter"), 4), 0.75);
        QCOMPARE(*CollectiveOperation::busbwFactor(QStringLiteral("sendrecv"), 0), 1.0);
        QVERIFY(!CollectiveOperation::busbwFactor(QStringLiteral("bogus"), 8));
    }

    void storedRunGetsItsOperation() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("t.sqlite"));
        auto store = Store::open(where);
        QVERIFY(store.ok());
        auto parsed = Importer::parseBytes(fixture(QStringLiteral("nccl-headerless-rows.txt")));
        QVERIFY(parsed.ok());
        const ParsedImport data = *parsed;
        ImportCapture capture;
        capture.raw = fixture(QStringLiteral("nccl-headerless-rows.txt"));
        auto ids = (*store)->run([&](QSqlDatabase& db) -> Result<QVector<qint64>> {
            QSqlQuery q(db);
            q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('P')"));
            return ImportService::store(db, q.lastInsertId().toLongLong(), data, QStringLiteral("rows.txt"), capture);
        });
        QVERIFY2(ids.ok(), qPrintable(ids.ok() ? QString() : ids.error().toString()));
        const qint64 id = ids->front();
        auto set = (*store)->run(
            [&](QSqlDatabase& db) { return ImportService::setRunOperation(db, id, QStringLiteral("all_reduce")); });
        QVERIFY2(set.ok(), qPrintable(set.ok() ? QString() : set.error().toString()));
        auto check = (*store)->run([&](QSqlDatabase& db) -> Result<QStringList> {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT DISTINCT metric FROM sample WHERE run_id = ? ORDER BY metric"));
            q.addBindValue(id);
            q.exec();
            QStringList metrics;
            while (q.next())
                metrics << q.value(0).toString();
            q.prepare(QStringLiteral("SELECT operation FROM probe_run WHERE id = ?"));
            q.addBindValue(id);
            q.exec();
            q.next();
            metrics.prepend(q.value(0).toString());
            return metrics;
        });
        QVERIFY(check.ok());
        QCOMPARE(check->front(), QStringLiteral("all_reduce"));
        QVERIFY(check->contains(QStringLiteral("all_reduce.busbw.ip")));
        QVERIFY(check->contains(QStringLiteral("all_reduce.time_us")));
        for (const QString& m : *check)
            QVERIFY(!m.startsWith(QStringLiteral("unknown")));
        auto again = (*store)->run(
            [&](QSqlDatabase& db) { return ImportService::setRunOperation(db, id, QStringLiteral("all_gather")); });
        QCOMPARE(again.error().code, ErrorCode::InvalidArgument);
        auto missing = (*store)->run([&](QSqlDatabase& db) {
            return ImportService::setRunOperation(db, id + 99, QStringLiteral("all_gather"));
        });
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void markersWithoutATableAreExplained() {
        // The test's header and rank list, cut before the table.
        const ParsedImport header = parse(QStringLiteral("nccl-header-only.txt"));
        QCOMPARE(header.format, QStringLiteral("nccl-tests"));
        QCOMPARE(header.runs.size(), 1);
        QCOMPARE(header.runs[0].operation, QStringLiteral("all_gather"));
        QVERIFY(header.runs[0].truncated);
        QVERIFY(anyWarning(header.runs[0], QStringLiteral("stops before the result table")));
        QCOMPARE(header.runs[0].rankCount, 8);
        // Only NCCL's own lines.
        const ParsedImport info = parse(QStringLiteral("nccl-only-info-lines.txt"));
        QCOMPARE(info.runs.size(), 1);
        QVERIFY(anyWarning(info.runs[0], QStringLiteral("No result table")));
        QCOMPARE(finding(info.runs[0], QStringLiteral("nccl.network")).value, QStringLiteral("Socket"));
        // Any single marker: never "not a recognised tool output".
        for (const QByteArray& bit :
             {QByteArrayLiteral("# Using devices\n"),
              QByteArrayLiteral("# nThread 1 nGpus 8 minBytes 8 maxBytes 8589934592\n"),
              QByteArrayLiteral("NCCL version 2.21.5+cuda12.4\n"),
              QByteArrayLiteral("gpu-a1:12:12 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>\n"),
              QByteArrayLiteral("# Collective test starting: all_reduce_perf\n")}) {
            auto r = Importer::parseBytes(bit);
            QVERIFY2(r.ok(), bit.constData());
            QCOMPARE(r->format, QStringLiteral("nccl-tests"));
            QVERIFY2(!r->runs.isEmpty() && !r->runs[0].warnings.isEmpty(), bit.constData());
        }
    }

    void ncclInfoLinesOnInfiniband() {
        const ParsedImport p = parse(QStringLiteral("nccl-info-ib-2node.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& run = p.runs[0];
        QCOMPARE(run.rows.size(), 10);
        QCOMPARE(run.operation, QStringLiteral("all_reduce"));
        QCOMPARE(run.rankCount, 16);
        QCOMPARE(finding(run, QStringLiteral("nccl.version")).value, QStringLiteral("2.21.5+cuda12.4"));
        QCOMPARE(finding(run, QStringLiteral("nccl.cuda_driver")).detail, QStringLiteral("CUDA driver API 12.4"));
        QCOMPARE(finding(run, QStringLiteral("nccl.network")).value, QStringLiteral("IB"));
        QVERIFY(finding(run, QStringLiteral("nccl.net_devices")).value.contains(QStringLiteral("mlx5_11:1/IB")));
        QVERIFY(finding(run, QStringLiteral("nccl.net_plugin")).value.contains(QStringLiteral("RDMA Plugin")));
        QCOMPARE(finding(run, QStringLiteral("nccl.nodes")).value, QStringLiteral("2"));
        QCOMPARE(finding(run, QStringLiteral("nccl.transport")).status, FindingStatus::Pass);
        QCOMPARE(finding(run, QStringLiteral("nccl.gdr")).status, FindingStatus::Pass);
        QCOMPARE(finding(run, QStringLiteral("nccl.channels")).value, QStringLiteral("32"));
        QVERIFY(finding(run, QStringLiteral("nccl.settings")).detail.contains(QStringLiteral("NCCL_IB_GID_INDEX=3")));
        QCOMPARE(run.env.value(QStringLiteral("nccl_network")).toString(), QStringLiteral("IB"));
        QVERIFY(finding(run, QStringLiteral("nccl.warnings")).key.isEmpty());
    }

    void socketFallbackOnTwoNodesIsAFinding() {
        const ParsedImport p = parse(QStringLiteral("nccl-info-socket-fallback.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& run = p.runs[0];
        const FindingRecord transport = finding(run, QStringLiteral("nccl.transport"));
        QCOMPARE(transport.status, FindingStatus::Fail);
        QVERIFY2(transport.detail.contains(QStringLiteral("2 nodes")), qPrintable(transport.detail));
        QVERIFY2(transport.detail.contains(QStringLiteral("libibverbs")), qPrintable(transport.detail));
        QVERIFY(finding(run, QStringLiteral("nccl.net_plugin")).value.contains(QStringLiteral("none found")));
        QCOMPARE(finding(run, QStringLiteral("nccl.topology")).status, FindingStatus::Warn);
        const FindingRecord errors = finding(run, QStringLiteral("nccl.errors"));
        QCOMPARE(errors.status, FindingStatus::Fail);
        QVERIFY2(errors.detail.contains(QStringLiteral("misc/socket.cc:484")), qPrintable(errors.detail));
        QVERIFY2(errors.detail.contains(QStringLiteral("misc/socket.cc:565 -> 2")), qPrintable(errors.detail));
        QCOMPARE(finding(run, QStringLiteral("nccl.warnings")).status, FindingStatus::Warn);
        QVERIFY(finding(run, QStringLiteral("nccl.gdr")).key.isEmpty());  // no RDMA at all: nothing to say on GDR
    }

    void theseChecksAreSuggestedAsNetworkingEvidence() {
        QFile file(tb::test::sourceDir() + QStringLiteral("/resources/recipes/tb-node-suggestions.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        for (const char* pair : {"\"nccl.transport\", \"item\": \"networking.fabric\"",
                                 "\"nccl.warnings\", \"item\": \"networking.nccl_defaults\"",
                                 "\"nccl.gdr\", \"item\": \"lifecycle.gpudirect_rdma\""}) {
            QVERIFY2(json.contains(pair), pair);
        }
    }
};

QTEST_GUILESS_MAIN(tst_NcclExcerptImport)
#include "tst_NcclExcerptImport.moc"
