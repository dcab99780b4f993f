-- Schema 4: price records per provider. One row is one quoted price of one GPU model under one commitment term,
-- valid from `effective_on`; a new quote is a new row with a later date (the older ones stay as history, so prices
-- are versioned by date). NULL in an optional price means "not known"; a component listed in `bundled` is included
-- in the GPU price. Every row names its source.
CREATE TABLE price_record (
    id                          INTEGER PRIMARY KEY,
    provider_id                 INTEGER NOT NULL REFERENCES provider (id) ON DELETE CASCADE,
    gpu_model                   TEXT NOT NULL CHECK (length(trim(gpu_model)) > 0),
    usd_per_gpu_hour            REAL NOT NULL CHECK (usd_per_gpu_hour >= 0 AND usd_per_gpu_hour < 100),
    term                        TEXT NOT NULL DEFAULT 'on_demand'
                                CHECK (term IN ('on_demand', '1_month', '3_months', '6_months', '1_year', '2_years',
                                                '3_years')),
    bundled                     TEXT NOT NULL DEFAULT '',
    storage_usd_per_tb_month    REAL CHECK (storage_usd_per_tb_month >= 0),
    network_usd_per_hour        REAL CHECK (network_usd_per_hour >= 0),
    control_plane_usd_per_hour  REAL CHECK (control_plane_usd_per_hour >= 0),
    support_pct                 REAL CHECK (support_pct >= 0 AND support_pct <= 100),
    egress_usd_per_tb           REAL CHECK (egress_usd_per_tb >= 0),
    expansion_terms             TEXT NOT NULL DEFAULT '',
    source                      TEXT NOT NULL CHECK (length(trim(source)) > 0),
    effective_on                TEXT NOT NULL CHECK (effective_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    notes                       TEXT NOT NULL DEFAULT '',
    updated_at                  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (provider_id, gpu_model, term, effective_on)
);
CREATE INDEX price_record_provider ON price_record (provider_id, gpu_model, term, effective_on);
