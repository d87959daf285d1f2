-- Live status (issue 12, docs/live.md): a change of a request, dispatch, lease, maintenance item
-- or wallet sends a NOTIFY on channel `flotte_events` from the writing transaction; PostgreSQL
-- delivers it at commit only (never for a rollback), to every server that LISTENs, in commit
-- order. Each server decides who may see the record by the API's own scope rules.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).
--
-- Statement triggers over transition tables, like the counters (013): one call per statement.
-- A statement of at most 100 rows sends one small notice per row (about 250 bytes, far under
-- NOTIFY's 8000); a larger one (bulk loads, repairs) sends a single `bulk` notice for its table,
-- so that a bulk write never floods the servers. Wallet balances change only with a wallet row
-- update (money.ts `move`): the ledger (wallet_transactions) needs no trigger of its own.

-- The notice of one row: table, operation, and the row's columns named in `keys` (its id, status
-- and the scope keys). Text, as pg_notify takes it.
create function flotte_live_payload(tbl text, op text, r jsonb, keys text[]) returns text
language sql immutable as $$
  select (jsonb_build_object('t', tbl, 'op', op)
    || coalesce((select jsonb_object_agg(k, r -> k) from unnest(keys) k), '{}'::jsonb))::text
$$;

-- tg_argv[0]: the columns a notice carries, comma-separated (id first).
create function flotte_live_inserted() returns trigger language plpgsql as $$
declare
  total bigint;
begin
  select count(*) into total from new_rows;
  if total > 100 then
    perform pg_notify('flotte_events', json_build_object('t', tg_table_name, 'op', 'bulk')::text);
  elsif total > 0 then
    perform pg_notify('flotte_events',
      flotte_live_payload(tg_table_name, 'insert', to_jsonb(r), string_to_array(tg_argv[0], ',')))
    from new_rows r;
  end if;
  return null;
end $$;

-- tg_argv[1]: the columns whose change alone is not worth a notice (bookkeeping such as
-- updated_at, reminder marks), comma-separated. A row is announced when any other column moved.
create function flotte_live_updated() returns trigger language plpgsql as $$
declare
  total bigint;
  ignored text[] := string_to_array(tg_argv[1], ',');
begin
  select count(*) into total from new_rows;
  if total > 100 then
    perform pg_notify('flotte_events', json_build_object('t', tg_table_name, 'op', 'bulk')::text);
  elsif total > 0 then
    perform pg_notify('flotte_events',
      flotte_live_payload(tg_table_name, 'update', to_jsonb(n), string_to_array(tg_argv[0], ',')))
    from new_rows n join old_rows o on o.id = n.id
    where (to_jsonb(n) - ignored) is distinct from (to_jsonb(o) - ignored);
  end if;
  return null;
end $$;

create trigger flotte_live_ins after insert on requests referencing new table as new_rows
  for each statement execute function flotte_live_inserted('id,status,business_id,asset_type_id');
create trigger flotte_live_upd after update on requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_live_updated('id,status,business_id,asset_type_id',
    'updated_at');

create trigger flotte_live_ins after insert on dispatches referencing new table as new_rows
  for each statement execute function flotte_live_inserted('id,status,request_id,asset_id');
create trigger flotte_live_upd after update on dispatches
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_live_updated('id,status,request_id,asset_id',
    'updated_at');

create trigger flotte_live_ins after insert on leases referencing new table as new_rows
  for each statement execute function
    flotte_live_inserted('id,status,asset_id,lessor_user_id,lessee_business_id');
create trigger flotte_live_upd after update on leases
  referencing old table as old_rows new table as new_rows
  for each statement execute function
    flotte_live_updated('id,status,asset_id,lessor_user_id,lessee_business_id', 'updated_at');

create trigger flotte_live_ins after insert on maintenance referencing new table as new_rows
  for each statement execute function flotte_live_inserted('id,status,asset_id');
create trigger flotte_live_upd after update on maintenance
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_live_updated('id,status,asset_id',
    'updated_at,due_soon_notified_at,overdue_notified_at');

create trigger flotte_live_ins after insert on wallets referencing new table as new_rows
  for each statement execute function flotte_live_inserted('id,business_id');
create trigger flotte_live_upd after update on wallets
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_live_updated('id,business_id', 'updated_at');
