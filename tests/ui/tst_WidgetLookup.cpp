// tb::test::child (tests/support/Widgets.h), the one way the GUI suites reach a widget: it finds exactly one
// descendant by type and object name, and when there is none or more than one the test fails with a message naming
// the parent and the wanted widget instead of getting a null pointer to crash on.
#include "tests/support/Widgets.h"

#include <QAction>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QWidget>
#include <QtTest>

namespace {

// Set in the child process that plays a failing lookup; the test functions that play them skip otherwise.
constexpr char kCaseVariable[] = "TB_WIDGET_LOOKUP_CASE";

QString playedCase() {
    return qEnvironmentVariable(kCaseVariable);
}

}  // namespace

class TestWidgetLookup : public QObject {
    Q_OBJECT

private:
    // Runs this executable on one test function with the case variable set; returns its exit code and output.
    static std::pair<int, QString> play(const QString& function) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kCaseVariable), function);
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QCoreApplication::applicationFilePath(), {function});
        if (!process.waitForFinished(60000))
            return {-1, QStringLiteral("<no exit within 60 s>")};
        const int code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        return {code, QString::fromLocal8Bit(process.readAll())};
    }

private slots:
    void findsTheOneChildOfThatTypeAndName() {
        QWidget form;
        form.setObjectName(QStringLiteral("form"));
        auto* box = new QWidget(&form);
        auto* ok = new QPushButton(box);
        ok->setObjectName(QStringLiteral("okButton"));
        auto* label = new QLabel(box);
        label->setObjectName(QStringLiteral("okButton"));  // same name, other type: not a second match
        auto* action = new QAction(&form);
        action->setObjectName(QStringLiteral("saveAction"));

        QCOMPARE(tb::test::child<QPushButton>(&form, "okButton"), ok);
        QCOMPARE(tb::test::child<QLabel>(&form, "okButton"), label);
        QCOMPARE(tb::test::child<QAction>(&form, "saveAction"), action);
        const auto held = std::make_unique<QWidget>();
        auto* inner = new QPushButton(held.get());
        inner->setObjectName(QStringLiteral("inner"));
        QCOMPARE(tb::test::child<QPushButton>(held, "inner"), inner);
    }

    void missingChildFailsNamingParentAndWidget() {
        const auto [code, output] = play(QStringLiteral("playMissing"));
        QVERIFY2(code != 0, qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("no single QPushButton named \"absentButton\" under QWidget \"form\": "
                                                "none found")),
                 qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("FAIL!")), qPrintable(output));
        QVERIFY2(!output.contains(QStringLiteral("reached after the lookup")), qPrintable(output));
    }

    void ambiguousChildFailsCountingMatches() {
        const auto [code, output] = play(QStringLiteral("playAmbiguous"));
        QVERIFY2(code != 0, qPrintable(output));
        QVERIFY2(
            output.contains(QStringLiteral("no single QPushButton named \"twin\" under QWidget \"form\": 2 found")),
            qPrintable(output));
        QVERIFY2(!output.contains(QStringLiteral("reached after the lookup")), qPrintable(output));
    }

    // Played in a child process only.
    void playMissing() {
        if (playedCase() != QLatin1String("playMissing"))
            QSKIP("played by missingChildFailsNamingParentAndWidget");
        QWidget form;
        form.setObjectName(QStringLiteral("form"));
        tb::test::child<QPushButton>(&form, "absentButton")->click();
        qInfo("reached after the lookup");
    }

    void playAmbiguous() {
        if (playedCase() != QLatin1String("playAmbiguous"))
            QSKIP("played by ambiguousChildFailsCountingMatches");
        QWidget form;
        form.setObjectName(QStringLiteral("form"));
        new QPushButton(&form);
        new QPushButton(&form);
        for (QPushButton* b : form.findChildren<QPushButton*>())
            b->setObjectName(QStringLiteral("twin"));
        tb::test::child<QPushButton>(&form, "twin")->click();
        qInfo("reached after the lookup");
    }
};

QTEST_MAIN(TestWidgetLookup)
#include "tst_WidgetLookup.moc"
