-- Tariffs, quotes and invoices (issue 30, docs/money.md "Tariffs and quotes", "Invoices").
-- Money: integer minor units and the ISO currency, as everywhere.

-- A business's legal identity, printed on its invoices: SIREN (9 digits) and VAT number.
alter table businesses
  add column siren text check (siren ~ '^[0-9]{9}$'),
  add column vat_number text check (vat_number ~ '^[A-Z]{2}[0-9A-Z]{2,13}$');

-- The superadmin's price grids: the platform's (business_id null) per asset type and currency,
-- and a business's negotiated one, which replaces the platform's for that business.
create table tariffs (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  asset_type_id uuid not null references asset_types (id) on delete restrict,
  currency char(3) not null,
  business_id uuid references businesses (id) on delete restrict,
  base bigint not null check (base >= 0),
  per_km bigint not null default 0 check (per_km >= 0),
  per_kg bigint not null default 0 check (per_kg >= 0),
  included_kg integer not null default 0 check (included_kg >= 0),
  per_extra_stop bigint not null default 0 check (per_extra_stop >= 0),
  window_surcharge bigint not null default 0 check (window_surcharge >= 0),
  urgent_surcharge bigint not null default 0 check (urgent_surcharge >= 0),
  minimum bigint not null default 0 check (minimum >= 0),
  -- [{ name, postcodes: [prefix, …], base }]: the drop-off's postcode picks a zone's base.
  zones jsonb not null default '[]' check (jsonb_typeof(zones) = 'array'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One active tariff per asset type, currency and business (the platform's is the null one).
create unique index tariffs_active_key on tariffs (asset_type_id, currency, business_id)
  nulls not distinct where active;
create index tariffs_created_at_idx on tariffs (created_at, id);
create index tariffs_business_idx on tariffs (business_id) where business_id is not null;

-- A price given before the request exists, valid until `expires_at`; a request created from it
-- keeps its price and breakdown.
create table quotes (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete restrict,
  -- null: no tariff applied, the asset type's base price.
  tariff_id uuid references tariffs (id) on delete restrict,
  asset_type_id uuid not null references asset_types (id) on delete restrict,
  currency char(3) not null,
  price bigint not null check (price >= 0),
  breakdown jsonb not null,
  distance_m integer check (distance_m >= 0),
  distance_method text check (distance_method in ('route', 'straight_line')),
  -- What was priced: the request made from the quote must ask the same.
  priced jsonb not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index quotes_business_idx on quotes (business_id, created_at);

alter table requests
  add column quote_id uuid references quotes (id) on delete restrict,
  add column price_breakdown jsonb,
  add column urgent boolean not null default false,
  add column extra_stops integer not null default 0 check (extra_stops between 0 and 50);
-- A quote prices one request.
create unique index requests_quote_key on requests (quote_id) where quote_id is not null;

-- Invoices and credit notes. Issued once, never changed, never deleted: the trigger below keeps
-- amounts, lines and parties as issued; only payments and reminders move afterwards.
create table invoices (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('invoice', 'credit_note')),
  -- `F-2026-000123` (invoices) or `A-2026-000007` (credit notes), per issuer and year
  -- (server/services/numbering/document-number.ts).
  number text not null,
  -- 'platform' or the id of a white-label business invoicing its own clients.
  issuer text not null,
  business_id uuid not null references businesses (id) on delete restrict,
  -- A credit note's invoice.
  credited_invoice_id uuid references invoices (id) on delete restrict,
  period_start date,
  period_end date,
  issue_date date not null,
  due_date date not null,
  currency char(3) not null,
  total_net bigint not null,
  total_vat bigint not null,
  total_gross bigint not null,
  -- The VAT rule applied: 'S' standard rate, 'AE' reverse charge, 'O' outside the scope.
  vat_category text not null check (vat_category in ('S', 'AE', 'O')),
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 10000),
  -- The parties as they were on the issue date.
  seller jsonb not null,
  buyer jsonb not null,
  reason text,
  reminder_level integer not null default 0 check (reminder_level between 0 and 3),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (total_gross = total_net + total_vat),
  check ((kind = 'credit_note') = (credited_invoice_id is not null))
);
create unique index invoices_number_key on invoices (issuer, number);
-- One invoice per business and month per issuer, whatever the concurrency.
create unique index invoices_period_key on invoices (issuer, business_id, period_start)
  where kind = 'invoice';
create index invoices_business_idx on invoices (business_id, issue_date, id);
create index invoices_issue_date_idx on invoices (issue_date, id);

create table invoice_lines (
  invoice_id uuid not null references invoices (id) on delete restrict,
  position integer not null check (position >= 1),
  description text not null,
  quantity integer not null check (quantity >= 1),
  unit_price bigint not null,
  net bigint not null,
  request_id uuid references requests (id) on delete restrict,
  subscription_charge_id uuid references wallet_transactions (id) on delete restrict,
  primary key (invoice_id, position)
);

create table invoice_payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id) on delete restrict,
  amount bigint not null check (amount > 0),
  paid_on date not null,
  -- 'wallet': the wallet debits that settled the lines; 'transfer', 'card', 'cash', 'other'.
  method text not null check (method in ('wallet', 'transfer', 'card', 'cash', 'other')),
  reference text,
  recorded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index invoice_payments_invoice_idx on invoice_payments (invoice_id);

create function invoices_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'an issued invoice is never deleted' using errcode = 'check_violation';
  end if;
  if tg_table_name = 'invoice_lines'
     or (to_jsonb(new) - 'reminder_level') is distinct from (to_jsonb(old) - 'reminder_level') then
    raise exception 'an issued invoice is never changed' using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger invoices_immutable before update or delete on invoices
  for each row execute function invoices_immutable();
create trigger invoice_lines_immutable before update or delete on invoice_lines
  for each row execute function invoices_immutable();
