// Startup benchmark (label bench): process start to the main window shown with the provider list filled, on a
// database of 209 providers, 2,000 probe runs and 1,000,000 samples. Targets: median under 1.0 s, peak RSS under
// 250 MB. The floor beside it: the sqlite3 shell opening the same file and counting the samples.
#include "tests/support/BenchDatabase.h"
#include "tests/support/ServiceCheck.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {
constexpr int kLaunches = 5;
constexpr double kTargetMs = 1000.0;
constexpr double kTargetMiB = 250.0;

double median(QVector<double> values) {
    std::sort(values.begin(), values.end());
    const auto n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

qint64 field(const QByteArray& output, const char* key) {
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith(key) && line.size() > qsizetype(qstrlen(key)) && line.at(qstrlen(key)) == '=') {
            return line.mid(qstrlen(key) + 1).trimmed().toLongLong();
        }
    }
    return -1;
}
}  // namespace

class TestStartupBench : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("bench.sqlite"));
        QElapsedTimer timer;
        timer.start();
        const auto created = tb::test::createBenchDatabase(m_db);
        QVERIFY2(created.ok(), created ? "" : qPrintable(created.error().toString()));
        qInfo().noquote() << QStringLiteral("generated %1 (%2 MiB) in %3 ms")
                                 .arg(m_db)
                                 .arg(QFileInfo(m_db).size() / 1048576.0, 0, 'f', 1)
                                 .arg(timer.elapsed());
    }

    void startupToFilledWindow() {
        const QString binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench");
        if (!QFileInfo(binary).isExecutable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("%1 is not built (ninja tierbench)").arg(binary));
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));

        QVector<double> readyMs, wallMs, rssMiB;
        for (int i = 0; i < kLaunches; ++i) {
            QProcess app;
            app.setProcessEnvironment(env);
            QElapsedTimer wall;
            wall.start();
            app.start(binary, {QStringLiteral("--db"), m_db, QStringLiteral("--quit-when-ready")});
            QVERIFY2(app.waitForFinished(60000), "the GUI did not become ready within 60 s");
            wallMs << double(wall.elapsed());
            const QByteArray out = app.readAllStandardOutput();
            QVERIFY2(app.exitStatus() == QProcess::NormalExit && app.exitCode() == 0,
                     qPrintable(QString::fromLocal8Bit(app.readAllStandardError())));
            QCOMPARE(field(out, "providers"), qint64(209));
            const qint64 ready = field(out, "ready_ms");
            const qint64 rss = field(out, "peak_rss_kib");
            QVERIFY2(ready >= 0 && rss > 0, out.constData());
            readyMs << double(ready);
            rssMiB << double(rss) / 1024.0;
        }

        // The floor: the sqlite3 shell opening the same file and counting every sample.
        double floorMs = -1;
        const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
        if (!sqlite3.isEmpty()) {
            QVector<double> floors;
            for (int i = 0; i < kLaunches; ++i) {
                QProcess shell;
                QElapsedTimer t;
                t.start();
                shell.start(sqlite3, {m_db, QStringLiteral("select count(*) from sample")});
                QVERIFY(shell.waitForFinished(60000));
                floors << double(t.elapsed());
                QCOMPARE(shell.readAllStandardOutput().trimmed(), QByteArray("1000000"));
            }
            floorMs = median(floors);
        }

        const double medianReady = median(readyMs);
        const double peak = *std::max_element(rssMiB.begin(), rssMiB.end());
        qInfo().noquote() << QStringLiteral("startup ready_ms: median %1 ms over %2 launches (each: %3)")
                                 .arg(medianReady, 0, 'f', 0)
                                 .arg(kLaunches)
                                 .arg([&] {
                                     QStringList s;
                                     for (double v : readyMs) {
                                         s << QString::number(v, 'f', 0);
                                     }
                                     return s.join(QStringLiteral(", "));
                                 }());
        qInfo().noquote()
            << QStringLiteral("startup wall (QProcess start to exit): median %1 ms").arg(median(wallMs), 0, 'f', 0);
        qInfo().noquote() << QStringLiteral("peak RSS (VmHWM): %1 MiB").arg(peak, 0, 'f', 1);
        if (floorMs >= 0) {
            qInfo().noquote() << QStringLiteral(
                                     "floor: sqlite3 count(*) over sample: median %1 ms; ratio startup/floor "
                                     "= %2")
                                     .arg(floorMs, 0, 'f', 0)
                                     .arg(floorMs > 0 ? medianReady / floorMs : 0.0, 0, 'f', 2);
        } else {
            qInfo().noquote() << "floor: sqlite3 shell not installed (apt-get install sqlite3), no ratio";
        }
        QVERIFY2(medianReady < kTargetMs,
                 qPrintable(QStringLiteral("median %1 ms >= %2 ms").arg(medianReady).arg(kTargetMs)));
        QVERIFY2(peak < kTargetMiB, qPrintable(QStringLiteral("peak %1 MiB >= %2 MiB").arg(peak).arg(kTargetMiB)));
    }
};

QTEST_GUILESS_MAIN(TestStartupBench)
#include "tst_StartupBench.moc"
