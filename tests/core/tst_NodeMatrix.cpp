// The node-by-check matrix of a cross-node audit: rows carry titles (the ids stay as keys), the leading rows come
// first, a node that differs from most is an outlier, a node without a result is a column that says so.
#include "core/cluster/NodeMatrix.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace tb::core;
using namespace Qt::StringLiterals;

class tst_NodeMatrix : public QObject {
    Q_OBJECT

    static NodeMatrix::NodeInput node(const QString& name, const QString& kernel, FindingStatus home) {
        NodeMatrix::NodeInput in;
        in.node = name;
        in.findings = {{FindingKind::Fact, u"kernel"_s, FindingStatus::None, kernel, QString()},
                       {FindingKind::Check, u"fs.home_shared"_s, home, QString(), u"nfs at /home"_s},
                       {FindingKind::Fact, u"ib.port.mlx5_0/1"_s, FindingStatus::None, u"ACTIVE, 400"_s, QString()},
                       {FindingKind::Check, u"tb.future_check"_s, FindingStatus::Pass, QString(), QString()}};
        in.env = QJsonObject{{u"driver"_s, u"550.90.07"_s}};
        return in;
    }

private slots:
    void rowsShowTitlesAndKeepKeys() {
        const NodeMatrix m = NodeMatrix::build(
            {node(u"n1"_s, u"6.1"_s, FindingStatus::Pass), node(u"n2"_s, u"6.1"_s, FindingStatus::Pass)});
        QHash<QString, QString> labels;
        for (const auto& r : m.rows) {
            labels.insert(r.key, r.label);
        }
        QCOMPARE(labels.value(u"fs.home_shared"_s), u"Shared /home"_s);
        QCOMPARE(labels.value(u"ib.port.mlx5_0/1"_s), u"IB port mlx5_0/1"_s);
        QCOMPARE(labels.value(u"kernel"_s), u"Kernel"_s);
        QCOMPARE(labels.value(u"tb.future_check"_s), u"tb.future_check"_s);  // no title yet: the id itself
        QCOMPARE(m.rows.first().key, u"driver"_s);                           // the leading rows first
        QCOMPARE(m.toJson().value(u"rows"_s).toArray().first().toObject().value(u"key"_s).toString(), u"driver"_s);
    }

    void theMinorityIsAnOutlierAndASilentNodeSaysSo() {
        NodeMatrix::NodeInput silent;
        silent.node = u"n4"_s;
        silent.hasResult = false;
        silent.note = u"no result from node n4"_s;
        const NodeMatrix m = NodeMatrix::build({node(u"n1"_s, u"6.1"_s, FindingStatus::Pass),
                                                node(u"n2"_s, u"6.1"_s, FindingStatus::Pass),
                                                node(u"n3"_s, u"6.1"_s, FindingStatus::Fail), silent});
        QCOMPARE(m.columns.size(), 4);
        QVERIFY(!m.columns[3].hasResult);
        QCOMPARE(m.columns[3].note, u"no result from node n4"_s);
        QCOMPARE(m.outliers, 1);
        QCOMPARE(m.columns[2].outliers, 1);
        QCOMPARE(m.differingKeys(), QStringList{u"fs.home_shared"_s});
    }
};

QTEST_GUILESS_MAIN(tst_NodeMatrix)
#include "tst_NodeMatrix.moc"
