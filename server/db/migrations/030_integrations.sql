-- Integrations (issue 20, docs/integrations.md): API keys, idempotent writes, webhooks.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- A business's API keys. The secret is shown once: only its SHA-256 is kept (a key is 32 random
-- bytes, no password: a slow hash would buy nothing). `prefix` (flt_live_ + 8 characters) finds
-- the row and names the key in lists and in the audit log.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  -- A white-label business's key restricted to one of its B2B clients: it acts as that client.
  b2b_client_id uuid references businesses (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  prefix text not null unique,
  secret_hash text not null,
  scope text not null check (scope in ('read', 'write')),
  expires_at timestamptz,
  -- Whose account the key's writes are recorded under (requested_by, created_by…).
  created_by uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references users (id) on delete set null
);
create index api_keys_business_idx on api_keys (business_id, created_at desc, id);

-- Every call made with a key is audited with the key's prefix (and so is every change it makes).
alter table audit_log add column api_key_prefix text;
create index audit_log_api_key_idx on audit_log (api_key_prefix, at) where api_key_prefix is not null;

-- Idempotency-Key on the creating POSTs: one row per caller and key, kept 24 hours. The first
-- call inserts it (`response` null while it runs); a repeat answers the stored response.
create table idempotency_keys (
  owner text not null,
  key text not null,
  fingerprint text not null,
  status_code integer,
  response text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (owner, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- Webhook endpoints: the signing secret is kept encrypted (AES-256-GCM under a key derived from
-- the server secret): it must be read to sign, and is shown once.
create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete cascade,
  url text not null,
  description text,
  events text[] not null,
  secret_enc text not null,
  enabled boolean not null default true,
  disabled_reason text,
  disabled_at timestamptz,
  failing_since timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_business_idx on webhook_endpoints (business_id, created_at, id);

-- What happened, written by the triggers below in the transaction of the change: an event never
-- exists for a rolled-back change, and always for a committed one. `seq` orders the events of one
-- record (its row lock orders the changes themselves). Prepared (turned into deliveries) after
-- the commit by the webhook worker; `endpoint_id` set: a test event for that endpoint only.
create table webhook_events (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null unique,
  type text not null,
  resource text not null,
  record_id uuid not null,
  business_id uuid not null,
  -- The record's status when the event happened (the data is read when the event is prepared).
  status text,
  endpoint_id uuid references webhook_endpoints (id) on delete cascade,
  created_at timestamptz not null default now(),
  prepared_at timestamptz
);
create index webhook_events_unprepared_idx on webhook_events (seq) where prepared_at is null;

-- One event to one endpoint: the body signed and sent (the same at every try), the tries.
create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_id uuid not null references webhook_events (id) on delete cascade,
  event_type text not null,
  seq bigint not null,
  -- Deliveries of one record to one endpoint go in `seq` order.
  record_key text not null,
  body text not null,
  state text not null default 'pending'
    check (state in ('pending', 'sending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_status_code integer,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  unique (endpoint_id, event_id)
);
-- The queue: due deliveries in order.
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, seq)
  where state in ('pending', 'sending');
-- The order check: an earlier delivery of the same record still open.
create index webhook_deliveries_record_idx on webhook_deliveries (endpoint_id, record_key, seq)
  where state in ('pending', 'sending');
-- An endpoint's log, newest first.
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id);

-- One event for business `biz` (and its white-label parent, if any, at preparation), written only
-- when some endpoint of theirs is enabled: a business without webhooks pays one index lookup.
create function flotte_webhook_event(etype text, res text, rid uuid, biz uuid, st text)
returns void language plpgsql as $$
begin
  if biz is null or etype is null then
    return;
  end if;
  if not exists (
    select 1 from webhook_endpoints w
    where w.enabled and w.events @> array[etype]
      and (w.business_id = biz
           or w.business_id = (select b.parent_business_id from businesses b where b.id = biz))
  ) then
    return;
  end if;
  insert into webhook_events (type, resource, record_id, business_id, status)
  values (etype, res, rid, biz, st);
end $$;

create function flotte_webhook_request() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform flotte_webhook_event('request.created', 'request', new.id, new.business_id, new.status);
  elsif new.status is distinct from old.status then
    perform flotte_webhook_event(
      case new.status
        when 'assigned' then 'request.assigned'
        when 'in_transit' then 'request.picked_up'
        when 'delivered' then 'request.delivered'
        when 'failed' then 'request.failed'
        when 'cancelled' then 'request.cancelled'
      end, 'request', new.id, new.business_id, new.status);
  end if;
  return null;
end $$;
create trigger flotte_webhook_request after insert or update of status on requests
  for each row execute function flotte_webhook_request();

create function flotte_webhook_reassigned() returns trigger language plpgsql as $$
begin
  perform flotte_webhook_event('dispatch.reassigned', 'dispatch', d.id, r.business_id, d.status)
  from dispatches d join requests r on r.id = d.request_id where d.id = new.dispatch_id;
  return null;
end $$;
create trigger flotte_webhook_reassigned after insert on dispatch_reassignments
  for each row execute function flotte_webhook_reassigned();

create function flotte_webhook_lease() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    perform flotte_webhook_event(
      case new.status
        when 'pending' then 'lease.proposed'
        when 'active' then 'lease.active'
        when 'ended' then 'lease.ended'
        when 'cancelled' then 'lease.ended'
      end, 'lease', new.id, new.lessee_business_id, new.status);
  end if;
  return null;
end $$;
create trigger flotte_webhook_lease after insert or update of status on leases
  for each row execute function flotte_webhook_lease();

-- The reminders job marks a level once (due_soon_notified_at, overdue_notified_at): one event
-- each, for the business owning the asset (in-house assets; an owner is a person, not a business).
create function flotte_webhook_maintenance() returns trigger language plpgsql as $$
declare
  biz uuid;
begin
  select a.business_id into biz from assets a where a.id = new.asset_id;
  if new.due_soon_notified_at is not null and old.due_soon_notified_at is null then
    perform flotte_webhook_event('maintenance.due_soon', 'maintenance', new.id, biz, new.status);
  end if;
  if new.overdue_notified_at is not null and old.overdue_notified_at is null then
    perform flotte_webhook_event('maintenance.overdue', 'maintenance', new.id, biz, new.status);
  end if;
  return null;
end $$;
create trigger flotte_webhook_maintenance
  after update of due_soon_notified_at, overdue_notified_at on maintenance
  for each row execute function flotte_webhook_maintenance();

-- The balance falls under the business's threshold (business_settings.low_balance_threshold).
create function flotte_webhook_wallet() returns trigger language plpgsql as $$
declare
  threshold bigint;
begin
  select s.low_balance_threshold into threshold
  from business_settings s where s.business_id = new.business_id;
  if coalesce(threshold, 0) > 0 and new.balance < threshold and old.balance >= threshold then
    perform flotte_webhook_event('wallet.low_balance', 'wallet', new.id, new.business_id, null);
  end if;
  return null;
end $$;
create trigger flotte_webhook_wallet after update of balance on wallets
  for each row execute function flotte_webhook_wallet();

create function flotte_webhook_subscription() returns trigger language plpgsql as $$
begin
  if new.status = 'past_due' and old.status is distinct from 'past_due' then
    perform flotte_webhook_event('subscription.past_due', 'subscription', new.id, new.business_id,
      new.status);
  elsif new.status = 'active' and new.current_period_end > old.current_period_end then
    perform flotte_webhook_event('subscription.renewed', 'subscription', new.id, new.business_id,
      new.status);
  end if;
  return null;
end $$;
create trigger flotte_webhook_subscription
  after update of status, current_period_end on subscriptions
  for each row execute function flotte_webhook_subscription();
