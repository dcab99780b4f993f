-- Schema 13 (issue 16.3): the audit log says truthfully who did what. Beside `actor` (the analyst name the workbench
-- sends, from its Preferences) each entry records the database login that wrote it. SQLite has no logins: the
-- column stays empty there. On PostgreSQL the server fills it from session_user and a client cannot name anyone
-- else (see the PostgreSQL twin).
ALTER TABLE audit_log ADD COLUMN session_user_name TEXT NOT NULL DEFAULT '';
