-- Plans sold in several currencies (issue 18, docs/plans-and-subscriptions.md): a plan has one
-- monthly price per currency the superadmin sells it in; a business sees and subscribes to the
-- plans sold in its wallet's currency. A subscription keeps the price and currency it started
-- with (its own columns, migration 008), renewals included.

create table plan_prices (
  plan_id uuid not null references plans (id) on delete cascade,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Minor units of `currency` a month (XOF has none: 12500 is 12 500 F CFA).
  monthly_price bigint not null check (monthly_price >= 0),
  primary key (plan_id, currency)
);
-- GET /plans for a business: the plans sold in its currency, by price.
create index plan_prices_currency_idx on plan_prices (currency, monthly_price, plan_id);

-- Every plan keeps its price in its currency.
insert into plan_prices (plan_id, currency, monthly_price)
select id, trim(currency), monthly_price from plans;

-- The catalogue every installation starts with is also sold in CFA francs and Swiss francs,
-- while a plan still has its first price (a superadmin who changed it chose otherwise).
insert into plan_prices (plan_id, currency, monthly_price)
select p.id, v.currency, v.monthly_price
from plans p
  join (values
    ('starter', 1900, 'XOF', 12500), ('starter', 1900, 'CHF', 1800),
    ('pro', 5900, 'XOF', 39000), ('pro', 5900, 'CHF', 5500),
    ('whitelabel', 14900, 'XOF', 98000), ('whitelabel', 14900, 'CHF', 13900)
  ) as v (code, eur, currency, monthly_price)
    on v.code = p.code and p.monthly_price = v.eur and p.currency = 'EUR'
on conflict do nothing;

-- One place for a plan's prices: the plan's own columns go.
drop index if exists plans_price_idx;
alter table plans drop column monthly_price, drop column currency;
