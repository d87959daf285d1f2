-- Legal document numbers (issue 30, docs/money.md): invoices, credit notes and payout statements
-- are numbered per issuer, series and year without gaps. The counter row is incremented in the
-- transaction that issues the document, so it stays locked until that transaction ends: a
-- second issuer waits, a rollback gives the number back, and no number is used twice or lost.
-- `issuer` is 'platform' or the issuing business's id (a white-label invoicing its clients).
create table document_sequences (
  issuer text not null check (char_length(issuer) between 1 and 64),
  series text not null check (series ~ '^[A-Z]{1,4}$'),
  year integer not null check (year between 2000 and 9999),
  last_value integer not null check (last_value > 0),
  primary key (issuer, series, year)
);
