-- Text search on asset types (`q`): a case-insensitive substring match (ILIKE) on name and
-- description. Trigram indexes serve it, and its count, without reading the whole table
-- (bench: 50 000 types). pg_trgm is a trusted extension: a database owner may create it.
create extension if not exists pg_trgm;
create index asset_types_name_trgm_idx on asset_types using gin (name gin_trgm_ops);
create index asset_types_description_trgm_idx on asset_types using gin (description gin_trgm_ops);
