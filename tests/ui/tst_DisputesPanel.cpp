// Issue 18.2 and 18.4 in the workbench: the provider page's Disputes tab imports a provider's dispute file, shows
// each dispute with its state, and accepting one that asks for a verdict changes the checklist's verdict (audited,
// in the core call the CLI uses); a dispute decided elsewhere (another connection, like the CLI) shows without a
// reload; a hostile file is refused with the reason and nothing is listed. The Rating tab shows the handover and
// planned-feature lines. With $TB_SHOTS_DIR set, the screens are saved there for a person to look at.
#include "core/usecase/DisputeWorkflow.h"
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderPage.h"
#include "ui/rating/RatingTab.h"
#include "ui/trust/DisputesPanel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>

using namespace tb;

class TestDisputesPanel : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    qint64 m_crusoe = 0;
    ui::DisputesPanel* m_panel = nullptr;

    void shot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QVERIFY(w->grab().save(QDir(dir).filePath(name)));
        }
    }

    QString writeFile(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir->filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    }

    void showTab(QWidget* tab) {
        auto* tabs = m_window->providerPage()->findChild<QTabWidget*>(QStringLiteral("providerTabs"));
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->isAncestorOf(tab)) {
                tabs->setCurrentIndex(i);
            }
        }
    }

private slots:
    void initTestCase() {
        isolateSettings();
        openDemoWindow();
        m_crusoe = scalar(QStringLiteral("SELECT id FROM provider WHERE name = 'Crusoe'")).toLongLong();
        QVERIFY(m_window->selectProvider(m_crusoe));
        m_panel = m_window->providerPage()->findChild<ui::DisputesPanel*>();
        QVERIFY(m_panel);
        showTab(m_panel);
        QTRY_VERIFY(tb::test::child<QLabel>(m_panel, "disputesStatus")->text().isEmpty() &&
                    tb::test::child<QTableWidget>(m_panel, "disputesTable")->rowCount() == 0);
    }

    void cleanupTestCase() { closeWindow(); }

    void aHostileFileIsRefusedWithTheReason() {
        const QString path = writeFile(QStringLiteral("other.json"),
                                       R"({"format":"tierbench-disputes","format_version":1,"provider":"Nebius",
                                           "contact":"x","disputes":[{"item":"security.soc2","claim":"no"}]})");
        m_panel->importFile(path);
        QTRY_VERIFY(tb::test::child<QLabel>(m_panel, "disputesStatus")
                        ->text()
                        .startsWith(QStringLiteral("Nothing was imported")));
        QVERIFY2(tb::test::child<QLabel>(m_panel, "disputesStatus")->text().contains(QStringLiteral("Nebius")),
                 qPrintable(tb::test::child<QLabel>(m_panel, "disputesStatus")->text()));
        QCOMPARE(tb::test::child<QTableWidget>(m_panel, "disputesTable")->rowCount(), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM dispute")), 0);
    }

    void importAndAcceptChangesTheVerdict() {
        const QByteArray attachment("nccl-tests all_reduce 8 nodes: 389 GB/s busbw at 8 GiB\n");
        const QJsonObject file{
            {QStringLiteral("format"), QStringLiteral("tierbench-disputes")},
            {QStringLiteral("format_version"), 1},
            {QStringLiteral("provider"), QStringLiteral("Crusoe")},
            {QStringLiteral("contact"), QStringLiteral("Dana Ops <dana@example.net>")},
            {QStringLiteral("disputes"),
             QJsonArray{
                 QJsonObject{
                     {QStringLiteral("item"), QStringLiteral("orchestration.topology")},
                     {QStringLiteral("claim"), QStringLiteral("topology.conf now lists every leaf switch.")},
                     {QStringLiteral("requested_verdict"), QStringLiteral("pass")},
                     {QStringLiteral("evidence"),
                      QJsonObject{
                          {QStringLiteral("text"), QStringLiteral("Fixed on 2026-06-02; see attached.")},
                          {QStringLiteral("attachment"),
                           QJsonObject{
                               {QStringLiteral("name"), QStringLiteral("topology.conf")},
                               {QStringLiteral("sha256"),
                                QString::fromLatin1(
                                    QCryptographicHash::hash(attachment, QCryptographicHash::Sha256).toHex())},
                               {QStringLiteral("content_base64"), QString::fromLatin1(attachment.toBase64())}}}}}},
                 QJsonObject{{QStringLiteral("item"), QStringLiteral("monitoring.alerting")},
                             {QStringLiteral("claim"), QStringLiteral("Alert rules are self-service since May.")},
                             {QStringLiteral("requested_verdict"), QStringLiteral("pass")}},
                 QJsonObject{
                     {QStringLiteral("item"), QStringLiteral("security.soc2")},
                     {QStringLiteral("claim"), QStringLiteral("Please name the audit firm in the evidence.")}}}}};
        m_panel->importFile(writeFile(QStringLiteral("crusoe.json"), QJsonDocument(file).toJson()));
        QTRY_COMPARE(tb::test::child<QTableWidget>(m_panel, "disputesTable")->rowCount(), 3);
        QVERIFY(tb::test::child<QLabel>(m_panel, "disputesStatus")
                    ->text()
                    .startsWith(QStringLiteral("Imported 3 dispute")));
        // Newest first: the topology dispute is the last row.
        const int row = tb::test::child<QTableWidget>(m_panel, "disputesTable")->rowCount() - 1;
        QCOMPARE(tb::test::child<QTableWidget>(m_panel, "disputesTable")->item(row, 4)->text(), QStringLiteral("Open"));
        tb::test::child<QTableWidget>(m_panel, "disputesTable")->selectRow(row);
        QVERIFY(!tb::test::child<QPushButton>(m_panel, "disputeAcceptButton")->isEnabled());  // no reasoning yet
        tb::test::child<QPlainTextEdit>(m_panel, "disputeReasoning")
            ->setPlainText(QStringLiteral("The attached topology.conf matches the fabric."));
        QVERIFY(tb::test::child<QPushButton>(m_panel, "disputeAcceptButton")->isEnabled());
        shot(m_window.get(), QStringLiteral("disputes-open.png"));
        QSignalSpy decided(m_panel, &ui::DisputesPanel::decided);
        QTest::mouseClick(tb::test::child<QPushButton>(m_panel, "disputeAcceptButton"), Qt::LeftButton);
        QTRY_COMPARE(decided.count(), 1);
        QTRY_COMPARE(m_panel->disputes().last().state, core::Dispute::State::Accepted);
        QCOMPARE(scalar(QStringLiteral("SELECT v.verdict FROM verdict v JOIN check_item ci ON ci.id = v.check_item_id "
                                       "JOIN evaluation e ON e.id = v.evaluation_id WHERE e.provider_id = %1 AND "
                                       "ci.key = 'orchestration.topology'")
                            .arg(m_crusoe))
                     .toString(),
                 QStringLiteral("pass"));
        QVERIFY(count(QStringLiteral(
                    "SELECT count(*) FROM audit_log WHERE entity = 'dispute' AND action = 'accept'")) == 1);
    }

    void aDecisionMadeElsewhereShowsWithoutReload() {
        // Another connection (as the CLI would be) rejects the soc2 dispute; the panel follows the change signal.
        const qint64 id = m_panel->disputes().first().id;
        auto st = m_store->run([id](QSqlDatabase& db) {
            return core::DisputeWorkflow(db).reject(id, QStringLiteral("The evidence already names the firm."),
                                                    QStringLiteral("bo"));
        });
        QVERIFY(st);
        QTRY_COMPARE(m_panel->disputes().first().state, core::Dispute::State::Rejected);
        QTRY_VERIFY(tb::test::child<QTableWidget>(m_panel, "disputesTable")
                        ->item(0, 5)
                        ->text()
                        .startsWith(QStringLiteral("The evidence already names")));
        tb::test::child<QTableWidget>(m_panel, "disputesTable")->selectRow(1);
        shot(m_window.get(), QStringLiteral("disputes-decided.png"));
    }

    void theRatingTabShowsDelivery() {
        auto* rating = m_window->providerPage()->findChild<ui::RatingTab*>();
        QVERIFY(rating);
        showTab(rating);
        auto* delivery = rating->findChild<QLabel*>(QStringLiteral("ratingDelivery"));
        QVERIFY(delivery);
        QTRY_VERIFY2(delivery->text().contains(
                         QStringLiteral("Late handover: requested 2026-05-04, received 2026-05-11: 7 day(s) late.")),
                     qPrintable(delivery->text()));
        QVERIFY2(delivery->text().contains(QStringLiteral("date passed")), qPrintable(delivery->text()));
        // Every line is there to read: the label gets the height its wrapped text needs (the box scrolls), where a
        // squeezed label cut the planned features off after three lines.
        QTRY_VERIFY2(
            delivery->height() >= delivery->heightForWidth(delivery->width()),
            qPrintable(
                QStringLiteral("%1 < %2").arg(delivery->height()).arg(delivery->heightForWidth(delivery->width()))));
        shot(m_window.get(), QStringLiteral("rating-delivery.png"));
    }
};

QTEST_MAIN(TestDisputesPanel)
#include "tst_DisputesPanel.moc"
