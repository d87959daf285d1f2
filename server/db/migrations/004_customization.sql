-- Business customization (issue 3): the branding of a business's sign-in and sign-up pages,
-- public by slug. One row per business at most; a business without a row shows its own name
-- and no images. Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).
create table customizations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null unique references businesses (id) on delete cascade,
  -- The display name; null falls back to the business's name.
  name text check (char_length(name) between 1 and 120),
  logo text,
  cover_image text,
  launcher_icon text,
  -- #rrggbb: the SPA feeds it to its theme, so nothing else may reach CSS.
  primary_color text check (primary_color ~ '^#[0-9a-fA-F]{6}$'),
  updated_at timestamptz not null default now()
);
