-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, checks.
-- Schema 3: each node may name its own known_hosts file (a test cluster's, or one kept per evaluation); empty means
-- the analyst's ~/.ssh/known_hosts. A path only, never key material.
ALTER TABLE node ADD COLUMN known_hosts_file TEXT NOT NULL DEFAULT '';
