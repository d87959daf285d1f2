-- The recipient's side of a request (issue 19, docs/tracking.md): an unguessable tracking token
-- for the public page, the recipient's e-mail, when the request ended (the link expires 30 days
-- later), the mails each request sent its recipient, and which of them a business sends.

-- 43 base64url characters, the shape of the API's own tokens (32 random bytes). Without
-- pgcrypto (PGlite does not load it), two v4 uuids give the bytes: 244 of their 256 bits are
-- random. The API draws its own with node:crypto; this default serves every other writer (this
-- migration's backfill, the seed, a bulk load).
create function flotte_tracking_token() returns text
  language sql volatile
  as $$ select rtrim(translate(encode(decode(
         replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'),
         'base64'), '+/', '-_'), '=') $$;

alter table requests
  add column tracking_token text,
  add column recipient_email text,
  add column ended_at timestamptz;

update requests set tracking_token = flotte_tracking_token();
-- Requests that ended before this migration: their last move is their last update.
update requests set ended_at = updated_at where status in ('delivered', 'cancelled');

alter table requests
  alter column tracking_token set default flotte_tracking_token(),
  alter column tracking_token set not null;
create unique index requests_tracking_token_key on requests (tracking_token);

-- ended_at follows the status whoever writes it (the dispatch moves, a cancellation, the seed):
-- set when a request reaches delivered or cancelled, kept otherwise.
create function flotte_request_ended_at() returns trigger
  language plpgsql
  as $$
begin
  if new.status in ('delivered', 'cancelled') then
    if tg_op = 'INSERT' then
      new.ended_at := coalesce(new.ended_at, new.updated_at, now());
    elsif new.status is distinct from old.status then
      new.ended_at := now();
    end if;
  end if;
  return new;
end $$;
create trigger flotte_request_ended_at before insert or update of status on requests
  for each row execute function flotte_request_ended_at();

-- One row per request and kind of mail: the claim that sends it once. Written in the move's
-- transaction with its outbox row, so a refused or rolled-back move sends nothing.
create table recipient_notices (
  request_id uuid not null references requests (id) on delete cascade,
  kind text not null check (kind in ('assigned', 'in_transit', 'delivered', 'cancelled',
                                     'eta_soon', 'failed')),
  outbox_id uuid references outbox (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (request_id, kind)
);

-- Which mails the business sends its recipients (default: all; eta_soon and failed are
-- declared for the drivers' work and not sent yet).
alter table business_settings
  add column recipient_notices text[] not null
    default '{assigned,in_transit,delivered,cancelled,eta_soon,failed}'
    check (recipient_notices <@ '{assigned,in_transit,delivered,cancelled,eta_soon,failed}'::text[]);
