-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, checks.
-- Schema 9 (issue 16.4 and 16.5): row versions as in the SQLite script, and change notifications. Every write to a
-- table a view shows sends NOTIFY on the channel tierbench_changes inside the writing transaction, so the listeners
-- of the other workbenches hear it only when (and if) it commits. The payload is small: the table, the row's id and
-- provider_id where the row has them, and the writer's backend pid (a workbench skips its own). Bulk tables
-- (samples, raw logs) notify once per statement, not per row.
ALTER TABLE provider ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE provider ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE provider ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE evaluation ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE verdict ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE verdict ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE verdict ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE interview ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE interview ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE interview ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE rating ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE rating ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rating ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE node ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE node ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE node ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE price_record ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE price_record ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE price_record ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
ALTER TABLE cluster ADD COLUMN row_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE cluster ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE cluster ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';

CREATE FUNCTION tb_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r jsonb;
BEGIN
    IF TG_LEVEL = 'ROW' THEN
        IF TG_OP = 'DELETE' THEN
            r := to_jsonb(OLD);
        ELSE
            r := to_jsonb(NEW);
        END IF;
        PERFORM pg_notify('tierbench_changes', TG_TABLE_NAME || ' ' || COALESCE(r ->> 'id', '-') || ' '
                          || COALESCE(r ->> 'provider_id', '-') || ' ' || pg_backend_pid());
    ELSE
        PERFORM pg_notify('tierbench_changes', TG_TABLE_NAME || ' - - ' || pg_backend_pid());
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER provider_notify AFTER INSERT OR UPDATE OR DELETE ON provider FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER evaluation_notify AFTER INSERT OR UPDATE OR DELETE ON evaluation FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER verdict_notify AFTER INSERT OR UPDATE OR DELETE ON verdict FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER verdict_evidence_notify AFTER INSERT OR UPDATE OR DELETE ON verdict_evidence FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER node_notify AFTER INSERT OR UPDATE OR DELETE ON node FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER probe_run_notify AFTER INSERT OR UPDATE OR DELETE ON probe_run FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER finding_notify AFTER INSERT OR UPDATE OR DELETE ON finding FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER run_artifact_notify AFTER INSERT OR UPDATE OR DELETE ON run_artifact FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER interview_notify AFTER INSERT OR UPDATE OR DELETE ON interview FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER interview_sentiment_notify AFTER INSERT OR UPDATE OR DELETE ON interview_sentiment FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER criterion_score_notify AFTER INSERT OR UPDATE OR DELETE ON criterion_score FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER rating_notify AFTER INSERT OR UPDATE OR DELETE ON rating FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER rating_round_notify AFTER INSERT OR UPDATE OR DELETE ON rating_round FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER round_assignment_notify AFTER INSERT OR UPDATE OR DELETE ON round_assignment FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER baseline_notify AFTER INSERT OR UPDATE OR DELETE ON baseline FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER baseline_set_notify AFTER INSERT OR UPDATE OR DELETE ON baseline_set FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER rubric_version_notify AFTER INSERT OR UPDATE OR DELETE ON rubric_version FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER criterion_notify AFTER INSERT OR UPDATE OR DELETE ON criterion FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER check_item_notify AFTER INSERT OR UPDATE OR DELETE ON check_item FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER walkthrough_state_notify AFTER INSERT OR UPDATE OR DELETE ON walkthrough_state FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER walkthrough_timer_notify AFTER INSERT OR UPDATE OR DELETE ON walkthrough_timer FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER price_record_notify AFTER INSERT OR UPDATE OR DELETE ON price_record FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER cluster_notify AFTER INSERT OR UPDATE OR DELETE ON cluster FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER cluster_job_notify AFTER INSERT OR UPDATE OR DELETE ON cluster_job FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER cluster_job_run_notify AFTER INSERT OR UPDATE OR DELETE ON cluster_job_run FOR EACH ROW EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER sample_notify AFTER INSERT OR UPDATE OR DELETE ON sample FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER raw_log_notify AFTER INSERT OR UPDATE OR DELETE ON raw_log FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_change();
CREATE TRIGGER raw_log_chunk_notify AFTER INSERT OR UPDATE OR DELETE ON raw_log_chunk FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_change();
