-- Schema 11 belongs to issue 18's blind runs, branch trustB. This placeholder keeps the numbers contiguous (Migrator stops at a
-- gap) so migration 013 applies on this branch; when that branch's 011 script is merged, delete this file and its
-- PostgreSQL twin, since two 011 scripts would leave one of them silently unapplied.
SELECT 1;
