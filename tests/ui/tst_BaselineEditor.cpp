#include "core/store/BaselineRepository.h"
#include "core/domain/BaselineSet.h"
#include "core/store/Store.h"
#include "ui/baselines/BaselineEditor.h"
#include "ui/baselines/BaselineTableModel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb;

class TestBaselineEditor : public QObject {
    Q_OBJECT

private slots:
    void refusesABaselineWithoutASourceAndSavesNewVersions() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("e.tierbench")));
        QVERIFY(store);
        ui::BaselineEditor editor;
        QAbstractItemModelTester tester(editor.model());
        QSignalSpy loaded(&editor, &ui::BaselineEditor::loaded);
        QSignalSpy saved(&editor, &ui::BaselineEditor::saved);
        editor.setStore(*store);
        // The store's own first writes may announce a change that loads the page a second time: at least once.
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(loaded.at(0).at(0).toString(), QStringLiteral("1"));
        const int builtinRows = editor.model()->rowCount();
        QVERIFY(builtinRows > 30);

        auto versions = [&] {
            return (*store)->run([](QSqlDatabase& db) { return core::BaselineRepository(db).versions()->size(); });
        };
        // A new row without a source: refused, nothing stored.
        editor.model()->addEntry();
        const int row = editor.model()->rowCount() - 1;
        auto* model = editor.model();
        QVERIFY(model->setData(model->index(row, ui::BaselineTableModel::Hardware), QStringLiteral("8xB200/nvlink")));
        QVERIFY(model->setData(model->index(row, ui::BaselineTableModel::Expected), 830.0));
        auto* saveButton = editor.findChild<QPushButton*>(QStringLiteral("saveBaselines"));
        QVERIFY(saveButton);
        QTest::mouseClick(saveButton, Qt::LeftButton);
        QVERIFY2(editor.statusText().contains(QStringLiteral("needs a source")), qPrintable(editor.statusText()));
        QVERIFY(!editor.save());
        QCOMPARE(versions(), 1);
        QCOMPARE(saved.count(), 0);

        // Other validation still applies (edges out of order).
        QVERIFY(model->setData(model->index(row, ui::BaselineTableModel::Source),
                               QStringLiteral("NVIDIA/nccl issue #1807 (user)")));
        QVERIFY(model->setData(model->index(row, ui::BaselineTableModel::Gold), 0.99));
        QVERIFY(!editor.save());
        QVERIFY(model->setData(model->index(row, ui::BaselineTableModel::Gold), 0.90));

        // With a source it saves as version 2; version 1 stays as it was.
        QVERIFY(editor.save());
        QTRY_COMPARE(saved.count(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), QStringLiteral("2"));
        QCOMPARE(versions(), 2);
        const auto latest = (*store)->run([](QSqlDatabase& db) { return core::BaselineRepository(db).latest(); });
        QCOMPARE(latest->entries.size(), builtinRows + 1);
        QCOMPARE(latest->entries.last().hardwareKey, QStringLiteral("8xB200/nvlink"));
        QCOMPARE(latest->entries.last().expected, 830.0);
    }

    // Minimum sizes read "1 GiB", not 1073741824, and can be typed the same way; the raw role keeps the bytes.
    void sizesAreShownAndTypedInUnits() {
        auto set = core::BaselineSet::builtin();
        QVERIFY(set);
        ui::BaselineTableModel model;
        QAbstractItemModelTester tester(&model);
        model.setSet(*set);
        int row = -1;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (set->entries[r].metric == QLatin1String("all_reduce.busbw")) {
                row = r;
                break;
            }
        }
        QVERIFY(row >= 0);
        const QModelIndex size = model.index(row, ui::BaselineTableModel::MinSize);
        QCOMPARE(size.data().toString(), QStringLiteral("1 GiB"));
        QCOMPARE(size.data(ui::BaselineTableModel::RawValueRole).toLongLong(), qint64(1) << 30);
        QVERIFY(size.data(Qt::ToolTipRole).toString().contains(QStringLiteral("1073741824 bytes")));
        QVERIFY(model.setData(size, QStringLiteral("64 MiB")));
        QCOMPARE(*model.set().entries[row].minSizeBytes, qint64(64) << 20);
        QCOMPARE(size.data().toString(), QStringLiteral("64 MiB"));
        QVERIFY(!model.setData(size, QStringLiteral("lots")));
        QCOMPARE(*model.set().entries[row].minSizeBytes, qint64(64) << 20);
        using M = ui::BaselineTableModel;
        QCOMPARE(M::parseByteSize(QStringLiteral("1073741824")).value(), qint64(1) << 30);
        QCOMPARE(M::parseByteSize(QStringLiteral("512KiB")).value(), qint64(512) << 10);
        QCOMPARE(M::parseByteSize(QStringLiteral("2 gb")).value(), qint64(2) << 30);
        QCOMPARE(M::parseByteSize(QStringLiteral("1.5 GiB")).value(), qint64(3) << 29);
        QVERIFY(!M::parseByteSize(QStringLiteral("-1 GiB")));
        QVERIFY(!M::parseByteSize(QStringLiteral("1 PiB")));
        QVERIFY(!M::parseByteSize(QStringLiteral("1.5")));
    }

    void importsAndExportsJson() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("e.tierbench")));
        QVERIFY(store);
        ui::BaselineEditor editor;
        QSignalSpy loaded(&editor, &ui::BaselineEditor::loaded);
        editor.setStore(*store);
        QTRY_VERIFY(loaded.count() >= 1);
        const QString out = dir.filePath(QStringLiteral("out.json"));
        QVERIFY(editor.exportFile(out));
        auto back = core::BaselineSet::loadFile(out);
        QVERIFY(back);
        QCOMPARE(back->entries.size(), editor.model()->rowCount());

        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(
            "{\"format\":\"tierbench-baselines\",\"formatVersion\":1,\"version\":\"x\",\"entries\":[{\"metric\":\"a."
            "busbw\","
            "\"hardware\":\"8xH100/nvlink\",\"unit\":\"GB/s\",\"expected\":1}]}");
        bad.close();
        QVERIFY(!editor.importFile(bad.fileName()));
        QVERIFY(editor.statusText().contains(QStringLiteral("source")));
        QVERIFY(editor.importFile(out));
    }

    void unsavedEditsSurviveAChangeMadeElsewhere() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("e.tierbench"));
        auto store = core::Store::open(path);
        QVERIFY(store);
        ui::BaselineEditor editor;
        QSignalSpy loaded(&editor, &ui::BaselineEditor::loaded);
        editor.setStore(*store);
        QTRY_VERIFY(loaded.count() >= 1);
        QTest::qWait(50);  // let a change announced by the store's own set-up arrive first
        const int builtinRows = editor.model()->rowCount();
        editor.model()->addEntry();
        const int loadsBefore = int(loaded.count());

        // Another writer stores a new baseline version while the analyst has an unsaved row.
        auto stored = (*store)->run([](QSqlDatabase& db) {
            core::BaselineRepository repo(db);
            auto set = repo.latestOrBuiltin(QStringLiteral("test"));
            return set ? static_cast<bool>(
                             repo.createVersion(*set, QStringLiteral("elsewhere"), QStringLiteral("test")))
                       : false;
        });
        QVERIFY(stored);
        QTRY_VERIFY2(editor.statusText().contains(QStringLiteral("unsaved edits are kept")),
                     qPrintable(editor.statusText()));
        QCOMPARE(int(loaded.count()), loadsBefore);
        QCOMPARE(editor.model()->rowCount(), builtinRows + 1);
    }
};

QTEST_MAIN(TestBaselineEditor)
#include "tst_BaselineEditor.moc"
