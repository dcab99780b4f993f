-- Schema 7 (issue 12.9): evaluations are made and closed by the analyst. The testing window is the period the
-- provider lent the hardware for (dates, ISO 8601, '' when not agreed yet); closed_at is when the analyst closed
-- the evaluation (its status became final), '' while it is open.
ALTER TABLE evaluation ADD COLUMN testing_from TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN testing_until TEXT NOT NULL DEFAULT '';
ALTER TABLE evaluation ADD COLUMN closed_at TEXT NOT NULL DEFAULT '';
