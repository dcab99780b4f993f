-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, rules.
-- Schema 14 (issue 16.9): a million samples in seconds. PostgreSQL checks a foreign key with one query per inserted
-- row; for the sample table that was half the time of a bulk load (COPY of 1,000,000 rows: 9.7 s with the key,
-- 4.7 s without, same indexes). The key is replaced by statement-level triggers that keep its three rules, each
-- looking at the whole statement's rows at once (transition tables):
--   * a sample names a run that exists (insert and update; SQLSTATE 23503, the key's own error), and that run is
--     locked FOR KEY SHARE like the key's check does, so a run deleted meanwhile cannot leave samples behind;
--   * deleting runs deletes their samples (the key's ON DELETE CASCADE, also when a provider's deletion cascades
--     to its runs);
--   * a run's id cannot change while samples point at it (the key's NO ACTION).
-- Like the key's own checks, the functions run as the schema's owner (SECURITY DEFINER, the migration's search
-- path): an analyst's delete of a run cascades whatever that role may do on the sample table itself.
-- The reference stays visible to the catalogue (SchemaCatalog reads it from the comment on sample.run_id), so
-- `db copy` still writes runs before their samples.
ALTER TABLE sample DROP CONSTRAINT sample_run_id_fkey;
COMMENT ON COLUMN sample.run_id IS 'references probe_run (id) on delete cascade: checked per statement by the triggers sample_run_exists_*, probe_run_delete_samples and probe_run_id_kept (migration 014)';

CREATE FUNCTION tb_sample_run_exists() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    missing bigint;
BEGIN
    WITH wanted AS MATERIALIZED (SELECT DISTINCT run_id FROM new_samples),
         found AS (SELECT id FROM probe_run WHERE id IN (SELECT run_id FROM wanted) FOR KEY SHARE)
    SELECT (SELECT count(*) FROM wanted) - (SELECT count(*) FROM found) INTO missing;
    IF missing > 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation',
            MESSAGE = 'insert or update on table "sample" violates foreign key constraint "sample_run_id_fkey"',
            DETAIL = format('%s of the run ids these samples name are not in the table "probe_run".', missing);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER sample_run_exists_insert AFTER INSERT ON sample REFERENCING NEW TABLE AS new_samples
    FOR EACH STATEMENT EXECUTE FUNCTION tb_sample_run_exists();
CREATE TRIGGER sample_run_exists_update AFTER UPDATE ON sample REFERENCING NEW TABLE AS new_samples
    FOR EACH STATEMENT EXECUTE FUNCTION tb_sample_run_exists();

CREATE FUNCTION tb_probe_run_delete_samples() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    DELETE FROM sample WHERE run_id IN (SELECT id FROM old_runs);
    RETURN NULL;
END
$$;
CREATE TRIGGER probe_run_delete_samples AFTER DELETE ON probe_run REFERENCING OLD TABLE AS old_runs
    FOR EACH STATEMENT EXECUTE FUNCTION tb_probe_run_delete_samples();

CREATE FUNCTION tb_probe_run_id_kept() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM sample WHERE run_id = OLD.id) THEN
        RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation',
            MESSAGE = 'update on table "probe_run" violates foreign key constraint "sample_run_id_fkey" on table "sample"',
            DETAIL = format('Samples still name the run %s.', OLD.id);
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER probe_run_id_kept BEFORE UPDATE OF id ON probe_run FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id)
    EXECUTE FUNCTION tb_probe_run_id_kept();
