#include "tests/support/ReviewFixture.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>

namespace tb::test {

namespace {

qint64 insert(QSqlDatabase& db, const char* sql, const QVariantList& values) {
    QSqlQuery q(db);
    if (!q.prepare(QString::fromLatin1(sql))) {
        qFatal("fixture prepare failed: %s: %s", sql, qPrintable(q.lastError().text()));
    }
    for (const QVariant& v : values) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        qFatal("fixture insert failed: %s: %s", sql, qPrintable(q.lastError().text()));
    }
    return q.lastInsertId().toLongLong();
}

struct CriterionSpec {
    const char* key;
    const char* name;
    double weight;
    const char* items[6][4];  // key, title, question, gate
};

// The ten ClusterMAX 2.0 criteria with a few items each (paraphrased, enough to lay out a realistic review).
const CriterionSpec kCriteria[] = {
    {"security",
     "Security",
     0.14,
     {{"soc2", "SOC 2 Type II or ISO 27001 attestation", "Which third-party attestations do you hold?",
       "gate.attestation"},
      {"pkeys", "Tenant isolation on the backend fabric", "How are tenants isolated on InfiniBand or RoCE?", ""},
      {"ctk", "Container toolkit patched", "Which NVIDIA Container Toolkit version runs on the nodes?", ""},
      {"firmware", "Driver and firmware currency", "How quickly are drivers and firmware updated?", ""},
      {"compliance", "Compliance regimes", "Which of GDPR, HIPAA, PCI, FedRAMP apply?", ""},
      {"audit", "Security audit logs", "Can customers export security audit logs?", ""}}},
    {"lifecycle",
     "Lifecycle",
     0.10,
     {{"billing", "No charge during creation or downtime", "Are GPU hours billed while a cluster is created?",
       "gate.billing"},
      {"gdr", "GPUDirect RDMA out of the box", "Is GPUDirect RDMA enabled on delivery?", "gate.gdr"},
      {"egress", "Egress fees published", "Are egress fees published?", ""},
      {"delivery", "Delivery dates kept", "Was the cluster handed over on the promised date?", ""},
      {"support", "Support quality", "What support response times are committed?", ""},
      {"expand", "Cluster expansion", "How fast can a cluster grow?", ""}}},
    {"orchestration",
     "Orchestration",
     0.12,
     {{"slurm", "Managed Slurm with topology", "Is Slurm offered with topology.conf?", ""},
      {"pyxis", "Pyxis and enroot", "Are Pyxis and enroot installed?", ""},
      {"k8s", "Managed Kubernetes", "Is kubeconfig access with RWX storage offered?", ""},
      {"sso", "SSO and RBAC", "Is SSO with role-based access available?", ""},
      {"users", "User and group management", "How are users and groups managed?", ""},
      {"quota", "Quotas", "Can admins set quotas per team?", ""}}},
    {"storage",
     "Storage",
     0.10,
     {{"parallel", "Parallel filesystem", "Is a parallel filesystem mounted out of the box?", ""},
      {"s3", "Managed object storage", "Is S3-compatible storage offered?", ""},
      {"mounts", "Mounts stay mounted", "Did mounts survive the test window?", ""},
      {"perf", "Measured read/write performance", "Do reads and writes reach the published rate?", ""},
      {"snap", "Snapshots and backups", "Are snapshots and backups available?", ""},
      {"sla", "Durability SLA", "Is a durability SLA published?", ""}}},
    {"networking",
     "Networking",
     0.16,
     {{"ib", "InfiniBand or RoCEv2", "Which backend fabric is used?", ""},
      {"acs", "PCIe ACS disabled", "Is PCIe ACS disabled on the bridges?", "gate.acs"},
      {"nccl", "Sane NCCL defaults", "Is /etc/nccl.conf tuned?", ""},
      {"sharp", "SHARP support", "Is SHARP in-network reduction available?", ""},
      {"fournode", "Four-node NCCL test", "Does a four-node all_reduce reach the expected bus bandwidth?", ""},
      {"hpcx", "HPC-X MPI", "Is HPC-X installed?", ""}}},
    {"reliability",
     "Reliability",
     0.12,
     {{"uptime", "Hardware uptime SLA", "What uptime is guaranteed?", ""},
      {"support247", "24x7 support", "Is support available around the clock?", ""},
      {"xid", "Xid and SXid detection", "Are Xid and SXid events detected and acted on?", ""},
      {"ecc", "ECC and row remap monitoring", "Are ECC errors monitored?", ""},
      {"linkflap", "Link flaps", "Were link flaps seen during the window?", ""},
      {"falloff", "GPU fall-off-the-bus", "How are fallen-off GPUs detected?", ""}}},
    {"monitoring",
     "Monitoring",
     0.10,
     {{"grafana", "Dashboard out of the box", "Is a Grafana or equivalent dashboard provided?", ""},
      {"dcgm", "DCGM metrics", "Are DCGM metrics including SM activity exported?", ""},
      {"health", "Active and passive health checks", "Are health checks automated?", ""},
      {"drain", "Automatic node draining", "Are unhealthy nodes drained automatically?", ""},
      {"alerts", "Custom alerting", "Can customers define alerts?", ""},
      {"accounting", "Job accounting", "Is job accounting available?", ""}}},
    {"pricing",
     "Pricing",
     0.06,
     {{"price", "Price per GPU-hour", "What is the on-demand price per GPU-hour?", ""},
      {"terms", "Commitment terms", "Which commitment terms are offered?", ""},
      {"bundled", "Storage and network bundled", "Are storage and networking bundled?", ""},
      {"expansion", "Contract expansion terms", "How are contracts expanded?", ""},
      {"spot", "Spot or preemptible capacity", "Is preemptible capacity sold?", ""},
      {"invoice", "Transparent invoices", "Are invoices itemised?", ""}}},
    {"partnerships",
     "Partnerships",
     0.04,
     {{"ncp", "NVIDIA Cloud Partner", "Is the provider an NVIDIA Cloud Partner?", ""},
      {"amd", "AMD Cloud Alliance", "Is the provider in the AMD alliance?", ""},
      {"schedmd", "SchedMD relationship", "Is there a support contract with SchedMD?", ""},
      {"events", "Industry events", "Does the provider take part in industry events?", ""},
      {"ecosystem", "Ecosystem integrations", "Which ecosystem tools are integrated?", ""},
      {"investment", "Vendor investment", "Has a chip vendor invested?", ""}}},
    {"availability",
     "Availability",
     0.06,
     {{"quantity", "GPU quantity", "How many GPUs are deployed?", ""},
      {"models", "Current GPU models", "Which GPU models are live?", "gate.old_gpus"},
      {"roadmap", "Silicon roadmap", "When will the next GPU generation be live?", ""},
      {"scale", "Cluster-scale experience", "What is the largest cluster delivered?", ""},
      {"utilisation", "Utilisation and planning", "How is capacity planned?", ""},
      {"regions", "Regions", "In which regions is capacity available?", ""}}},
};

const char* kVerdicts[] = {"pass", "pass", "partial", "pass", "fail", "pass", "na", "unknown"};

// SQLite binds a null QString as NULL; the schema's text columns are NOT NULL.
QString nn(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

QString filler(int chars, int seed) {
    static const QString words = QStringLiteral(
        "measured on the loaned node during the window; the result matched the documentation and the provider "
        "confirmed the configuration in writing; logs were kept with the run; ");
    QString out;
    int i = seed % 40;
    while (out.size() < chars) {
        out += words.mid(i % words.size(), 40);
        i += 17;
    }
    return out.left(chars).trimmed();
}

}  // namespace

ReviewFixture ReviewFixture::populate(QSqlDatabase& db, const ReviewFixtureOptions& o) {
    ReviewFixture f;
    f.providerName = QStringLiteral("Aurora Compute");
    f.otherNames = {QStringLiteral("Borealis GPU"), QStringLiteral("Cirrus Metal")};
    f.assignedTier = QStringLiteral("gold");
    f.intervieweeName = QStringLiteral("Jane Quimby");
    db.transaction();

    f.providerId = insert(db,
                          "INSERT INTO provider (name, website, kind, gpu_models, reference_tier, reference_round) "
                          "VALUES (?, 'https://aurora.example', 'neocloud', 'H100, H200', 'gold', '2.1')",
                          {f.providerName});
    const qint64 other1 =
        insert(db, "INSERT INTO provider (name, kind, gpu_models) VALUES (?, 'neocloud', 'B200')", {f.otherNames[0]});
    insert(db, "INSERT INTO provider (name, kind, gpu_models) VALUES (?, 'marketplace', 'A100')", {f.otherNames[1]});

    const qint64 rubric = insert(db,
                                 "INSERT INTO rubric_version (version, title, published, source) VALUES ('2.0-test', "
                                 "'ClusterMAX 2.0 criteria', '2025-11-06', 'fixture')",
                                 {});
    f.evaluationId = insert(
        db,
        "INSERT INTO evaluation (provider_id, rubric_id, title, status, reviewer, conflict_disclosure, "
        "handover_requested, handover_received, started_at) VALUES (?, ?, 'Aurora Compute H100 review', 'final', "
        "'R. Analyst', 'The reviewer holds no shares in any GPU cloud and was not paid by the provider.', "
        "'2025-08-06', '2025-08-20', '2025-08-20T09:00:00Z')",
        {f.providerId, rubric});
    // The other provider's evaluation exists too, so a leak through a wrong join would show.
    insert(db,
           "INSERT INTO evaluation (provider_id, rubric_id, title, reviewer) VALUES (?, ?, 'Borealis GPU review', "
           "'Someone Else')",
           {other1, rubric});

    int itemSerial = 0;
    int position = 0;
    for (const auto& spec : kCriteria) {
        const qint64 crit = insert(db,
                                   "INSERT INTO criterion (rubric_id, key, name, weight, position, description) "
                                   "VALUES (?, ?, ?, ?, ?, ?)",
                                   {rubric, QString::fromLatin1(spec.key), QString::fromLatin1(spec.name), spec.weight,
                                    position++, QStringLiteral("What the criterion tests.")});
        for (int i = 0; i < o.itemsPerCriterion; ++i) {
            const auto& it = spec.items[i % 6];
            const QString key = QString::fromLatin1(it[0]) + (i >= 6 ? QString::number(i) : QString());
            const qint64 item = insert(
                db,
                "INSERT INTO check_item (criterion_id, key, title, question, guidance, position, gate) VALUES (?, ?, "
                "?, ?, ?, ?, ?)",
                {crit, QString::fromLatin1(spec.key) + u'.' + key,
                 QString::fromLatin1(it[1]) + (i >= 6 ? QStringLiteral(" (%1)").arg(i) : QString()),
                 QString::fromLatin1(it[2]),
                 QStringLiteral("Good: documented, on by default, verified on the node without a ticket."), i,
                 nn(i < 6 ? QString::fromLatin1(it[3]) : QString())});
            const int serial = itemSerial++;
            const bool planned = serial % 7 == 3;
            QString evidence = filler(o.evidenceChars, serial);
            if (serial == 5) {
                evidence += QStringLiteral(" Slower than Borealis GPU on the same test.");  // must be redacted
            }
            const char* verdict = planned ? "partial" : kVerdicts[serial % 8];
            // Gate items pass: the fixture's explanation says no gate was triggered.
            if (i < 6 && it[3][0] != '\0' && !planned) {
                verdict = "pass";
            }
            insert(db,
                   "INSERT INTO verdict (evaluation_id, check_item_id, verdict, evidence, availability, promised_date) "
                   "VALUES (?, ?, ?, ?, ?, ?)",
                   {f.evaluationId, item, QString::fromLatin1(verdict), evidence,
                    planned ? QStringLiteral("planned") : QStringLiteral("ga"),
                    nn(planned ? QStringLiteral("2026-0%1-15").arg(1 + serial % 9) : QString())});
        }
        insert(db,
               "INSERT INTO criterion_score (evaluation_id, criterion_id, suggested_score, final_score, rationale) "
               "VALUES (?, ?, ?, ?, ?)",
               {f.evaluationId, crit, 2.5 + std::fmod(position * 0.7, 2.5), 3.0 + std::fmod(position * 0.45, 2.0),
                QStringLiteral("Scored from the verdicts and the measured results.")});
    }

    insert(db,
           "INSERT INTO rating (evaluation_id, suggested_tier, assigned_tier, justification, explanation, assigned_by, "
           "assigned_at) VALUES (?, 'silver', 'bronze', 'first pass', '', 'R. Analyst', '2025-09-01T10:00:00Z')",
           {f.evaluationId});
    insert(db,
           "INSERT INTO rating (evaluation_id, suggested_tier, assigned_tier, justification, explanation, assigned_by, "
           "assigned_at) VALUES (?, 'silver', 'gold', ?, ?, 'R. Analyst', '2025-09-16T10:00:00Z')",
           {f.evaluationId,
            QStringLiteral("Networking and storage measured at or above the H100 baselines and managed Slurm "
                           "worked on day one; the interviews confirmed responsive support. Ahead of Cirrus Metal "
                           "on every storage test."),
            QStringLiteral("Weighted score 3.9 of 5 suggests Silver. No gate triggered: attestation present, ACS "
                           "disabled, GPUDirect RDMA enabled, no billing during creation. Handover took 14 days "
                           "(penalised under Lifecycle).")});

    // Baselines in the shape the shipped library has (resources/baselines): the metric with its family
    // ("all_reduce.busbw"), a hardware key as HardwareKey writes it, the NCCL algorithm ("ring", "nvls", "" for any).
    const qint64 set = insert(db, "INSERT INTO baseline_set (version, note) VALUES ('fixture-1', '')", {});
    insert(db,
           "INSERT INTO baseline (set_id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
           "source) VALUES (?, 'all_reduce.busbw', '8xH100-SXM/nvlink', 'ring', 1073741824, 'GB/s', 'higher', 360, "
           "'nccl-tests on a reference H100 node')",
           {set});
    insert(db,
           "INSERT INTO baseline (set_id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
           "source) VALUES (?, 'all_reduce.busbw', '8xH100-SXM/nvlink', 'nvls', 1073741824, 'GB/s', 'higher', 470, "
           "'nccl-tests with NVLink SHARP on a reference H100 node')",
           {set});
    insert(db,
           "INSERT INTO baseline (set_id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
           "source) VALUES (?, 'h2d.bw', 'host/pcie-gen5', '', 268435456, 'GB/s', 'higher', 55, 'PCIe Gen5 x16')",
           {set});
    insert(db,
           "INSERT INTO baseline (set_id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
           "source) VALUES (?, 'gemm.bf16.tflops', 'H100-SXM/any', '', NULL, 'TFLOP/s', 'higher', 989, "
           "'dense BF16 peak of the H100 SXM data sheet')",
           {set});

    // Probe runs: bandwidth sweeps 8 B .. 8 GiB with repeats.
    QSqlQuery sample(db);
    sample.prepare(
        QStringLiteral("INSERT INTO sample (run_id, metric, size_bytes, value, unit) VALUES (?, ?, ?, ?, ?)"));
    for (int r = 0; r < o.probeRuns; ++r) {
        const bool coll = r % 2 == 0;
        const QString started = QStringLiteral("2025-08-2%1T1%2:00:00Z").arg(1 + r % 4).arg(r % 10);
        const qint64 run = insert(
            db,
            "INSERT INTO probe_run (provider_id, evaluation_id, kind, probe, operation, started_at, ended_at, status, "
            "exit_code, probe_version, bundle_hash, hardware_key, raw_sha256, env_json) VALUES (?, ?, 'probe', ?, ?, "
            "?, ?, 'ok', 0, '0.3.1', 'b3f1c2d4e5', '8xH100-SXM/nvlink', ?, ?)",
            {f.providerId, f.evaluationId, coll ? QStringLiteral("tb-coll") : QStringLiteral("tb-membw"),
             coll ? QStringLiteral("all_reduce") : QStringLiteral("h2d"), started,
             QString(started).replace(QStringLiteral(":00:00Z"), QStringLiteral(":20:00Z")),
             QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(r), QCryptographicHash::Sha256).toHex()),
             coll ? QStringLiteral("{\"NCCL_ALGO\":\"Ring\"}") : QStringLiteral("{}")});
        const QString metric = coll ? QStringLiteral("all_reduce.busbw") : QStringLiteral("h2d.bw");
        const double peak = coll ? 380.0 : 54.0;
        for (int e = 3; e <= 33; ++e) {
            const double size = std::ldexp(1.0, e);
            const double v = peak * size / (size + std::ldexp(1.0, 22));
            for (int k = 0; k < o.repeatsPerSize; ++k) {
                sample.addBindValue(run);
                sample.addBindValue(metric);
                sample.addBindValue(qint64(size));
                sample.addBindValue(v * (1.0 + 0.01 * (k % 3)));
                sample.addBindValue(QStringLiteral("GB/s"));
                sample.exec();
            }
        }
        const QByteArray log = QByteArray("# nccl-tests style output of run ") + QByteArray::number(r) + "\n";
        insert(db, "INSERT INTO raw_log (run_id, stream, content, sha256) VALUES (?, 'stdout', ?, ?)",
               {run, log, QString::fromLatin1(QCryptographicHash::hash(log, QCryptographicHash::Sha256).toHex())});
    }
    const qint64 gemm = insert(db,
                               "INSERT INTO probe_run (provider_id, evaluation_id, kind, probe, operation, started_at, "
                               "ended_at, status, probe_version, hardware_key) VALUES (?, ?, 'probe', 'tb-gemm', "
                               "'bf16', '2025-08-22T08:00:00Z', '2025-08-22T08:05:00Z', 'ok', '0.3.1', "
                               "'8xH100-SXM/nvlink')",
                               {f.providerId, f.evaluationId});
    insert(db, "INSERT INTO sample (run_id, metric, value, unit) VALUES (?, 'gemm.bf16.tflops', 712.4, 'TFLOP/s')",
           {gemm});

    const char* recipes[][2] = {{"install-pytorch", "41.2"},
                                {"ngc-pull-22GB", "8.7"},
                                {"import-torch", "3.1"},
                                {"load-15B-model", "126.5"},
                                {"whois-node-ip", "0.4"}};
    for (int r = 0; r < o.recipeRuns; ++r) {
        const qint64 run = insert(
            db,
            "INSERT INTO probe_run (provider_id, evaluation_id, kind, probe, started_at, ended_at, status, "
            "probe_version) VALUES (?, ?, 'recipe', ?, '2025-08-23T09:00:00Z', '2025-08-23T09:03:00Z', 'ok', '1')",
            {f.providerId, f.evaluationId, QString::fromLatin1(recipes[r % 5][0])});
        insert(db, "INSERT INTO sample (run_id, metric, value, unit) VALUES (?, 'duration', ?, 's')",
               {run, QString::fromLatin1(recipes[r % 5][1]).toDouble() + r / 5});
    }
    // The other provider's run: must never show up in this review.
    insert(db,
           "INSERT INTO probe_run (provider_id, kind, probe, status, probe_version) VALUES (?, 'probe', 'tb-node', "
           "'ok', '9.9.9-other')",
           {other1});

    for (int i = 0; i < o.interviews; ++i) {
        const QString person = i == 0 ? f.intervieweeName : QStringLiteral("Pat Person%1").arg(i);
        const qint64 iv = insert(
            db,
            "INSERT INTO interview (provider_id, held_on, interviewee_name, interviewee_role, org_type, channel, "
            "consent, notes_html) VALUES (?, ?, ?, ?, ?, 'video call', ?, ?)",
            {f.providerId, QStringLiteral("2025-09-0%1").arg(1 + i % 9), person,
             i % 2 ? QStringLiteral("Head of ML infrastructure") : QStringLiteral("Research engineer"),
             i % 3 == 0 ? QStringLiteral("ai_lab")
                        : (i % 3 == 1 ? QStringLiteral("startup") : QStringLiteral("research")),
             i == 2 ? 0 : 1,
             QStringLiteral("<p>%1 said support answered within the hour and the Slurm cluster was ready "
                            "on day one.</p><p>Compared with Borealis GPU the storage was faster. Node drains were "
                            "automatic.</p>")
                 .arg(person)});
        insert(db,
               "INSERT INTO interview_sentiment (interview_id, criterion_key, sentiment) VALUES (?, 'reliability', ?)",
               {iv, 1 + i % 2});
        insert(db, "INSERT INTO interview_sentiment (interview_id, criterion_key, sentiment) VALUES (?, 'pricing', ?)",
               {iv, -1});
    }
    db.commit();
    return f;
}

qint64 ReviewFixture::addRun(QSqlDatabase& db, const Run& run) const {
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO probe_run (provider_id, evaluation_id, kind, probe, operation, started_at, ended_at, status, "
        "exit_code, probe_version, hardware_key, env_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '0.3.1', ?, ?)"));
    for (const QVariant& v : {QVariant(providerId), QVariant(evaluationId), QVariant(run.kind), QVariant(run.probe),
                              QVariant(run.operation.isNull() ? QStringLiteral("") : run.operation),
                              QVariant(run.startedAt), QVariant(run.endedAt), QVariant(run.status),
                              run.exitCode ? QVariant(*run.exitCode) : QVariant(QMetaType(QMetaType::Int)),
                              QVariant(run.hardwareKey), QVariant(run.envJson)})
        q.addBindValue(v);
    if (!q.exec())
        qFatal("addRun: %s", qPrintable(q.lastError().text()));
    return q.lastInsertId().toLongLong();
}

void ReviewFixture::addFinding(QSqlDatabase& db, qint64 runId, const QString& kind, const QString& key,
                               const QString& status, const QString& value, const QString& detail) {
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO finding (run_id, kind, key, status, value, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(runId);
    for (const QString& v : {kind, key, status, value, detail}) {
        q.addBindValue(v.isNull() ? QStringLiteral("") : v);  // NOT NULL, default empty
    }
    if (!q.exec())
        qFatal("addFinding: %s", qPrintable(q.lastError().text()));
}

void ReviewFixture::addSample(QSqlDatabase& db, qint64 runId, const QString& metric, std::optional<qint64> sizeBytes,
                              double value, const QString& unit, const QString& extraJson) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO sample (run_id, metric, size_bytes, value, unit, extra_json) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(runId);
    q.addBindValue(metric);
    q.addBindValue(sizeBytes ? QVariant(*sizeBytes) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(value);
    q.addBindValue(unit);
    q.addBindValue(extraJson.isNull() ? QStringLiteral("") : extraJson);  // NOT NULL, default empty
    if (!q.exec())
        qFatal("addSample: %s", qPrintable(q.lastError().text()));
}

}  // namespace tb::test
