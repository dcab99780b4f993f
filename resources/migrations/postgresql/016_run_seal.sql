-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, rules.
ALTER TABLE probe_run ADD COLUMN seal_sha256 TEXT NOT NULL DEFAULT '';
