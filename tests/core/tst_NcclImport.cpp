// nccl-tests / rccl-tests text and -J JSON: every layout, prefixes, noise, truncation.
#include "core/import/Importer.h"
#include "core/import/LineSplitter.h"
#include "core/import/ParsedImport.h"

#include "tests/support/TestSupport.h"

#include <QFile>
#include <QtTest>

using namespace tb::core;

namespace {

QByteArray fixture(const QString& name) {
    QFile f(tb::test::sourceDir() + QStringLiteral("/tests/core/fixtures/imports/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture");
    return f.readAll();
}

ParsedImport parse(const QString& name, const QString& format = QStringLiteral("auto")) {
    auto r = Importer::parseBytes(fixture(name), format);
    if (!r)
        qWarning() << r.error().toString();
    return r.ok() ? r.value() : ParsedImport{};
}

// Feeds a parser through the streaming splitter in caller-chosen chunks.
struct SplitFeed {
    explicit SplitFeed(LineParser& p) : parser(p) {}
    void feed(const QByteArray& chunk) {
        splitter.feed(chunk, [&](std::string_view l, bool cut, bool last) { parser.addLine(l, cut, last); });
    }
    ParsedImport finish() {
        splitter.finish([&](std::string_view l, bool cut, bool last) { parser.addLine(l, cut, last); });
        LineParser::StreamEnd end;
        end.endedWithoutNewline = splitter.endedWithoutNewline();
        return parser.finish(end);
    }
    LineParser& parser;
    LineSplitter splitter;
};

}  // namespace

class tst_NcclImport : public QObject {
    Q_OBJECT

private slots:
    void newestLayout() {
        const ParsedImport p = parse(QStringLiteral("nccl-newest-allreduce.txt"));
        QCOMPARE(p.format, QStringLiteral("nccl-tests"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.tool, QStringLiteral("nccl-tests"));
        QCOMPARE(r.operation, QStringLiteral("all_reduce"));
        QCOMPARE(r.dataType, QStringLiteral("float"));
        QCOMPARE(r.rankCount, 4);
        QCOMPARE(r.devices.size(), 4);
        QCOMPARE(r.devices[2].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA H200"));
        QCOMPARE(r.rows.size(), 8);
        QCOMPARE(r.rows[0].sizeBytes, 1024);
        QCOMPARE(r.rows[0].count, 256);
        QCOMPARE(r.rows[0].root, std::optional<int>(-1));
        QCOMPARE(r.rows[7].outOfPlace.timeUs, 210.0);
        QCOMPARE(r.rows[7].inPlace.busbw, 120.99);
        QCOMPARE(r.rows[7].inPlace.wrong, std::optional<qint64>(0));
        QCOMPARE(peakBusbw(r), 120.99);
        QCOMPARE(r.summaryAvgBusbw, std::optional<double>(31.4125));
        QCOMPARE(r.env.value(QStringLiteral("nccl_tests_version")).toString(), QStringLiteral("2.18.3"));
        QCOMPARE(r.args.value(QStringLiteral("nGpus")).toInt(), 4);
        QVERIFY(!r.truncated);
        QVERIFY(!r.failed);
        QVERIFY(!p.truncated);
        const QVector<SampleRecord> samples = runSamples(r);
        QCOMPARE(samples.size(), 8 * 6);
        QCOMPARE(samples[0].metric, QStringLiteral("all_reduce.busbw"));
        QCOMPARE(samples[3].metric, QStringLiteral("all_reduce.busbw.ip"));
        QCOMPARE(samples[2].unit, QStringLiteral("us"));
        QCOMPARE(samples[0].extra.value(QStringLiteral("count")).toInt(), 256);
    }

    void midEraWithMpiPrefixAndInfoLines() {
        const ParsedImport p = parse(QStringLiteral("nccl-midera-mpi-prefix.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.rows.size(), 5);
        QCOMPARE(r.rankCount, 2);
        QCOMPARE(r.operation, QStringLiteral("unknown"));
        QVERIFY(!r.warnings.isEmpty());
        QCOMPARE(r.rows[4].sizeBytes, 128);
        QCOMPARE(r.summaryAvgBusbw, std::optional<double>(0.002));
    }

    void oldErrorColumn() {
        const ParsedImport p = parse(QStringLiteral("nccl-old-error-column.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.operation, QStringLiteral("all_reduce"));  // from the command line
        QCOMPARE(r.rankCount, 2);
        QCOMPARE(r.rows.size(), 10);
        QVERIFY(!r.rows[0].root.has_value());
        QCOMPARE(r.rows[0].redop, QStringLiteral("sum"));
        QCOMPARE(r.rows[1].outOfPlace.error, std::optional<double>(2e-07));
        QVERIFY(!r.rows[1].outOfPlace.wrong.has_value());
        QCOMPARE(r.rows[9].outOfPlace.timeUs, 79000.0);
        QCOMPARE(peakBusbw(r), 25.52);
    }

    void validationOffGivesNoWrongCount() {
        const ParsedImport p = parse(QStringLiteral("nccl-old-validation0.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.rows.size(), 6);
        QCOMPARE(r.rows[0].sizeBytes, 0);  // zero-size rows are kept
        QVERIFY(!r.rows[0].outOfPlace.error.has_value());
        QVERIFY(!r.rows[0].outOfPlace.wrong.has_value());
        QCOMPARE(r.summaryAvgBusbw, std::optional<double>(0));
    }

    void rootedOldLayout() {
        const ParsedRun r = parse(QStringLiteral("nccl-rooted-old-broadcast.txt")).runs.value(0);
        QCOMPARE(r.rows.size(), 4);
        QCOMPARE(r.rows[0].root, std::optional<int>(0));
        QVERIFY(r.rows[0].redop.isEmpty());
        QCOMPARE(peakBusbw(r), 26.38);
    }

    void oldestWithoutHashes() {
        const ParsedRun r = parse(QStringLiteral("nccl-oldest-no-hash.txt")).runs.value(0);
        QCOMPARE(r.operation, QStringLiteral("all_gather"));
        QCOMPARE(r.rows.size(), 4);
        QCOMPARE(r.rankCount, 2);
        QCOMPARE(r.rows[3].inPlace.algbw, 0.05);
        QCOMPARE(r.outOfBounds, std::optional<qint64>(2));
        QVERIFY(r.failed);
    }

    void rcclExtras() {
        const ParsedRun r = parse(QStringLiteral("rccl-extras.txt")).runs.value(0);
        QCOMPARE(r.tool, QStringLiteral("rccl-tests"));
        QCOMPARE(r.operation, QStringLiteral("all_reduce"));
        QCOMPARE(r.rankCount, 8);
        QCOMPARE(r.devices[1].toObject().value(QStringLiteral("pci")).toString(), QStringLiteral("0000:22:00.0"));
        QCOMPARE(r.devices[3].toObject().value(QStringLiteral("name")).toString(), QString());
        QCOMPARE(r.env.value(QStringLiteral("rccl_version")).toString(), QStringLiteral("2.20.5-HEAD:abcdef0"));
        QCOMPARE(r.rows.size(), 3);
        QCOMPARE(peakBusbw(r), 124.41);
        QVERIFY(!r.truncated);
    }

    void twoCollectivesWithSrunLabels() {
        const ParsedImport p = parse(QStringLiteral("nccl-two-collectives-srun.txt"));
        QCOMPARE(p.runs.size(), 2);
        QCOMPARE(p.runs[0].operation, QStringLiteral("alltoall"));
        QCOMPARE(p.runs[1].operation, QStringLiteral("sendrecv"));
        QCOMPARE(p.runs[0].rows.size(), 3);
        QCOMPARE(p.runs[1].rows.size(), 3);
        QCOMPARE(p.runs[0].rankCount, 2);
        QCOMPARE(p.runs[0].rows[0].redop, QStringLiteral("none"));
        QVERIFY(!p.runs[0].rows[0].inPlace.wrong.has_value());  // N/A
        QCOMPARE(p.runs[0].rows[0].outOfPlace.wrong, std::optional<qint64>(0));
        QCOMPARE(peakBusbw(p.runs[1]), 24.67);
        QCOMPARE(p.runs[1].dataType, QStringLiteral("double"));
    }

    void markdownAndTruncationMidNumber() {
        const ParsedImport p = parse(QStringLiteral("nccl-markdown-truncated.md"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.operation, QStringLiteral("all_gather"));
        QCOMPARE(r.rankCount, 8);  // highest rank line + 1
        // The last row lost its in-place half: kept with out-of-place only, marked cut short.
        QCOMPARE(r.rows.size(), 6);
        QVERIFY(r.rows[5].outOfPlace.present);
        QVERIFY(!r.rows[5].inPlace.present);
        QVERIFY(r.truncated);
        QVERIFY(p.truncated);
        QCOMPARE(r.rows[0].sizeBytes, 0);
    }

    void testFailure() {
        const ParsedImport p = parse(QStringLiteral("nccl-test-failure.txt"));
        QCOMPARE(p.runs.size(), 1);
        QVERIFY(p.runs[0].failed);
        QVERIFY(p.runs[0].rows.isEmpty());
        QVERIFY(p.runs[0].warnings.join(u' ').contains(QStringLiteral("Test NCCL failure")));
        QCOMPARE(runStatus(p.runs[0]), RunStatus::Failed);
    }

    void grepFilteredSections() {
        const ParsedImport p = parse(QStringLiteral("nccl-grep-sections.txt"));
        QCOMPARE(p.runs.size(), 2);
        QCOMPARE(p.runs[0].label, QStringLiteral("1 node"));
        QCOMPARE(p.runs[1].label, QStringLiteral("2 nodes"));
        QCOMPARE(p.runs[1].rows.size(), 2);
        QCOMPARE(peakBusbw(p.runs[1]), 350.14);
        QVERIFY(!p.runs[0].truncated);  // no header, so a missing summary is not proof of a cut
    }

    void wrongCountsFailTheRun() {
        const ParsedRun r = parse(QStringLiteral("nccl-wrong-nonzero.txt")).runs.value(0);
        QCOMPARE(r.operation, QStringLiteral("reduce_scatter"));
        QCOMPARE(r.rows[1].outOfPlace.wrong, std::optional<qint64>(256));
        QCOMPARE(r.rows[1].inPlace.wrong, std::optional<qint64>(128));
        QVERIFY(r.failed);
    }

    void tagOutputPrefixesAndInjectedTokens() {
        const ParsedRun r = parse(QStringLiteral("nccl-tag-output.txt")).runs.value(0);
        QCOMPARE(r.rows.size(), 3);
        QCOMPARE(r.rows[1].outOfPlace.timeUs, 11.5);
        QCOMPARE(r.rows[1].inPlace.timeUs, 11.4);
    }

    void jsonOutput() {
        const ParsedImport p = parse(QStringLiteral("nccl-tests.json"));
        QCOMPARE(p.format, QStringLiteral("nccl-tests-json"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.operation, QStringLiteral("all_reduce"));
        QCOMPARE(r.rankCount, 2);
        QCOMPARE(r.rows.size(), 3);
        QCOMPARE(r.rows[2].inPlace.busbw, 150.5);
        QCOMPARE(r.rows[2].outOfPlace.wrong, std::optional<qint64>(0));
        QCOMPARE(r.summaryAvgBusbw, std::optional<double>(90.25));
        QCOMPARE(r.devices[1].toObject().value(QStringLiteral("host")).toString(), QStringLiteral("j1"));
    }

    void formatOverrideAndJsonRendering() {
        const ParsedImport p = parse(QStringLiteral("nccl-grep-sections.txt"), QStringLiteral("nccl-tests"));
        const QJsonObject o = toJson(p);
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("nccl-tests"));
        const QJsonObject run = o.value(QStringLiteral("runs")).toArray().at(0).toObject();
        const QJsonObject row = run.value(QStringLiteral("rows")).toArray().at(0).toObject();
        QCOMPARE(row.value(QStringLiteral("bytes")).toDouble(), 1073741824.0);
        QCOMPARE(row.value(QStringLiteral("out_of_place")).toObject().value(QStringLiteral("busbw")).toDouble(),
                 318.48);
        QVERIFY(row.value(QStringLiteral("in_place")).toObject().value(QStringLiteral("wrong")).isDouble());
    }

    void splitAnywhereGivesTheSameResult() {
        // The streaming splitter must not depend on where chunks end.
        const QByteArray data = fixture(QStringLiteral("nccl-two-collectives-srun.txt"));
        auto whole = Importer::parseBytes(data);
        QVERIFY(whole.ok());
        for (int chunk : {1, 7, 64}) {
            auto parser = Importer::makeLineParser(QStringLiteral("nccl-tests"));
            SplitFeed feed(*parser);
            for (qsizetype i = 0; i < data.size(); i += chunk)
                feed.feed(data.mid(i, chunk));
            const ParsedImport p = feed.finish();
            QCOMPARE(p.runs.size(), whole->runs.size());
            QCOMPARE(p.runs[1].rows.size(), whole->runs[1].rows.size());
            QCOMPARE(peakBusbw(p.runs[1]), peakBusbw(whole->runs[1]));
        }
    }
};

QTEST_GUILESS_MAIN(tst_NcclImport)
#include "tst_NcclImport.moc"
