-- Schema 12 belongs to issue 20's Kubernetes schema, branch k8s. This placeholder keeps the numbers contiguous (Migrator stops at a
-- gap) so migration 013 applies on this branch; when that branch's 012 script is merged, delete this file and its
-- PostgreSQL twin, since two 012 scripts would leave one of them silently unapplied.
SELECT 1;
