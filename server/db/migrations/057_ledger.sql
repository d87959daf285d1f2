-- The back office of money (issue 30, docs/money.md).

-- The quotes' pruning (server/jobs/quotes-prune.ts) reads the quotes past their end in order.
create index quotes_expires_idx on quotes (expires_at);

-- The invoice reminders (server/jobs/invoice-reminders.ts) read the invoices not reminded at
-- every level yet by due date.
create index invoices_remind_idx on invoices (due_date)
  where kind = 'invoice' and reminder_level < 3;
