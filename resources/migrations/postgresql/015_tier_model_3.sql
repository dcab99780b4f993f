-- PostgreSQL form of the SQLite script of the same name, which is the reference: same tables, columns, checks.
-- Schema 15 (issue 33.1): the ClusterMAX 3.0 tier model. PostgreSQL changes the two tier checks in place (no
-- rebuild, so the row-version and notify triggers of schema 9 stay as they are).
ALTER TABLE provider DROP CONSTRAINT provider_reference_tier_check;
ALTER TABLE provider ADD CONSTRAINT provider_reference_tier_check
    CHECK (reference_tier IN ('platinum', 'gold', 'silver', 'bronze', 'participation_ribbon', 'underperforming',
                              'unavailable'));
ALTER TABLE rating DROP CONSTRAINT rating_assigned_tier_check;
ALTER TABLE rating ADD CONSTRAINT rating_assigned_tier_check
    CHECK (assigned_tier IN ('platinum', 'gold', 'silver', 'bronze', 'participation_ribbon', 'underperforming',
                             'unavailable'));
ALTER TABLE evaluation ADD COLUMN unable_to_test BIGINT NOT NULL DEFAULT 0 CHECK (unable_to_test IN (0, 1));
ALTER TABLE check_item ADD COLUMN source TEXT NOT NULL DEFAULT '';
