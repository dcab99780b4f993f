-- Schema 9 (issue 16.4): no lost edits. Every row a person edits carries a version, who changed it last and when.
-- An update names the version it read (core/store/RowVersion): when the row has moved on since, the update is
-- refused with who changed it and when, instead of silently overwriting another analyst's edit. Existing rows start
-- at version 1 with nobody named (they predate the column).
ALTER TABLE provider ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE provider ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE provider ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE evaluation ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE verdict ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE verdict ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE verdict ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE interview ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE interview ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE interview ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE rating ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE rating ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rating ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE node ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE node ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE node ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE price_record ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE price_record ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE price_record ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE cluster ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cluster ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE cluster ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
