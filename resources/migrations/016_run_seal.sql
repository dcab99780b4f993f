-- Schema 16 (issue 38.6): a per-run seal that `verify` checks. A log's own hash covers its bytes only; a deleted log,
-- a changed hardware key (which moves the baselines a run is compared with), a renamed collective, a log marked as cut
-- at the cap (which excuses it from being parsed again) or a removed import format passed `verify`. The seal is a
-- SHA-256 over the run's kind, probe, operation, hardware key, arguments, imported file's hash and every stored log
-- stream with its hash and truncated flag (core/domain/RunSeal), written when the run is stored or finished and
-- whenever Tierbench itself changes one of them. Runs stored before this schema keep '' and `verify` says they were
-- hashed under the old scheme.
ALTER TABLE probe_run ADD COLUMN seal_sha256 TEXT NOT NULL DEFAULT '';
