#include "core/store/Store.h"
#include "ui/common/MessageBox.h"
#include "ui/pricing/PriceEditor.h"
#include "ui/pricing/PricingTab.h"
#include "tests/support/RatingFixtures.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tb;
using tb::test::RatingFixtures;

// The Pricing tab on a real store: a price added through the editor, deleted, and the deletion undone and redone,
// each step one audited write; the cost appears once a price is in force; a refused entry keeps the editor open.
class TestPricingTab : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::PricingTab> m_tab;
    qint64 m_acme = 0;

    int count(const QString& sql) {
        return m_store->run([sql](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
        });
    }

    ui::PriceEditor* openEditor() {
        m_tab->findChild<QPushButton*>(QStringLiteral("priceAdd"))->click();
        return m_tab->findChild<ui::PriceEditor*>(QStringLiteral("priceEditor"));
    }

private slots:
    void init() {
        auto opened =
            core::Store::open(m_dir.filePath(QStringLiteral("t%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch())));
        QVERIFY(opened.ok());
        m_store = *opened;
        m_acme = m_store->run([](QSqlDatabase& db) {
            return RatingFixtures::provider(db, QStringLiteral("Acme"), QStringLiteral("gold"));
        });
        m_tab = std::make_unique<ui::PricingTab>();
        QSignalSpy spy(m_tab.get(), &ui::PricingTab::reloaded);
        m_tab->setStore(m_store);
        m_tab->setProvider(m_acme);
        QTRY_VERIFY(spy.count() >= 1);
    }

    void cleanup() {
        m_tab.reset();
        m_store.reset();
    }

    void addDeleteUndoRedo() {
        auto* table = m_tab->findChild<QTableWidget*>(QStringLiteral("priceTable"));
        auto* summary = m_tab->findChild<QLabel*>(QStringLiteral("costSummary"));
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(summary->text().contains(QStringLiteral("no price")));

        ui::PriceEditor* editor = openEditor();
        QVERIFY(editor);
        editor->findChild<QLineEdit*>(QStringLiteral("priceModel"))->setText(QStringLiteral("H100 SXM"));
        editor->findChild<QDoubleSpinBox*>(QStringLiteral("priceValue"))->setValue(2.5);
        // No source yet: refused, the editor stays open and says why.
        editor->accept();
        QVERIFY(editor->isVisible());
        QVERIFY(
            editor->findChild<QLabel*>(QStringLiteral("priceEditorError"))->text().contains(QStringLiteral("source")));
        editor->findChild<QLineEdit*>(QStringLiteral("priceSource"))->setText(QStringLiteral("quote 9"));
        editor->accept();
        QTRY_COMPARE(table->rowCount(), 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM price_record WHERE usd_per_gpu_hour = 2.5")), 1);
        QTRY_VERIFY(summary->text().contains(QStringLiteral("per useful GPU-hour")));

        table->selectRow(0);
        m_tab->findChild<QPushButton*>(QStringLiteral("priceDelete"))->click();
        QTRY_COMPARE(table->rowCount(), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM price_record")), 0);
        m_tab->undoStack()->undo();  // the deleted row comes back
        QTRY_COMPARE(table->rowCount(), 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM price_record WHERE source = 'quote 9'")), 1);
        m_tab->undoStack()->redo();  // and goes again: the re-created row is the one deleted
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM price_record")), 0);
        m_tab->undoStack()->undo();
        m_tab->undoStack()->undo();  // the creation undone too
        QTRY_COMPARE(m_tab->undoStack()->index(), 0);
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'price_record'")),
                     6);  // create, delete, re-create, delete, re-create, delete
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM price_record")), 0);
        QTRY_COMPARE(table->rowCount(), 0);
    }

    // A price stored behind the tab's back (another tab, the CLI's `prices import`) shows without Reload.
    void aPriceStoredElsewhereShowsWithoutReload() {
        auto* table = m_tab->findChild<QTableWidget*>(QStringLiteral("priceTable"));
        QCOMPARE(table->rowCount(), 0);
        const qint64 acme = m_acme;
        const bool stored = m_store->run([acme](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("INSERT INTO price_record (provider_id, gpu_model, usd_per_gpu_hour, source, "
                               "effective_on) VALUES (?, 'B200', 4.1, 'elsewhere', '2026-11-01')"));
            q.addBindValue(acme);
            return q.exec();
        });
        QVERIFY(stored);
        QTRY_COMPARE(table->rowCount(), 1);
    }

    void csvErrorsImportNothing() {
        const QString path = m_dir.filePath(QStringLiteral("bad.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "provider,gpu_model,usd_per_gpu_hour,source,effective_on\nAcme,H100,2,q,2026-01-01\nAcme,H100,x,q,2026-01-"
            "02\n");
        f.close();
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        m_tab->importCsvFile(path);
        QTRY_VERIFY(ui::MessageBox::lastText().contains(QStringLiteral("nothing was imported")));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM price_record")), 0);
    }
};

QTEST_MAIN(TestPricingTab)
#include "tst_PricingTab.moc"
