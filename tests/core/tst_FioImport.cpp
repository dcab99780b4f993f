// fio's outputs as an analyst is handed them: JSON, json+ (latency histograms), fio 2 JSON (KiB/s), normal text
// (fio 3 and fio 2), client/server output (JSON "client_stats" and text with "<host> " prefixes); cut outputs, a job
// missing a phase, and hostile figures (huge, negative, NaN, missing).
#include "ImportTestUtil.h"

#include "core/import/FioJsonParser.h"
#include "core/import/FormatDetector.h"

using namespace tb::core;
using namespace importtest;

namespace {

std::optional<SampleRecord> sample(const ParsedRun& r, const QString& metric) {
    for (const SampleRecord& s : r.samples) {
        if (s.metric == metric)
            return s;
    }
    return std::nullopt;
}

double value(const ParsedRun& r, const char* metric) {
    const auto s = sample(r, QString::fromLatin1(metric));
    return s ? s->value : -1;
}

bool near(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

QByteArray oneJob(const QByteArray& readFields, const QByteArray& rw = "read",
                  const QByteArray& writeFields = R"("io_bytes": 0, "bw_bytes": 0, "iops": 0)") {
    return R"({"fio version": "fio-3.33", "jobs": [{"jobname": "j", "error": 0, "job options": {"rw": ")" + rw +
           R"(", "bs": "1M"}, "read": {)" + readFields + R"(}, "write": {)" + writeFields + "}}]}";
}

}  // namespace

class tst_FioImport : public QObject {
    Q_OBJECT

private slots:
    void detection_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("json") << "fio-seq-read.json"
                              << "fio-json";
        QTest::newRow("json+") << "fio-randrw-jsonplus.json"
                               << "fio-json";
        QTest::newRow("fio 2 json") << "fio2-read.json"
                                    << "fio-json";
        QTest::newRow("client json") << "fio-client.json"
                                     << "fio-json";
        QTest::newRow("text") << "fio-randrw.txt"
                              << "fio";
        QTest::newRow("fio 2 text") << "fio2-read.txt"
                                    << "fio";
        QTest::newRow("client text") << "fio-client.txt"
                                     << "fio";
    }
    void detection() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QCOMPARE(FormatDetector::detect(fixture(file)), format);
        QVERIFY(FormatDetector::isKnown(format));
        QCOMPARE(FormatDetector::isDocumentFormat(format), format == QLatin1String("fio-json"));
        // Notes fio printed before its JSON (stdout and stderr in one file) do not hide it.
        QCOMPARE(FormatDetector::detect("fio: file hash not empty on exit\n" + fixture(file)), format);
    }

    void seqReadJson() {
        const ParsedImport p = parse(QStringLiteral("fio-seq-read.json"));
        QCOMPARE(p.format, QStringLiteral("fio-json"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.tool, QStringLiteral("fio"));
        QCOMPARE(r.operation, QStringLiteral("read"));
        QCOMPARE(r.env.value(QStringLiteral("fio_version")).toString(), QStringLiteral("fio-3.33"));
        QCOMPARE(r.args.value(QStringLiteral("bs")).toString(), QStringLiteral("1M"));
        QVERIFY(near(value(r, "read.bw"), 2.396745142));
        QCOMPARE(sample(r, QStringLiteral("read.bw"))->unit, QStringLiteral("GB/s"));
        QCOMPARE(sample(r, QStringLiteral("read.bw"))->sizeBytes.value_or(0), qint64(1) << 20);
        QVERIFY(value(r, "read.iops") > 0);
        QCOMPARE(sample(r, QStringLiteral("read.iops"))->unit, QStringLiteral("IOPS"));
        QVERIFY(near(value(r, "read.clat_p50"), 366.592));
        QVERIFY(near(value(r, "read.clat_p99"), 9240.576));
        QVERIFY(!sample(r, QStringLiteral("write.bw")));
        QVERIFY(!r.failed);
        QVERIFY(!p.truncated);
        QCOMPARE(runStatus(r), RunStatus::Ok);
    }

    void jsonPlusKeepsTheFiguresNotTheHistogram() {
        const ParsedImport p = parse(QStringLiteral("fio-randrw-jsonplus.json"));
        QCOMPARE(p.runs.size(), 2);  // numjobs=2 without group_reporting: a result per job
        for (const ParsedRun& r : p.runs) {
            QCOMPARE(r.operation, QStringLiteral("randrw"));
            QVERIFY2(!r.failed, qPrintable(r.warnings.join(u'|')));
            QCOMPARE(r.samples.size(), 8);  // bw, iops, p50, p99 for read and write
            QCOMPARE(sample(r, QStringLiteral("write.bw"))->sizeBytes.value_or(0), 4096);
        }
        QVERIFY(near(value(p.runs[0], "read.bw"), 0.034228811));
        QVERIFY(near(value(p.runs[0], "write.bw"), 0.034306557));
        QVERIFY(near(value(p.runs[1], "read.bw"), 0.037440959));
    }

    void fio2JsonBandwidthIsKiB() {
        const ParsedImport p = parse(QStringLiteral("fio2-read.json"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.env.value(QStringLiteral("fio_version")).toString(), QStringLiteral("fio-2.2.10"));
        QVERIFY(near(value(r, "read.bw"), 391213.0 * 1024 / 1e9));
        QVERIFY(near(value(r, "read.iops"), 382.04));
        QVERIFY(near(value(r, "read.clat_p50"), 2544));  // fio 2's clat is in us already
        QVERIFY(near(value(r, "read.clat_p99"), 4048));
        QVERIFY(!r.failed);
    }

    void clientServerJson() {
        const ParsedImport p = parse(QStringLiteral("fio-client.json"));
        QCOMPARE(p.runs.size(), 3);
        QCOMPARE(p.runs[0].label, QStringLiteral("seqwrite @ storage-c1"));
        QCOMPARE(p.runs[0].args.value(QStringLiteral("host")).toString(), QStringLiteral("storage-c1"));
        QCOMPARE(p.runs[1].label, QStringLiteral("seqwrite @ storage-c2"));
        QCOMPARE(p.runs[2].label, QStringLiteral("All clients"));
        QVERIFY(near(value(p.runs[0], "write.bw"), 8.388608));
        QVERIFY(near(value(p.runs[1], "write.bw"), 7.5497472));
        QVERIFY(near(value(p.runs[2], "write.bw"), 15.9383552));
        for (const ParsedRun& r : p.runs) {
            QCOMPARE(r.operation, QStringLiteral("write"));
            QVERIFY(!r.failed);
        }
    }

    void text() {
        const ParsedImport p = parse(QStringLiteral("fio-randrw.txt"));
        QCOMPARE(p.format, QStringLiteral("fio"));
        QCOMPARE(p.runs.size(), 2);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.operation, QStringLiteral("randrw"));
        QCOMPARE(r.env.value(QStringLiteral("fio_version")).toString(), QStringLiteral("fio-3.33"));
        QVERIFY(near(value(r, "read.bw"), 41.0 * 1048576 / 1e9));
        QVERIFY(near(value(r, "read.iops"), 10500));
        QVERIFY(near(value(r, "read.clat_p50"), 51));
        QVERIFY(near(value(r, "read.clat_p99"), 258));
        QVERIFY(near(value(r, "write.clat_p50"), 2.48));  // nsec table
        QVERIFY(near(value(r, "write.clat_p99"), 12.224));
        QCOMPARE(sample(r, QStringLiteral("read.bw"))->sizeBytes.value_or(0), 4096);
        QVERIFY(!r.failed);
        QVERIFY(!p.truncated);
        QVERIFY(near(value(p.runs[1], "write.bw"), 41.7 * 1048576 / 1e9));
    }

    void clientServerText() {
        const ParsedImport p = parse(QStringLiteral("fio-client.txt"));
        QCOMPARE(p.runs.size(), 3);
        QCOMPARE(p.runs[0].label, QStringLiteral("seqwrite @ storage-c1"));
        QCOMPARE(p.runs[1].label, QStringLiteral("seqwrite @ storage-c2"));
        QCOMPARE(p.runs[2].label, QStringLiteral("All clients"));
        QVERIFY(near(value(p.runs[0], "write.bw"), 1812.0 * 1048576 / 1e9));
        QVERIFY(near(value(p.runs[0], "write.clat_p99"), 15533));
        QVERIFY(near(value(p.runs[1], "write.clat_p50"), 9634));
        QVERIFY(near(value(p.runs[2], "write.bw"), 3443.0 * 1048576 / 1e9));
        for (const ParsedRun& r : p.runs.mid(0, 2)) {
            QCOMPARE(r.operation, QStringLiteral("write"));
            QVERIFY2(!r.failed, qPrintable(r.warnings.join(u'|')));
        }
        QVERIFY(!p.truncated);
    }

    void fio2Text() {
        const ParsedImport p = parse(QStringLiteral("fio2-read.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.operation, QStringLiteral("read"));
        QCOMPARE(r.env.value(QStringLiteral("fio_version")).toString(), QStringLiteral("fio-2.2.10"));
        QVERIFY(near(value(r, "read.bw"), 391213.0 * 1024 / 1e9));
        QVERIFY(near(value(r, "read.iops"), 382));
        QVERIFY(near(value(r, "read.clat_p50"), 2544));
        QVERIFY(near(value(r, "read.clat_p99"), 4048));
        QCOMPARE(sample(r, QStringLiteral("read.bw"))->sizeBytes.value_or(0), qint64(1) << 20);
        QVERIFY(!r.failed);
    }

    // A cut JSON keeps the jobs before the cut and says what is missing.
    void cutJsonKeepsWhatItHolds() {
        const QByteArray full = fixture(QStringLiteral("fio-randrw-jsonplus.json"));
        const qsizetype second = full.indexOf("\"jobname\"", full.indexOf("\"jobname\"") + 1);
        QVERIFY(second > 0);
        const auto r = Importer::parseBytes(full.left(second + 40));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->runs.size(), 1);
        QVERIFY(r->truncated);
        QVERIFY(r->runs[0].truncated);
        QVERIFY(near(value(r->runs[0], "read.bw"), 0.034228811));
        QVERIFY2(r->warnings.join(u'|').contains(QLatin1String("ends early")), qPrintable(r->warnings.join(u'|')));
        // Cut inside the only job: recognised, nothing readable, and said so.
        const QByteArray seq = fixture(QStringLiteral("fio-seq-read.json"));
        const auto cut = Importer::parseBytes(seq.left(seq.size() / 2));
        QVERIFY(cut.ok());
        QVERIFY(cut->truncated);
        QCOMPARE(cut->runs.size(), 1);
        QVERIFY(cut->runs[0].samples.isEmpty());
        QVERIFY(cut->runs[0].warnings.join(u'|').contains(QLatin1String("cut short")));
    }

    void cutTextIsTruncatedAndItsHalfJobFails() {
        const QByteArray full = fixture(QStringLiteral("fio-randrw.txt"));
        // The second job's result up to its read phase: its write phase never came.
        const qsizetype secondWrite = full.indexOf("  write:", full.lastIndexOf("(groupid="));
        const auto r = Importer::parseBytes(full.left(secondWrite));
        QVERIFY(r.ok());
        QCOMPARE(r->runs.size(), 2);
        QVERIFY(r->truncated);
        QVERIFY(!r->runs[0].failed);
        QVERIFY(r->runs[1].failed);
        QCOMPARE(runStatus(r->runs[1]), RunStatus::Failed);
        QVERIFY(r->runs[1].warnings.join(u'|').contains(QLatin1String("no write result")));
        QVERIFY(r->warnings.join(u'|').contains(QLatin1String("Run status group")));
    }

    void aJobMissingAPhaseIsNotAPass() {
        const auto r = Importer::parseBytes(oneJob(R"("io_bytes": 1048576, "bw_bytes": 2e9, "iops": 1900)", "randrw"));
        QVERIFY(r.ok());
        QCOMPARE(r->runs.size(), 1);
        QVERIFY(r->runs[0].failed);
        QCOMPARE(runStatus(r->runs[0]), RunStatus::Failed);
        QVERIFY(r->runs[0].warnings.join(u'|').contains(QLatin1String("no write result")));
        QVERIFY(near(value(r->runs[0], "read.bw"), 2.0));  // the phase it has is still read
        // A job that moved nothing at all, and one with fio's own error.
        const auto idle = Importer::parseBytes(R"({"fio version": "fio-3.33", "jobs": [{"jobname": "idle"}]})");
        QVERIFY(idle.ok());
        QVERIFY(idle->runs.value(0).failed);
        QVERIFY(idle->runs.value(0).warnings.join(u'|').contains(QLatin1String("no read result")) ||
                idle->runs.value(0).warnings.join(u'|').contains(QLatin1String("moved no data")));
        const auto erred = Importer::parseBytes(
            R"({"fio version": "fio-3.33", "jobs": [{"jobname": "e", "error": 5, "job options": {"rw": "read"},
                "read": {"io_bytes": 4096, "bw_bytes": 4096, "iops": 1}}]})");
        QVERIFY(erred.ok());
        QVERIFY(erred->runs.value(0).failed);
        QVERIFY(erred->runs.value(0).warnings.join(u'|').contains(QLatin1String("error 5")));
    }

    void hostileFiguresAreRefusedClearly_data() {
        QTest::addColumn<QByteArray>("doc");
        QTest::addColumn<bool>("refusedWhole");  // NaN/inf: the whole input; huge/negative: that figure
        QTest::newRow("huge") << oneJob(R"("io_bytes": 1048576, "bw_bytes": 1e300, "iops": 5)") << false;
        QTest::newRow("negative") << oneJob(R"("io_bytes": 1048576, "bw_bytes": -5e9, "iops": 5)") << false;
        QTest::newRow("bare nan") << oneJob(R"("io_bytes": 1048576, "bw_bytes": nan, "iops": 5)") << true;
        QTest::newRow("bare -nan") << oneJob(R"("io_bytes": 1048576, "bw_bytes": 1, "iops": -nan)") << true;
        QTest::newRow("string nan") << oneJob(R"("io_bytes": 1048576, "bw_bytes": "NaN", "iops": 5)") << true;
        QTest::newRow("inf") << oneJob(R"("io_bytes": 1048576, "bw_bytes": inf, "iops": 5)") << true;
    }
    void hostileFiguresAreRefusedClearly() {
        QFETCH(QByteArray, doc);
        QFETCH(bool, refusedWhole);
        const auto r = Importer::parseBytes(doc);
        if (refusedWhole) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, ErrorCode::InvalidArgument);
            QVERIFY2(r.error().message.contains(QLatin1String("not finite")), qPrintable(r.error().toString()));
            return;
        }
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        const ParsedRun& run = r->runs.value(0);
        QVERIFY(!sample(run, QStringLiteral("read.bw")));
        QCOMPARE(finding(run, QStringLiteral("import.refused_values")).value, QStringLiteral("1"));
        QVERIFY(sample(run, QStringLiteral("read.iops")));
    }

    // Broken structure of every kind: an answer, never a crash (the fuzzer runs this parser too).
    void malformedIsNeverACrash_data() {
        QTest::addColumn<QByteArray>("doc");
        QTest::newRow("jobs not an array") << QByteArray(R"({"fio version": "fio-3.33", "jobs": 7})");
        QTest::newRow("job not an object") << QByteArray(R"({"fio version": "fio-3.33", "jobs": [1, "x", null]})");
        QTest::newRow("directions wrong type")
            << QByteArray(R"({"fio version": "fio-3.33", "jobs": [{"read": [], "write": "x", "trim": 3}]})");
        QTest::newRow("deep") << QByteArray(R"({"fio version": "x", "jobs": [)") + QByteArray(5000, '[');
        QTest::newRow("broken job") << QByteArray(R"({"fio version": "fio-3.33", "jobs": [{"read": {"bw": }}]})");
        QTest::newRow("huge strings") << (R"({"fio version": "fio-3.33", "jobs": [{"jobname": ")" +
                                          QByteArray(1 << 20, 'x') + R"(", "job options": {"rw": ")" +
                                          QByteArray(100000, 'r') + R"("}}]})");
        QTest::newRow("text garbage") << QByteArray(
            "x: (groupid=0, jobs=1): err= 99999999999999999999: pid=1\n"
            "  read: IOPS=, BW=GiB/s ()(/msec)\n    clat percentiles "
            "(usec):\n     | 50.00th=[ ],99.00th=[\n");
    }
    void malformedIsNeverACrash() {
        QFETCH(QByteArray, doc);
        const auto r = Importer::parseBytes(doc);
        if (r.ok()) {
            for (const ParsedRun& run : r->runs)
                QVERIFY(run.failed || run.truncated || !run.samples.isEmpty());
        } else {
            QVERIFY(!r.error().message.isEmpty());
        }
    }

    void notesBeforeAndTextAfterTheDocument() {
        const QByteArray doc = "note: both iodepth >= 1 and synchronous I/O engine are selected\n" +
                               fixture(QStringLiteral("fio-seq-read.json")) + "\nfio: file hash not empty on exit\n";
        const auto r = Importer::parseBytes(doc);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->runs.size(), 1);
        QVERIFY(!r->truncated);
        QVERIFY(near(value(r->runs[0], "read.bw"), 2.396745142));
        const QString w = r->warnings.join(u'|');
        QVERIFY2(w.contains(QLatin1String("before fio's JSON")) && w.contains(QLatin1String("after fio's JSON")),
                 qPrintable(w));
    }

    // The streamed parser sees the document in any chunking the same way.
    void chunkingDoesNotMatter() {
        const QByteArray doc = fixture(QStringLiteral("fio-client.json"));
        FioJsonParser byByte;
        for (char c : doc)
            byByte.feed(&c, 1);
        const ParsedImport a = byByte.finish();
        const ParsedImport b = FioJsonParser::parse(doc);
        QCOMPARE(a.runs.size(), 3);
        QCOMPARE(toJson(a), toJson(b));
    }
};

QTEST_GUILESS_MAIN(tst_FioImport)
#include "tst_FioImport.moc"
