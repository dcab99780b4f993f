-- Schema 11 (issue 18, items 3, 5 and 6): who ran a test under which account, independent score sheets, and the
-- reviewers' relationships with providers. Editable tables carry row_version / changed_by / changed_at as in 009.

-- Item 3, blind runs: the account a run ran under and how it was obtained. 'disclosed': the provider knows it is
-- the benchmark account (it could treat it better); 'independent': bought or borrowed without telling the provider.
-- Its own table, not probe_run columns: a run without a row here is simply not classified.
CREATE TABLE run_account (
    run_id      INTEGER PRIMARY KEY REFERENCES probe_run (id) ON DELETE CASCADE,
    account     TEXT NOT NULL CHECK (account <> ''),
    obtained    TEXT NOT NULL CHECK (obtained IN ('disclosed', 'independent')),
    note        TEXT NOT NULL DEFAULT '',
    row_version INTEGER NOT NULL DEFAULT 1,
    changed_by  TEXT NOT NULL DEFAULT '',
    changed_at  TEXT NOT NULL DEFAULT ''
);

-- Item 5, reviewer agreement: one sheet per reviewer and evaluation. submitted_at '' is a draft; a submitted sheet
-- is final (a change needs a new evaluation or the reconciliation). Nobody reads another's scores before every
-- sheet of the evaluation is submitted (core/trust/ScoreSheets refuses).
CREATE TABLE score_sheet (
    id            INTEGER PRIMARY KEY,
    evaluation_id INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    reviewer      TEXT NOT NULL CHECK (reviewer <> ''),
    submitted_at  TEXT NOT NULL DEFAULT '',
    row_version   INTEGER NOT NULL DEFAULT 1,
    changed_by    TEXT NOT NULL DEFAULT '',
    changed_at    TEXT NOT NULL DEFAULT '',
    UNIQUE (evaluation_id, reviewer)
);
CREATE TABLE score_sheet_entry (
    sheet_id     INTEGER NOT NULL REFERENCES score_sheet (id) ON DELETE CASCADE,
    criterion_id INTEGER NOT NULL REFERENCES criterion (id),
    score        INTEGER NOT NULL CHECK (score BETWEEN 0 AND 5),
    note         TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (sheet_id, criterion_id)
);
-- A reviewer's grade of one check item: 0 fail, 1 partial, 2 pass (the verdict scale, in order; n/a is not graded).
CREATE TABLE score_sheet_item (
    sheet_id      INTEGER NOT NULL REFERENCES score_sheet (id) ON DELETE CASCADE,
    check_item_id INTEGER NOT NULL REFERENCES check_item (id),
    grade         INTEGER NOT NULL CHECK (grade BETWEEN 0 AND 2),
    PRIMARY KEY (sheet_id, check_item_id)
);
-- How the final score of a criterion was reached from disagreeing sheets.
CREATE TABLE score_reconciliation (
    id            INTEGER PRIMARY KEY,
    evaluation_id INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    criterion_id  INTEGER NOT NULL REFERENCES criterion (id),
    final_score   REAL NOT NULL CHECK (final_score BETWEEN 0 AND 5),
    method        TEXT NOT NULL CHECK (method IN ('discussion', 'median', 'mean', 'lead')),
    note          TEXT NOT NULL DEFAULT '',
    reconciled_by TEXT NOT NULL DEFAULT '',
    reconciled_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX score_reconciliation_evaluation ON score_reconciliation (evaluation_id);

-- Item 6, conflicts of interest: a reviewer's relationship with a provider over a period (until '' = ongoing).
CREATE TABLE reviewer_conflict (
    id           INTEGER PRIMARY KEY,
    reviewer     TEXT NOT NULL CHECK (reviewer <> ''),
    provider_id  INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    relationship TEXT NOT NULL CHECK (relationship IN ('consulting', 'investment', 'employment', 'other')),
    valid_from   TEXT NOT NULL,
    valid_until  TEXT NOT NULL DEFAULT '',
    note         TEXT NOT NULL DEFAULT '',
    row_version  INTEGER NOT NULL DEFAULT 1,
    changed_by   TEXT NOT NULL DEFAULT '',
    changed_at   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX reviewer_conflict_provider ON reviewer_conflict (provider_id);
