-- Schema 5: clusters. A cluster is a login node (a `node` row, reached like any node) plus a scheduler and the
-- defaults its jobs get. Jobs are what Tierbench submitted there; each feeds runs (cluster_job_run): one per compute
-- node for a cross-node audit, one for a collective. Names and settings only: no secret is stored.
CREATE TABLE cluster (
    id              INTEGER PRIMARY KEY,
    node_id         INTEGER NOT NULL UNIQUE REFERENCES node (id) ON DELETE CASCADE,
    scheduler       TEXT NOT NULL DEFAULT 'slurm' CHECK (scheduler IN ('slurm', 'kubernetes')),
    partition_name  TEXT NOT NULL DEFAULT '',
    account         TEXT NOT NULL DEFAULT '',
    qos             TEXT NOT NULL DEFAULT '',
    reservation     TEXT NOT NULL DEFAULT '',
    time_limit_min  INTEGER NOT NULL DEFAULT 30 CHECK (time_limit_min BETWEEN 1 AND 10080),
    container_image TEXT NOT NULL DEFAULT '',
    nccl_env_json   TEXT NOT NULL DEFAULT '{}',
    pending_limit_s INTEGER NOT NULL DEFAULT 900 CHECK (pending_limit_s >= 0),
    silence_limit_s INTEGER NOT NULL DEFAULT 600 CHECK (silence_limit_s >= 0),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE cluster_job (
    id             INTEGER PRIMARY KEY,
    cluster_id     INTEGER NOT NULL REFERENCES cluster (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('node_audit', 'probe', 'nccl_tests', 'recipe', 'pair')),
    scheduler_id   TEXT NOT NULL DEFAULT '',
    name           TEXT NOT NULL DEFAULT '',
    spec_json      TEXT NOT NULL DEFAULT '{}',
    script         TEXT NOT NULL DEFAULT '',
    state          TEXT NOT NULL DEFAULT '',
    reason         TEXT NOT NULL DEFAULT '',
    nodes          TEXT NOT NULL DEFAULT '',
    outcome        TEXT NOT NULL DEFAULT 'running'
                   CHECK (outcome IN ('running', 'ok', 'failed', 'cancelled', 'interrupted')),
    outcome_detail TEXT NOT NULL DEFAULT '',
    failed_nodes   TEXT NOT NULL DEFAULT '',
    exit_code      INTEGER,
    log            BLOB NOT NULL DEFAULT x'',  -- the job's own lines (the script's, srun's), capped
    submitted_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    started_at     TEXT,
    ended_at       TEXT
);
CREATE INDEX cluster_job_cluster ON cluster_job (cluster_id);

CREATE TABLE cluster_job_run (
    job_id       INTEGER NOT NULL REFERENCES cluster_job (id) ON DELETE CASCADE,
    run_id       INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    compute_node TEXT NOT NULL DEFAULT '',
    rank         INTEGER,
    PRIMARY KEY (job_id, run_id)
);
CREATE INDEX cluster_job_run_run ON cluster_job_run (run_id);

-- Named raw outputs of a run beside its two streams: the scheduler audit keeps each command's output here, so
-- every finding it suggests points at the text it was read from.
CREATE TABLE run_artifact (
    run_id    INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    name      TEXT NOT NULL,
    command   TEXT NOT NULL DEFAULT '',
    exit_code INTEGER,
    content   BLOB NOT NULL DEFAULT x'',
    truncated INTEGER NOT NULL DEFAULT 0,
    sha256    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (run_id, name)
);
