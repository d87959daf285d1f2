-- Readable request references (issue 22): FLT-<year of creation, UTC>-<sequence>, e.g.
-- FLT-2026-000123. One sequence for every year, so a reference is unique on its own; the
-- column's default assigns it in the insert (the API's, the seed's, a bulk load's alike).
create sequence request_reference_seq;

-- Six digits at least, more once the sequence passes 999 999 (lpad alone would cut them).
create function flotte_request_reference(created timestamptz, n bigint) returns text
  language sql immutable
  as $$ select 'FLT-' || to_char(created at time zone 'UTC', 'YYYY') || '-'
       || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end $$;

alter table requests add column reference text;

-- Existing rows, numbered in their creation order; the sequence continues after them.
update requests r set reference = flotte_request_reference(r.created_at, o.n)
  from (select id, row_number() over (order by created_at, id) as n from requests) o
  where o.id = r.id;
select setval('request_reference_seq', greatest((select count(*) from requests), 1),
              (select count(*) from requests) > 0);

alter table requests
  alter column reference set default flotte_request_reference(now(), nextval('request_reference_seq')),
  alter column reference set not null;
create unique index requests_reference_key on requests (reference);
-- The list's `q` matches a reference's fragment ("000123", "2026-0001").
create index requests_reference_trgm_idx on requests using gin (reference gin_trgm_ops);
