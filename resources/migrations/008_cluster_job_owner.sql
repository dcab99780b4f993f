-- Schema 8 (issue 15): which process on which machine watches a cluster job, as 006 did for runs. A job whose
-- watcher died without ending it (SIGKILL, a crash) is found at the next start: marked interrupted with
-- cancel_pending = 1, and the next connection to its cluster cancels it with scancel, so no Slurm job is left
-- behind. A cross-node audit has no run of its own until a node writes, so the job itself must carry the owner.
ALTER TABLE cluster_job ADD COLUMN owner_pid INTEGER;
ALTER TABLE cluster_job ADD COLUMN owner_host TEXT NOT NULL DEFAULT '';
ALTER TABLE cluster_job ADD COLUMN cancel_pending INTEGER NOT NULL DEFAULT 0;
