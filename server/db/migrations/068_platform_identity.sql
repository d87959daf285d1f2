-- The platform's legal identity (issue 30, docs/money.md "Invoices"): the seller on the invoices
-- the platform issues, a setting the superadmin writes (`platform_identity.*` keys). Seeded with
-- the placeholder the code held until now, so existing installs keep issuing; its SIREN's last
-- digit (and so the VAT key) corrected to pass the checks the form applies (contract/
-- legal-identity.ts). Set the real one before issuing real invoices.
insert into server_settings (key, value) values
  ('platform_identity.name', 'Flotte SAS'),
  ('platform_identity.address', '10 rue de la Logistique, 75010 Paris'),
  ('platform_identity.country', 'FR'),
  ('platform_identity.siren', '912345675'),
  ('platform_identity.vat_number', 'FR65912345675'),
  ('platform_identity.legal_form', 'SAS'),
  ('platform_identity.capital', '10 000 €'),
  ('platform_identity.rcs', 'RCS Paris 912 345 675'),
  ('platform_identity.email', 'facturation@flotte.demo')
on conflict (key) do nothing;
