-- Schema 17 (issue 33): an engagement carried out unattended on a plain node, and each of its step instances. The
-- state lives here so that a killed workbench, a rebooted analyst's machine or a lost login picks up where it was:
-- the node's supervisor (core/engagement/NodeSupervisor) runs the steps, these rows say what was already read back.
-- The plan is kept as it was started (plan_json), the target with the SSH options needed to reconnect (paths and
-- names only, never a secret), and the consent to destructive steps (who, when, which). Times are ISO 8601 UTC text.
CREATE TABLE engagement (
    id                INTEGER PRIMARY KEY,
    provider_id       INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    evaluation_id     INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    node_id           INTEGER REFERENCES node (id) ON DELETE SET NULL,
    plan_name         TEXT NOT NULL CHECK (plan_name <> ''),
    plan_version      TEXT NOT NULL DEFAULT '',
    plan_json         TEXT NOT NULL,
    target_spec       TEXT NOT NULL DEFAULT '',
    jump              TEXT NOT NULL DEFAULT '',
    identity_file     TEXT NOT NULL DEFAULT '',
    known_hosts_file  TEXT NOT NULL DEFAULT '',
    phases            TEXT NOT NULL DEFAULT '',
    remote_dir        TEXT NOT NULL CHECK (remote_dir <> ''),
    state             TEXT NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'paused', 'ended', 'stopped')),
    state_note        TEXT NOT NULL DEFAULT '',
    consent_by        TEXT NOT NULL DEFAULT '',
    consent_at        TEXT NOT NULL DEFAULT '',
    consent_steps     TEXT NOT NULL DEFAULT '',
    budget_node_hours REAL NOT NULL DEFAULT 0,
    created_by        TEXT NOT NULL DEFAULT '',
    created_at        TEXT NOT NULL DEFAULT '',
    ended_at          TEXT NOT NULL DEFAULT ''
);
CREATE INDEX engagement_provider ON engagement (provider_id);

CREATE TABLE engagement_step (
    id             INTEGER PRIMARY KEY,
    engagement_id  INTEGER NOT NULL REFERENCES engagement (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL,
    step_name      TEXT NOT NULL,
    instance_id    TEXT NOT NULL,
    phase          TEXT NOT NULL DEFAULT '',
    kind           TEXT NOT NULL DEFAULT 'probe' CHECK (kind IN ('probe', 'recipe', 'audit', 'import')),
    target         TEXT NOT NULL DEFAULT '',
    where_text     TEXT NOT NULL DEFAULT '',
    nodes          INTEGER NOT NULL DEFAULT 1 CHECK (nodes >= 1),
    deadline_s     INTEGER NOT NULL DEFAULT 0,
    state          TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'ended', 'failed', 'skipped',
                                                                    'left_out', 'cancelled')),
    attempt        INTEGER NOT NULL DEFAULT 0,
    exit_code      INTEGER,
    started_at     TEXT NOT NULL DEFAULT '',
    ended_at       TEXT NOT NULL DEFAULT '',
    node_hours     REAL NOT NULL DEFAULT 0,
    note           TEXT NOT NULL DEFAULT '',
    output_sha256  TEXT NOT NULL DEFAULT '',
    run_id         INTEGER REFERENCES probe_run (id) ON DELETE SET NULL,
    UNIQUE (engagement_id, instance_id)
);
CREATE INDEX engagement_step_order ON engagement_step (engagement_id, position);
