-- Indexes of the in-house manager's dashboard and the lists it links to (issue 9).
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). See docs/manager.md.

-- Pending requests by age: the "waiting for an asset" figure and the `waiting_minutes` list
-- filter read exactly the old pending rows (requests_status_idx has no created_at, so it
-- would visit every pending row).
create index requests_pending_created_idx on requests (created_at, id) where status = 'pending';

-- Active leases by end date: "active" (end_date >= today) and "ending soon" are ranges on it,
-- as is the lease list's `ending_within_days`; leases_status_idx orders by created_at.
create index leases_active_end_idx on leases (end_date, id) where status = 'active';

-- Scheduled work due by odometer: the overdue and due-soon figures compare it with its asset's
-- odometer, so they read this subset whole, from the index alone (the work due by date is a
-- range on maintenance_scheduled_due_idx).
create index maintenance_scheduled_km_idx on maintenance (asset_id, due_odometer_km, id)
  where status = 'scheduled' and due_odometer_km is not null;
