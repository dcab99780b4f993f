-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, checks.
-- Schema 13 (issue 16.3): each audit entry records the login (session_user, not a SET ROLE) that wrote it. Entries
-- older than this migration keep an empty name (they were written before anyone recorded it).
ALTER TABLE audit_log ADD COLUMN session_user_name TEXT NOT NULL DEFAULT '';
ALTER TABLE audit_log ALTER COLUMN session_user_name SET DEFAULT (session_user)::text;

-- The server decides the name, whatever the client sent, for every login but the schema's owner (the migration
-- role, or a superuser): the owner can drop this trigger anyway, and `db copy` into a team database, which runs as
-- the owner, must keep the names the archived entries carry so that its digest matches the source's.
CREATE FUNCTION audit_log_session_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT pg_has_role(session_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
        NEW.session_user_name := session_user;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER audit_log_session_user BEFORE INSERT ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_session_user();
