-- Rights of the people concerned and the audit view (issue 31, docs/privacy.md).

-- A person erased (by the superadmin, or by the business for its drivers and staff): the row
-- stays, pseudonymised, for what refers to it (requests, money, dispatches, the audit log).
alter table users add column erased_at timestamptz;

-- The audit view: the business of whoever acted (a business reads its own entries) and the
-- client address the change came from. Rows written before this migration get the business of
-- their actor as it is now, and no address.
alter table audit_log add column business_id uuid, add column ip text;
update audit_log l set business_id = u.business_id
  from users u where u.id = l.actor_user_id and u.business_id is not null;
-- The view's pages, newest first, keyed by (at, id): the whole log, one business's, one actor's.
create index audit_log_at_id_idx on audit_log (at desc, id desc);
create index audit_log_business_at_idx on audit_log (business_id, at desc, id desc)
  where business_id is not null;
create index audit_log_actor_at_idx on audit_log (actor_user_id, at desc, id desc)
  where actor_user_id is not null;

-- The prune jobs read what is past its retention in order.
create index sessions_expires_idx on sessions (expires_at);
create index outbox_created_at_idx on outbox (created_at);
