// The run panel's models and the tb-node verdict mapping on their own: bounded row caps (remote output is untrusted),
// raw values for sorting, and the worst status winning when several checks feed one check item.
#include "core/run/NodeCheckSuggestions.h"
#include "ui/runs/LiveSamplesModel.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunLogModel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace tb;

class TestRemoteModels : public QObject {
    Q_OBJECT

private slots:
    void samplesModelKeepsTheNewestRowsUpToItsCap() {
        ui::LiveSamplesModel model;
        QAbstractItemModelTester tester(&model);
        model.setMaxRows(100);
        QVector<core::ProbeEvent> events;
        for (int i = 0; i < 250; ++i) {
            core::ProbeEvent e;
            e.type = i % 5 == 0 ? core::ProbeEventType::Log : core::ProbeEventType::Sample;
            e.sample.metric = QStringLiteral("h2d.bw");
            e.sample.sizeBytes = qint64(1) << (i % 30);
            e.sample.value = i;
            e.sample.unit = QStringLiteral("GB/s");
            events.append(e);
        }
        model.appendEvents(QStringLiteral("tb-membw"), events);  // 200 samples, 50 log lines ignored
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.sampleAt(99).value, 249.0);
        QCOMPARE(model.sampleAt(0).value, 126.0);  // the 100th-newest sample (multiples of 5 were log lines)
        const QModelIndex size = model.index(99, int(ui::LiveSamplesModel::Column::Size));
        QCOMPARE(model.data(size, ui::LiveSamplesModel::RawValueRole).toLongLong(), qint64(1) << (249 % 30));
        QCOMPARE(model.data(size).toString(), QStringLiteral("512 B"));
        model.append(QStringLiteral("x"), {});
        QCOMPARE(model.rowCount(), 100);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void samplesModelSaysWhichDevices() {
        // Two devices' copies at one size would otherwise read as the same row twice.
        ui::LiveSamplesModel model;
        QAbstractItemModelTester tester(&model);
        QVector<core::SampleRecord> samples(4);
        samples[0].extra = QJsonObject{{QStringLiteral("device"), 1}};
        samples[1].extra = QJsonObject{{QStringLiteral("src"), 0}, {QStringLiteral("dst"), 3}};
        samples[2].extra = QJsonObject{{QStringLiteral("ranks"), 8}};
        samples[3].extra = QJsonObject{{QStringLiteral("device"), QStringLiteral("not a number")}};
        model.append(QStringLiteral("tb-membw"), samples);
        const auto devices = [&model](int row) {
            return model.index(row, int(ui::LiveSamplesModel::Column::Devices)).data().toString();
        };
        QCOMPARE(devices(0), QStringLiteral("1"));
        QCOMPARE(devices(1), QStringLiteral("0 \u2192 3"));
        QCOMPARE(devices(2), QStringLiteral("8 rank(s)"));
        QCOMPARE(devices(3), QString());
        QCOMPARE(model.headerData(int(ui::LiveSamplesModel::Column::Devices), Qt::Horizontal).toString(),
                 QStringLiteral("Devices"));
    }

    void logModelIsBounded() {
        ui::RunLogModel model;
        QAbstractItemModelTester tester(&model);
        model.setMaxLines(10);
        QStringList lines;
        for (int i = 0; i < 25; ++i) {
            lines << QString::number(i);
        }
        model.appendLines(QStringLiteral("log"), lines);
        model.appendLines(QStringLiteral("stderr"), {QStringLiteral("boom")});
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.lineAt(0), QStringLiteral("16"));
        QCOMPARE(model.data(model.index(9), ui::RunLogModel::KindRole).toString(), QStringLiteral("stderr"));
    }

    void historyModelFormatsAndExposesRawValues() {
        ui::RunHistoryModel model;
        QAbstractItemModelTester tester(&model);
        core::RunSummary a;
        a.id = 7;
        a.kind = core::RunKind::Probe;
        a.name = QStringLiteral("tb-node");
        a.status = core::RunStatus::Failed;
        a.exitCode = 1;
        a.durationS = 185;
        a.checks = 14;
        a.failedChecks = 2;
        core::RunSummary b;
        b.id = 8;
        b.name = QStringLiteral("pytorch_venv");
        b.kind = core::RunKind::Recipe;
        b.status = core::RunStatus::Running;
        model.setRuns({a, b});
        QCOMPARE(model.rowOfRun(8), 1);
        QCOMPARE(model.data(model.index(0, int(ui::RunHistoryModel::Column::Status))).toString(),
                 QStringLiteral("failed (exit 1)"));
        QCOMPARE(model.data(model.index(0, int(ui::RunHistoryModel::Column::Duration))).toString(),
                 QStringLiteral("3 min 05 s"));
        QCOMPARE(
            model.data(model.index(0, int(ui::RunHistoryModel::Column::Duration)), ui::RunHistoryModel::RawValueRole)
                .toDouble(),
            185.0);
        QCOMPARE(model.data(model.index(0, int(ui::RunHistoryModel::Column::Checks))).toString(),
                 QStringLiteral("14 (2 failed)"));
        QCOMPARE(model.data(model.index(1, int(ui::RunHistoryModel::Column::Duration))).toString(),
                 QStringLiteral("running"));
        QCOMPARE(model.data(model.index(1, 0), ui::RunHistoryModel::RunIdRole).toLongLong(), qint64(8));
    }

    void suggestionsTakeTheWorstCheckPerItem() {
        auto mapping = core::NodeCheckSuggestions::load();
        QVERIFY2(mapping, mapping ? "" : qPrintable(mapping.error().toString()));
        QCOMPARE(mapping->itemsFor(QStringLiteral("pcie.acs")), QStringList{QStringLiteral("networking.pcie_acs")});
        QVERIFY(mapping->itemsFor(QStringLiteral("no.such.check")).isEmpty());
        const auto s = mapping->suggest(
            {{11, QStringLiteral("gpu.xid"), core::FindingStatus::Pass, QString()},
             {12, QStringLiteral("nvswitch.sxid"), core::FindingStatus::Warn, QStringLiteral("SXid 12028")},
             {13, QStringLiteral("pcie.acs"), core::FindingStatus::Fail, QStringLiteral("ReqRedir on 0000:00:01.0")},
             {14, QStringLiteral("monitoring.dcgm"), core::FindingStatus::Waived, QString()},
             {15, QStringLiteral("os"), core::FindingStatus::None, QString()}});
        QCOMPARE(s.size(), 3);
        QCOMPARE(s[0].checkItemKey, QStringLiteral("monitoring.dcgm"));
        QCOMPARE(s[0].verdict, core::Verdict::Unknown);  // waived: only the analyst says N/A
        QCOMPARE(s[1].checkItemKey, QStringLiteral("networking.pcie_acs"));
        QCOMPARE(s[1].verdict, core::Verdict::Fail);
        QCOMPARE(s[1].findingIds, QVector<qint64>{13});
        QCOMPARE(s[2].checkItemKey, QStringLiteral("reliability.xid_sxid"));
        QCOMPARE(s[2].verdict, core::Verdict::Partial);  // sxid's warn outweighs xid's pass
        QCOMPARE(s[2].checkIds, (QStringList{QStringLiteral("gpu.xid"), QStringLiteral("nvswitch.sxid")}));
        QVERIFY(s[2].reason.contains(QStringLiteral("SXid 12028")));
    }

    void suggestionsClaimNoMoreThanTheNodeShowed() {
        // Issue 12.11: a node without a GPU suggested N/A for GPU items, and "no Xid in dmesg" suggested Pass for
        // "NVIDIA XID and SXID monitoring", an item that asks whether the provider monitors.
        auto mapping = core::NodeCheckSuggestions::load();
        QVERIFY(mapping);
        auto byItem = [](const QVector<core::VerdictSuggestion>& list, const QString& key) {
            for (const auto& s : list) {
                if (s.checkItemKey == key) {
                    return s;
                }
            }
            return core::VerdictSuggestion{};
        };
        const auto noGpu =
            mapping->suggest({{1, QStringLiteral("gpu.driver"), core::FindingStatus::Waived, {}},
                              {2, QStringLiteral("gpu.ecc"), core::FindingStatus::Waived, {}},
                              {3, QStringLiteral("monitoring.dcgm"), core::FindingStatus::Waived, {}},
                              {4, QStringLiteral("pcie.acs"), core::FindingStatus::Waived, {}},
                              {5, QStringLiteral("ib.pkey_isolation"), core::FindingStatus::Waived, {}}});
        for (const char* key : {"reliability.ecc_errors", "monitoring.dcgm", "networking.pcie_acs"}) {
            const auto s = byItem(noGpu, QString::fromLatin1(key));
            QCOMPARE(s.checkItemKey, QString::fromLatin1(key));
            QCOMPARE(s.verdict, core::Verdict::Unknown);
            QVERIFY2(s.reason.contains(QStringLiteral("no GPU")), qPrintable(s.reason));
        }
        // Not a GPU item either (issue 38.7): a waived PKey check (no InfiniBand port) is unknown, not N/A, which would
        // take the item out of the score.
        const auto pkey = byItem(noGpu, QStringLiteral("security.fabric_isolation"));
        QCOMPARE(pkey.verdict, core::Verdict::Unknown);
        QVERIFY2(pkey.reason.contains(QStringLiteral("does not make the item N/A")), qPrintable(pkey.reason));

        const auto clean = mapping->suggest({{6, QStringLiteral("gpu.xid"), core::FindingStatus::Pass, {}},
                                             {7, QStringLiteral("pcie.acs"), core::FindingStatus::Pass, {}}});
        const auto xid = byItem(clean, QStringLiteral("reliability.xid_sxid"));
        QCOMPARE(xid.verdict, core::Verdict::Unknown);
        QVERIFY2(xid.reason.contains(QStringLiteral("monitors")), qPrintable(xid.reason));
        QCOMPARE(byItem(clean, QStringLiteral("networking.pcie_acs")).verdict, core::Verdict::Pass);  // measured
        const auto found = mapping->suggest({{8, QStringLiteral("gpu.xid"), core::FindingStatus::Fail, {}}});
        QCOMPARE(byItem(found, QStringLiteral("reliability.xid_sxid")).verdict, core::Verdict::Fail);
    }

    void everyMappedItemExistsInTheCurrentRubric() {
        // The shipped rubrics: 2.0, and 3.0 for the checks only its items fit (reliability.fault_remediation, a
        // scheduler's nodes out of service); a typo in a key is in neither.
        QByteArray text;
        for (const QString& version : {QStringLiteral("2.0"), QStringLiteral("3.0")}) {
            QFile rubric(QStringLiteral(":/rubrics/clustermax-%1.json").arg(version));
            QVERIFY(rubric.open(QIODevice::ReadOnly));
            text += rubric.readAll();
        }
        QFile map(core::NodeCheckSuggestions::builtinPath());
        QVERIFY(map.open(QIODevice::ReadOnly));
        const QByteArray mapText = map.readAll();
        int checked = 0;
        for (const QByteArray& part : mapText.split('"')) {
            if (part.contains('.') &&
                (part.startsWith("networking.") || part.startsWith("lifecycle.") || part.startsWith("security.") ||
                 part.startsWith("reliability.") || part.startsWith("monitoring.") || part.startsWith("storage."))) {
                QVERIFY2(text.contains("\"" + part + "\""), part.constData());
                ++checked;
            }
        }
        QVERIFY(checked >= 10);
    }

    void brokenMappingIsAClearError() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"statusVerdicts":{"pass":"great"},"checks":[]})");
        f.close();
        auto m = core::NodeCheckSuggestions::load(path);
        QVERIFY(!m);
        QCOMPARE(m.error().code, core::ErrorCode::Parse);
        QVERIFY(!core::NodeCheckSuggestions::load(dir.filePath(QStringLiteral("missing.json"))));
    }
};

QTEST_MAIN(TestRemoteModels)
#include "tst_RemoteModels.moc"
