// The provider page's Interviews tab on a real SQLite file: model, editor validation, add/edit/delete, search and
// filters, CSV import with bad rows (nothing imported, one error per row) and the export round trip.
#include "core/interview/InterviewCsv.h"
#include "core/store/InterviewRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/Widgets.h"
#include "ui/common/MessageBox.h"
#include "ui/interviews/InterviewEditor.h"
#include "ui/interviews/InterviewFilterProxy.h"
#include "ui/interviews/InterviewListModel.h"
#include "ui/interviews/InterviewsTab.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateEdit>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

using namespace tb;
using tb::test::RatingFixtures;

class TestInterviews : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::InterviewsTab> m_tab;
    qint64 m_acme = 0;
    qint64 m_beta = 0;

    int count(const QString& sql) {
        return m_store->run([sql](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
        });
    }

    qint64 addInterview(const QString& name, const QString& role, core::OrgType org, const QStringList& tags,
                        qint64 provider = 0) {
        core::Interview i;
        i.providerId = provider ? provider : m_acme;
        i.heldOn = QDate(2026, 3, 2);
        i.intervieweeName = name;
        i.role = role;
        i.orgType = org;
        i.channel = QStringLiteral("video call");
        i.consent = true;
        i.tags = tags;
        i.notesHtml = QStringLiteral("<p>Talked about <b>storage</b> outages.</p>");
        i.sentiment = {{QStringLiteral("storage"), -1}, {QStringLiteral("security"), 2}};
        return m_store->run(
            [i](QSqlDatabase& db) { return *core::InterviewRepository(db).add(i, QStringLiteral("t")); });
    }

    void reloadTab() {
        QSignalSpy spy(m_tab.get(), &ui::InterviewsTab::reloaded);
        m_tab->reload();
        QTRY_VERIFY(spy.count() >= 1);
    }

    QString writeFile(const QString& name, const QString& text) {
        const QString path = m_dir->filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(text.toUtf8());
        return path;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        auto store = core::Store::open(m_dir->filePath(QStringLiteral("interviews.sqlite")));
        QVERIFY(store.ok());
        m_store = *store;
        m_store->run([this](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            m_acme = RatingFixtures::provider(db, QStringLiteral("Acme"));
            m_beta = RatingFixtures::provider(db, QStringLiteral("Beta"));
            RatingFixtures::evaluation(db, m_acme, rubric);
        });
        m_tab = std::make_unique<ui::InterviewsTab>();
        m_tab->resize(1100, 600);
        m_tab->show();
        m_tab->setStore(m_store);  // no provider yet: clears at once
        m_tab->setProvider(m_acme);
        reloadTab();  // supersedes the load setProvider started, so this waits for a real round trip
        QCOMPARE(m_tab->editor(), nullptr);
    }

    void cleanup() {
        ui::MessageBox::resetForTests();
        m_tab.reset();
        m_store.reset();
        m_dir.reset();
    }

    void modelPassesTesterAndShowsColumns() {
        addInterview(QStringLiteral("Ada Lovelace"), QStringLiteral("ML lead"), core::OrgType::AiLab,
                     {QStringLiteral("support")});
        reloadTab();
        ui::InterviewListModel* model = m_tab->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(m_tab->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 1);
        using C = ui::InterviewListModel::Column;
        auto cell = [&](C c) { return model->index(0, int(c)).data().toString(); };
        QCOMPARE(cell(C::Date), QStringLiteral("2026-03-02"));
        QCOMPARE(cell(C::Interviewee), QStringLiteral("Ada Lovelace"));
        QCOMPARE(cell(C::OrgType), QStringLiteral("AI lab"));
        QCOMPARE(cell(C::Consent), QStringLiteral("Yes"));
        QCOMPARE(cell(C::Tags), QStringLiteral("support"));
        // Criterion names from the rubric, sorted; a real minus sign.
        QCOMPARE(cell(C::Sentiment), QStringLiteral("Security +2 · storage \u22121"));
    }

    void editorRefusesInvalidThenAdds() {
        ui::InterviewEditor* editor = m_tab->openEditor(0);
        QVERIFY(editor);
        QVERIFY(editor->sentimentCombo(QStringLiteral("security")));
        QVERIFY(!editor->sentimentCombo(QStringLiteral("storage")));  // not a criterion of this rubric
        editor->accept();                                             // no role
        QVERIFY(editor->isVisible());
        QVERIFY(editor->errorText().contains(QStringLiteral("role")));
        tb::test::child<QLineEdit>(editor, "interviewRole")->setText(QStringLiteral("Infra engineer"));
        tb::test::child<QDateEdit>(editor, "interviewDate")->setDate(QDate::currentDate().addDays(30));
        editor->accept();  // date in the future
        QVERIFY(editor->isVisible());
        QVERIFY(editor->errorText().contains(QStringLiteral("future")));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 0);

        tb::test::child<QDateEdit>(editor, "interviewDate")->setDate(QDate(2026, 1, 15));
        tb::test::child<QLineEdit>(editor, "interviewName")->setText(QStringLiteral("Grace Hopper"));
        tb::test::child<QComboBox>(editor, "interviewOrgType")
            ->setCurrentIndex(
                tb::test::child<QComboBox>(editor, "interviewOrgType")->findData(QStringLiteral("startup")));
        tb::test::child<QLineEdit>(editor, "interviewTags")->setText(QStringLiteral("billing, support; billing"));
        tb::test::child<QTextEdit>(editor, "interviewNotes")
            ->setHtml(QStringLiteral("<p>Bills arrived <i>late</i>.</p>"));
        QComboBox* sec = editor->sentimentCombo(QStringLiteral("security"));
        sec->setCurrentIndex(sec->findData(-2));
        QSignalSpy reloaded(m_tab.get(), &ui::InterviewsTab::reloaded);
        editor->accept();
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 1);
        QTRY_VERIFY(reloaded.count() >= 1);
        QCOMPARE(m_tab->model()->rowCount(), 1);
        const core::Interview& i = m_tab->model()->interviews().first();
        QCOMPARE(i.intervieweeName, QStringLiteral("Grace Hopper"));
        QCOMPARE(i.tags, (QStringList{QStringLiteral("billing"), QStringLiteral("support")}));
        QCOMPARE(i.sentiment.value(QStringLiteral("security")), -2);
        QCOMPARE(i.sentiment.size(), 1);
        QVERIFY(i.notesHtml.contains(QStringLiteral("late")));
        QCOMPARE(
            count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'interview' AND action = 'create'")),
            1);
    }

    // Issue 38.8: Tab from the date walked its year, month and day, and what the analyst typed next went into the
    // date. Tab now leaves it for the next field, where the typing lands.
    void tabLeavesTheDate() {
        ui::InterviewEditor* editor = m_tab->openEditor(0);
        QVERIFY(editor);
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));
        auto* date = tb::test::child<QDateEdit>(editor, "interviewDate");
        date->setDate(QDate(2026, 1, 15));
        date->setFocus();
        QTRY_VERIFY(date->hasFocus());
        QTest::keyClick(date, Qt::Key_Tab);
        auto* name = tb::test::child<QLineEdit>(editor, "interviewName");
        QTRY_VERIFY(name->hasFocus());
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Ada"));
        QCOMPARE(name->text(), QStringLiteral("Ada"));
        QCOMPARE(date->date(), QDate(2026, 1, 15));
        editor->reject();
    }

    void editAndDeleteWithConfirmation() {
        const qint64 id =
            addInterview(QStringLiteral("Alan Turing"), QStringLiteral("Researcher"), core::OrgType::Research, {});
        reloadTab();
        tb::test::child<QTableView>(m_tab, "interviewTable")->selectRow(0);
        ui::InterviewEditor* editor = m_tab->openEditor(id);
        QVERIFY(editor);
        QCOMPARE(tb::test::child<QLineEdit>(editor, "interviewRole")->text(), QStringLiteral("Researcher"));
        tb::test::child<QLineEdit>(editor, "interviewRole")->setText(QStringLiteral("Research scientist"));
        editor->accept();
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM interview WHERE interviewee_role = "
                                          "'Research scientist'")),
                     1);
        QTRY_COMPARE(m_tab->model()->interviews().value(0).role, QStringLiteral("Research scientist"));

        tb::test::child<QTableView>(m_tab, "interviewTable")->selectRow(0);
        ui::MessageBox::setNextAnswer(QMessageBox::No);
        m_tab->deleteSelected();
        QVERIFY(ui::MessageBox::lastText().contains(QStringLiteral("Alan Turing")));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 1);

        QSignalSpy reloaded(m_tab.get(), &ui::InterviewsTab::reloaded);
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        m_tab->deleteSelected();
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 0);
        QTRY_VERIFY(reloaded.count() >= 1);
        QCOMPARE(m_tab->model()->rowCount(), 0);
        QCOMPARE(
            count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'interview' AND action = 'delete'")),
            1);
    }

    // Issue 16.4: another analyst ("bob") saves the interview while the editor is open. Saving asks: Keep editing
    // reopens the editor with this analyst's text (bob's save stays), Reload opens it on bob's version, Overwrite
    // saves this version over bob's knowingly.
    void aConflictingInterviewEditCanBeKeptReloadedOrOverwritten() {
        const qint64 id =
            addInterview(QStringLiteral("Alan Turing"), QStringLiteral("Researcher"), core::OrgType::Research, {});
        reloadTab();
        const auto bobSets = [&](const QString& role) {
            return m_store->run([id, role](QSqlDatabase& db) {
                auto i = core::InterviewRepository(db).get(id);
                if (!i) {
                    return false;
                }
                i->role = role;
                return core::InterviewRepository(db).update(*i, QStringLiteral("bob")).ok();
            });
        };
        const auto storedRole = [&] {
            return m_store->run([id](QSqlDatabase& db) {
                QSqlQuery q(db);
                return q.exec(QStringLiteral("SELECT interviewee_role FROM interview WHERE id=%1").arg(id)) && q.next()
                           ? q.value(0).toString()
                           : QString();
            });
        };
        ui::InterviewEditor* editor = m_tab->openEditor(id);
        QVERIFY(editor);
        tb::test::child<QLineEdit>(editor, "interviewRole")->setText(QStringLiteral("mine"));
        QVERIFY(bobSets(QStringLiteral("bob's role")));

        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);  // Keep editing
        QPointer<ui::InterviewEditor> first(editor);
        editor->accept();
        QTRY_VERIFY(m_tab->editor() && m_tab->editor() != first && m_tab->editor()->isVisible());
        QVERIFY2(ui::MessageBox::lastText().contains(QLatin1String("bob")), qPrintable(ui::MessageBox::lastText()));
        editor = m_tab->editor();
        QCOMPARE(tb::test::child<QLineEdit>(editor, "interviewRole")->text(), QStringLiteral("mine"));
        QCOMPARE(storedRole(), QStringLiteral("bob's role"));

        ui::MessageBox::setNextAnswer(QMessageBox::Reset);  // Reload
        QPointer<ui::InterviewEditor> second(editor);
        editor->accept();
        QTRY_VERIFY(m_tab->editor() && m_tab->editor() != second && m_tab->editor()->isVisible());
        editor = m_tab->editor();
        QCOMPARE(tb::test::child<QLineEdit>(editor, "interviewRole")->text(), QStringLiteral("bob's role"));
        QCOMPARE(storedRole(), QStringLiteral("bob's role"));

        // Bob saves once more while this editor (on his first version) is open; Overwrite wins knowingly.
        QVERIFY(bobSets(QStringLiteral("bob again")));
        tb::test::child<QLineEdit>(editor, "interviewRole")->setText(QStringLiteral("mine"));
        ui::MessageBox::setNextAnswer(QMessageBox::Save);
        editor->accept();
        QTRY_COMPARE(storedRole(), QStringLiteral("mine"));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview WHERE changed_by = 'bob'")), 0);
    }

    void searchAndFilters() {
        addInterview(QStringLiteral("Ada"), QStringLiteral("ML lead"), core::OrgType::AiLab,
                     {QStringLiteral("support")});
        addInterview(QStringLiteral("Bob"), QStringLiteral("CTO"), core::OrgType::Startup, {QStringLiteral("billing")});
        addInterview(QStringLiteral("Cy"), QStringLiteral("Platform lead"), core::OrgType::Startup,
                     {QStringLiteral("support")});
        reloadTab();
        auto* proxy = m_tab->proxy();
        QCOMPARE(proxy->rowCount(), 3);
        tb::test::child<QLineEdit>(m_tab, "interviewSearch")->setText(QStringLiteral("lead"));
        QCOMPARE(proxy->rowCount(), 2);
        tb::test::child<QLineEdit>(m_tab, "interviewSearch")
            ->setText(QStringLiteral("OUTAGES"));  // notes, case-insensitive
        QCOMPARE(proxy->rowCount(), 3);
        tb::test::child<QLineEdit>(m_tab, "interviewSearch")->clear();
        QComboBox* org = tb::test::child<QComboBox>(m_tab, "interviewOrgFilter");
        org->setCurrentIndex(org->findData(QStringLiteral("startup")));
        QCOMPARE(proxy->rowCount(), 2);
        QComboBox* tag = tb::test::child<QComboBox>(m_tab, "interviewTagFilter");
        QCOMPARE(tag->count(), 3);  // all, billing, support
        tag->setCurrentIndex(tag->findData(QStringLiteral("support")));
        QCOMPARE(proxy->rowCount(), 1);
        QCOMPARE(proxy->index(0, int(ui::InterviewListModel::Column::Interviewee)).data().toString(),
                 QStringLiteral("Cy"));
    }

    void csvImportWithBadRowsImportsNothing() {
        const QString csv = QStringLiteral(
            "provider,held_on,interviewee_name,interviewee_role,org_type,channel,consent,tags,notes_html,"
            "sentiment.security\n"
            "Acme,2026-02-01,Good Row,SRE,enterprise,phone,yes,ops,,1\n"
            "Acme,2026-13-45,Bad Date,SRE,enterprise,phone,yes,,,1\n"
            "Acme,2026-02-03,Bad Org,SRE,bank,phone,yes,,,7\n");
        QSignalSpy finished(m_tab.get(), &ui::InterviewsTab::importFinished);
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        m_tab->importCsvFile(writeFile(QStringLiteral("bad.csv"), csv));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toInt(), 0);
        const QStringList errors = m_tab->lastImportErrors();
        QVERIFY2(errors.size() >= 2, qPrintable(errors.join(u'\n')));
        QVERIFY(errors.filter(QStringLiteral("row 3")).size() >= 1);
        QVERIFY(errors.filter(QStringLiteral("row 4")).size() >= 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 0);

        // A row of another provider is refused on this provider's page.
        const QString other =
            QStringLiteral("provider,held_on,interviewee_role\nAcme,2026-02-01,SRE\nBeta,2026-02-01,SRE\n");
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        m_tab->importCsvFile(writeFile(QStringLiteral("other.csv"), other));
        QTRY_COMPARE(finished.count(), 2);
        QVERIFY(m_tab->lastImportErrors().filter(QStringLiteral("row 3")).size() == 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview")), 0);
    }

    void csvExportRoundTrip() {
        addInterview(QStringLiteral("Ada, \"the\" Countess"), QStringLiteral("ML lead"), core::OrgType::AiLab,
                     {QStringLiteral("support"), QStringLiteral("storage")});
        addInterview(QStringLiteral("Bob"), QStringLiteral("CTO"), core::OrgType::Startup, {});
        addInterview(QStringLiteral("Not mine"), QStringLiteral("CTO"), core::OrgType::Startup, {}, m_beta);
        reloadTab();
        const QString path = m_dir->filePath(QStringLiteral("out.csv"));
        QSignalSpy exported(m_tab.get(), &ui::InterviewsTab::exportFinished);
        m_tab->exportCsvFile(path);
        QTRY_COMPARE(exported.count(), 1);
        QVERIFY(exported.first().at(0).toBool());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(!text.contains(QStringLiteral("Not mine")));  // only this provider's interviews

        const QList<core::Interview> before = m_tab->model()->interviews();
        m_store->run([](QSqlDatabase& db) { QSqlQuery(db).exec(QStringLiteral("DELETE FROM interview")); });
        QSignalSpy finished(m_tab.get(), &ui::InterviewsTab::importFinished);
        m_tab->importCsvFile(path);
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY2(m_tab->lastImportErrors().isEmpty(), qPrintable(m_tab->lastImportErrors().join(u'\n')));
        QCOMPARE(finished.first().at(0).toInt(), 2);
        QTRY_COMPARE(m_tab->model()->rowCount(), 2);
        auto after = m_tab->model()->interviews();
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(after[r].intervieweeName, before[r].intervieweeName);
            QCOMPARE(after[r].role, before[r].role);
            QCOMPARE(after[r].orgType, before[r].orgType);
            QCOMPARE(after[r].tags, before[r].tags);
            QCOMPARE(after[r].sentiment, before[r].sentiment);
            QCOMPARE(after[r].heldOn, before[r].heldOn);
            QCOMPARE(after[r].notesHtml, before[r].notesHtml);
        }
    }
};

QTEST_MAIN(TestInterviews)
#include "tst_Interviews.moc"
