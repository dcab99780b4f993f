-- tierbench-migrator: foreign-keys-off
-- Schema 15 (issue 33.1): the ClusterMAX 3.0 tier model. 3.0 added the tier Participation Ribbon between Bronze and
-- Underperforming, and says "unable to test" of a provider it could not test, which is not the tier Unavailable
-- (docs/DESIGN.md, Rating).
--   * provider.reference_tier and rating.assigned_tier accept 'participation_ribbon'. SQLite cannot change a CHECK in
--     place, so both tables are rebuilt with the same columns in the same order. The first line above asks the
--     migrator to run this script with foreign keys off (they cannot be switched inside a transaction), as SQLite's
--     own procedure for such changes does: dropping the old provider table with them on would cascade into every
--     evaluation, run and interview. The migrator checks every foreign key before it commits.
--   * evaluation.unable_to_test: an evaluation state, not a tier. Marked, the evaluation has no tier; assigning a
--     tier clears it (core/usecase/RatingWorkflow).
--   * check_item.source: where a check item comes from (the 3.0 rubric names a public source for each new item);
--     older rubrics' items keep an empty source. Evaluations keep the rubric version they were made under.
CREATE TABLE provider_v15 (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL CHECK (length(trim(name)) > 0),
    website         TEXT NOT NULL DEFAULT '',
    kind            TEXT NOT NULL DEFAULT 'neocloud'
                    CHECK (kind IN ('neocloud', 'hyperscaler', 'marketplace')),
    gpu_models      TEXT NOT NULL DEFAULT '',
    reference_tier  TEXT CHECK (reference_tier IN ('platinum', 'gold', 'silver', 'bronze', 'participation_ribbon',
                                                   'underperforming', 'unavailable')),
    reference_round TEXT NOT NULL DEFAULT '',
    v1_tier         TEXT CHECK (v1_tier IN ('platinum', 'gold', 'silver', 'bronze', 'underperform')),
    notes           TEXT NOT NULL DEFAULT '',
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    row_version     INTEGER NOT NULL DEFAULT 1,
    changed_by      TEXT NOT NULL DEFAULT '',
    changed_at      TEXT NOT NULL DEFAULT ''
);
INSERT INTO provider_v15 (id, name, website, kind, gpu_models, reference_tier, reference_round, v1_tier, notes,
                          created_at, updated_at, row_version, changed_by, changed_at)
    SELECT id, name, website, kind, gpu_models, reference_tier, reference_round, v1_tier, notes, created_at,
           updated_at, row_version, changed_by, changed_at FROM provider;
DROP TABLE provider;
ALTER TABLE provider_v15 RENAME TO provider;
CREATE UNIQUE INDEX provider_name_unique ON provider (lower(trim(name)));

CREATE TABLE rating_v15 (
    id             INTEGER PRIMARY KEY,
    evaluation_id  INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    round_id       INTEGER REFERENCES rating_round (id),
    suggested_tier TEXT NOT NULL DEFAULT '',
    assigned_tier  TEXT NOT NULL CHECK (assigned_tier IN ('platinum', 'gold', 'silver', 'bronze',
                                                          'participation_ribbon', 'underperforming', 'unavailable')),
    justification  TEXT NOT NULL DEFAULT '',
    explanation    TEXT NOT NULL DEFAULT '',
    assigned_by    TEXT NOT NULL DEFAULT '',
    assigned_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    row_version    INTEGER NOT NULL DEFAULT 1,
    changed_by     TEXT NOT NULL DEFAULT '',
    changed_at     TEXT NOT NULL DEFAULT ''
);
INSERT INTO rating_v15 (id, evaluation_id, round_id, suggested_tier, assigned_tier, justification, explanation,
                        assigned_by, assigned_at, row_version, changed_by, changed_at)
    SELECT id, evaluation_id, round_id, suggested_tier, assigned_tier, justification, explanation, assigned_by,
           assigned_at, row_version, changed_by, changed_at FROM rating;
DROP TABLE rating;
ALTER TABLE rating_v15 RENAME TO rating;
CREATE INDEX rating_evaluation ON rating (evaluation_id);

ALTER TABLE evaluation ADD COLUMN unable_to_test INTEGER NOT NULL DEFAULT 0 CHECK (unable_to_test IN (0, 1));
ALTER TABLE check_item ADD COLUMN source TEXT NOT NULL DEFAULT '';
