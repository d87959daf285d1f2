-- Issue 33: one source of truth for a due check. Scheduled work may renew a document kind of its
-- asset (a technical inspection): its date is then the day after the current document of that
-- kind ends, kept so by server/services/maintenance/renewals.ts (docs/maintenance.md).
alter table maintenance
  add column document_kind_id uuid references document_kinds (id) on delete set null;

-- The renewals of one asset are found when its documents change.
create index maintenance_renewals_idx on maintenance (asset_id, document_kind_id)
  where document_kind_id is not null and status = 'scheduled';
