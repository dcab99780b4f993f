-- Schema 6 (issue 13.6, 13.8).
-- A run's output is appended as chunks while it runs (appending to one blob rewrote the whole stored log on every
-- flush: quadratic) and folded into raw_log.content once, when the run is sealed. `at_byte` is the chunk's first
-- byte in the stream.
CREATE TABLE raw_log_chunk (
    id      INTEGER PRIMARY KEY,
    run_id  INTEGER NOT NULL,
    stream  TEXT NOT NULL,
    at_byte  INTEGER NOT NULL,
    content BLOB NOT NULL,
    FOREIGN KEY (run_id, stream) REFERENCES raw_log (run_id, stream) ON DELETE CASCADE
);
CREATE UNIQUE INDEX raw_log_chunk_order ON raw_log_chunk (run_id, stream, at_byte);

-- Which process on which machine owns a run while it is `running`: a run whose owner died without ending it
-- (SIGKILL, power loss) is found at the next start and marked interrupted; remote_cleanup = 1 then asks the next
-- connection to its node to end the run's remote process group.
ALTER TABLE probe_run ADD COLUMN owner_pid INTEGER;
ALTER TABLE probe_run ADD COLUMN owner_host TEXT NOT NULL DEFAULT '';
ALTER TABLE probe_run ADD COLUMN remote_cleanup INTEGER NOT NULL DEFAULT 0;
