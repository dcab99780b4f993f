#include "core/domain/CsvCell.h"
#include "core/interview/InterviewCsv.h"
#include "core/store/InterviewRepository.h"
#include "core/store/Store.h"
#include "core/usecase/InterviewWorkflow.h"
#include "tests/support/RatingFixtures.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestInterviewCsv : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_acme = 0;

    int interviewRows() {
        return m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM interview"));
            q.next();
            return q.value(0).toInt();
        });
    }

private slots:
    void initTestCase() {
        m_store = *Store::open(m_dir.filePath(QStringLiteral("csv.tierbench")));
        m_acme = m_store->run([](QSqlDatabase& db) { return RatingFixtures::provider(db, QStringLiteral("Acme")); });
    }

    void badRowsImportNothingAndNameRows() {
        const QString csv = QStringLiteral(
            "provider,held_on,interviewee_name,interviewee_role,org_type,consent,sentiment.networking\r\n"
            "Acme,2026-02-01,Jane Roe,ML engineer,ai_lab,yes,2\r\n"
            "Nobody Inc,2026-02-02,,Researcher,research,no,1\r\n"
            "Acme,2026-13-40,,Researcher,research,no,1\r\n"
            "Acme,2026-02-03,,,startup,no,0\r\n"
            "Acme,2026-02-04,,CTO,bank,no,0\r\n"
            "Acme,2026-02-05,,CTO,startup,maybe,7\r\n"
            "Acme,2026-02-06,,CTO\r\n");
        auto outcome =
            m_store->run([&](QSqlDatabase& db) { return InterviewCsv::importInto(db, csv, QStringLiteral("ana")); });
        TB_VERIFY_OK(outcome);
        QCOMPARE(outcome->imported, 0);
        QCOMPARE(interviewRows(), 0);
        QStringList lines;
        for (const auto& e : outcome->errors) {
            lines << e.toString();
        }
        const QString all = lines.join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("row 3, column provider")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 4, column held_on")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 5, column interviewee_role")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 6, column org_type")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 7, column consent")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 7, column sentiment.networking")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("row 8")), qPrintable(all));
        QVERIFY(!all.contains(QStringLiteral("row 2")));
    }

    // Issue 38.4: a file of more interviews than one import takes is refused whole, saying so, before any row is
    // read (a million once made a review tens of thousands of pages long).
    void tooManyRowsAreRefused() {
        QString text = QStringLiteral("provider,held_on,interviewee_role\n");
        for (int i = 0; i <= InterviewCsv::kMaxRows; ++i) {
            text += QStringLiteral("Acme,2026-01-01,CTO\n");
        }
        QList<InterviewCsv::RowError> errors;
        const auto rows = InterviewCsv::parse(
            text, [](const QString&) { return qint64(1); }, &errors);
        QVERIFY(rows.isEmpty());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().message.contains(QStringLiteral("at most 5000")), qPrintable(errors.first().message));
        text.truncate(text.lastIndexOf(QStringLiteral("Acme")));  // exactly the cap: taken
        errors.clear();
        QCOMPARE(InterviewCsv::parse(
                     text, [](const QString&) { return qint64(1); }, &errors)
                     .size(),
                 InterviewCsv::kMaxRows);
        QVERIFY(errors.isEmpty());
    }

    void unknownColumnIsRefused() {
        QList<InterviewCsv::RowError> errors;
        InterviewCsv::parse(
            QStringLiteral("provider,held_on,interviewee_role,sentimnet.x\nAcme,2026-01-01,CTO,1\n"),
            [](const QString&) { return qint64(1); }, &errors);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().row, 1);
        QCOMPARE(errors.first().column, QStringLiteral("sentimnet.x"));
    }

    void roundTrip() {
        const QString csv = QStringLiteral(
            "provider,held_on,interviewee_name,interviewee_role,org_type,channel,consent,tags,notes_html,"
            "sentiment.networking,sentiment.support\n"
            "acme,2026-02-01,Jane Roe,ML engineer,ai_lab,video,yes,slurm;nccl,\"<p>Said \"\"fast\"\", then, "
            "slow</p>\",2,\n"
            "Acme,2026-02-03,,Platform lead,enterprise,email,no,,,-1,-2\n");
        auto outcome =
            m_store->run([&](QSqlDatabase& db) { return InterviewCsv::importInto(db, csv, QStringLiteral("ana")); });
        TB_VERIFY_OK(outcome);
        QVERIFY(outcome->errors.isEmpty());
        QCOMPARE(outcome->imported, 2);
        const auto list = *m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); });
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].intervieweeName, QStringLiteral("Jane Roe"));
        QCOMPARE(list[0].tags, (QStringList{QStringLiteral("slurm"), QStringLiteral("nccl")}));
        QCOMPARE(list[0].notesHtml, QStringLiteral("<p>Said \"fast\", then, slow</p>"));
        QCOMPARE(list[0].sentiment.value(QStringLiteral("networking")), 2);
        QVERIFY(!list[0].sentiment.contains(QStringLiteral("support")));
        QCOMPARE(list[1].sentiment.value(QStringLiteral("support")), -2);
        QVERIFY(list[0].consent);

        const QString exported = *m_store->run([&](QSqlDatabase& db) { return InterviewCsv::exportFrom(db, m_acme); });
        QList<InterviewCsv::RowError> errors;
        const auto parsed = InterviewCsv::parse(
            exported, [this](const QString&) { return m_acme; }, &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(parsed.size(), 2);
        QCOMPARE(parsed[0].notesHtml, list[0].notesHtml);
        QCOMPARE(parsed[1].sentiment, list[1].sentiment);
    }

    void unterminatedQuote() {
        QList<InterviewCsv::RowError> errors;
        InterviewCsv::parse(
            QStringLiteral("provider,held_on,interviewee_role\nAcme,\"2026-01-01,CTO\n"),
            [](const QString&) { return qint64(1); }, &errors);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().row, 2);
    }

    // Issue 38.4: a cell that a spreadsheet would run as a formula is stored as the text it is, exported behind a
    // quote no spreadsheet runs, and read back as the same text; sentiment numbers stay numbers.
    void formulasAreExportedAsText() {
        const QString csv = QStringLiteral(
            "provider,held_on,interviewee_name,interviewee_role,org_type,channel,consent,tags,notes_html,"
            "sentiment.networking\n"
            "Acme,2026-02-01,=cmd|' /C calc'!A0,\"=HYPERLINK(\"\"http://x.test\"\",\"\"y\"\")\",ai_lab,@SUM(1),yes,"
            "+tag,-notes,-2\n");
        const auto before =
            m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); })->size();
        auto outcome =
            m_store->run([&](QSqlDatabase& db) { return InterviewCsv::importInto(db, csv, QStringLiteral("ana")); });
        TB_VERIFY_OK(outcome);
        QVERIFY2(outcome->errors.isEmpty(), qPrintable(outcome->errors.value(0).toString()));
        QList<Interview> list;
        // Held in a local: a range-for over *temporary would read a destroyed result.
        const auto stored = m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); });
        QVERIFY(stored.ok());
        for (const Interview& i : *stored) {
            if (i.intervieweeName.startsWith(u'=')) {
                list << i;
            }
        }
        QCOMPARE(list.size(), 1);
        QCOMPARE(m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); })->size(),
                 before + 1);
        QCOMPARE(list[0].intervieweeName, QStringLiteral("=cmd|' /C calc'!A0"));
        QCOMPARE(list[0].role, QStringLiteral("=HYPERLINK(\"http://x.test\",\"y\")"));

        const QString exported = *m_store->run([&](QSqlDatabase& db) { return InterviewCsv::exportFrom(db, m_acme); });
        bool ok = false;
        int bad = 0;
        const QList<QStringList> rows = InterviewCsv::splitRecords(exported, &ok, &bad);
        QVERIFY(ok);
        QCOMPARE(rows.size(), before + 2);
        // What a spreadsheet sees: no data cell of the row begins with a formula character, except the number.
        QString raw;
        for (const QString& line : exported.split(QStringLiteral("\r\n"))) {
            if (line.contains(QLatin1String("'=cmd|"))) {
                raw = line;
            }
        }
        QVERIFY2(raw.contains(QStringLiteral(",'=cmd|")), qPrintable(raw));
        QVERIFY2(raw.contains(QStringLiteral("\"'=HYPERLINK(")), qPrintable(raw));
        QVERIFY2(raw.contains(QStringLiteral(",'@SUM(1),")), qPrintable(raw));
        QVERIFY2(raw.contains(QStringLiteral(",'+tag,'-notes,")), qPrintable(raw));
        QVERIFY2(raw.split(u',').contains(QStringLiteral("-2")), qPrintable(raw));
        for (const QString& cell : raw.split(u',')) {
            QVERIFY2(
                cell == QLatin1String("-2") || cell.isEmpty() || !QStringLiteral("=+-@\t\r").contains(cell.front()),
                qPrintable(cell));
        }
        // Read back by Tierbench, the text is what was stored.
        QList<InterviewCsv::RowError> errors;
        const auto parsed = InterviewCsv::parse(
            exported, [this](const QString&) { return m_acme; }, &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(parsed.size(), before + 1);
        const auto back = std::find_if(parsed.cbegin(), parsed.cend(),
                                       [](const Interview& i) { return i.intervieweeName.startsWith(u'='); });
        QVERIFY(back != parsed.cend());
        QCOMPARE(back->intervieweeName, list[0].intervieweeName);
        QCOMPARE(back->role, list[0].role);
        QCOMPARE(back->channel, QStringLiteral("@SUM(1)"));
        QCOMPARE(back->notesHtml, QStringLiteral("-notes"));
        QCOMPARE(back->sentiment.value(QStringLiteral("networking")), -2);
    }

    // A file that is not UTF-8 is refused with the encoding it looks like; nothing is replaced or stored.
    void onlyUtf8FilesAreRead_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        const QByteArray header = "provider,held_on,interviewee_role\n";
        QTest::newRow("latin-1") << QByteArray(header +
                                               "Acme,2026-01-01,Gesch\xe4"
                                               "ftsf\xfc"
                                               "hrer\n")
                                 << QStringLiteral("Windows-1252 or Latin-1");
        QByteArray utf16("\xFF\xFE");
        for (char ch : header + "Acme,2026-01-01,CTO\n") {
            utf16.append(ch).append('\0');
        }
        QTest::newRow("utf-16") << utf16 << QStringLiteral("UTF-16");
        QByteArray nul = header + "Acme,2026-01-01,C";
        nul.append('\0').append("TO\n");
        QTest::newRow("nul") << nul << QStringLiteral("NUL");
    }
    void onlyUtf8FilesAreRead() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const auto before =
            m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); })->size();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("interviews.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const auto outcome = m_store->run(
            [&](QSqlDatabase& db) { return InterviewWorkflow(db).importCsvFile(path, 0, QStringLiteral("ana")); });
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, ErrorCode::Parse);
        QVERIFY2(outcome.error().message.contains(says), qPrintable(outcome.error().message));
        QVERIFY2(!outcome.error().message.contains(QChar(0xFFFD)), qPrintable(outcome.error().message));
        QCOMPARE(m_store->run([&](QSqlDatabase& db) { return InterviewRepository(db).list(m_acme); })->size(), before);
    }

    // A UTF-8 file with a byte order mark reads as without one.
    void aByteOrderMarkIsDropped() {
        const auto text = CsvCell::decode(QByteArray("\xEF\xBB\xBFprovider\n"), QStringLiteral("f.csv"));
        QVERIFY(text.ok());
        QCOMPARE(*text, QStringLiteral("provider\n"));
    }
};

QTEST_GUILESS_MAIN(TestInterviewCsv)
#include "tst_InterviewCsv.moc"
