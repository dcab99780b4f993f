// ProviderListModel and its filter proxy: model contract, roles, search and filters.
#include "core/domain/Provider.h"
#include "ui/providers/ProviderFilterProxy.h"
#include "ui/providers/ProviderListModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace tb;
using tb::ui::ProviderFilterProxy;
using tb::ui::ProviderListModel;

namespace {
core::Provider provider(qint64 id, const char* name, core::ProviderKind kind, std::optional<core::Tier> tier,
                        const char* gpus = "") {
    core::Provider p;
    p.id = id;
    p.name = QString::fromUtf8(name);
    p.kind = kind;
    p.referenceTier = tier;
    p.gpuModels = QString::fromUtf8(gpus);
    return p;
}

QVector<core::Provider> sample() {
    return {provider(1, "CoreWeave", core::ProviderKind::Neocloud, core::Tier::Platinum, "H100, GB200"),
            provider(2, "Nebius", core::ProviderKind::Neocloud, core::Tier::Gold, "H200"),
            provider(3, "AWS", core::ProviderKind::Hyperscaler, core::Tier::Silver, "H100"),
            provider(4, "Vast.ai", core::ProviderKind::Marketplace, core::Tier::Underperforming, "RTX 4090"),
            provider(5, "Newcomer Cloud", core::ProviderKind::Neocloud, std::nullopt, "B200")};
}

QStringList names(const QAbstractItemModel& model) {
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        out << model.index(r, 0).data().toString();
    }
    return out;
}
}  // namespace

class TestProviderList : public QObject {
    Q_OBJECT

private slots:
    void modelContract() {
        ProviderListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProviders(sample());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(ProviderListModel::Column::Count));
        model.upsert(provider(6, "Lambda", core::ProviderKind::Neocloud, core::Tier::Gold));
        QCOMPARE(model.rowCount(), 6);
        model.upsert(provider(6, "Lambda Labs", core::ProviderKind::Neocloud, core::Tier::Silver));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.providerById(6)->name, QStringLiteral("Lambda Labs"));
        model.removeId(2);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.rowOfId(2), -1);
        model.removeId(999);  // unknown: nothing happens
        QCOMPARE(model.rowCount(), 5);
        model.setProviders({});
        QCOMPARE(model.rowCount(), 0);
    }

    void rolesAndRawValues() {
        ProviderListModel model;
        model.setProviders(sample());
        const int row = model.rowOfId(2);
        const auto tierIndex = model.index(row, int(ProviderListModel::Column::ReferenceTier));
        QCOMPARE(tierIndex.data().toString(), core::tierName(core::Tier::Gold));
        QCOMPARE(tierIndex.data(ProviderListModel::RawValueRole).toInt(), core::tierRank(core::Tier::Gold));
        QVERIFY(!tierIndex.data(Qt::DecorationRole).isNull());
        QCOMPARE(model.index(row, 0).data(ProviderListModel::IdRole).toLongLong(), qint64(2));
        QCOMPARE(model.index(row, 0).data(ProviderListModel::TierKeyRole).toString(), QStringLiteral("gold"));
        // No tier sorts after every tier.
        const int unrated = model.rowOfId(5);
        QVERIFY(model.index(unrated, 1).data(ProviderListModel::RawValueRole).toInt() >
                core::tierRank(core::Tier::Unavailable));
        QVERIFY(model.containsName(QStringLiteral("  nebius ")));
        QVERIFY(!model.containsName(QStringLiteral("Nebius"), 2));  // the provider itself does not count
        QVERIFY(!model.containsName(QStringLiteral("Neb")));
    }

    void sortByTierRank() {
        ProviderListModel model;
        model.setProviders(sample());
        ProviderFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.sort(int(ProviderListModel::Column::ReferenceTier), Qt::AscendingOrder);
        // Platinum, Gold, Silver, Underperforming, then the unrated one: by rank, not alphabetically.
        QCOMPARE(names(proxy),
                 (QStringList{QStringLiteral("CoreWeave"), QStringLiteral("Nebius"), QStringLiteral("AWS"),
                              QStringLiteral("Vast.ai"), QStringLiteral("Newcomer Cloud")}));
    }

    void searchAndFilters() {
        ProviderListModel model;
        model.setProviders(sample());
        ProviderFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.sort(0);

        proxy.setSearchText(QStringLiteral("h100"));  // GPU models are searched too, case-insensitively
        QCOMPARE(names(proxy), (QStringList{QStringLiteral("AWS"), QStringLiteral("CoreWeave")}));
        proxy.setSearchText(QStringLiteral("h100 core"));  // every word must match
        QCOMPARE(names(proxy), QStringList{QStringLiteral("CoreWeave")});
        proxy.setSearchText({});
        QCOMPARE(proxy.rowCount(), 5);

        proxy.setKindFilter(QStringLiteral("neocloud"));
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setTierFilter(QStringLiteral("gold"));
        QCOMPARE(names(proxy), QStringList{QStringLiteral("Nebius")});
        proxy.setTierFilter(ProviderFilterProxy::kNoTier);
        QCOMPARE(names(proxy), QStringList{QStringLiteral("Newcomer Cloud")});
        proxy.setKindFilter({});
        proxy.setTierFilter(QStringLiteral("underperforming"));
        QCOMPARE(names(proxy), QStringList{QStringLiteral("Vast.ai")});
        proxy.setTierFilter({});
        QCOMPARE(proxy.rowCount(), 5);
    }
};

QTEST_MAIN(TestProviderList)
#include "tst_ProviderList.moc"
