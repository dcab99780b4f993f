#include "core/store/Store.h"
#include "tests/support/ServiceCheck.h"

#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

// A writer process killed with SIGKILL mid-transaction must leave an intact file holding every transaction it
// reported as committed.
class TestStoreCrash : public QObject {
    Q_OBJECT

private slots:
    void killedWriterLosesNothingCommitted() {
        const QString writer =
            qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/tests/core/helpers/tb_store_writer");
        if (!QFileInfo::exists(writer)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("tb_store_writer is not built (ninja tb_store_writer)"));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crash.tierbench"));
        for (int round = 0; round < 3; ++round) {
            QProcess child;
            child.setProcessChannelMode(QProcess::SeparateChannels);
            child.start(writer, {path});
            QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
            // Let it commit a varying number of transactions, then kill it without warning.
            const int target = 40 + round * 37;
            auto lines = [&] {
                m_buffer += child.readAllStandardOutput();
                return int(m_buffer.count('\n'));
            };
            QTRY_VERIFY_WITH_TIMEOUT(lines() >= target, 30000);
            child.kill();  // SIGKILL on Unix
            QVERIFY(child.waitForFinished(10000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            m_buffer += child.readAllStandardOutput();
            for (const QByteArray& line : m_buffer.split('\n')) {
                if (!line.trimmed().isEmpty()) {
                    m_committed.insert(line.trimmed().toLongLong());
                }
            }
            m_buffer.clear();
            QVERIFY(m_committed.size() >= target);

            auto store = Store::open(path);
            QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
            const auto check = (*store)->run([](QSqlDatabase& db) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("PRAGMA integrity_check"));
                QStringList rows;
                while (q.next()) {
                    rows << q.value(0).toString();
                }
                QSet<qint64> ids;
                q.exec(QStringLiteral("SELECT id FROM provider"));
                while (q.next()) {
                    ids.insert(q.value(0).toLongLong());
                }
                int audited = 0;
                q.exec(
                    QStringLiteral("SELECT count(*) FROM audit_log a JOIN provider p ON p.id = a.entity_id "
                                   "WHERE a.entity = 'provider'"));
                if (q.next()) {
                    audited = q.value(0).toInt();
                }
                return std::make_tuple(rows.join(u';'), ids, audited);
            });
            QCOMPARE(std::get<0>(check), QStringLiteral("ok"));
            const QSet<qint64>& present = std::get<1>(check);
            for (qint64 id : std::as_const(m_committed)) {
                QVERIFY2(present.contains(id), qPrintable(QStringLiteral("committed id %1 is missing").arg(id)));
            }
            // Provider and audit entry commit together: no provider without its entry.
            QCOMPARE(std::get<2>(check), int(present.size()));
        }
    }

private:
    QByteArray m_buffer;
    QSet<qint64> m_committed;
};

QTEST_GUILESS_MAIN(TestStoreCrash)
#include "tst_StoreCrash.moc"
