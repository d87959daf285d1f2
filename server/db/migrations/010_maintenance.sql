-- Maintenance of assets, with due reminders (issue 9).
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). Money: integer minor units + ISO currency.

create table maintenance (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete restrict,
  kind text not null check (kind in ('preventive', 'corrective', 'inspection')),
  title text not null check (char_length(title) between 1 and 200),
  description text,
  -- Due when the date comes or the asset's odometer reaches due_odometer_km, whichever first;
  -- at least one of the two.
  scheduled_at timestamptz,
  due_odometer_km integer check (due_odometer_km >= 0),
  -- Recurring work: completing it schedules the next one that many days and/or km later.
  repeat_every_days integer check (repeat_every_days between 1 and 3650),
  repeat_every_km integer check (repeat_every_km between 1 and 1000000),
  status text not null default 'scheduled'
    check (status in ('scheduled', 'in_progress', 'completed', 'cancelled')),
  started_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  -- Recorded when completed.
  cost bigint check (cost >= 0),
  currency char(3) not null default 'EUR',
  vendor text,
  completed_odometer_km integer check (completed_odometer_km >= 0),
  -- The work this one follows (recurring), if any.
  previous_id uuid references maintenance (id) on delete set null,
  -- A reminder is mailed once per level: the row records it in the mail's transaction.
  due_soon_notified_at timestamptz,
  overdue_notified_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (scheduled_at is not null or due_odometer_km is not null)
);
create index maintenance_asset_idx on maintenance (asset_id, created_at, id);
-- Scheduled work by due date: the upcoming list and the due-level filter.
create index maintenance_scheduled_due_idx on maintenance (scheduled_at, id)
  where status = 'scheduled';
-- The list's sort keys (docs/maintenance.md), each with the id last.
create index maintenance_status_idx on maintenance (status, created_at, id);
create index maintenance_created_idx on maintenance (created_at, id);
create index maintenance_scheduled_idx on maintenance (scheduled_at, id);
create index maintenance_kind_idx on maintenance (kind, created_at, id);
create index maintenance_title_idx on maintenance (lower(title), id);
create index maintenance_title_trgm_idx on maintenance using gin (title gin_trgm_ops);
create index maintenance_vendor_trgm_idx on maintenance using gin (vendor gin_trgm_ops);
-- The reminder job's queue: scheduled work not yet reminded as overdue, by date and by
-- odometer (the odometer side joins the asset: only rows with a due odometer).
create index maintenance_reminder_date_idx on maintenance (scheduled_at)
  where status = 'scheduled' and overdue_notified_at is null;
create index maintenance_reminder_km_idx on maintenance (asset_id)
  where status = 'scheduled' and overdue_notified_at is null and due_odometer_km is not null;
-- Completing recurring work schedules one next piece of work, never two (next_id reads it).
create unique index maintenance_previous_key on maintenance (previous_id)
  where previous_id is not null;
-- One piece of work in the workshop at a time per asset.
create unique index maintenance_in_progress_key on maintenance (asset_id)
  where status = 'in_progress';
