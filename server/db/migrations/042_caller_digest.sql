-- The digest of a session and its user as they are now, and when the session was last seen
-- (`digest:milliseconds`), read by a list's own statement to confirm the caller it was built
-- for (server/services/accounts/caller-check.ts). A function, so the page's statement plans a
-- call and not more tables at each request (the pages of a large list are planned for their
-- values each time: docs/benchmarks.md); the function's own statements keep their plans.
-- The whole user row counts, so a column added later counts without changing this function; so
-- do the rows the businesses staff reach are read from (their business, and its live children:
-- server/scope/businesses.ts), so a new B2B client or a business deleted is seen at once. The
-- session's last activity does not count (it moves once a minute).
create function flotte_caller_digest(sid uuid, sub uuid) returns text
  language plpgsql stable as $$
declare
  own uuid;
  reach_rows text;
begin
  select u.business_id into own from users u where u.id = sub;
  if own is not null then
    select string_agg(b::text, ',' order by b.id) into reach_rows
      from (select * from businesses where id = own
            union all
            select * from businesses where parent_business_id = own and deleted_at is null) b;
  end if;
  return (select md5(row(s.id, s.strategy, s.expires_at, s.revoked_at)::text || row(u.*)::text
                     || coalesce(reach_rows, ''))
                 || ':' || (extract(epoch from s.last_seen_at) * 1000)::bigint
            from sessions s join users u on u.id = s.user_id
           where s.id = sid and s.user_id = sub);
end $$;
