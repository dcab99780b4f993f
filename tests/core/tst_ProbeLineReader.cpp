// The probes' JSON Lines protocol reader: arbitrary chunking, raw lines, cut lines, invalid UTF-8.
#include "core/import/ProbeLineReader.h"

#include "ImportTestUtil.h"

using namespace tb::core;

class tst_ProbeLineReader : public QObject {
    Q_OBJECT

    static QVector<ProbeEvent> readAll(const QByteArray& data, int chunk) {
        ProbeLineReader reader;
        QVector<ProbeEvent> out;
        for (qsizetype i = 0; i < data.size(); i += chunk)
            out += reader.feed(data.mid(i, chunk));
        out += reader.finish();
        return out;
    }

private slots:
    void everyTypeAnyChunking() {
        const QByteArray data = importtest::fixture(QStringLiteral("probe-lines.jsonl"));
        for (int chunk : {1, 2, 3, 17, 4096}) {
            const QVector<ProbeEvent> ev = readAll(data, chunk);
            QCOMPARE(ev.size(), 8);
            QCOMPARE(ev[0].type, ProbeEventType::Hello);
            QCOMPARE(ev[0].hello.probe, QStringLiteral("tb-membw"));
            QCOMPARE(ev[0].hello.backend, QStringLiteral("host"));
            QCOMPARE(ev[0].hello.devices.size(), 1);
            QCOMPARE(ev[0].hello.args.value(QStringLiteral("sizes")).toString(), QStringLiteral("1M-4M"));
            QCOMPARE(ev[1].type, ProbeEventType::Progress);
            QCOMPARE(ev[1].progress.total, 2.0);
            QCOMPARE(ev[2].type, ProbeEventType::Sample);
            QCOMPARE(ev[2].sample.metric, QStringLiteral("h2d.bw"));
            QCOMPARE(ev[2].sample.sizeBytes, std::optional<qint64>(1048576));
            QCOMPARE(ev[2].sample.value, 12.5);
            QCOMPARE(ev[2].sample.extra.value(QStringLiteral("max")).toDouble(), 13.1);
            QCOMPARE(ev[2].sample.extra.value(QStringLiteral("src")).toString(), QStringLiteral("cpu0"));
            QCOMPARE(ev[3].type, ProbeEventType::Raw);
            QCOMPARE(ev[3].rawLine, QStringLiteral("warning: something printed by a library"));
            QCOMPARE(ev[4].type, ProbeEventType::Check);
            QCOMPARE(ev[4].finding.key, QStringLiteral("membw.verify"));
            QCOMPARE(ev[4].finding.status, FindingStatus::Pass);
            QCOMPARE(ev[4].evidence.toObject().value(QStringLiteral("mismatches")).toInt(), 0);
            QCOMPARE(ev[5].type, ProbeEventType::Fact);
            QCOMPARE(ev[5].finding.value, QStringLiteral("yes"));
            QCOMPARE(ev[6].type, ProbeEventType::Log);
            QCOMPARE(ev[6].log.level, QStringLiteral("error"));
            QCOMPARE(ev[7].type, ProbeEventType::End);
            QCOMPARE(ev[7].end.exitCode, std::optional<int>(0));
        }
    }

    void lastLineWithoutNewline() {
        ProbeLineReader reader;
        QVERIFY(reader.feed(QByteArrayLiteral("{\"tb\":1,\"type\":\"end\",\"status\":\"ok\"}")).isEmpty());
        const auto ev = reader.finish();
        QCOMPARE(ev.size(), 1);
        QCOMPARE(ev[0].type, ProbeEventType::End);
    }

    void nonProtocolObjectsAreRaw() {
        ProbeLineReader reader;
        const auto ev = reader.feed(QByteArrayLiteral(
            "{\"tb\":1,\"type\":\"sample\"}\n{\"tb\":2,\"type\":\"fact\",\"id\":\"x\"}\n{\"tb\":1,\"type\":\"bogus\"}\n"
            "{\"tb\":1,\"type\":\"check\",\"id\":\"c\",\"status\":\"weird\"}\n{not json\n\n"));
        QCOMPARE(ev.size(), 5);  // the blank line gives nothing
        QCOMPARE(ev[0].type, ProbeEventType::Raw);
        QVERIFY(!ev[0].rawReason.isEmpty());
        QCOMPARE(ev[1].type, ProbeEventType::Raw);
        QCOMPARE(ev[2].type, ProbeEventType::Raw);
        QCOMPARE(ev[3].type, ProbeEventType::Check);
        QCOMPARE(ev[3].finding.status, FindingStatus::Unknown);
        QCOMPARE(ev[4].type, ProbeEventType::Raw);
        QCOMPARE(reader.rawLines(), 4);
        QCOMPARE(reader.protocolLines(), 1);
    }

    void utf8SplitAndInvalidBytes() {
        const QByteArray line = QByteArrayLiteral(
            "{\"tb\":1,\"type\":\"log\",\"level\":\"info\",\"message\":\"35\xc2\xb0"
            "C \xff ok\"}\n");
        for (int chunk : {1, 2, 5}) {
            const auto ev = readAll(line, chunk);
            QCOMPARE(ev.size(), 1);
            QCOMPARE(ev[0].type, ProbeEventType::Log);
            QVERIFY(ev[0].log.message.contains(QChar(0xb0)));
            QVERIFY(ev[0].log.message.contains(QChar(0xfffd)));
        }
    }

    // Issue 38.4: a fact "a<NUL>b" is legal JSON; PostgreSQL holds no NUL in text (the whole batch of samples was
    // lost) and SQLite cut the text at it. Every field gets U+FFFD instead, flagged; an escaped backslash before
    // "u0000" is text and stays as it is.
    void nulBecomesTheReplacementCharacter() {
        const QByteArray lines =
            QByteArrayLiteral(R"({"tb":1,"type":"fact","id":"x\u0000y","value":"a\u0000b","detail":"\\u0000 stays"})"
                              "\n"
                              R"({"tb":1,"type":"sample","metric":"m","value":1,"unit":"GB/s","extra":{"k":"\u0000"}})"
                              "\n");
        const auto ev = readAll(lines, 3);
        QCOMPARE(ev.size(), 2);
        QCOMPARE(ev[0].type, ProbeEventType::Fact);
        QVERIFY(ev[0].nulReplaced);
        QCOMPARE(ev[0].finding.key, QStringLiteral("x\ufffdy"));
        QCOMPARE(ev[0].finding.value, QStringLiteral("a\ufffdb"));
        QCOMPARE(ev[0].finding.detail, QStringLiteral("\\u0000 stays"));
        QCOMPARE(ev[1].type, ProbeEventType::Sample);
        QVERIFY(ev[1].nulReplaced);
        QCOMPARE(ev[1].sample.extra.value(QStringLiteral("k")).toString(), QStringLiteral("\ufffd"));
        for (const ProbeEvent& e : ev) {
            QVERIFY(!QJsonDocument(e.json).toJson().contains("\\u0000\""));
        }
    }

    // Found by fuzz_probe_lines: numbers that do not fit an integer are not undefined behaviour. Sizes no buffer
    // has (1e60 bytes, negative) are refused with the sample (issue 13.1), kept as raw text with the reason.
    void outOfRangeNumbersAreAbsent() {
        const QByteArray data =
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"x.bw\",\"value\":1,\"size\":1.04858e+60}\n"
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"x.bw\",\"value\":1,\"size\":-4096}\n"
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"x.bw\",\"value\":1,\"size\":4096}\n"
            "{\"tb\":1,\"type\":\"end\",\"status\":\"ok\",\"exit_code\":1e300}\n";
        const QVector<ProbeEvent> ev = readAll(data, 4096);
        QCOMPARE(ev.size(), 4);
        for (int i : {0, 1}) {
            QCOMPARE(ev[i].type, ProbeEventType::Raw);
            QVERIFY(ev[i].refusedFigure);
            QVERIFY(!ev[i].rawReason.isEmpty());
            QVERIFY(ev[i].rawLine.contains(QStringLiteral("\"size\"")));
        }
        QCOMPARE(ev[2].type, ProbeEventType::Sample);
        QCOMPARE(ev[2].sample.sizeBytes, std::optional<qint64>(4096));
        QCOMPARE(ev[3].type, ProbeEventType::End);
        QVERIFY(!ev[3].end.exitCode);
    }

    void overlongLineIsCutAndBounded() {
        ProbeLineReader reader(1024);
        QVector<ProbeEvent> ev;
        const QByteArray block(4096, 'x');
        for (int i = 0; i < 64; ++i)
            ev += reader.feed(block);  // 256 KiB without a newline
        ev += reader.feed(QByteArrayLiteral("\n{\"tb\":1,\"type\":\"fact\",\"id\":\"after\",\"value\":\"1\"}\n"));
        QCOMPARE(ev.size(), 2);
        QCOMPARE(ev[0].type, ProbeEventType::Raw);
        QVERIFY(ev[0].cut);
        QCOMPARE(ev[0].rawLine.size(), 1024);
        QCOMPARE(ev[1].type, ProbeEventType::Fact);
        QCOMPARE(ev[1].finding.key, QStringLiteral("after"));
    }

    void importAsSavedProbeOutput() {
        const tb::core::ParsedImport p = importtest::parse(QStringLiteral("probe-lines.jsonl"));
        QCOMPARE(p.format, QStringLiteral("tb-jsonl"));
        QCOMPARE(p.runs.size(), 1);
        QCOMPARE(p.runs[0].operation, QStringLiteral("tb-membw"));
        QCOMPARE(p.runs[0].samples.size(), 1);
        QCOMPARE(p.runs[0].findings.size(), 2);
        QVERIFY(!p.runs[0].truncated);
    }
};

QTEST_GUILESS_MAIN(tst_ProbeLineReader)
#include "tst_ProbeLineReader.moc"
