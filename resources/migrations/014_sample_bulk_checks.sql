-- Schema 14 (issue 16.9): samples cheap to fill in bulk on PostgreSQL. Nothing changes here: SQLite checks the
-- sample's foreign key to its run with a lookup in the same b-tree page it writes, which costs next to nothing, so
-- the SQLite file keeps it as it is. The PostgreSQL twin replaces the per-row foreign-key check with per-statement
-- triggers that keep the same rules.
SELECT 1;
