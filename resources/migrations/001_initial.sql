-- Schema 1: the whole data model of DESIGN.md "Data". Later schemas add to it through numbered scripts.
-- Timestamps are ISO 8601 UTC text. JSON columns hold small objects (arguments, environment, extras).

CREATE TABLE provider (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL CHECK (length(trim(name)) > 0),
    website         TEXT NOT NULL DEFAULT '',
    kind            TEXT NOT NULL DEFAULT 'neocloud'
                    CHECK (kind IN ('neocloud', 'hyperscaler', 'marketplace')),
    gpu_models      TEXT NOT NULL DEFAULT '',
    reference_tier  TEXT CHECK (reference_tier IN ('platinum', 'gold', 'silver', 'bronze', 'underperforming',
                                                   'unavailable')),
    reference_round TEXT NOT NULL DEFAULT '',
    v1_tier         TEXT CHECK (v1_tier IN ('platinum', 'gold', 'silver', 'bronze', 'underperform')),
    notes           TEXT NOT NULL DEFAULT '',
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX provider_name_unique ON provider (lower(trim(name)));

CREATE TABLE rubric_version (
    id          INTEGER PRIMARY KEY,
    version     TEXT NOT NULL UNIQUE,
    title       TEXT NOT NULL,
    published   TEXT NOT NULL DEFAULT '',
    source      TEXT NOT NULL DEFAULT '',
    content_sha256 TEXT NOT NULL DEFAULT ''
);

CREATE TABLE criterion (
    id          INTEGER PRIMARY KEY,
    rubric_id   INTEGER NOT NULL REFERENCES rubric_version (id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    name        TEXT NOT NULL,
    weight      REAL NOT NULL CHECK (weight >= 0),
    position    INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    UNIQUE (rubric_id, key)
);

CREATE TABLE check_item (
    id           INTEGER PRIMARY KEY,
    criterion_id INTEGER NOT NULL REFERENCES criterion (id) ON DELETE CASCADE,
    key          TEXT NOT NULL,
    title        TEXT NOT NULL,
    question     TEXT NOT NULL DEFAULT '',
    guidance     TEXT NOT NULL DEFAULT '',
    weight       REAL NOT NULL DEFAULT 1 CHECK (weight >= 0),
    position     INTEGER NOT NULL,
    gate         TEXT NOT NULL DEFAULT '',
    UNIQUE (criterion_id, key)
);

CREATE TABLE evaluation (
    id                  INTEGER PRIMARY KEY,
    provider_id         INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    rubric_id           INTEGER NOT NULL REFERENCES rubric_version (id),
    title               TEXT NOT NULL DEFAULT '',
    status              TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in_review', 'final')),
    reviewer            TEXT NOT NULL DEFAULT '',
    conflict_disclosure TEXT NOT NULL DEFAULT '',
    unavailable_reason  TEXT NOT NULL DEFAULT '' CHECK (unavailable_reason IN ('', 'not_launched', 'sold_out',
                                                        'government_only', 'access_refused', 'other')),
    handover_requested  TEXT NOT NULL DEFAULT '',
    handover_received   TEXT NOT NULL DEFAULT '',
    started_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX evaluation_provider ON evaluation (provider_id);

CREATE TABLE verdict (
    id             INTEGER PRIMARY KEY,
    evaluation_id  INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    check_item_id  INTEGER NOT NULL REFERENCES check_item (id),
    verdict        TEXT NOT NULL DEFAULT 'unknown' CHECK (verdict IN ('pass', 'partial', 'fail', 'na', 'unknown')),
    evidence       TEXT NOT NULL DEFAULT '',
    availability   TEXT NOT NULL DEFAULT 'ga' CHECK (availability IN ('ga', 'planned')),
    promised_date  TEXT NOT NULL DEFAULT '',
    suggested      TEXT CHECK (suggested IN ('pass', 'partial', 'fail', 'na', 'unknown')),
    suggested_from TEXT NOT NULL DEFAULT '',
    confirmed      INTEGER NOT NULL DEFAULT 1,
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (evaluation_id, check_item_id)
);

CREATE TABLE node (
    id                   INTEGER PRIMARY KEY,
    evaluation_id        INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    name                 TEXT NOT NULL,
    host                 TEXT NOT NULL,
    port                 INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),
    user_name            TEXT NOT NULL DEFAULT '',
    jump                 TEXT NOT NULL DEFAULT '',
    identity_file        TEXT NOT NULL DEFAULT '',
    launcher             TEXT NOT NULL DEFAULT 'direct' CHECK (launcher IN ('direct', 'slurm', 'kubernetes')),
    remote_dir           TEXT NOT NULL DEFAULT '~/.cache/tierbench',
    host_key_type        TEXT NOT NULL DEFAULT '',
    host_key_fingerprint TEXT NOT NULL DEFAULT '',
    gpu_model            TEXT NOT NULL DEFAULT '',
    gpu_count            INTEGER NOT NULL DEFAULT 0,
    fabric               TEXT NOT NULL DEFAULT '',
    notes                TEXT NOT NULL DEFAULT ''
);

CREATE TABLE probe_run (
    id            INTEGER PRIMARY KEY,
    provider_id   INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    evaluation_id INTEGER REFERENCES evaluation (id) ON DELETE SET NULL,
    node_id       INTEGER REFERENCES node (id) ON DELETE SET NULL,
    kind          TEXT NOT NULL DEFAULT 'probe' CHECK (kind IN ('probe', 'recipe', 'import')),
    probe         TEXT NOT NULL,
    operation     TEXT NOT NULL DEFAULT '',
    args_json     TEXT NOT NULL DEFAULT '{}',
    started_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    ended_at      TEXT,
    status        TEXT NOT NULL DEFAULT 'running'
                  CHECK (status IN ('running', 'ok', 'failed', 'cancelled', 'interrupted')),
    exit_code     INTEGER,
    probe_version TEXT NOT NULL DEFAULT '',
    bundle_hash   TEXT NOT NULL DEFAULT '',
    env_json      TEXT NOT NULL DEFAULT '{}',
    hardware_key  TEXT NOT NULL DEFAULT '',
    pgid          INTEGER,
    source_name   TEXT NOT NULL DEFAULT '',
    raw_sha256    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX probe_run_provider ON probe_run (provider_id);
CREATE INDEX probe_run_node ON probe_run (node_id);

CREATE TABLE sample (
    id         INTEGER PRIMARY KEY,
    run_id     INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    metric     TEXT NOT NULL,
    size_bytes INTEGER,
    value      REAL NOT NULL,
    unit       TEXT NOT NULL,
    extra_json TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sample_run ON sample (run_id, metric);

-- tb-node's and the system-tool imports' facts and checks.
CREATE TABLE finding (
    id      INTEGER PRIMARY KEY,
    run_id  INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    kind    TEXT NOT NULL CHECK (kind IN ('fact', 'check')),
    key     TEXT NOT NULL,
    status  TEXT NOT NULL DEFAULT '' CHECK (status IN ('', 'pass', 'warn', 'fail', 'waived', 'unknown')),
    value   TEXT NOT NULL DEFAULT '',
    detail  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX finding_run ON finding (run_id);

CREATE TABLE raw_log (
    run_id    INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    stream    TEXT NOT NULL CHECK (stream IN ('stdout', 'stderr')),
    content   BLOB NOT NULL DEFAULT x'',
    truncated INTEGER NOT NULL DEFAULT 0,
    sha256    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (run_id, stream)
);

-- Evidence links: a verdict rests on runs and on single findings.
CREATE TABLE verdict_evidence (
    verdict_id INTEGER NOT NULL REFERENCES verdict (id) ON DELETE CASCADE,
    run_id     INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
    finding_id INTEGER REFERENCES finding (id) ON DELETE CASCADE,
    note       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (verdict_id, run_id)
);

CREATE TABLE interview (
    id               INTEGER PRIMARY KEY,
    provider_id      INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    held_on          TEXT NOT NULL,
    interviewee_name TEXT NOT NULL DEFAULT '',
    interviewee_role TEXT NOT NULL DEFAULT '',
    org_type         TEXT NOT NULL DEFAULT 'other'
                     CHECK (org_type IN ('ai_lab', 'enterprise', 'startup', 'research', 'other')),
    channel          TEXT NOT NULL DEFAULT '',
    consent          INTEGER NOT NULL DEFAULT 0,
    notes_html       TEXT NOT NULL DEFAULT '',
    tags             TEXT NOT NULL DEFAULT '',
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX interview_provider ON interview (provider_id);

CREATE TABLE interview_sentiment (
    interview_id  INTEGER NOT NULL REFERENCES interview (id) ON DELETE CASCADE,
    criterion_key TEXT NOT NULL,
    sentiment     INTEGER NOT NULL CHECK (sentiment BETWEEN -2 AND 2),
    PRIMARY KEY (interview_id, criterion_key)
);

CREATE TABLE criterion_score (
    evaluation_id   INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    criterion_id    INTEGER NOT NULL REFERENCES criterion (id),
    suggested_score REAL,
    final_score     REAL CHECK (final_score IS NULL OR final_score BETWEEN 0 AND 5),
    rationale       TEXT NOT NULL DEFAULT '',
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (evaluation_id, criterion_id)
);

CREATE TABLE rating_round (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL UNIQUE,
    opened_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    closed_at TEXT
);

-- Every tier assignment, newest last; nothing is ever updated in place.
CREATE TABLE rating (
    id             INTEGER PRIMARY KEY,
    evaluation_id  INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    round_id       INTEGER REFERENCES rating_round (id),
    suggested_tier TEXT NOT NULL DEFAULT '',
    assigned_tier  TEXT NOT NULL CHECK (assigned_tier IN ('platinum', 'gold', 'silver', 'bronze',
                                                          'underperforming', 'unavailable')),
    justification  TEXT NOT NULL DEFAULT '',
    explanation    TEXT NOT NULL DEFAULT '',
    assigned_by    TEXT NOT NULL DEFAULT '',
    assigned_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX rating_evaluation ON rating (evaluation_id);

-- A closed round's frozen board.
CREATE TABLE round_assignment (
    round_id       INTEGER NOT NULL REFERENCES rating_round (id) ON DELETE CASCADE,
    provider_id    INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    assigned_tier  TEXT NOT NULL,
    suggested_tier TEXT NOT NULL DEFAULT '',
    reference_tier TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (round_id, provider_id)
);

CREATE TABLE baseline_set (
    id          INTEGER PRIMARY KEY,
    version     TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    note        TEXT NOT NULL DEFAULT ''
);

CREATE TABLE baseline (
    id            INTEGER PRIMARY KEY,
    set_id        INTEGER NOT NULL REFERENCES baseline_set (id) ON DELETE CASCADE,
    metric        TEXT NOT NULL,
    hardware_key  TEXT NOT NULL,
    algorithm     TEXT NOT NULL DEFAULT '',
    min_size      INTEGER,
    unit          TEXT NOT NULL,
    direction     TEXT NOT NULL CHECK (direction IN ('higher', 'lower')),
    expected      REAL NOT NULL,
    thresholds_json TEXT NOT NULL DEFAULT '{}',
    source        TEXT NOT NULL CHECK (length(trim(source)) > 0),
    note          TEXT NOT NULL DEFAULT ''
);

CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY,
    at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    actor     TEXT NOT NULL DEFAULT '',
    entity    TEXT NOT NULL,
    entity_id INTEGER,
    action    TEXT NOT NULL,
    before_json TEXT NOT NULL DEFAULT '',
    after_json  TEXT NOT NULL DEFAULT ''
);

-- The audit log is append-only: the database itself refuses edits and deletions.
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
