-- Where a business's country and currency live (issue 18, docs/business.md "Country and
-- currency"): they were stored in three tables (businesses, business_settings, wallets) and a
-- reader could not tell which won. Now:
--   - currency: the wallet's (`wallets.currency`), the money truth. Every business has its
--     wallet from its creation; a wallet row missing (written outside the app) reads EUR.
--   - country: the business's own (`businesses.country`), which the operator filters on.

-- Every business gets its wallet, in the currency it showed (settings, else its own, else EUR).
insert into wallets (business_id, currency)
select b.id, coalesce(s.currency, b.currency, 'EUR')
from businesses b left join business_settings s on s.business_id = b.id
where not exists (select 1 from wallets w where w.business_id = b.id);

-- A country saved in the settings after the profile's last change was the latest word.
update businesses b set country = s.country
from business_settings s
where s.business_id = b.id and s.country is not null
  and s.country is distinct from b.country and s.updated_at >= b.updated_at;

alter table business_settings drop column currency, drop column country;
alter table businesses drop column currency;
