// TB_SERVICE_UNAVAILABLE: a test of a missing required service skips outside CI and fails under
// TB_REQUIRE_SERVICES=1 (what `packaging/quickstart.sh test` exports), saying why. Checked by running this binary's
// own missingService() in a child process, once each way.
#include "tests/support/ServiceCheck.h"

#include <QCoreApplication>
#include <QProcess>
#include <QtTest>

class TestServiceCheck : public QObject {
    Q_OBJECT

    struct Child {
        int exitCode = -1;
        QString output;
    };
    static Child runChild(bool required) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TB_SERVICECHECK_CHILD"), QStringLiteral("1"));
        if (required) {
            env.insert(QStringLiteral("TB_REQUIRE_SERVICES"), QStringLiteral("1"));
        } else {
            env.remove(QStringLiteral("TB_REQUIRE_SERVICES"));
        }
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("missingService")});
        if (!p.waitForFinished(60000)) {
            return {};
        }
        return {p.exitCode(), QString::fromUtf8(p.readAll())};
    }

private slots:
    // Only does something in the child: stands for a test whose sshd would not start.
    void missingService() {
        if (qEnvironmentVariableIsEmpty("TB_SERVICECHECK_CHILD")) {
            return;
        }
        TB_SERVICE_UNAVAILABLE(QStringLiteral("sshd could not start: no such binary"));
        QFAIL("not reached");
    }

    void skipsOutsideCi() {
        if (!qEnvironmentVariableIsEmpty("TB_SERVICECHECK_CHILD")) {
            return;
        }
        const Child c = runChild(false);
        QCOMPARE(c.exitCode, 0);
        QVERIFY2(c.output.contains(QStringLiteral("SKIP   : TestServiceCheck::missingService()")),
                 qPrintable(c.output));
        QVERIFY2(c.output.contains(QStringLiteral("sshd could not start: no such binary")), qPrintable(c.output));
        QVERIFY(!c.output.contains(QStringLiteral("not reached")));
    }

    void failsWhenServicesAreRequired() {
        if (!qEnvironmentVariableIsEmpty("TB_SERVICECHECK_CHILD")) {
            return;
        }
        const Child c = runChild(true);
        QCOMPARE(c.exitCode, 1);  // one failed test function
        QVERIFY2(c.output.contains(QStringLiteral("FAIL!  : TestServiceCheck::missingService()")),
                 qPrintable(c.output));
        QVERIFY2(c.output.contains(QStringLiteral("sshd could not start: no such binary")), qPrintable(c.output));
        QVERIFY2(c.output.contains(QStringLiteral("TB_REQUIRE_SERVICES=1")), qPrintable(c.output));
        QVERIFY(!c.output.contains(QStringLiteral("not reached")));
    }
};

QTEST_GUILESS_MAIN(TestServiceCheck)
#include "tst_ServiceCheck.moc"
