-- Fuel and energy entries of assets (issue 21, docs/compliance.md): the consumption per 100 km
-- is computed between full fills when read; the distance since the asset's previous entry is
-- kept on each entry (the kilometres of the cost per km). Runs on PostgreSQL 15+ and PGlite.

create table fuel_entries (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  filled_at timestamptz not null,
  odometer_km integer not null check (odometer_km >= 0),
  -- Litres or kWh, to the thousandth.
  quantity numeric(12, 3) not null check (quantity > 0),
  unit text not null check (unit in ('l', 'kwh')),
  -- What the fill cost, minor units in the asset's currency.
  total_price bigint not null check (total_price >= 0),
  currency char(3) not null default 'EUR',
  full_fill boolean not null,
  station text check (char_length(station) <= 200),
  receipt_url text,
  notes text,
  -- Kilometres since the asset's previous entry (null for its first); the writes keep it.
  distance_km integer check (distance_km >= 0),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- An asset's entries in date order: its list, its neighbours, the consumption.
create index fuel_entries_asset_idx on fuel_entries (asset_id, filled_at, id);
create index fuel_entries_created_idx on fuel_entries (created_at, id);
