#include "core/domain/RubricLoader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

#include <cmath>

using namespace tb::core;

namespace {

QByteArray shipped(const QString& name) {
    QFile f(QStringLiteral(":/rubrics/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The shipped 2.0 rubric with one edit applied, so each broken case differs from a good file in one place.
QByteArray edited(const std::function<void(QJsonObject&)>& edit) {
    QJsonObject root = QJsonDocument::fromJson(shipped(QStringLiteral("clustermax-2.0.json"))).object();
    edit(root);
    return QJsonDocument(root).toJson();
}

QJsonObject itemAt(const QJsonObject& root, int c, int i) {
    return root[QStringLiteral("criteria")][c][QStringLiteral("items")][i].toObject();
}

void setItem(QJsonObject& root, int c, int i, const QString& field, const QJsonValue& value) {
    QJsonArray criteria = root[QStringLiteral("criteria")].toArray();
    QJsonObject criterion = criteria[c].toObject();
    QJsonArray items = criterion[QStringLiteral("items")].toArray();
    QJsonObject item = items[i].toObject();
    item[field] = value;
    items[i] = item;
    criterion[QStringLiteral("items")] = items;
    criteria[c] = criterion;
    root[QStringLiteral("criteria")] = criteria;
}

void setCriterion(QJsonObject& root, int c, const QString& field, const QJsonValue& value) {
    QJsonArray criteria = root[QStringLiteral("criteria")].toArray();
    QJsonObject criterion = criteria[c].toObject();
    criterion[field] = value;
    criteria[c] = criterion;
    root[QStringLiteral("criteria")] = criteria;
}

}  // namespace

class TestRubricLoader : public QObject {
    Q_OBJECT

private slots:
    void loadsShipped20() {
        auto r = RubricLoader::parse(shipped(QStringLiteral("clustermax-2.0.json")), QStringLiteral("2.0"));
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->version, QStringLiteral("2.0"));
        QCOMPARE(r->criteria.size(), 10);
        const QStringList expected = {QStringLiteral("security"),      QStringLiteral("lifecycle"),
                                      QStringLiteral("orchestration"), QStringLiteral("storage"),
                                      QStringLiteral("networking"),    QStringLiteral("reliability"),
                                      QStringLiteral("monitoring"),    QStringLiteral("pricing"),
                                      QStringLiteral("partnerships"),  QStringLiteral("availability")};
        double sum = 0;
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(r->criteria[i].key, expected[i]);
            QVERIFY(!r->criteria[i].items.isEmpty());
            sum += r->criteria[i].weight;
        }
        QVERIFY(std::abs(sum - 1.0) < 0.001);
        // Items the seed's criteria table names, spot-checked across criteria.
        for (const char* key :
             {"security.soc2", "security.iso27001", "security.fabric_isolation", "security.container_toolkit",
              "lifecycle.gpudirect_rdma", "lifecycle.audit_log", "orchestration.pyxis", "orchestration.rwx_storage",
              "storage.durability_sla", "networking.sharp", "networking.nccl_4node", "reliability.xid_sxid",
              "monitoring.auto_drain", "pricing.expansion_terms", "partnerships.schedmd", "availability.roadmap"}) {
            QVERIFY2(r->item(QString::fromLatin1(key)), key);
        }
        // Every Underperforming gate of the tier definitions is carried by some item.
        QSet<QString> gates;
        for (const Criterion& c : r->criteria) {
            for (const CheckItem& i : c.items) {
                QVERIFY(!i.guidance.isEmpty());
                QVERIFY(!i.question.isEmpty());
                if (!i.gate.isEmpty()) {
                    gates.insert(i.gate);
                }
            }
        }
        QCOMPARE(gates, (QSet<QString>{QStringLiteral("gate.attestation"), QStringLiteral("gate.acs"),
                                       QStringLiteral("gate.gdr"), QStringLiteral("gate.billing"),
                                       QStringLiteral("gate.old_gpus")}));
        QCOMPARE(r->item(QStringLiteral("security.soc2"))->gate, QStringLiteral("gate.attestation"));
        QCOMPARE(r->item(QStringLiteral("lifecycle.gpudirect_rdma"))->gate, QStringLiteral("gate.gdr"));
    }

    // 3.0 = every 2.0 item unchanged, plus items the public 3.0 material supports, each naming its source; the 2.0
    // rubric itself stays as it was, so an evaluation made under it still reads under 2.0.
    void loadsShipped30WithASourceOnEachNewItem() {
        auto r20 = RubricLoader::parse(shipped(QStringLiteral("clustermax-2.0.json")), QStringLiteral("2.0"));
        auto r30 = RubricLoader::parse(shipped(QStringLiteral("clustermax-3.0.json")), QStringLiteral("3.0"));
        QVERIFY2(r30.ok(), qPrintable(r30 ? QString() : r30.error().toString()));
        QCOMPARE(r30->version, QStringLiteral("3.0"));
        QCOMPARE(r30->published, QStringLiteral("2026-09-23"));
        QVERIFY(r30->source.contains(QStringLiteral("clustermax-30-the-industry-standard")));
        QCOMPARE(r30->criteria.size(), r20->criteria.size());
        int added = 0;
        for (const Criterion& c : r30->criteria) {
            QCOMPARE(c.weight, r20->criterion(c.key)->weight);
            for (const CheckItem& i : c.items) {
                const CheckItem* before = r20->item(i.key);
                if (before) {
                    QCOMPARE(i.title, before->title);
                    QCOMPARE(i.guidance, before->guidance);
                    QCOMPARE(i.gate, before->gate);
                    QVERIFY(i.source.isEmpty());
                    continue;
                }
                ++added;
                QVERIFY2(i.source.contains(QStringLiteral("ClusterMAX")), qPrintable(i.key));
                QVERIFY2(i.source.contains(QStringLiteral("clustermax")), qPrintable(i.key));  // an address to check
            }
        }
        QCOMPARE(r30->itemCount(), r20->itemCount() + added);
        QVERIFY(added >= 4);
        for (const Criterion& c : r20->criteria) {
            for (const CheckItem& i : c.items) {
                QVERIFY2(r30->item(i.key), qPrintable(i.key));
                QVERIFY(i.source.isEmpty());
            }
        }
    }

    void loadsShipped10() {
        auto r = RubricLoader::parse(shipped(QStringLiteral("clustermax-1.0.json")));
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->version, QStringLiteral("1.0"));
        QCOMPARE(r->criteria.size(), 9);
    }

    void syntaxErrorNamesLineAndColumn() {
        const QByteArray broken = "{\n  \"schema\": 1,\n  \"version\": \"x\"\n  \"title\": \"t\"\n}\n";
        auto r = RubricLoader::parse(broken, QStringLiteral("broken.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Parse);
        QVERIFY2(r.error().detail.startsWith(QStringLiteral("broken.json: line 4, column")),
                 qPrintable(r.error().detail));
    }

    void contentErrorsNameTheJsonPath_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("where");
        QTest::addRow("schema") << edited([](QJsonObject& o) { o[QStringLiteral("schema")] = 7; })
                                << QStringLiteral("schema");
        QTest::addRow("empty title") << edited([](QJsonObject& o) { o[QStringLiteral("title")] = QStringLiteral(" "); })
                                     << QStringLiteral("title");
        QTest::addRow("duplicate item key") << edited([](QJsonObject& o) {
            setItem(o, 3, 2, QStringLiteral("key"), itemAt(o, 0, 0)[QStringLiteral("key")]);
        }) << QStringLiteral("criteria[3].items[2].key");
        QTest::addRow("bad key") << edited([](QJsonObject& o) {
            setItem(o, 1, 0, QStringLiteral("key"), QStringLiteral("Has Spaces"));
        }) << QStringLiteral("criteria[1].items[0].key");
        QTest::addRow("empty guidance") << edited([](QJsonObject& o) {
            setItem(o, 4, 1, QStringLiteral("guidance"), QString());
        }) << QStringLiteral("criteria[4].items[1].guidance");
        QTest::addRow("negative item weight")
            << edited([](QJsonObject& o) { setItem(o, 2, 3, QStringLiteral("weight"), -1); })
            << QStringLiteral("criteria[2].items[3].weight");
        QTest::addRow("weight as text") << edited([](QJsonObject& o) {
            setCriterion(o, 5, QStringLiteral("weight"), QStringLiteral("0.1"));
        }) << QStringLiteral("criteria[5].weight");
        QTest::addRow("unknown gate") << edited([](QJsonObject& o) {
            setItem(o, 0, 1, QStringLiteral("gate"), QStringLiteral("gate.vibes"));
        }) << QStringLiteral("criteria[0].items[1].gate");
        QTest::addRow("weights do not sum to 1")
            << edited([](QJsonObject& o) { setCriterion(o, 0, QStringLiteral("weight"), 0.5); })
            << QStringLiteral("criteria[*].weight");
        QTest::addRow("duplicate criterion")
            << edited([](QJsonObject& o) { setCriterion(o, 9, QStringLiteral("key"), QStringLiteral("security")); })
            << QStringLiteral("criteria[9].key");
        QTest::addRow("no items") << edited([](QJsonObject& o) {
            setCriterion(o, 8, QStringLiteral("items"), QJsonArray());
        }) << QStringLiteral("criteria[8].items");
        QTest::addRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("$");
    }

    void contentErrorsNameTheJsonPath() {
        QFETCH(QByteArray, json);
        QFETCH(QString, where);
        auto r = RubricLoader::parse(json, QStringLiteral("bad.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(r.error().detail, QStringLiteral("bad.json: ") + where);
        QVERIFY2(r.error().message.contains(where), qPrintable(r.error().message));
    }

    void missingFileIsIoError() {
        auto r = RubricLoader::loadFile(QStringLiteral("/nonexistent/rubric.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestRubricLoader)
#include "tst_RubricLoader.moc"
