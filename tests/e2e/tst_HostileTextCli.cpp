// Issue 38: untrusted text never reaches the terminal raw. A probe's check id and detail, a provider's dispute claim
// and a provider name stored by an older Tierbench carry ESC, CR, BEL, C1 and bidirectional controls; the real
// tierbench-cli must print each visibly escaped (stdout and stderr, text and --json), a line break inside a value
// must not start a line of its own, and a new hostile or overlong provider name is refused (exit 5).
#include "tests/support/CliRunner.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Written here, not taken from the program, so the test does not share a mistake in its list.
bool rewritesTheScreen(char32_t c) {
    if (c == u'\n' || c == u'\t') {
        return false;  // the CLI's own layout
    }
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c;
}

// The first raw control of `bytes` as "U+XXXX at N", or empty.
QString rawControl(const QByteArray& bytes) {
    const QString text = QString::fromUtf8(bytes);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (rewritesTheScreen(text.at(i).unicode())) {
            return QStringLiteral("U+%1 at %2 in: %3")
                .arg(text.at(i).unicode(), 4, 16, QLatin1Char('0'))
                .arg(i)
                .arg(QString::fromLatin1(bytes.toPercentEncoding(" \n{}[]\":,./-_")));
        }
    }
    return {};
}

#define VERIFY_NO_RAW_CONTROL(run)                                                           \
    do {                                                                                     \
        const QString outProblem = rawControl((run).out);                                    \
        QVERIFY2(outProblem.isEmpty(), qPrintable(QStringLiteral("stdout: ") + outProblem)); \
        const QString errProblem = rawControl((run).err);                                    \
        QVERIFY2(errProblem.isEmpty(), qPrintable(QStringLiteral("stderr: ") + errProblem)); \
    } while (false)

const QString kHostileDetail =
    QStringLiteral("fabric down\r\x1b[2Kgpu.ecc PASS spoofed\x07 \u202eSSAP\u202c\n  PASS fake line \u009b31m");

}  // namespace

class TestHostileTextCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QString file(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        return tb::test::writeFile(path, bytes) ? path : QString();
    }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path());
        const Run providers = cli({QStringLiteral("providers")});
        QVERIFY2(providers.code == 0, providers.err.constData());
    }

    void probeChecksPrintEscaped() {
        const QString lines = QStringLiteral(
            "{\"tb\":1,\"type\":\"hello\",\"probe\":\"tb-node\",\"version\":\"0.1.0\",\"host\":\"node-1\"}\n"
            "{\"tb\":1,\"type\":\"check\",\"id\":\"nccl.gdr\\r\\u001b[2Kspoofed\",\"status\":\"fail\","
            "\"detail\":\"fabric down\\r\\u001b[2Kgpu.ecc PASS spoofed\\u0007 \\u202eSSAP\\u202c\\n  PASS fake line "
            "\\u009b31m\"}\n"
            "{\"tb\":1,\"type\":\"end\",\"status\":\"fail\",\"exit_code\":1}\n");
        const QString path = file(QStringLiteral("hostile.jsonl"), lines.toUtf8());
        for (const QStringList& extra :
             {QStringList{}, QStringList{QStringLiteral("--provider"), QStringLiteral("Crusoe")}}) {
            const Run r = cli(
                QStringList{QStringLiteral("import"), path, QStringLiteral("--format"), QStringLiteral("tb-jsonl")} +
                extra);
            QVERIFY2(r.code == 0, r.err.constData());
            VERIFY_NO_RAW_CONTROL(r);
            // The FAIL line is still there, with the controls shown for what they are.
            QVERIFY2(r.out.contains("FAIL nccl.gdr\\u000d\\u001b[2Kspoofed: fabric down\\u000d\\u001b[2Kgpu.ecc"),
                     r.out.constData());
            QVERIFY2(r.out.contains("\\u202eSSAP\\u202c\\u000a  PASS fake line \\u009b31m"), r.out.constData());
            QVERIFY2(!r.out.contains("\n  PASS fake line"), r.out.constData());
        }
        // --json: escaped by the same filter, and a JSON reader gets the very text back.
        const Run json = cli({QStringLiteral("import"), path, QStringLiteral("--format"), QStringLiteral("tb-jsonl"),
                              QStringLiteral("--json")});
        QVERIFY2(json.code == 0, json.err.constData());
        VERIFY_NO_RAW_CONTROL(json);
        QVERIFY2(json.out.contains("\\u202e"), json.out.constData());
        bool found = false;
        const QJsonArray runs = json.json().toObject().value(QStringLiteral("runs")).toArray();
        for (const QJsonValue& run : runs) {
            for (const QJsonValue& f : run.toObject().value(QStringLiteral("findings")).toArray()) {
                found = found || f.toObject().value(QStringLiteral("detail")).toString() == kHostileDetail;
            }
        }
        QVERIFY2(found, json.out.constData());
    }

    void disputeClaimsPrintEscaped() {
        const QJsonObject claim{
            {QStringLiteral("item"), QStringLiteral("security.soc2")},
            {QStringLiteral("claim"),
             QStringLiteral("Audited.\x07\r\x1b[2K\u202eDETPECCA\u202c\n7  accepted  security.soc2  fine")},
            {QStringLiteral("requested_verdict"), QStringLiteral("pass")}};
        const QJsonObject answer{{QStringLiteral("format"), QStringLiteral("tierbench-disputes")},
                                 {QStringLiteral("format_version"), 1},
                                 {QStringLiteral("provider"), QStringLiteral("Crusoe")},
                                 {QStringLiteral("contact"), QStringLiteral("x")},
                                 {QStringLiteral("disputes"), QJsonArray{claim}}};
        const Run imported =
            cli({QStringLiteral("dispute"), QStringLiteral("import"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe"),
                 file(QStringLiteral("hostile-dispute.json"), QJsonDocument(answer).toJson(QJsonDocument::Compact))});
        QVERIFY2(imported.code == 0, imported.err.constData());
        VERIFY_NO_RAW_CONTROL(imported);
        const Run list = cli({QStringLiteral("dispute"), QStringLiteral("list"), QStringLiteral("--provider"),
                              QStringLiteral("Crusoe")});
        QVERIFY2(list.code == 0, list.err.constData());
        VERIFY_NO_RAW_CONTROL(list);
        QVERIFY2(list.out.contains("Audited.\\u0007\\u000d\\u001b[2K\\u202eDETPECCA\\u202c\\u000a7  accepted"),
                 list.out.constData());
        QCOMPARE(list.out.count('\n'), 1);  // one dispute, one line: the claim's line break starts none
        const Run json = cli({QStringLiteral("dispute"), QStringLiteral("list"), QStringLiteral("--provider"),
                              QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(json.code == 0, json.err.constData());
        VERIFY_NO_RAW_CONTROL(json);
        QVERIFY(json.json()
                    .toArray()
                    .first()
                    .toObject()
                    .value(QStringLiteral("claim"))
                    .toString()
                    .contains(QStringLiteral("\u202eDETPECCA\u202c\n")));
    }

    void hostileProviderNamesAreRefused() {
        const QStringList names{QStringLiteral("Evil\x1b[2K\rCloud"), QStringLiteral("Evil\u202eduolC"),
                                QStringLiteral("Evil\nCloud"), QStringLiteral("Evil\u0085Cloud"), QString(201, u'x')};
        for (const QString& name : names) {
            const Run r = cli({QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"), name});
            QVERIFY2(r.code == 5, qPrintable(QString::number(r.code) + QString::fromUtf8(r.out + r.err)));
            VERIFY_NO_RAW_CONTROL(r);
            QVERIFY2(r.err.contains("Provider name"), r.err.constData());
        }
        QCOMPARE(cli({QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"), QString(200, u'y')})
                     .code,
                 0);
    }

    void storedHostileNamesPrintEscaped() {
        // A name an older Tierbench accepted, or another program wrote into the file.
        const QString hostile = QStringLiteral("Old\x1b]0;owned\x07\u2066Name\u2069\r\nfake");
        QVERIFY(tb::test::peekSqlite(
                    m_cli.database(),
                    QStringLiteral("UPDATE provider SET name = '%1' WHERE name = 'Crusoe' RETURNING id").arg(hostile))
                    .isValid());
        const Run list = cli({QStringLiteral("providers")});
        QVERIFY2(list.code == 0, list.err.constData());
        VERIFY_NO_RAW_CONTROL(list);
        QVERIFY2(list.out.contains("Old\\u001b]0;owned\\u0007\\u2066Name\\u2069\\u000d\\u000afake"),
                 list.out.constData());
        QVERIFY(!list.out.contains("\nfake"));
        const Run json = cli({QStringLiteral("providers"), QStringLiteral("--json")});
        QVERIFY2(json.code == 0, json.err.constData());
        VERIFY_NO_RAW_CONTROL(json);
        bool found = false;
        for (const QJsonValue& p : json.json().toArray()) {
            found = found || p.toObject().value(QStringLiteral("name")).toString() == hostile;
        }
        QVERIFY2(found, json.out.constData());
        const Run missing = cli({QStringLiteral("rate"), QStringLiteral("--provider"), hostile + QStringLiteral("x")});
        QCOMPARE(missing.code, 3);
        VERIFY_NO_RAW_CONTROL(missing);
    }
};

QTEST_GUILESS_MAIN(TestHostileTextCli)
#include "tst_HostileTextCli.moc"
