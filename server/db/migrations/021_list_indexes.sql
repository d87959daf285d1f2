-- The indexes the prepared pages of the large lists read in order (issue 18, docs/totals.md
-- "Prepared pages"): each one's first columns are a list's conditions, its next ones the list's
-- order, with the id last. Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- Leases of a lessor or a lessee business in one status, newest first.
create index leases_lessor_status_idx on leases (lessor_user_id, status, created_at, id);
create index leases_lessee_status_idx on leases (lessee_business_id, status, created_at, id);

-- The approval queue of one kind (active = false and kind), newest first, live businesses.
create index businesses_active_kind_idx on businesses (active, kind, created_at, id)
  where deleted_at is null;

-- The operator's users, newest first or by name, all of them or of one role.
create index users_created_idx on users (created_at, id);
create index users_role_created_idx on users (role, created_at, id);
create index users_name_idx on users (lower(name), id);
create index users_role_name_idx on users (role, lower(name), id);
