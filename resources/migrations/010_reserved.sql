-- Schema 10 is issue 18's other half (fact-check bundles and disputes, branch trustA). This placeholder keeps the
-- numbers contiguous (Migrator stops at a gap) until that branch's 010 script is merged: then delete this file and
-- its PostgreSQL twin, since two 010 scripts would leave one of them silently unapplied.
SELECT 1;
