#include "core/cost/CostModel.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/store/PriceRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/cost/ProviderCosts.h"
#include "core/usecase/PricingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <limits>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {

const QString kActor = QStringLiteral("ana");

PriceRecord price(qint64 provider, double usd, const QDate& on, PriceTerm term = PriceTerm::OneYear) {
    PriceRecord r;
    r.providerId = provider;
    r.gpuModel = QStringLiteral("H100 SXM");
    r.usdPerGpuHour = usd;
    r.term = term;
    r.bundled = {QStringLiteral("storage"), QStringLiteral("support")};
    r.networkUsdPerHour = 2.5;
    r.source = QStringLiteral("quote #17");
    r.effectiveOn = on;
    return r;
}

int priceRows(QSqlDatabase& db) {
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM price_record"));
    return q.next() ? q.value(0).toInt() : -1;
}

}  // namespace

class TestPricingWorkflow : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_acme = 0, m_bolt = 0;

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("p%1.tierbench").arg(QDateTime::currentMSecsSinceEpoch()));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        m_store = *opened;
        m_acme = TB_DB(m_store, RatingFixtures::provider(db, QStringLiteral("Acme"), QStringLiteral("gold")));
        m_bolt = TB_DB(m_store, RatingFixtures::provider(db, QStringLiteral("Bolt"), QStringLiteral("silver")));
    }

    // A new quote is a new row with a later date; the one in force is the newest not after today.
    void recordsAreVersionedByDateAndAudited() {
        const QDate jan(2026, 1, 10), mar(2026, 3, 1), dec(2026, 12, 1);
        const auto a = TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 2.10, jan), kActor));
        TB_VERIFY_OK(a);
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 1.95, mar), kActor)));
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 1.70, dec), kActor)));
        const auto inApril = TB_DB(m_store, PricingWorkflow(db).page(m_acme, QDate(2026, 4, 1)));
        QVERIFY(inApril.ok());
        QCOMPARE(inApril->records.size(), 3);
        QCOMPARE(inApril->current.size(), 1);
        QCOMPARE(inApril->current.first().usdPerGpuHour, 1.95);
        QCOMPARE(TB_DB(m_store, PricingWorkflow(db).page(m_acme, QDate(2026, 2, 1)))->current.first().usdPerGpuHour,
                 2.10);
        // Same model, term and date twice: refused.
        QVERIFY(!TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 3.0, jan), kActor)).ok());
        PriceRecord edited = price(m_acme, 2.20, jan);
        edited.id = *a;
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(edited, kActor)));
        QCOMPARE(TB_DB(m_store, PriceRepository(db).get(*a))->usdPerGpuHour, 2.20);
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).remove(*a, kActor)));
        QCOMPARE(
            TB_DB(m_store, RatingFixtures::auditCount(db, QStringLiteral("price_record"), QStringLiteral("create"))),
            3);
        QCOMPARE(
            TB_DB(m_store, RatingFixtures::auditCount(db, QStringLiteral("price_record"), QStringLiteral("update"))),
            1);
        QCOMPARE(
            TB_DB(m_store, RatingFixtures::auditCount(db, QStringLiteral("price_record"), QStringLiteral("delete"))),
            1);
    }

    void badRecordsAreRefusedWithTheField() {
        const std::pair<std::function<void(PriceRecord&)>, const char*> cases[] = {
            {[](PriceRecord& r) { r.usdPerGpuHour = -1; }, "usd_per_gpu_hour"},
            {[](PriceRecord& r) { r.usdPerGpuHour = std::nan(""); }, "usd_per_gpu_hour"},
            {[](PriceRecord& r) { r.usdPerGpuHour = 98.0 * 8; }, "usd_per_gpu_hour"},
            {[](PriceRecord& r) { r.source.clear(); }, "source"},
            {[](PriceRecord& r) { r.gpuModel = QStringLiteral("  "); }, "gpu_model"},
            {[](PriceRecord& r) { r.bundled << QStringLiteral("coffee"); }, "bundled"},
            {[](PriceRecord& r) { r.supportPct = 140; }, "support_pct"},
            {[](PriceRecord& r) { r.egressUsdPerTb = -3; }, "egress_usd_per_tb"},
            {[](PriceRecord& r) { r.effectiveOn = {}; }, "effective_on"},
            // Issue 38.4: figures no offer could hold, which carried the TCO to "$inf".
            {[](PriceRecord& r) { r.storageUsdPerTbMonth = 1e300; }, "storage_usd_per_tb_month"},
            {[](PriceRecord& r) { r.networkUsdPerHour = 1.7e308; }, "network_usd_per_hour"},
            {[](PriceRecord& r) { r.egressUsdPerTb = 1e300; }, "egress_usd_per_tb"},
            {[](PriceRecord& r) { r.controlPlaneUsdPerHour = 1e12; }, "control_plane_usd_per_hour"},
            {[](PriceRecord& r) { r.supportPct = std::numeric_limits<double>::infinity(); }, "support_pct"},
        };
        for (const auto& [mutate, field] : cases) {
            PriceRecord r = price(m_acme, 2, QDate(2026, 1, 1));
            mutate(r);
            const auto saved = TB_DB(m_store, PricingWorkflow(db).save(r, kActor));
            QVERIFY2(!saved.ok(), field);
            QCOMPARE(saved.error().detail, QLatin1String(field));
        }
        QCOMPARE(TB_DB(m_store, priceRows(db)), 0);
    }

    void csvImportsAllOrNothingWithOneErrorPerBadRow() {
        const QString good = QStringLiteral(
            "provider,gpu_model,usd_per_gpu_hour,term,bundled,network_usd_per_hour,source,effective_on\r\n"
            "Acme,H100 SXM,2.10,1_year,storage;support,2.5,quote #17,2026-01-10\r\n"
            "Acme,H200,\"3,1\",on_demand,,,price page,2026-02-01\r\n"
            "Bolt,H100 SXM,1.80,3_years,,,\"invoice, March\",2026-03-01\r\n");
        // Row 3 has a decimal comma: an error of that row, and nothing of the file lands.
        const auto first = TB_DB(m_store, PricingWorkflow(db).importCsv(good, 0, kActor));
        QVERIFY(first.ok());
        QCOMPARE(first->errors.size(), 1);
        QCOMPARE(first->errors.first().row, 3);
        QCOMPARE(first->errors.first().column, QStringLiteral("usd_per_gpu_hour"));
        QCOMPARE(TB_DB(m_store, priceRows(db)), 0);

        QString fixed = good;
        fixed.replace(QStringLiteral("\"3,1\""), QStringLiteral("3.1"));
        const auto ok = TB_DB(m_store, PricingWorkflow(db).importCsv(fixed, 0, kActor));
        QVERIFY(ok.ok());
        QVERIFY2(ok->errors.isEmpty(), qPrintable(ok->errors.value(0).toString()));
        QCOMPARE(ok->imported, 3);

        // Three bad rows, three errors (one each), one good row not imported either.
        const QString bad = QStringLiteral(
            "provider,gpu_model,usd_per_gpu_hour,term,source,effective_on\r\n"
            "Nobody,H100,2,on_demand,q,2026-01-01\r\n"
            "Acme,H100,-2,on_demand,,2026-01-01\r\n"
            "Acme,B200,4,on_demand,q,2026-01-02\r\n"
            "Acme,H100,2,forever,q,01/02/2026\r\n");
        const auto three = TB_DB(m_store, PricingWorkflow(db).importCsv(bad, 0, kActor));
        QVERIFY(three.ok());
        QCOMPARE(three->errors.size(), 3);
        QCOMPARE(three->errors[0].column, QStringLiteral("provider"));
        QCOMPARE(three->errors[1].column, QStringLiteral("usd_per_gpu_hour"));
        QCOMPARE(three->errors[2].column, QStringLiteral("term"));
        QCOMPARE(three->imported, 0);
        QCOMPARE(TB_DB(m_store, priceRows(db)), 3);

        // A row the database already holds is that row's error; the new row before it is rolled back.
        const QString again = QStringLiteral(
            "provider,gpu_model,usd_per_gpu_hour,term,source,effective_on\r\n"
            "Acme,H100 SXM,2.00,6_months,q,2026-04-01\r\n"
            "Bolt,H100 SXM,1.80,3_years,invoice,2026-03-01\r\n");
        const auto dup = TB_DB(m_store, PricingWorkflow(db).importCsv(again, 0, kActor));
        QVERIFY(dup.ok());
        QCOMPARE(dup->errors.size(), 1);
        QCOMPARE(dup->errors.first().row, 3);
        QCOMPARE(TB_DB(m_store, priceRows(db)), 3);
        // On one provider's page a row of another provider is an error.
        const auto other = TB_DB(m_store, PricingWorkflow(db).importCsv(again, m_acme, kActor));
        QCOMPARE(other->errors.first().column, QStringLiteral("provider"));
        // Unknown column: refused before any row.
        const auto typo =
            TB_DB(m_store, PricingWorkflow(db).importCsv(QStringLiteral("provider,gpu_modle\r\n"), 0, kActor));
        QCOMPARE(typo->errors.first().column, QStringLiteral("gpu_modle"));

        // Export and re-import into a fresh database gives the same rows.
        const auto csv = TB_DB(m_store, PricingWorkflow(db).exportCsv(0));
        QVERIFY(csv.ok());
        QVERIFY(csv->contains(QStringLiteral("\"invoice, March\"")));
        QVERIFY(csv->contains(QStringLiteral("storage;support")));
        TB_OPEN_TEST_DATABASE(where2, m_dir, QStringLiteral("fresh.tierbench"));
        auto fresh = Store::open(where2);
        QVERIFY(fresh.ok());
        TB_DB(*fresh, RatingFixtures::provider(db, QStringLiteral("Acme")));
        TB_DB(*fresh, RatingFixtures::provider(db, QStringLiteral("Bolt")));
        const auto back = TB_DB(*fresh, PricingWorkflow(db).importCsv(*csv, 0, kActor));
        QVERIFY(back.ok() && back->errors.isEmpty());
        QCOMPARE(TB_DB(*fresh, PricingWorkflow(db).exportCsv(0)).value(), *csv);
    }

    // Issue 38.4: a price's text that a spreadsheet would run comes out behind a quote and reads back the same.
    void csvTextCellsAreFormulaSafe() {
        PriceRecord r = price(m_acme, 2.0, QDate(2026, 1, 1));
        r.source = QStringLiteral("=HYPERLINK(\"http://x.test\")");
        r.notes = QStringLiteral("-1 day late");
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(r, kActor)));
        const auto csv = TB_DB(m_store, PricingWorkflow(db).exportCsv(0));
        QVERIFY(csv.ok());
        QVERIFY2(csv->contains(QStringLiteral("\"'=HYPERLINK(")), qPrintable(*csv));
        QVERIFY2(csv->contains(QStringLiteral(",'-1 day late")), qPrintable(*csv));
        QVERIFY2(csv->contains(QStringLiteral(",2,1_year,")), qPrintable(*csv));  // numbers as they are
        TB_OPEN_TEST_DATABASE(where2, m_dir, QStringLiteral("formula.tierbench"));
        auto fresh = Store::open(where2);
        QVERIFY(fresh.ok());
        TB_DB(*fresh, RatingFixtures::provider(db, QStringLiteral("Acme")));
        const auto back = TB_DB(*fresh, PricingWorkflow(db).importCsv(*csv, 0, kActor));
        QVERIFY2(back.ok() && back->errors.isEmpty(), qPrintable(back ? back->errors.value(0).toString() : QString()));
        QCOMPARE(TB_DB(*fresh, PricingWorkflow(db).exportCsv(0)).value(), *csv);
    }

    // A price list that is not UTF-8 is refused with the encoding it looks like.
    void csvFileMustBeUtf8() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prices.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "provider,gpu_model,usd_per_gpu_hour,term,source,effective_on\r\nAcme,H100,2,on_demand,Pr\xe9"
            "is,"
            "2026-01-01\r\n");
        f.close();
        const auto outcome = TB_DB(m_store, PricingWorkflow(db).importCsvFile(path, 0, kActor));
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, ErrorCode::Parse);
        QVERIFY2(outcome.error().message.contains(QStringLiteral("Windows-1252")), qPrintable(outcome.error().message));
        QCOMPARE(TB_DB(m_store, priceRows(db)), 0);
    }

    // The price in force feeds the calculator: GPU price, bundled storage at zero, network per hour.
    void priceRecordFeedsTheCalculator() {
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 2.0, QDate(2026, 1, 1)), kActor)));
        const auto c = TB_DB(m_store, ProviderCosts(db).cost(m_acme, *CostScenario::find(QStringLiteral("research")),
                                                             {}, QDate(2026, 6, 1)));
        QVERIFY(c.ok());
        QVERIFY2(c->result, c->error ? qPrintable(c->error->message) : "");
        QCOMPARE(c->preset, CostPreset::Gold);
        QCOMPARE(c->inputs.value(QStringLiteral("gpu_price")), 2.0);
        QCOMPARE(c->inputs.input(QStringLiteral("gpu_price")).origin, InputOrigin::PriceRecord);
        QCOMPARE(c->inputs.value(QStringLiteral("storage_hot_price")), 0.0);
        QCOMPARE(c->result->line(QStringLiteral("network")), 2.5 * 720);
        QVERIFY(c->result->effectivePricePerUsefulGpuHour > 2.0);
        QVERIFY(!c->tornado.isEmpty());
        // No price: a sentence saying so, no figure.
        const auto none =
            TB_DB(m_store, ProviderCosts(db).cost(m_bolt, *CostScenario::find(QStringLiteral("research"))));
        QVERIFY(none.ok());
        QVERIFY(!none->result);
        QVERIFY(none->error->message.contains(QStringLiteral("no price")));
        const auto all = TB_DB(
            m_store, ProviderCosts(db).compare(*CostScenario::find(QStringLiteral("inference")), QDate(2026, 6, 1)));
        QCOMPARE(all->size(), 1);
    }

    // From stored runs to the calculator: a kernel log with two Xid 79 and one Xid 13 (an application error, not a
    // hardware failure) imported during the evaluation, a node of 8 GPUs, recipe timings: MTBF and start-up time
    // are measured, marked so, and point at the runs.
    void measuredInputsReplaceDefaults() {
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 2.0, QDate(2026, 1, 1)), kActor)));
        const qint64 eval = TB_DB(m_store, [&] {
            const qint64 e = RatingFixtures::evaluation(db, m_acme, RatingFixtures::rubric(db));
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE evaluation SET started_at = ? WHERE id = ?"));
            q.addBindValue(QDateTime::currentDateTimeUtc().addDays(-10).toString(Qt::ISODate));
            q.addBindValue(e);
            q.exec();
            QSqlQuery n(db);
            n.prepare(
                QStringLiteral("INSERT INTO node (evaluation_id, name, host, gpu_count) VALUES (?, 'n1', "
                               "'10.0.0.1', 8)"));
            n.addBindValue(e);
            n.exec();
            return e;
        }());
        QVERIFY(eval > 0);
        const QByteArray log =
            "[ 1843.308145] NVRM: Xid (PCI:0000:18:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the "
            "bus.\n"
            "[ 1900.000000] NVRM: Xid (PCI:0000:2a:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the "
            "bus.\n"
            "[ 1950.000000] NVRM: Xid (PCI:0000:2a:00): 13, pid=4242, name=python, Graphics Exception\n";
        const auto parsed = Importer::parseBytes(log, QStringLiteral("kernel-log"));
        ImportCapture capture;
        capture.raw = log;
        QVERIFY(parsed.ok());
        const auto runs =
            TB_DB(m_store, ImportService::store(db, m_acme, *parsed, QStringLiteral("dmesg.txt"), capture));
        TB_VERIFY_OK(runs);
        const qint64 logRun = runs->first();
        const qint64 recipeRun = TB_DB(m_store, [&] {
            RunRecord r;
            r.providerId = m_acme;
            r.evaluationId = eval;
            r.kind = RunKind::Recipe;
            r.probe = QStringLiteral("import_torch");
            RunRepository repo(db);
            const qint64 id = repo.create(r).valueOr(0);
            (void)repo.addSamples(id,
                                  {{QStringLiteral("recipe.import_torch.seconds"), {}, 30, QStringLiteral("s"), {}},
                                   {QStringLiteral("recipe.model_load.seconds"), {}, 150, QStringLiteral("s"), {}}});
            (void)repo.finish(id, RunStatus::Ok, 0);
            return id;
        }());

        const auto c = TB_DB(m_store, ProviderCosts(db).cost(m_acme, *CostScenario::find(QStringLiteral("inference"))));
        QVERIFY(c.ok());
        QVERIFY2(c->result, c->error ? qPrintable(c->error->message) : "");
        QCOMPARE(c->measured.hardFailures, 2LL);
        QCOMPARE(c->measured.gpus, 8);
        QVERIFY(c->measured.windowHours > 239 && c->measured.windowHours < 241);
        const InputValue& mtbf = c->inputs.input(QStringLiteral("mtbf"));
        QCOMPARE(mtbf.origin, InputOrigin::Measured);
        QVERIFY(qAbs(mtbf.value - 8 * c->measured.windowHours / 2) < 1e-6);
        QCOMPARE(mtbf.evidenceLink, QStringLiteral("tierbench://run/%1").arg(logRun));
        QVERIFY(mtbf.note.contains(QStringLiteral("95% interval")));
        QVERIFY(mtbf.evidence.contains(QStringLiteral("8 GPUs")));
        const InputValue& init = c->inputs.input(QStringLiteral("t_init"));
        QCOMPARE(init.origin, InputOrigin::Measured);
        QCOMPARE(init.value, 180.0 / 3600.0);
        QCOMPARE(init.evidenceLink, QStringLiteral("tierbench://run/%1").arg(recipeRun));
        // A measured MTBF of 960 GPU-h is far below Gold's 25,000 default: the result reflects it.
        const auto defaults =
            TB_DB(m_store, ProviderCosts(db).cost(m_bolt, *CostScenario::find(QStringLiteral("inference"))));
        QCOMPARE(c->result->failuresPerMonth, 512 * 720 / mtbf.value);
        QCOMPARE(c->toJson()
                     .value(QStringLiteral("inputs"))
                     .toObject()
                     .value(QStringLiteral("mtbf"))
                     .toObject()
                     .value(QStringLiteral("measured"))
                     .toBool(),
                 true);
        Q_UNUSED(defaults);
    }

    // From stored rows to the calculator (issue 19.3): the Slurm audit's prolog time and health-check interval and
    // the evaluation's handover date with its first successful run become job start-up, time to identify a failure
    // and paid set-up time, each marked measured with its run or evaluation. Hostile values measure nothing.
    void slurmAuditAndHandoverAreMeasured() {
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 2.0, QDate(2026, 1, 1)), kActor)));
        const qint64 eval = TB_DB(m_store, [&] {
            const qint64 e = RatingFixtures::evaluation(db, m_acme, RatingFixtures::rubric(db));
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("UPDATE evaluation SET started_at = '2026-03-03T00:00:00Z', handover_requested "
                               "= '2026-03-01', handover_received = '2026-03-03' WHERE id = ?"));
            q.addBindValue(e);
            q.exec();
            return e;
        }());
        QVERIFY(eval > 0);
        auto auditRun = [&](const QString& startedAt, const QString& prolog, const QString& interval) {
            return TB_DB(m_store, [&] {
                RunRecord r;
                r.providerId = m_acme;
                r.evaluationId = eval;
                r.kind = RunKind::Probe;
                r.probe = QStringLiteral("slurm-audit");
                r.startedAt = startedAt;
                RunRepository repo(db);
                const qint64 id = repo.create(r).valueOr(0);
                (void)repo.addFindings(id, {{FindingKind::Fact, QStringLiteral("slurm.prolog_seconds"),
                                             FindingStatus::None, prolog, QStringLiteral("srun full node")},
                                            {FindingKind::Fact, QStringLiteral("slurm.healthcheck_interval_seconds"),
                                             FindingStatus::None, interval, QStringLiteral("scontrol show config")}});
                (void)repo.finish(id, RunStatus::Ok, 0);
                return id;
            }());
        };
        const qint64 run =
            auditRun(QStringLiteral("2026-03-03T06:00:00Z"), QStringLiteral("12.50"), QStringLiteral("300"));
        QVERIFY(run > 0);
        const CostScenario inference = *CostScenario::find(QStringLiteral("inference"));
        auto c = TB_DB(m_store, ProviderCosts(db).cost(m_acme, inference));
        QVERIFY(c.ok());
        QVERIFY2(c->result, c->error ? qPrintable(c->error->message) : "");
        const InputValue& init = c->inputs.input(QStringLiteral("t_init"));
        QCOMPARE(init.origin, InputOrigin::Measured);
        QCOMPARE(init.value, 12.5 / 3600.0);
        QCOMPARE(init.evidenceLink, QStringLiteral("tierbench://run/%1").arg(run));
        QVERIFY2(init.evidence.contains(QStringLiteral("Slurm prolog 12.5 s")), qPrintable(init.evidence));
        const InputValue& tid = c->inputs.input(QStringLiteral("t_id"));
        QCOMPARE(tid.origin, InputOrigin::Measured);
        QCOMPARE(tid.value, 150.0 / 3600.0);  // half of HealthCheckInterval=300 s
        QCOMPARE(tid.evidenceLink, QStringLiteral("tierbench://run/%1").arg(run));
        const InputValue& setup = c->inputs.input(QStringLiteral("setup_cluster_hours"));
        QCOMPARE(setup.origin, InputOrigin::Measured);
        QCOMPARE(setup.value, 6.0);  // handed over 2026-03-03 00:00 UTC, first successful run 06:00
        QCOMPARE(setup.evidenceLink, QStringLiteral("tierbench://evaluation/%1").arg(eval));
        QVERIFY2(setup.evidence.contains(QStringLiteral("requested 2026-03-01")), qPrintable(setup.evidence));
        // Drain and repair are not measured, and the notes say so.
        QCOMPARE(c->inputs.input(QStringLiteral("t_repair")).origin, InputOrigin::Default);
        QVERIFY(c->measured.notes.join(u' ').contains(QStringLiteral("drain")));
        // The set-up line carries the measured 6 paid hours: 6 h × $2 × 512 GPUs over the 36-month term.
        CostInputs without = c->inputs;
        TB_VERIFY_OK(without.set(QStringLiteral("setup_cluster_hours"), 0.0));
        const auto base = CostModel::compute(without);
        QVERIFY(base.ok());
        QVERIFY(qAbs(c->result->line(QStringLiteral("setup")) - base->line(QStringLiteral("setup")) -
                     6.0 * 2.0 * 512 / 36.0) < 1e-6);

        // Hostile audit values in a newer run, and a handover after the first run: nothing measured, defaults back.
        for (const auto& [prolog, interval] : {std::pair{QStringLiteral("-5"), QStringLiteral("0")},
                                               std::pair{QStringLiteral("nan"), QStringLiteral("1e308")},
                                               std::pair{QStringLiteral("12 s; rm -rf /"), QStringLiteral("inf")}}) {
            QVERIFY(auditRun(QStringLiteral("2026-03-04T06:00:00Z"), prolog, interval) > 0);
            TB_DB(
                m_store,
                QSqlQuery(db).exec(
                    QStringLiteral("UPDATE evaluation SET handover_received = '2026-03-05' WHERE id = %1").arg(eval)));
            c = TB_DB(m_store, ProviderCosts(db).cost(m_acme, inference));
            QVERIFY(c.ok() && c->result);
            for (const char* key : {"t_init", "t_id", "setup_cluster_hours"}) {
                QVERIFY2(c->inputs.input(QLatin1String(key)).origin != InputOrigin::Measured, key);
            }
            QVERIFY(c->measured.notes.join(u' ').contains(QStringLiteral("does not follow the handover date")));
            QVERIFY(std::isfinite(c->result->effectivePricePerUsefulGpuHour));
        }
    }

    void noFailuresKeepTheDefaultAndStateTheBound() {
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_acme, 2.0, QDate(2026, 1, 1)), kActor)));
        TB_DB(m_store, [&] {
            const qint64 e = RatingFixtures::evaluation(db, m_acme, RatingFixtures::rubric(db));
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE evaluation SET started_at = ?"));
            q.addBindValue(QDateTime::currentDateTimeUtc().addDays(-2).toString(Qt::ISODate));
            q.exec();
            QSqlQuery n(db);
            n.prepare(
                QStringLiteral("INSERT INTO node (evaluation_id, name, host, gpu_count) VALUES (?, 'n', 'h', 8)"));
            n.addBindValue(e);
            n.exec();
            return e;
        }());
        ImportCapture capture;
        capture.raw = "[ 1950.000000] NVRM: Xid (PCI:0000:2a:00): 13, pid=4242, name=python, Graphics Exception\n";
        const auto parsed = Importer::parseBytes(capture.raw, QStringLiteral("kernel-log"));
        TB_VERIFY_OK(TB_DB(m_store, ImportService::store(db, m_acme, *parsed, QStringLiteral("dmesg"), capture)));
        const auto c = TB_DB(m_store, ProviderCosts(db).cost(m_acme, *CostScenario::find(QStringLiteral("inference"))));
        QVERIFY(c.ok() && c->result);
        QCOMPARE(c->measured.hardFailures, 0LL);
        const InputValue& mtbf = c->inputs.input(QStringLiteral("mtbf"));
        QCOMPARE(mtbf.origin, InputOrigin::Default);
        QCOMPARE(mtbf.value, 25000.0);
        QVERIFY(mtbf.note.contains(QStringLiteral("at least")));
    }
};

QTEST_GUILESS_MAIN(TestPricingWorkflow)
#include "tst_PricingWorkflow.moc"
