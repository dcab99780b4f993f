// Provider › Verify stored results…: the dialog runs the verification off the GUI thread, lists the differences
// first and marked, and Verify again shows a fixed database clean.
#include "core/demo/DemoDatabase.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/Widgets.h"
#include "ui/trust/VerificationDialog.h"

#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::ui::VerificationDialog;

class tst_VerificationDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    QString m_provider;
    qint64 m_run = 0;

private slots:
    void initTestCase() {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("d.tierbench")));
        QVERIFY(store);
        m_store = *store;
        const bool made = m_store->run([this](QSqlDatabase& db) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT id, name FROM provider ORDER BY id LIMIT 1")) || !q.next()) {
                return false;
            }
            const qint64 provider = q.value(0).toLongLong();
            m_provider = q.value(1).toString();
            q.finish();
            RunRepository runs(db);
            RunRecord r;
            r.providerId = provider;
            r.probe = QStringLiteral("tb-node");
            m_run = runs.create(r).valueOr(0);
            return m_run > 0 && runs.appendRawLog(m_run, QStringLiteral("stdout"), "TB1 ok\n").ok() &&
                   runs.finish(m_run, RunStatus::Ok, 0).ok();
        });
        QVERIFY(made);
    }

    void listsTheDifferenceFirstAndVerifiesAgain() {
        QVERIFY(m_store->run([this](QSqlDatabase& db) {
            return QSqlQuery(db).exec(
                QStringLiteral("UPDATE raw_log SET content = CAST('edited' AS BLOB) WHERE run_id = %1").arg(m_run));
        }));
        auto* dialog = new VerificationDialog(m_store, m_provider);
        QSignalSpy done(dialog, &VerificationDialog::verified);
        dialog->show();
        dialog->verify();
        QVERIFY(done.wait(30000));
        QCOMPARE(done.takeFirst().at(0).toBool(), false);
        QTableWidget* table = tb::test::child<QTableWidget>(dialog, "verificationTable");
        QVERIFY(table->rowCount() >= 1);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Differs"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("run %1 stdout").arg(m_run));
        QVERIFY2(dialog->summaryText().endsWith(QStringLiteral("1 differ.")), qPrintable(dialog->summaryText()));
        if (const QString dir = qEnvironmentVariable("TB_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            dialog->grab().save(dir + QStringLiteral("/verification.png"));
        }

        QVERIFY(m_store->run([this](QSqlDatabase& db) {
            return QSqlQuery(db).exec(
                QStringLiteral("UPDATE raw_log SET content = CAST('TB1 ok' || char(10) AS BLOB) WHERE run_id = %1")
                    .arg(m_run));
        }));
        QPushButton* again = nullptr;
        for (QPushButton* b : dialog->findChildren<QPushButton*>()) {
            if (b->text() == QStringLiteral("Verify &again")) {
                again = b;
            }
        }
        QVERIFY(again && again->isEnabled());
        QTest::mouseClick(again, Qt::LeftButton);
        QVERIFY(done.wait(30000));
        QCOMPARE(done.last().at(0).toBool(), true);
        QVERIFY(dialog->summaryText().endsWith(QStringLiteral("all match.")));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Matches"));
        dialog->close();
    }
};

QTEST_MAIN(tst_VerificationDialog)
#include "tst_VerificationDialog.moc"
