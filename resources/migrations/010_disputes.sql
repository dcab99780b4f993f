-- Schema 10 (issue 18.2): disputes. A provider answers its fact-check bundle with a file of disputes (docs/disputes.md);
-- each becomes one row on its rubric item: the claim, the supporting evidence (text and an optional attached file
-- with its SHA-256), whom to answer, and the analyst's decision with the reasoning. An accepted dispute that asks
-- for another verdict changes the verdict through the checklist's audited path in the same transaction. Times are
-- written by the program (SqlDialect::nowText()); row_version/changed_by/changed_at as in schema 9.
CREATE TABLE dispute (
    id                 INTEGER PRIMARY KEY,
    provider_id        INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    evaluation_id      INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    check_item_id      INTEGER NOT NULL REFERENCES check_item (id),
    claim              TEXT NOT NULL CHECK (claim <> ''),
    requested_verdict  TEXT NOT NULL DEFAULT '' CHECK (requested_verdict IN ('', 'pass', 'partial', 'fail', 'na',
                                                                             'unknown')),
    evidence_text      TEXT NOT NULL DEFAULT '',
    attachment_name    TEXT NOT NULL DEFAULT '',
    attachment         BLOB,
    attachment_sha256  TEXT NOT NULL DEFAULT '',
    contact            TEXT NOT NULL DEFAULT '',
    source_name        TEXT NOT NULL DEFAULT '',
    source_sha256      TEXT NOT NULL DEFAULT '',
    state              TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'rejected')),
    reasoning          TEXT NOT NULL DEFAULT '',
    decided_by         TEXT NOT NULL DEFAULT '',
    decided_at         TEXT NOT NULL DEFAULT '',
    received_at        TEXT NOT NULL DEFAULT '',
    row_version        INTEGER NOT NULL DEFAULT 1,
    changed_by         TEXT NOT NULL DEFAULT '',
    changed_at         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX dispute_provider ON dispute (provider_id);
CREATE INDEX dispute_evaluation ON dispute (evaluation_id, check_item_id);
