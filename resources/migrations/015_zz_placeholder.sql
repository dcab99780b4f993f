-- Placeholder: schema 15 belongs to another branch that had not landed when schema 16 (the run seal) was written.
-- The migrator stops at a gap, so this keeps 016 reachable. Delete this file (and its PostgreSQL twin) when the real
-- 015 is merged; its name sorts after any "015_" name a real migration is likely to have, and the migrator takes the
-- first file of a number, so the real one wins even if this is forgotten.
SELECT 1;
