-- Personal data (issue 31, docs/privacy.md): when the recipient retention job erased a request's
-- recipient and proof. The money and the reference stay; the partial index holds only the
-- ended requests still to erase, so each run reads what is due and nothing else.
alter table requests add column personal_data_erased_at timestamptz;
create index requests_personal_data_due_idx on requests (ended_at)
  where personal_data_erased_at is null and ended_at is not null;
