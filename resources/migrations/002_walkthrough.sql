-- Schema 2: walkthrough sessions with a provider can pause and resume across days. One row per evaluation holds
-- where the session stands; one row per criterion the time spent on it. Verdicts themselves stay in `verdict`.
CREATE TABLE walkthrough_state (
    evaluation_id INTEGER PRIMARY KEY REFERENCES evaluation (id) ON DELETE CASCADE,
    check_item_id INTEGER REFERENCES check_item (id) ON DELETE SET NULL,
    paused        INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
    finished      INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE walkthrough_timer (
    evaluation_id INTEGER NOT NULL REFERENCES evaluation (id) ON DELETE CASCADE,
    criterion_id  INTEGER NOT NULL REFERENCES criterion (id) ON DELETE CASCADE,
    elapsed_ms    INTEGER NOT NULL DEFAULT 0 CHECK (elapsed_ms >= 0),
    PRIMARY KEY (evaluation_id, criterion_id)
);
