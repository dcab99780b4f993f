// No lost edits (issue 16.4), on both engines (tst_RowVersion_pg runs it on a real PostgreSQL): an update names the
// version it read; one that finds a newer version is refused with who changed the row and when, writes nothing
// (neither the row nor an audit entry), and can then overwrite knowingly. Two processes editing one verdict: one
// wins, the other is told.
#include "core/store/AuditLog.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/InterviewRepository.h"
#include "core/store/KubeClusterRepository.h"
#include "core/store/NodeRepository.h"
#include "core/store/PriceRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "core/usecase/ClusterWorkflow.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/KubeClusterWorkflow.h"
#include "core/usecase/NodeWorkflow.h"
#include "core/usecase/PricingWorkflow.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QProcess>
#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;

namespace {
Provider named(const QString& name) {
    Provider p;
    p.name = name;
    return p;
}

qint64 countOf(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

// The newest audit entry of a row.
AuditEntry newestAudit(QSqlDatabase& db, const QString& entity, qint64 id) {
    AuditFilter f;
    f.entity = entity;
    f.entityId = id;
    f.limit = 1;
    auto entries = AuditLog(db).entries(f);
    return entries && !entries->isEmpty() ? entries->first() : AuditEntry{};
}
}  // namespace

class TestRowVersion : public QObject {
    Q_OBJECT

    std::unique_ptr<tb::test::TestDatabase> m_dir;
    QString m_where;
    std::shared_ptr<Store> m_store;
    qint64 m_providerId = 0;

    qint64 newEvaluation() {
        const qint64 providerId = m_providerId;
        return TB_DB(m_store,
                     EvaluationRepository(db).create(providerId, QStringLiteral("2.0"), QStringLiteral("Versions"),
                                                     QStringLiteral("r"), QStringLiteral("alice")))
            .valueOr(0);
    }
    qint64 firstItem(qint64 evaluationId) {
        auto checklist = TB_DB(m_store, EvaluationRepository(db).checklist(evaluationId));
        return checklist && !checklist->verdicts.isEmpty() ? checklist->verdicts.first().checkItemId : 0;
    }

private slots:
    void init() {
        m_dir = std::make_unique<tb::test::TestDatabase>();
        TB_OPEN_TEST_DATABASE(where, *m_dir, QStringLiteral("v.tierbench"));
        m_where = where;
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_providerId = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Versioned Cloud")),
                                                                 QStringLiteral("alice")))
                           .valueOr(0);
        QVERIFY(m_providerId > 0);
    }
    void cleanup() {
        m_store.reset();
        m_dir.reset();
    }

    void aStaleProviderEditIsRefusedWithWhoAndWhen() {
        const qint64 id = m_providerId;
        auto read = TB_DB(m_store, ProviderRepository(db).get(id));
        QVERIFY(read.ok());
        QCOMPARE(read->rowVersion, qint64(1));
        Provider alice = *read, bob = *read;  // both opened the editor on version 1
        alice.notes = QStringLiteral("alice's note");
        bob.notes = QStringLiteral("bob's note");
        QVERIFY(TB_DB(m_store, ProviderRepository(db).update(alice, QStringLiteral("alice"))).ok());
        const qint64 auditsBefore =
            TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'provider'")));
        auto refused = TB_DB(m_store, ProviderRepository(db).update(bob, QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("provider"));
        QCOMPARE(conflict->id, id);
        QCOMPARE(conflict->readVersion, qint64(1));
        QCOMPARE(conflict->current.version, qint64(2));
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        QVERIFY(conflict->current.changedAt.endsWith(u'Z'));
        QVERIFY2(refused.error().message.contains(QLatin1String("alice")), qPrintable(refused.error().message));
        // Nothing of bob's landed: not the note, not the version, not an audit entry.
        auto now = TB_DB(m_store, ProviderRepository(db).get(id));
        QCOMPARE(now->notes, QStringLiteral("alice's note"));
        QCOMPARE(now->rowVersion, qint64(2));
        QCOMPARE(now->changedBy, QStringLiteral("alice"));
        QCOMPARE(
            TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'provider'"))),
            auditsBefore);

        // Overwriting knowingly names the version the conflict reported.
        bob.rowVersion = conflict->current.version;
        QVERIFY(TB_DB(m_store, ProviderRepository(db).update(bob, QStringLiteral("bob"))).ok());
        now = TB_DB(m_store, ProviderRepository(db).get(id));
        QCOMPARE(now->notes, QStringLiteral("bob's note"));
        QCOMPARE(now->rowVersion, qint64(3));
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
    }

    void aDeletedRowIsNotFoundNotAConflict() {
        const qint64 id = m_providerId;
        auto read = TB_DB(m_store, ProviderRepository(db).get(id));
        QVERIFY(TB_DB(m_store, ProviderRepository(db).remove(id, QStringLiteral("alice"))).ok());
        auto refused = TB_DB(m_store, ProviderRepository(db).update(*read, QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        QVERIFY(!RowVersion::isConflict(refused.error()));
    }

    void aStaleVerdictIsRefusedAndWritesNothing() {
        const qint64 evaluationId = newEvaluation();
        QVERIFY(evaluationId > 0);
        const qint64 item = firstItem(evaluationId);
        QVERIFY(item > 0);
        auto read = TB_DB(m_store, EvaluationRepository(db).verdict(evaluationId, item));
        QVERIFY(read.ok());
        const qint64 version = read->rowVersion;
        QVERIFY(version >= 1);
        QVERIFY(TB_DB(m_store, EvaluationRepository(db).setVerdict(evaluationId, item, Verdict::Pass,
                                                                   QStringLiteral("alice saw it"),
                                                                   QStringLiteral("alice"), version))
                    .ok());
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        auto refused = TB_DB(m_store, EvaluationRepository(db).setVerdict(evaluationId, item, Verdict::Fail,
                                                                          QStringLiteral("bob disagrees"),
                                                                          QStringLiteral("bob"), version));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("verdict"));
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        QCOMPARE(conflict->current.version, version + 1);
        auto now = TB_DB(m_store, EvaluationRepository(db).verdict(evaluationId, item));
        QCOMPARE(now->verdict, Verdict::Pass);
        QCOMPARE(now->evidence, QStringLiteral("alice saw it"));
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);
        // Knowingly: over the version reported.
        QVERIFY(TB_DB(m_store, EvaluationRepository(db).setVerdict(evaluationId, item, Verdict::Fail,
                                                                   QStringLiteral("bob disagrees"),
                                                                   QStringLiteral("bob"), conflict->current.version))
                    .ok());
        now = TB_DB(m_store, EvaluationRepository(db).verdict(evaluationId, item));
        QCOMPARE(now->verdict, Verdict::Fail);
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
    }

    // The evaluation editor (GUI dialog, `evaluations edit --if-version`) names the version it read: bob's edit of a
    // version alice has moved on is refused with her name, writes nothing, and can then overwrite knowingly.
    void aStaleEvaluationEditIsRefusedAndWritesNothing() {
        const qint64 id = newEvaluation();
        QVERIFY(id > 0);
        auto read = TB_DB(m_store, EvaluationRepository(db).get(id));
        QVERIFY(read.ok());
        QVERIFY(read->rowVersion >= 1);
        EvaluationDraft alice = EvaluationDraft::of(*read), bob = EvaluationDraft::of(*read);
        QCOMPARE(alice.expectedVersion, read->rowVersion);
        alice.title = QStringLiteral("alice's title");
        bob.title = QStringLiteral("bob's title");
        bob.rubricVersion = QStringLiteral("2.0");  // the same rubric: the check comes before any rubric change
        QVERIFY(TB_DB(m_store, EvaluationWorkflow(db).edit(id, alice, QStringLiteral("alice"))).ok());
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        auto refused = TB_DB(m_store, EvaluationWorkflow(db).edit(id, bob, QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("evaluation"));
        QCOMPARE(conflict->readVersion, read->rowVersion);
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        QVERIFY2(refused.error().message.contains(QLatin1String("alice")), qPrintable(refused.error().message));
        auto now = TB_DB(m_store, EvaluationRepository(db).get(id));
        QCOMPARE(now->title, QStringLiteral("alice's title"));
        QCOMPARE(now->changedBy, QStringLiteral("alice"));
        QCOMPARE(now->rowVersion, conflict->current.version);
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);
        bob.expectedVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store, EvaluationWorkflow(db).edit(id, bob, QStringLiteral("bob"))).ok());
        now = TB_DB(m_store, EvaluationRepository(db).get(id));
        QCOMPARE(now->title, QStringLiteral("bob's title"));
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
    }

    // The interview editor likewise.
    void aStaleInterviewEditIsRefusedAndWritesNothing() {
        Interview draft;
        draft.providerId = m_providerId;
        draft.heldOn = QDate(2025, 3, 1);
        draft.role = QStringLiteral("ML lead");
        const qint64 id = TB_DB(m_store, InterviewRepository(db).add(draft, QStringLiteral("alice"))).valueOr(0);
        QVERIFY(id > 0);
        auto read = TB_DB(m_store, InterviewRepository(db).get(id));
        QVERIFY(read.ok());
        QVERIFY(read->rowVersion >= 1);
        Interview alice = *read, bob = *read;
        alice.channel = QStringLiteral("alice's call");
        bob.channel = QStringLiteral("bob's email");
        QVERIFY(TB_DB(m_store, InterviewRepository(db).update(alice, QStringLiteral("alice"))).ok());
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        auto refused = TB_DB(m_store, InterviewRepository(db).update(bob, QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("interview"));
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        auto now = TB_DB(m_store, InterviewRepository(db).get(id));
        QCOMPARE(now->channel, QStringLiteral("alice's call"));
        QCOMPARE(now->changedBy, QStringLiteral("alice"));
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);
        bob.rowVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store, InterviewRepository(db).update(bob, QStringLiteral("bob"))).ok());
        now = TB_DB(m_store, InterviewRepository(db).get(id));
        QCOMPARE(now->channel, QStringLiteral("bob's email"));
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
    }

    // The node editor (issue 16.4): bob's save of a node alice changed since he read it is refused with her name,
    // writes nothing (not the row, not an audit entry); overwriting knowingly writes his and the audit log keeps
    // what it overwrote.
    void aStaleNodeEditIsRefusedAndAnOverwriteIsAudited() {
        const qint64 providerId = m_providerId;
        NodeRecord draft;
        draft.host = QStringLiteral("gpu-01.example.net");
        draft.userName = QStringLiteral("ops");
        auto added = TB_DB(m_store, NodeWorkflow(db).save(providerId, draft, QString(), QStringLiteral("alice")));
        QVERIFY2(added.ok(), qPrintable(added ? QString() : added.error().toString()));
        const qint64 id = added->id;
        QVERIFY(added->rowVersion >= 1);
        NodeRecord alice = *added, bob = *added;
        alice.notes = QStringLiteral("alice's note");
        bob.notes = QStringLiteral("bob's note");
        auto saved = TB_DB(m_store, NodeWorkflow(db).save(providerId, alice, QString(), QStringLiteral("alice")));
        QVERIFY(saved.ok());
        QCOMPARE(saved->rowVersion, added->rowVersion + 1);  // the save hands back the version it made
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        auto refused = TB_DB(m_store, NodeWorkflow(db).save(providerId, bob, QString(), QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("node"));
        QCOMPARE(conflict->id, id);
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        QVERIFY(conflict->current.changedAt.endsWith(u'Z'));
        QVERIFY2(refused.error().message.contains(QLatin1String("alice")), qPrintable(refused.error().message));
        auto now = TB_DB(m_store, NodeRepository(db).get(id));
        QCOMPARE(now->notes, QStringLiteral("alice's note"));
        QCOMPARE(now->changedBy, QStringLiteral("alice"));
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);

        bob.rowVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store, NodeWorkflow(db).save(providerId, bob, QString(), QStringLiteral("bob"))).ok());
        now = TB_DB(m_store, NodeRepository(db).get(id));
        QCOMPARE(now->notes, QStringLiteral("bob's note"));
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
        const AuditEntry entry = TB_DB(m_store, newestAudit(db, QStringLiteral("node"), id));
        QCOMPARE(entry.actor, QStringLiteral("bob"));
        QCOMPARE(entry.action, QStringLiteral("update"));
        QVERIFY2(entry.beforeJson.contains(QLatin1String("alice's note")), qPrintable(entry.beforeJson));
        QVERIFY2(entry.afterJson.contains(QLatin1String("bob's note")), qPrintable(entry.afterJson));
    }

    // The price editor likewise.
    void aStalePriceEditIsRefusedAndAnOverwriteIsAudited() {
        PriceRecord draft;
        draft.providerId = m_providerId;
        draft.gpuModel = QStringLiteral("H100 SXM");
        draft.usdPerGpuHour = 2.5;
        draft.source = QStringLiteral("quote 1");
        draft.effectiveOn = QDate(2025, 4, 1);
        const qint64 id = TB_DB(m_store, PricingWorkflow(db).save(draft, QStringLiteral("alice"))).valueOr(0);
        QVERIFY(id > 0);
        auto read = TB_DB(m_store, PriceRepository(db).get(id));
        QVERIFY(read.ok());
        QVERIFY(read->rowVersion >= 1);
        PriceRecord alice = *read, bob = *read;
        alice.usdPerGpuHour = 2.25;
        alice.notes = QStringLiteral("alice's discount");
        bob.usdPerGpuHour = 2.75;
        bob.notes = QStringLiteral("bob's list price");
        QVERIFY(TB_DB(m_store, PricingWorkflow(db).save(alice, QStringLiteral("alice"))).ok());
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        auto refused = TB_DB(m_store, PricingWorkflow(db).save(bob, QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("price_record"));
        QCOMPARE(conflict->readVersion, read->rowVersion);
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        auto now = TB_DB(m_store, PriceRepository(db).get(id));
        QCOMPARE(now->usdPerGpuHour, 2.25);
        QCOMPARE(now->notes, QStringLiteral("alice's discount"));
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);

        bob.rowVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store, PricingWorkflow(db).save(bob, QStringLiteral("bob"))).ok());
        now = TB_DB(m_store, PriceRepository(db).get(id));
        QCOMPARE(now->usdPerGpuHour, 2.75);
        QCOMPARE(now->changedBy, QStringLiteral("bob"));
        const AuditEntry entry = TB_DB(m_store, newestAudit(db, QStringLiteral("price_record"), id));
        QCOMPARE(entry.actor, QStringLiteral("bob"));
        QVERIFY2(entry.beforeJson.contains(QLatin1String("alice's discount")), qPrintable(entry.beforeJson));
        QVERIFY2(entry.afterJson.contains(QLatin1String("bob's list price")), qPrintable(entry.afterJson));
    }

    // The cluster editor: the cluster row and its login node carry their versions; a stale one of either refuses
    // the whole save (nothing of it lands, not the login half either).
    void aStaleClusterEditIsRefusedAndAnOverwriteIsAudited() {
        const qint64 providerId = m_providerId;
        NodeRecord login;
        login.name = QStringLiteral("slurm-a");
        login.host = QStringLiteral("login.example.net");
        login.userName = QStringLiteral("ops");
        ClusterRecord cluster;
        cluster.partition = QStringLiteral("gpu");
        auto added =
            TB_DB(m_store, ClusterWorkflow(db).save(providerId, login, cluster, QString(), QStringLiteral("alice")));
        QVERIFY2(added.ok(), qPrintable(added ? QString() : added.error().toString()));
        const qint64 id = added->cluster.id;
        ClusterListing alice = *added, bob = *added;
        alice.cluster.partition = QStringLiteral("alice_part");
        bob.cluster.partition = QStringLiteral("bob_part");
        bob.login.jump = QStringLiteral("bastion.example.net");
        auto saved = TB_DB(m_store, ClusterWorkflow(db).save(providerId, alice.login, alice.cluster, QString(),
                                                             QStringLiteral("alice")));
        QVERIFY(saved.ok());
        QCOMPARE(saved->cluster.rowVersion, added->cluster.rowVersion + 1);
        const qint64 audits = TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log")));
        // The login node moved on too (the cluster editor saves both): the first refusal names the login.
        auto refused = TB_DB(
            m_store, ClusterWorkflow(db).save(providerId, bob.login, bob.cluster, QString(), QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("node"));
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        bob.login.rowVersion = conflict->current.version;  // knowingly, for the login: the cluster is refused next
        refused = TB_DB(m_store,
                        ClusterWorkflow(db).save(providerId, bob.login, bob.cluster, QString(), QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("cluster"));
        QCOMPARE(conflict->id, id);
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        auto now = TB_DB(m_store, ClusterQueries(db).get(id));
        QCOMPARE(now->cluster.partition, QStringLiteral("alice_part"));
        QCOMPARE(now->login.jump, QString());  // the login half of the refused save was rolled back too
        QCOMPARE(TB_DB(m_store, countOf(db, QStringLiteral("SELECT count(*) FROM audit_log"))), audits);

        bob.cluster.rowVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store,
                      ClusterWorkflow(db).save(providerId, bob.login, bob.cluster, QString(), QStringLiteral("bob")))
                    .ok());
        now = TB_DB(m_store, ClusterQueries(db).get(id));
        QCOMPARE(now->cluster.partition, QStringLiteral("bob_part"));
        QCOMPARE(now->login.jump, QStringLiteral("bastion.example.net"));
        QCOMPARE(now->cluster.changedBy, QStringLiteral("bob"));
        const AuditEntry entry = TB_DB(m_store, newestAudit(db, QStringLiteral("cluster"), id));
        QCOMPARE(entry.actor, QStringLiteral("bob"));
        QVERIFY2(entry.beforeJson.contains(QLatin1String("alice_part")), qPrintable(entry.beforeJson));
        QVERIFY2(entry.afterJson.contains(QLatin1String("bob_part")), qPrintable(entry.afterJson));
    }

    // A Kubernetes cluster's settings are versioned by their cluster row: a stale save changes neither.
    void aStaleKubernetesClusterEditIsRefused() {
        const qint64 providerId = m_providerId;
        NodeRecord login;
        login.name = QStringLiteral("k8s-a");
        login.host = QStringLiteral("localhost");
        ClusterRecord cluster;
        cluster.scheduler = LauncherKind::Kubernetes;
        KubeSettings kube;
        kube.kubeconfigPath = QStringLiteral("/home/ops/.kube/config");
        kube.ns = QStringLiteral("bench");
        auto added = TB_DB(m_store, KubeClusterWorkflow(db).save(providerId, login, cluster, kube, QString(),
                                                                 QStringLiteral("alice")));
        QVERIFY2(added.ok(), qPrintable(added ? QString() : added.error().toString()));
        const qint64 id = added->cluster.cluster.id;
        auto alice = *added, bob = *added;
        alice.kube.ns = QStringLiteral("alice-ns");
        bob.kube.ns = QStringLiteral("bob-ns");
        QVERIFY(TB_DB(m_store, KubeClusterWorkflow(db).save(providerId, alice.cluster.login, alice.cluster.cluster,
                                                            alice.kube, QString(), QStringLiteral("alice")))
                    .ok());
        bob.cluster.login.rowVersion = 0;  // only the cluster row's version is in question here
        auto refused = TB_DB(m_store, KubeClusterWorkflow(db).save(providerId, bob.cluster.login, bob.cluster.cluster,
                                                                   bob.kube, QString(), QStringLiteral("bob")));
        QVERIFY(!refused.ok());
        const auto conflict = RowVersion::conflictOf(refused.error());
        QVERIFY2(conflict.has_value(), qPrintable(refused.error().toString()));
        QCOMPARE(conflict->table, QStringLiteral("cluster"));
        QCOMPARE(conflict->current.changedBy, QStringLiteral("alice"));
        QCOMPARE(TB_DB(m_store, KubeClusterRepository(db).get(id))->ns, QStringLiteral("alice-ns"));
        bob.cluster.cluster.rowVersion = conflict->current.version;  // knowingly
        QVERIFY(TB_DB(m_store, KubeClusterWorkflow(db).save(providerId, bob.cluster.login, bob.cluster.cluster,
                                                            bob.kube, QString(), QStringLiteral("bob")))
                    .ok());
        QCOMPARE(TB_DB(m_store, KubeClusterRepository(db).get(id))->ns, QStringLiteral("bob-ns"));
    }

    // Two workbench processes read the same verdict, then both save: the first wins, the second is told who won.
    void twoProcessesEditingTheSameVerdictOneWinsTheOtherIsTold() {
        const QString helper =
            qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/tests/core/helpers/tb_store_editor");
        if (!QFileInfo::exists(helper)) {
            QFAIL("tb_store_editor is not built (ninja tb_store_editor)");
        }
        const qint64 evaluationId = newEvaluation();
        const qint64 item = firstItem(evaluationId);
        QVERIFY(item > 0);
        const QStringList common = {m_where, QStringLiteral("verdict"), QString::number(evaluationId),
                                    QString::number(item)};
        QProcess alice, bob;
        alice.start(helper, common + QStringList{QStringLiteral("analyst-alice")});
        bob.start(helper, common + QStringList{QStringLiteral("analyst-bob")});
        QVERIFY(alice.waitForStarted() && bob.waitForStarted());
        // Both have read the verdict before either writes.
        QVERIFY(alice.waitForReadyRead(60000));
        QVERIFY(bob.waitForReadyRead(60000));
        const QByteArray aliceRead = alice.readLine().trimmed();
        const QByteArray bobRead = bob.readLine().trimmed();
        QVERIFY2(aliceRead.startsWith("read "), aliceRead.constData());
        QCOMPARE(bobRead, aliceRead);
        alice.write("go\n");
        QVERIFY(alice.waitForFinished(60000));
        const QByteArray aliceSaid = alice.readAll();
        QCOMPARE(alice.exitCode(), 0);
        QVERIFY2(aliceSaid.contains("saved"), aliceSaid.constData());
        bob.write("go\n");
        QVERIFY(bob.waitForFinished(60000));
        const QByteArray bobSaid = bob.readAll();
        QVERIFY2(bob.exitCode() == 3, (bobSaid + bob.readAllStandardError()).constData());
        QVERIFY2(bobSaid.startsWith("conflict") && bobSaid.contains("analyst-alice"), bobSaid.constData());
        auto now = TB_DB(m_store, EvaluationRepository(db).verdict(evaluationId, item));
        QCOMPARE(now->evidence, QStringLiteral("seen by analyst-alice"));
        QCOMPARE(now->changedBy, QStringLiteral("analyst-alice"));
    }
};

QTEST_GUILESS_MAIN(TestRowVersion)
#include "tst_RowVersion.moc"
