// Issue 13.10: which remote folders are refused and which are carried (quoted) as they are.
#include "core/session/RemotePath.h"

#include <QtTest>

using tb::core::RemotePath;

class TestRemotePath : public QObject {
    Q_OBJECT

private slots:
    void refused_data() {
        QTest::addColumn<QString>("dir");
        QTest::newRow("semicolon") << QStringLiteral("/tmp/a;touch x");
        QTest::newRow("dollar") << QStringLiteral("/tmp/$(id)");
        QTest::newRow("backtick") << QStringLiteral("/tmp/`id`");
        QTest::newRow("double quote") << QStringLiteral("/tmp/a\"b");
        QTest::newRow("backslash") << QStringLiteral("/tmp/a\\b");
        QTest::newRow("newline") << QStringLiteral("/tmp/a\nb");
        QTest::newRow("tab") << QStringLiteral("/tmp/a\tb");
        QTest::newRow("dotdot") << QStringLiteral("/tmp/a/../../etc");
        QTest::newRow("relative") << QStringLiteral("cache/tb");
        QTest::newRow("tilde user") << QStringLiteral("~root/x");
        QTest::newRow("empty") << QString();
    }
    void refused() {
        QFETCH(QString, dir);
        const auto st = RemotePath::validate(dir);
        QVERIFY(!st);
        QCOMPARE(st.error().code, tb::core::ErrorCode::InvalidArgument);
    }

    void carried_data() {
        QTest::addColumn<QString>("dir");
        QTest::newRow("default") << QStringLiteral("~/.cache/tierbench");
        QTest::newRow("home") << QStringLiteral("~");
        QTest::newRow("absolute") << QStringLiteral("/scratch/tb");
        QTest::newRow("quotes and spaces") << QStringLiteral("/tmp/it's a 'dir' & (more) *");
        QTest::newRow("dots in names") << QStringLiteral("/tmp/a..b/.c");
    }
    void carried() {
        QFETCH(QString, dir);
        const auto st = RemotePath::validate(dir);
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestRemotePath)
#include "tst_RemotePath.moc"
