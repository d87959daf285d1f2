-- Exact totals without counting rows (issue 10, docs/totals.md): counters kept by the database,
-- one per list "shape" (the unfiltered list, a scope column, a simple filter, a scope and a
-- filter together), moved by triggers in the writer's transaction.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- One counter: `key` names the shape and its values, columns sorted by name, '' for the whole
-- table: 'owner_user_id=<uuid>&status=available'. The list code builds the same text.
create table row_counts (
  tbl text not null,
  key text not null,
  n bigint not null,
  primary key (tbl, key)
);

-- What each counted table counts. `columns`: a counter column's name -> its SQL over the row `r`
-- (and its parent, under `parent_alias`); `live`: the rows a list shows (soft-deleted ones are
-- not); `shapes`: the column sets a counter exists for, names joined by '&' in sorted order.
-- A child counted through its parent (maintenance through its asset) names the parent, the
-- column of `r` that references it, and the parent's columns its counters read: an update of
-- those moves the children's counts.
create table row_count_specs (
  tbl text primary key,
  live text not null default 'true',
  columns jsonb not null default '{}',
  shapes text[] not null,
  parent text,
  parent_alias text,
  parent_key text,
  parent_columns text[]
);

-- Each statement's net changes, folded into row_counts when its transaction commits: counter
-- rows are then locked all at once, in (tbl, key) order, and only for the commit, so two writers
-- never wait on each other's counters in opposite orders (no deadlock) and a hot counter (the
-- unfiltered one) is held for as short as possible. Rows live within one transaction: unlogged.
create unlogged table row_count_deltas (
  xid bigint not null default txid_current(),
  tbl text not null,
  key text not null,
  delta bigint not null
);
create index row_count_deltas_xid_idx on row_count_deltas (xid);
-- One row per writing transaction: its deferred trigger folds the deltas at commit.
create unlogged table row_count_flushes (xid bigint primary key);

create function flotte_count_flush() returns trigger language plpgsql as $$
begin
  with d as (delete from row_count_deltas where xid = new.xid returning tbl, key, delta)
  insert into row_counts as c (tbl, key, n)
  select tbl, key, sum(delta) from d group by tbl, key having sum(delta) <> 0 order by tbl, key
  on conflict (tbl, key) do update set n = c.n + excluded.n;
  delete from row_count_flushes where xid = new.xid;
  return null;
end $$;

create constraint trigger flotte_count_flush after insert on row_count_flushes
  deferrable initially deferred for each row execute function flotte_count_flush();

-- The keys one row of `spec` counts under, as SQL `values (k1), (k2)…` over `r` (and the
-- parent): a key is null when one of its columns is (no list filters on a null).
create function flotte_count_values_sql(spec row_count_specs) returns text
language plpgsql stable as $$
declare
  shape text;
  expr text;
  parts text[] := '{}';
  col text;
  i int;
begin
  foreach shape in array spec.shapes loop
    if shape = '' then
      parts := parts || '(''''::text)'::text;
      continue;
    end if;
    expr := '';
    i := 0;
    foreach col in array string_to_array(shape, '&') loop
      if spec.columns ->> col is null then
        raise exception 'row_count_specs %: no column %', spec.tbl, col;
      end if;
      expr := expr || case when i > 0 then ' || ' else '' end
        || quote_literal(case when i > 0 then '&' else '' end || col || '=')
        || ' || (' || (spec.columns ->> col) || ')::text';
      i := i + 1;
    end loop;
    parts := parts || ('(' || expr || ')');
  end loop;
  return 'values ' || array_to_string(parts, ', ');
end $$;

-- `select k, <sign> as d` for the rows of `rel` (the table or a transition table), live only.
create function flotte_count_keys_sql(spec row_count_specs, rel text, sign int) returns text
language plpgsql stable as $$
begin
  return format('select v.k, %s as d from %s r %s cross join lateral (%s) v(k) where (%s) and v.k is not null',
    sign, rel,
    case when spec.parent is null then ''
      else format('join %I %I on %I.id = r.%I', spec.parent, spec.parent_alias,
                  spec.parent_alias, spec.parent_key) end,
    flotte_count_values_sql(spec), spec.live);
end $$;

-- A child's keys through the parents an update changed (`a` the parent as `rel`, `o` as the
-- other side of the update), live only.
create function flotte_count_child_keys_sql(spec row_count_specs, rel text, other text, sign int)
returns text language plpgsql stable as $$
declare
  changed text;
begin
  select string_agg(format('%1$I.%2$I is distinct from o_.%2$I', spec.parent_alias, c), ' or ')
    into changed from unnest(spec.parent_columns) c;
  return format('select v.k, %s as d from %I r join %s %I on %I.id = r.%I join %s o_ on o_.id = %I.id
      cross join lateral (%s) v(k) where (%s) and (%s) and v.k is not null',
    sign, spec.tbl, rel, spec.parent_alias, spec.parent_alias, spec.parent_key, other,
    spec.parent_alias, flotte_count_values_sql(spec), changed, spec.live);
end $$;

-- A TRUNCATE empties the table: its counters go with its rows (a truncated parent truncates its
-- children, which have their own trigger).
create function flotte_count_truncate() returns trigger language plpgsql as $$
begin
  delete from row_count_deltas where xid = txid_current() and tbl = tg_table_name;
  delete from row_counts where tbl = tg_table_name;
  return null;
end $$;

-- (Re)creates the trigger function and the four statement triggers of one counted table, with
-- the moves of the children counted through it.
create function flotte_install_counts(t text) returns void language plpgsql as $install$
declare
  spec row_count_specs;
  child row_count_specs;
  ins text;
  del text;
  upd text;
  lock_new text := '';
  lock_old text := '';
  children text := '';
  delta text := 'insert into row_count_deltas (tbl, key, delta) select %L, k, sum(d) from (%s) x
      group by k having sum(d) <> 0';
begin
  select * into strict spec from row_count_specs where tbl = t;
  ins := format(delta, t, flotte_count_keys_sql(spec, 'new_rows', 1));
  del := format(delta, t, flotte_count_keys_sql(spec, 'old_rows', -1));
  upd := format(delta, t, flotte_count_keys_sql(spec, 'new_rows', 1) || ' union all '
    || flotte_count_keys_sql(spec, 'old_rows', -1));
  if spec.parent is not null then
    -- A child's keys read its parent: lock the parents as an update of them would, so that a
    -- concurrent update of a parent and a write of its children run one after the other (each
    -- then reads what the other committed). In id order: no deadlock between two writers.
    lock_new := format('perform 1 from %1$I p where p.id in (select %2$I from new_rows)
        order by p.id for no key update;', spec.parent, spec.parent_key);
    lock_old := format('perform 1 from %1$I p where p.id in (select %2$I from old_rows)
        order by p.id for no key update;', spec.parent, spec.parent_key);
  end if;
  for child in select * from row_count_specs where parent = t order by tbl loop
    children := children || format(delta, child.tbl,
      flotte_count_child_keys_sql(child, 'new_rows', 'old_rows', 1) || ' union all '
      || flotte_count_child_keys_sql(child, 'old_rows', 'new_rows', -1))
      || '; moved := moved or found;';
  end loop;
  execute format($f$
    create or replace function %1$I() returns trigger language plpgsql as $body$
    declare
      moved boolean := false;
    begin
      if tg_op = 'INSERT' then
        %2$s
        %3$s;
        moved := found;
      elsif tg_op = 'DELETE' then
        %4$s
        %5$s;
        moved := found;
      else
        %2$s
        %4$s
        %6$s;
        moved := found;
        %7$s
      end if;
      -- A statement that moved no counter (most updates) leaves nothing to fold at commit.
      if moved then
        insert into row_count_flushes values (txid_current()) on conflict do nothing;
      end if;
      return null;
    end $body$$f$,
    'flotte_count_' || t, lock_new, ins, lock_old, del, upd, children);
  execute format('drop trigger if exists flotte_count_ins on %I', t);
  execute format('drop trigger if exists flotte_count_upd on %I', t);
  execute format('drop trigger if exists flotte_count_del on %I', t);
  execute format('drop trigger if exists flotte_count_truncate on %I', t);
  execute format('create trigger flotte_count_ins after insert on %I referencing new table as
    new_rows for each statement execute function %I()', t, 'flotte_count_' || t);
  execute format('create trigger flotte_count_upd after update on %I referencing old table as
    old_rows new table as new_rows for each statement execute function %I()',
    t, 'flotte_count_' || t);
  execute format('create trigger flotte_count_del after delete on %I referencing old table as
    old_rows for each statement execute function %I()', t, 'flotte_count_' || t);
  execute format('create trigger flotte_count_truncate after truncate on %I
    for each statement execute function flotte_count_truncate()', t);
end $install$;

-- Every counter recomputed from its table: after a bulk load with the triggers off, or to
-- repair. Writers of the counted tables wait meanwhile.
create function flotte_rebuild_counts() returns void language plpgsql as $$
declare
  spec row_count_specs;
begin
  for spec in select * from row_count_specs order by tbl loop
    execute format('lock table %I in share mode', spec.tbl);
    if spec.parent is not null then
      execute format('lock table %I in share mode', spec.parent);
    end if;
  end loop;
  -- No other writer is in flight now; this transaction's own deltas are recounted below.
  delete from row_count_deltas;
  delete from row_counts;
  for spec in select * from row_count_specs order by tbl loop
    execute format('insert into row_counts (tbl, key, n) select %L, k, count(*) from (%s) x
      group by k', spec.tbl, flotte_count_keys_sql(spec, spec.tbl, 1));
  end loop;
end $$;

-- The counted tables and their shapes. The list code declares the same shapes next to each
-- list (server/services/…, `counted(…)`); a test checks that each declared one exists here.
insert into row_count_specs (tbl, live, columns, shapes) values
  ('assets', 'r.deleted_at is null',
   '{"owner_user_id": "r.owner_user_id", "business_id": "r.business_id", "status": "r.status",
     "asset_type_id": "r.asset_type_id"}',
   array['', 'owner_user_id', 'business_id', 'status', 'asset_type_id', 'owner_user_id&status',
         'business_id&status', 'asset_type_id&owner_user_id', 'asset_type_id&business_id',
         'asset_type_id&status']),
  ('requests', 'true',
   '{"business_id": "r.business_id", "status": "r.status", "asset_type_id": "r.asset_type_id"}',
   array['', 'business_id', 'status', 'asset_type_id', 'business_id&status',
         'asset_type_id&business_id', 'asset_type_id&status']),
  ('dispatches', 'true', '{"asset_id": "r.asset_id", "status": "r.status"}',
   array['', 'asset_id']),
  ('wallet_transactions', 'true', '{"wallet_id": "r.wallet_id"}', array['', 'wallet_id']),
  ('earnings', 'true', '{"asset_id": "r.asset_id", "owner_user_id": "r.owner_user_id"}',
   array['', 'asset_id', 'owner_user_id']),
  ('users', 'true',
   jsonb_build_object(
     'role', 'r.role',
     'business_id', 'r.business_id',
     -- The operator's status (server/services/accounts/admin-users.ts) and the staff's
     -- (server/services/business/staff.ts), the same expressions over `r`.
     'status', $s$case when r.disabled_at is not null then 'disabled'
       when r.email_verified_at is null then 'unverified' else 'active' end$s$,
     'staff_status', $s$case when r.disabled_at is not null then 'disabled'
       when r.password_hash is null and r.google_sub is null then 'invited' else 'active' end$s$),
   array['', 'role', 'status', 'role&status', 'business_id&role',
         'business_id&role&staff_status']),
  ('businesses', 'r.deleted_at is null',
   '{"active": "r.active", "kind": "r.kind", "country": "r.country",
     "business_type_id": "r.business_type_id", "parent_business_id": "r.parent_business_id"}',
   array['', 'active', 'kind', 'country', 'business_type_id', 'parent_business_id',
         'active&kind', 'kind&parent_business_id', 'active&kind&parent_business_id']),
  ('leases', 'true',
   '{"lessor_user_id": "r.lessor_user_id", "lessee_business_id": "r.lessee_business_id",
     "status": "r.status", "asset_id": "r.asset_id"}',
   array['', 'lessor_user_id', 'lessee_business_id', 'status', 'asset_id',
         'lessor_user_id&status', 'lessee_business_id&status']),
  ('lease_preferences', 'true',
   '{"owner_user_id": "r.owner_user_id", "active": "r.active", "asset_id": "r.asset_id"}',
   array['', 'owner_user_id', 'active', 'active&owner_user_id', 'asset_id']),
  ('subscriptions', 'true', '{"business_id": "r.business_id"}', array['business_id']),
  ('plans', 'true', '{"active": "r.active"}', array['', 'active']),
  ('asset_types', 'true', '{"active": "r.active"}', array['', 'active']),
  ('business_types', 'true', '{"active": "r.active"}', array['', 'active']),
  ('request_package_types', 'true', '{"active": "r.active"}', array['', 'active']);

-- Maintenance is listed through its asset: owner, business, and hidden with a deleted asset.
insert into row_count_specs
  (tbl, live, columns, shapes, parent, parent_alias, parent_key, parent_columns)
values
  ('maintenance', 'a.deleted_at is null',
   '{"asset_id": "r.asset_id", "status": "r.status", "kind": "r.kind",
     "owner_user_id": "a.owner_user_id", "business_id": "a.business_id"}',
   array['', 'asset_id', 'status', 'kind', 'owner_user_id', 'business_id', 'asset_id&status',
         'owner_user_id&status', 'business_id&status'],
   'assets', 'a', 'asset_id', array['owner_user_id', 'business_id', 'deleted_at']);

select flotte_install_counts(tbl) from row_count_specs order by tbl;
select flotte_rebuild_counts();

-- The pages of the big lists read their rows in order from an index, whatever the scope: the
-- default orders (by name, newest first) per owner, per business, per status, live rows only.
create index assets_owner_name_idx on assets (owner_user_id, lower(name), id)
  where deleted_at is null;
create index assets_owner_created_idx on assets (owner_user_id, created_at, id)
  where deleted_at is null;
create index assets_owner_status_name_idx on assets (owner_user_id, status, lower(name), id)
  where deleted_at is null;
create index assets_owner_status_created_idx on assets (owner_user_id, status, created_at, id)
  where deleted_at is null;
create index assets_business_name_idx on assets (business_id, lower(name), id)
  where deleted_at is null;
create index assets_business_created_idx on assets (business_id, created_at, id)
  where deleted_at is null;
create index assets_status_name_idx on assets (status, lower(name), id) where deleted_at is null;
create index assets_status_created_idx on assets (status, created_at, id)
  where deleted_at is null;
-- Requests per business and per status, by date with the id last (pages never overlap).
drop index requests_business_idx;
create index requests_business_idx on requests (business_id, created_at, id);
create index requests_business_status_idx on requests (business_id, status, created_at, id);
create index requests_status_created_idx on requests (status, created_at, id);
-- A wallet's ledger newest first, ties by id (the list and the balance history).
drop index wallet_transactions_wallet_idx;
create index wallet_transactions_wallet_idx on wallet_transactions (wallet_id, created_at, id);
-- An asset's dispatch history: the ones reassigned away from it.
create index dispatch_reassignments_previous_idx on dispatch_reassignments (previous_asset_id);
