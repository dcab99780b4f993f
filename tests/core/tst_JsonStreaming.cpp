// Issue 13.2: a nccl-tests -J document near the 256 MiB import cap peaked at 2.66 GB because it was held whole and
// built into one QJsonDocument. It is now read element by element (JsonMemberStream); these tests pin that the
// streamed reading gives what the whole-document reading gave, in any chunking, and refuses what it refused. The
// other JSON formats (nvbandwidth, dcgmi diag, rocm-smi) stream the same way: their containers are named by path.
#include "ImportTestUtil.h"

#include "core/import/Importer.h"
#include "core/import/JsonMemberStream.h"
#include "core/import/NcclJsonParser.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QtTest>

using namespace tb::core;

namespace {
QByteArray ncclDocument(int rows) {
    QByteArray d =
        "{\"version\": \"2.13.8\", \"nccl_version\": \"2.21.5\", \"args\": [\"./all_reduce_perf\", \"-b\", \"8\"],\n"
        "  \"config\": {\"nthreads\": 1, \"ngpus\": 8, \"minBytes\": 8},\n"
        "  \"devices\": [{\"rank\": 0, \"hostname\": \"n1\", \"device\": 0, \"device_info\": \"NVIDIA H100 \\\"SXM\\\" "
        "[x]\"},\n"
        "              {\"rank\": 7, \"hostname\": \"n1\", \"device\": 7}],\n"
        "  \"results\": [";
    for (int i = 0; i < rows; ++i) {
        if (i)
            d += ",\n";
        const qint64 size = qint64(8) << (i % 31);
        d += QStringLiteral(
                 "{\"size\": %1, \"count\": %2, \"type\": \"float\", \"redop\": \"sum\", \"root\": -1,\n"
                 "  \"out_of_place\": {\"time\": 12.5, \"alg_bw\": %3, \"bus_bw\": %4, \"nwrong\": 0},\n"
                 "  \"in_place\": {\"time\": 12.4, \"alg_bw\": %3, \"bus_bw\": %4, \"nwrong\": 0}}")
                 .arg(size)
                 .arg(size / 4)
                 .arg(1.0 + i % 200)
                 .arg(1.75 * (1 + i % 200))
                 .toLatin1();
    }
    d += "], \"average_bus_bandwidth\": {\"bandwidth\": 123.4, \"okay\": true},\n"
         "  \"out_of_bounds\": {\"count\": 0, \"okay\": true}, \"end_time\": \"2026-01-01 00:00:00\"}";
    return d;
}

ParsedImport chunked(const QByteArray& doc, qsizetype chunk) {
    NcclJsonParser parser;
    for (qsizetype at = 0; at < doc.size(); at += chunk) {
        parser.feed(doc.constData() + at, std::min(chunk, doc.size() - at));
    }
    return parser.finish();
}
}  // namespace

class TestJsonStreaming : public QObject {
    Q_OBJECT

private slots:
    void deliversTheElementsOfStreamedArraysAndKeepsTheRest() {
        QStringList seen;
        JsonMemberStream s({QStringLiteral("results")}, [&](const JsonMemberStream::Element& e) {
            seen << e.container + QLatin1Char('=') + QString::fromUtf8(e.text);
        });
        s.feed(QByteArrayLiteral(
            " {\"a\": [1, 2], \"results\" : [ {\"x\": \"]}\\\"[\"}, [3, {\"y\": 4}], 5 , \"s,t\" ,true],\n"
            "                                     \"b\": {\"results\": [9]}} "));
        QVERIFY2(s.finish(), qPrintable(s.error()));
        QCOMPARE(seen, (QStringList{QStringLiteral("results={\"x\":\"]}\\\"[\"}"),
                                    QStringLiteral("results=[3,{\"y\":4}]"), QStringLiteral("results=5"),
                                    QStringLiteral("results=\"s,t\""), QStringLiteral("results=true")}));
        // The nested "results" is not top-level and stays in the rest; the streamed one is left empty there.
        const QJsonDocument rest = QJsonDocument::fromJson(s.rest());
        QVERIFY(rest.isObject());
        QCOMPARE(rest.object().value(QStringLiteral("results")).toArray().size(), 0);
        QCOMPARE(rest.object().value(QStringLiteral("a")).toArray().size(), 2);
        QCOMPARE(rest.object().value(QStringLiteral("b")).toObject().value(QStringLiteral("results")).toArray().size(),
                 1);
    }

    void refusesBrokenStructure_data() {
        QTest::addColumn<QByteArray>("doc");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("array at top") << QByteArray("[1, 2]");
        QTest::newRow("cut short") << QByteArray("{\"results\": [{\"size\": 8}");
        QTest::newRow("cut in a string") << QByteArray("{\"results\": [{\"size\": \"8");
        QTest::newRow("missing comma") << QByteArray("{\"results\": [{\"size\": 8} {\"size\": 16}]}");
        QTest::newRow("double comma") << QByteArray("{\"results\": [{\"size\": 8},, {\"size\": 16}]}");
        QTest::newRow("trailing comma") << QByteArray("{\"results\": [{\"size\": 8},]}");
        QTest::newRow("closed by brace") << QByteArray("{\"results\": [{\"size\": 8}}");
        QTest::newRow("text after the end") << QByteArray("{\"results\": []} x");
        QTest::newRow("control character") << QByteArray("{\"results\": [\"a\nb\"]}");
        QTest::newRow("missing colon") << QByteArray("{\"results\" [1]}");
        QTest::newRow("member name not a string") << QByteArray("{\"a\": 1, 2: 3}");
        QTest::newRow("trailing comma in an object") << QByteArray("{\"a\": 1,}");
        QTest::newRow("object closed by bracket") << QByteArray("{\"a\": {\"b\": 1]}");
        QTest::newRow("missing comma between members") << QByteArray("{\"a\": 1 \"b\": 2}");
        QTest::newRow("value missing") << QByteArray("{\"a\": }");
        QTest::newRow("nested too deep") << "{\"a\": " + QByteArray(400, '[') + QByteArray(400, ']') + '}';
    }
    void refusesBrokenStructure() {
        QFETCH(QByteArray, doc);
        // The same checks whether the broken part is in a streamed container, in the rest, or at the root level.
        for (const QStringList& paths : {QStringList{QStringLiteral("results")}, QStringList{QString()}}) {
            JsonMemberStream s(paths, {});
            s.feed(doc);
            QVERIFY(!s.finish());
            QVERIFY(!s.error().isEmpty());
        }
    }

    void pathsSelectNestedContainersAndRootMembers() {
        QStringList seen;
        JsonMemberStream s({QStringLiteral("outer/list"), QStringLiteral("*/items")},
                           [&](const JsonMemberStream::Element& e) {
                               seen << e.container + QLatin1Char('=') + QString::fromUtf8(e.text);
                           });
        s.feed(
            QByteArrayLiteral("{\"outer\": {\"list\": [1, {\"k\": [2]}], \"x\": 3}, \"o2\": {\"items\": [4]},\n"
                              " \"arr\": [{\"list\": [5]}], \"items\": [6]}"));
        QVERIFY2(s.finish(), qPrintable(s.error()));
        QCOMPARE(seen, (QStringList{QStringLiteral("outer/list=1"), QStringLiteral("outer/list={\"k\":[2]}"),
                                    QStringLiteral("o2/items=4")}));
        // A container inside an array is never on a path, and "*/items" does not match the top-level "items".
        QCOMPARE(s.rest(), QByteArrayLiteral("{\"outer\":{\"list\":[],\"x\":3},\"o2\":{\"items\":[]},"
                                             "\"arr\":[{\"list\":[5]}],\"items\":[6]}"));

        QStringList members;
        JsonMemberStream root({QString()}, [&](const JsonMemberStream::Element& e) {
            members << e.member + QLatin1Char('=') + QString::fromUtf8(e.text);
        });
        root.feed(QByteArrayLiteral("{\"card0\": {\"a\": \"x y\"}, \"sys\\u0074em\": \"v\", \"n\": [1, 2]}"));
        QVERIFY2(root.finish(), qPrintable(root.error()));
        QCOMPARE(members, (QStringList{QStringLiteral("card0={\"a\":\"x y\"}"), QStringLiteral("system=\"v\""),
                                       QStringLiteral("n=[1,2]")}));
        QCOMPARE(root.rest(), QByteArrayLiteral("{}"));
    }

    void documentFormatsReadTheSameInAnyChunking_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("nvbandwidth") << QStringLiteral("nvbandwidth.json") << QStringLiteral("nvbandwidth-json");
        QTest::newRow("dcgmi diag") << QStringLiteral("dcgmi-diag.json") << QStringLiteral("dcgmi-diag-json");
        QTest::newRow("dcgmi diag 4") << QStringLiteral("dcgmi-diag-v4.json") << QStringLiteral("dcgmi-diag-json");
        QTest::newRow("rocm-smi") << QStringLiteral("rocm-smi.json") << QStringLiteral("rocm-smi-json");
    }
    void documentFormatsReadTheSameInAnyChunking() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        const QByteArray doc = importtest::fixture(file);
        auto whole = Importer::makeDocumentParser(format);
        QVERIFY(whole);
        whole->feed(doc.constData(), doc.size());
        const ParsedImport w = whole->finish();
        QCOMPARE(w.runs.size(), 1);
        QVERIFY(!w.runs.front().findings.isEmpty() || !w.runs.front().samples.isEmpty());
        const QJsonObject expected = toJson(w);
        for (qsizetype chunk : {qsizetype(1), qsizetype(7), qsizetype(4096)}) {
            auto parser = Importer::makeDocumentParser(format);
            for (qsizetype at = 0; at < doc.size(); at += chunk) {
                parser->feed(doc.constData() + at, std::min(chunk, doc.size() - at));
            }
            QCOMPARE(toJson(parser->finish()), expected);
        }
    }

    void documentFormatsRefuseCutAndBrokenText() {
        for (const auto& [file, format] :
             {std::pair{"nvbandwidth.json", "nvbandwidth-json"}, std::pair{"dcgmi-diag.json", "dcgmi-diag-json"},
              std::pair{"rocm-smi.json", "rocm-smi-json"}}) {
            const QByteArray doc = importtest::fixture(QString::fromLatin1(file));
            for (qsizetype cut : {doc.size() / 3, doc.size() / 2, doc.size() - 2}) {
                auto r = Importer::parseBytes(doc.left(cut), QString::fromLatin1(format));
                QVERIFY2(!r.ok(), file);
                QCOMPARE(r.error().code, ErrorCode::Parse);
                QVERIFY2(r.error().detail.contains(QStringLiteral("ends before it is complete")),
                         qPrintable(r.error().toString()));
            }
            // A broken separator deep inside the streamed part.
            QByteArray broken = doc;
            const qsizetype colon = broken.indexOf(':', broken.size() / 2);
            QVERIFY(colon > 0);
            broken[colon] = ';';
            auto r = Importer::parseBytes(broken, QString::fromLatin1(format));
            QVERIFY2(!r.ok(), file);
            QCOMPARE(r.error().code, ErrorCode::Parse);
            QVERIFY2(r.error().detail.contains(QStringLiteral("JSON")), qPrintable(r.error().toString()));
        }
    }

    void documentFormatsRefuseAnOversizedElement() {
        const QByteArray pad(JsonMemberStream::kMaxElement + 1024, 'a');
        for (const auto& [format, before, after] :
             {std::tuple{"nvbandwidth-json", "{\"nvbandwidth\": {\"testcases\": [{\"name\": \"x\", \"pad\": \"",
                         "\"}]}}"},
              std::tuple{"dcgmi-diag-json", "{\"DCGM GPU Diagnostic\": {\"test_categories\": [{\"pad\": \"", "\"}]}}"},
              std::tuple{"rocm-smi-json", "{\"card0\": {\"pad\": \"", "\"}}"}}) {
            auto r = Importer::parseBytes(QByteArray(before) + pad + QByteArray(after), QString::fromLatin1(format));
            QVERIFY2(!r.ok(), format);
            QCOMPARE(r.error().code, ErrorCode::Parse);
            QVERIFY2(r.error().detail.contains(QStringLiteral("larger than 16 MiB")), qPrintable(r.error().toString()));
        }
    }

    void documentFormatsCapWhatTheyKeepAndSaySo() {
        QByteArray rocm = "{";
        for (int i = 0; i < 1100; ++i) {
            rocm += QStringLiteral("\"card%1\": {\"Card Series\": \"MI300X\", \"PCI Bus\": \"0000:%2:00.0\"},")
                        .arg(i)
                        .arg(i % 256, 2, 16, QLatin1Char('0'))
                        .toLatin1();
        }
        rocm += "\"system\": {\"Driver version\": \"6.8.5\"}}";
        auto r = Importer::parseBytes(rocm, QStringLiteral("rocm-smi-json"));
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(r->runs.front().warnings.join(u'|').contains(QStringLiteral("1024 GPUs were read; 76 more")),
                 qPrintable(r->runs.front().warnings.join(u'|')));

        QByteArray dcgm = "{\"DCGM GPU Diagnostic\": {\"test_categories\": [";
        for (int c = 0; c < 11; ++c) {
            dcgm += c ? "," : "";
            dcgm += "{\"category\": \"Hardware\", \"tests\": [";
            for (int t = 0; t < 100; ++t) {
                dcgm +=
                    QStringLiteral("%1{\"name\": \"t%2\", \"results\": [{\"gpu_ids\": \"0\", \"status\": \"Pass\"}]}")
                        .arg(t ? QStringLiteral(",") : QString())
                        .arg(c * 100 + t)
                        .toLatin1();
            }
            dcgm += "]}";
        }
        dcgm += "]}}";
        r = Importer::parseBytes(dcgm, QStringLiteral("dcgmi-diag-json"));
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(r->runs.front().warnings.join(u'|').contains(QStringLiteral("1024 tests were read; 76 more")),
                 qPrintable(r->runs.front().warnings.join(u'|')));
    }

    void refusesAnOversizedElement() {
        JsonMemberStream s({QStringLiteral("results")}, {});
        s.feed(QByteArrayLiteral("{\"results\": [\""));
        const QByteArray block(1024 * 1024, 'a');
        for (int i = 0; i <= JsonMemberStream::kMaxElement / block.size(); ++i) {
            s.feed(block);
        }
        QVERIFY(s.failed());
        QVERIFY2(s.error().contains(QStringLiteral("16 MiB")), qPrintable(s.error()));
    }

    void streamedNcclParseDoesNotDependOnChunking() {
        const QByteArray doc = ncclDocument(400);
        const ParsedImport whole = NcclJsonParser::parse(doc);
        QCOMPARE(whole.runs.size(), 1);
        const ParsedRun& w = whole.runs.front();
        QCOMPARE(w.rows.size(), 400);
        QCOMPARE(w.rankCount, 8);
        QCOMPARE(w.devices.size(), 2);
        QCOMPARE(w.operation, QStringLiteral("all_reduce"));
        QCOMPARE(w.dataType, QStringLiteral("float"));
        QVERIFY(w.summaryAvgBusbw && qFuzzyCompare(*w.summaryAvgBusbw, 123.4));
        for (qsizetype chunk : {qsizetype(1), qsizetype(7), qsizetype(4096)}) {
            const ParsedImport p = chunked(doc, chunk);
            QCOMPARE(p.runs.size(), 1);
            const ParsedRun& r = p.runs.front();
            QCOMPARE(r.rows.size(), w.rows.size());
            QCOMPARE(r.rows.back().sizeBytes, w.rows.back().sizeBytes);
            QCOMPARE(r.rows.back().inPlace.busbw, w.rows.back().inPlace.busbw);
            QCOMPARE(r.warnings, w.warnings);
            QCOMPARE(r.devices, w.devices);
        }
    }

    void aBrokenElementRefusesTheWholeDocument() {
        QByteArray doc = ncclDocument(50);
        doc.replace(QByteArrayLiteral("\"size\": 64,"), QByteArrayLiteral("\"size\": 64 ,,"));
        const ParsedImport p = chunked(doc, 13);
        QVERIFY(p.runs.empty());
        QVERIFY(!p.warnings.isEmpty());
        QVERIFY2(p.warnings.first().startsWith(QStringLiteral("Not valid JSON")), qPrintable(p.warnings.first()));
    }

    void importerStreamsTheJsonFormat() {
        QByteArray doc = ncclDocument(3000);
        QBuffer in(&doc);
        QVERIFY(in.open(QIODevice::ReadOnly));
        ImportCapture capture;
        auto parsed = Importer::parse(in, QStringLiteral("auto"), &capture);
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().toString()));
        QCOMPARE(parsed->format, QStringLiteral("nccl-tests-json"));
        QCOMPARE(parsed->runs.front().rows.size(), 3000);
        QCOMPARE(capture.bytes, qint64(doc.size()));
        QCOMPARE(capture.raw, doc);
    }
};

QTEST_GUILESS_MAIN(TestJsonStreaming)
#include "tst_JsonStreaming.moc"
