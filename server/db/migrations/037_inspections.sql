-- Inspections (issue 21, docs/compliance.md): checklist templates per asset type (the
-- superadmin's, extended by an owner or a business for its assets), pre-trip inspections with
-- the odometer, and the corrective work a failed critical item opens. Runs on PostgreSQL 15+
-- and PGlite (PostgreSQL 18).

-- A template: the platform's (no holder), or an owner's or a business's extension of it.
create table inspection_templates (
  id uuid primary key default gen_random_uuid(),
  asset_type_id uuid not null references asset_types (id) on delete cascade,
  owner_user_id uuid references users (id) on delete cascade,
  business_id uuid references businesses (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (owner_user_id is null or business_id is null)
);
create index inspection_templates_type_idx on inspection_templates (asset_type_id, created_at, id);
create index inspection_templates_owner_idx on inspection_templates (owner_user_id)
  where owner_user_id is not null;
create index inspection_templates_business_idx on inspection_templates (business_id)
  where business_id is not null;

create table inspection_template_items (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references inspection_templates (id) on delete cascade,
  position integer not null check (position >= 0),
  label text not null check (char_length(label) between 1 and 200),
  -- A failed critical item takes the asset out of service.
  critical boolean not null default false,
  unique (template_id, position)
);

create table inspections (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  kind text not null default 'pre_trip' check (kind in ('pre_trip', 'periodic')),
  inspector_user_id uuid references users (id) on delete set null,
  performed_at timestamptz not null default now(),
  odometer_km integer check (odometer_km >= 0),
  -- failed: a critical item failed; passed otherwise (`defects` counts the failed items).
  result text not null check (result in ('passed', 'failed')),
  defects integer not null default 0 check (defects >= 0),
  notes text,
  -- The corrective work a failed inspection opened; completing it resolves the inspection.
  -- (No foreign key: maintenance is never deleted, and a key would forbid truncating it.)
  maintenance_id uuid,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index inspections_asset_idx on inspections (asset_id, performed_at, id);
create index inspections_created_idx on inspections (created_at, id);
-- Failed inspections not yet repaired: the compliance rule reads them per asset.
create index inspections_open_failed_idx on inspections (asset_id)
  where result = 'failed' and resolved_at is null;
create index inspections_maintenance_idx on inspections (maintenance_id)
  where maintenance_id is not null;

-- Each item's answer, copied from the template at the time (a later template change keeps it).
create table inspection_answers (
  inspection_id uuid not null references inspections (id) on delete cascade,
  position integer not null,
  item_id uuid references inspection_template_items (id) on delete set null,
  label text not null,
  critical boolean not null,
  answer text not null check (answer in ('pass', 'fail', 'na')),
  note text check (char_length(note) <= 2000),
  photo_url text,
  primary key (inspection_id, position)
);

-- Completing the corrective work resolves the inspection it repairs (the maintenance moves of
-- docs/maintenance.md put the asset back in service).
create function flotte_inspection_repaired() returns trigger language plpgsql as $$
begin
  update inspections set resolved_at = new.completed_at
  where maintenance_id = new.id and resolved_at is null;
  return null;
end
$$;
create trigger inspection_repaired after update of status on maintenance
  for each row when (new.status = 'completed' and old.status <> 'completed')
  execute function flotte_inspection_repaired();

-- The platform's templates: a walk-around for each existing asset type.
with t as (
  insert into inspection_templates (asset_type_id, name)
  select id, 'Contrôle avant départ' from asset_types
  returning id
)
insert into inspection_template_items (template_id, position, label, critical)
select t.id, i.position, i.label, i.critical from t
cross join (values
  (0, 'Freins', true),
  (1, 'Pneumatiques', true),
  (2, 'Éclairage et signalisation', true),
  (3, 'Rétroviseurs et vitrages', false),
  (4, 'Niveaux (huile, liquide de refroidissement)', false),
  (5, 'Propreté et chargement', false)
) as i(position, label, critical);
