-- The digest of a session and its user as they are now, and when the session was last seen
-- (`digest:milliseconds`), read by a list's own statement to confirm the caller it was built
-- for (server/services/accounts/caller-check.ts). A function, so the page's statement plans a
-- call and not two more tables at each request (the pages of a large list are planned for their
-- values each time: docs/benchmarks.md); the function's own statement keeps its plan. The whole
-- user row is digested, so a column added later counts without changing this function; the
-- session's last activity does not count (it moves once a minute).
create function flotte_caller_digest(sid uuid, sub uuid) returns text
  language plpgsql stable as $$
begin
  return (select md5(row(s.id, s.strategy, s.expires_at, s.revoked_at)::text || row(u.*)::text)
                 || ':' || (extract(epoch from s.last_seen_at) * 1000)::bigint
            from sessions s join users u on u.id = s.user_id
           where s.id = sid and s.user_id = sub);
end $$;
