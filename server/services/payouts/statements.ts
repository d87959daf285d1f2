/**
 * Payout statements (docs/money.md, "Owners' payouts"): once a month (a job, claimed once
 * across servers) and on the superadmin's demand, each owner gets one statement per currency of
 * what is owed: the earnings rows not yet stated (the one earnings source: their gross,
 * commission and net are summed, never computed again), the open adjustments, minus the cash
 * on delivery the owner's drivers collected for businesses. Each earning is claimed by a row of
 * `payout_statement_earnings`, whose primary key keeps it out of any second statement.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { PayoutStatement } from '../../../contract/payouts';
import type { payoutStatementListQuery } from '../../../contract/payouts';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { statementIssuedMail } from '../../mail/payout-mails';
import { mailLocale } from '../../mail/templates';
import { isOperator } from '../../scope/businesses';
import { nextDocumentNumber } from '../numbering/document-number';
import { ListSql, type PageOf } from '../platform/list';
import { scopedRecord } from '../platform/find';
import type { Mailer } from '../platform/mail';
import { PAYOUT_STATEMENT } from './payout-records';

type Caller = Pick<User, 'id' | 'role'>;

/** Whose statements a caller reads: an owner its own, the operator's staff all (`ps`). */
export function statementScopeSql(param: (value: unknown) => string, user: Caller): string {
  if (user.role === 'asset_owner') return `ps.owner_user_id = ${param(user.id)}`;
  return isOperator(user) ? 'true' : 'false';
}

export const statements = scopedRecord({
  columns: PAYOUT_STATEMENT.columns,
  from: PAYOUT_STATEMENT.from,
  idColumn: 'ps.id',
  scope: (param, caller: Caller) => statementScopeSql(param, caller),
  toRecord: PAYOUT_STATEMENT.toRecord,
});

export async function listStatements(
  db: Queryable,
  user: Caller,
  query: z.output<typeof payoutStatementListQuery>,
): Promise<PageOf<PayoutStatement>> {
  const list = new ListSql();
  list.where(statementScopeSql((v) => list.param(v), user));
  if (query.owner_user_id) list.equals('ps.owner_user_id', query.owner_user_id);
  if (query.batch_id) list.equals('ps.batch_id', query.batch_id);
  if (query.status === 'paid') list.where('ps.paid_at is not null');
  if (query.status === 'batched') list.where('ps.batch_id is not null and ps.paid_at is null');
  if (query.status === 'issued') list.where('ps.batch_id is null');
  if (query.from) list.where(`ps.period_start >= ${list.param(query.from)}::date`);
  if (query.to) list.where(`ps.period_start <= ${list.param(query.to)}::date`);
  list.search(query.q, ['ps.number', 'ou.name']);
  return list.page(db, query, {
    columns: PAYOUT_STATEMENT.columns,
    from: PAYOUT_STATEMENT.from,
    orderBy: 'ps.issued_at desc, ps.id desc',
    toRecord: PAYOUT_STATEMENT.toRecord,
  });
}

/** The UTC month `YYYY-MM` as its first day and the first day of the next. */
export function monthBounds(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, end: `${next}-01` };
}

/** The month before `at` (UTC), `YYYY-MM`. */
export function previousMonth(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const ownerCurrency = z.object({ owner_user_id: z.string(), currency: z.string() });

/** Owners and currencies with something not yet stated before `end`. */
async function pendingOwners(db: Queryable, end: string) {
  return queryRows(
    db,
    ownerCurrency,
    `select owner_user_id, trim(currency) as currency from earnings e
       where e.earned_at < $1::date
         and not exists (select 1 from payout_statement_earnings l where l.earning_id = e.id)
     union
     select owner_user_id, trim(currency) from payout_adjustments
       where statement_id is null and created_at < $1::date
     union
     select a.owner_user_id, trim(r.currency) from dispatches d
       join assets a on a.id = d.asset_id join requests r on r.id = d.request_id
       where d.cod_collected is not null and d.cod_statement_id is null
         and a.owner_user_id is not null and d.delivered_at < $1::date
     order by 1, 2`,
    [end],
  );
}

/** Nothing to state: the transaction is rolled back, giving its number back. */
class NothingToState extends Error {}

const sums = z.object({
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  count: z.number(),
});

/**
 * One owner's statement of `month` in `currency`, in one transaction; null when there is
 * nothing to state or the month's statement exists already (a second server, a second click).
 */
export async function issueStatement(
  db: Db,
  deps: { mailer?: Mailer | undefined; at?: Date | undefined },
  owner: string,
  currency: string,
  month: string,
): Promise<string | null> {
  const { start, end } = monthBounds(month);
  const at = deps.at ?? new Date();
  try {
    const issued = await db.transaction(async (tx) => {
      // One builder per owner at a time; the claims below hold even without it.
      await tx.query(`select pg_advisory_xact_lock(hashtext('payout-statement:' || $1))`, [owner]);
      const done = await tx.query(
        `select 1 from payout_statements
         where owner_user_id = $1 and period_start = $2::date and currency = $3`,
        [owner, start, currency],
      );
      if (done.length > 0) return null;
      const id = randomUUID();
      const { number } = await nextDocumentNumber(tx, 'platform', 'P', at.getUTCFullYear());
      await tx.query(
        `insert into payout_statements (id, number, owner_user_id, period_start, period_end,
           currency, gross, commission, net, adjustments, cod_collected, amount_due,
           earnings_count, iban_masked, issued_at)
         values ($1, $2, $3, $4::date, $5::date, $6, 0, 0, 0, 0, 0, 0, 0,
           (select iban_masked from owner_bank_accounts where owner_user_id = $3), $7)`,
        [id, number, owner, start, end, currency, at.toISOString()],
      );
      const earned = await queryOne(
        tx,
        sums,
        `with claimed as (
           insert into payout_statement_earnings (earning_id, statement_id)
           select e.id, $1 from earnings e
           where e.owner_user_id = $2 and e.currency = $3 and e.earned_at < $4::date
           on conflict (earning_id) do nothing
           returning earning_id)
         select coalesce(sum(e.gross), 0)::float8 as gross,
                coalesce(sum(e.commission), 0)::float8 as commission,
                coalesce(sum(e.net), 0)::float8 as net, count(*)::float8 as count
         from earnings e join claimed c on c.earning_id = e.id`,
        [id, owner, currency, end],
      );
      const adjusted = await queryOne(
        tx,
        z.object({ total: z.number(), count: z.number() }),
        `with taken as (
           update payout_adjustments set statement_id = $1
           where owner_user_id = $2 and currency = $3 and statement_id is null
             and created_at < $4::date
           returning amount)
         select coalesce(sum(amount), 0)::float8 as total, count(*)::float8 as count from taken`,
        [id, owner, currency, end],
      );
      const cod = await queryOne(
        tx,
        z.object({ total: z.number(), count: z.number() }),
        `with taken as (
           update dispatches d set cod_statement_id = $1
           from assets a, requests r
           where a.id = d.asset_id and r.id = d.request_id and a.owner_user_id = $2
             and r.currency = $3 and d.cod_collected is not null and d.cod_statement_id is null
             and d.delivered_at < $4::date
           returning d.cod_collected)
         select coalesce(sum(cod_collected), 0)::float8 as total, count(*)::float8 as count
         from taken`,
        [id, owner, currency, end],
      );
      const e = earned!;
      if (e.count === 0 && adjusted!.count === 0 && cod!.count === 0) throw new NothingToState();
      const due = e.net + adjusted!.total - cod!.total;
      // Nothing to transfer (the cash collected covers the earnings): settled at issue, and
      // what the owner owes is carried to its next statement as an adjustment.
      await tx.query(
        `update payout_statements set gross = $2, commission = $3, net = $4, adjustments = $5,
           cod_collected = $6, amount_due = $7::bigint, earnings_count = $8,
           paid_at = case when $7::bigint <= 0 then issued_at end
         where id = $1`,
        [id, e.gross, e.commission, e.net, adjusted!.total, cod!.total, due, e.count],
      );
      if (due < 0) {
        await tx.query(
          `insert into payout_adjustments (owner_user_id, amount, currency, reason, created_at)
           values ($1, $2, $3, $4, $5)`,
          [owner, due, currency, `Report ${number}`, at.toISOString()],
        );
      }
      const to = await queryOne(
        tx,
        z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
        'select email, name, locale from users where id = $1',
        [owner],
      );
      const outbox =
        deps.mailer && to
          ? await deps.mailer.queue(tx, {
              to: to.email,
              ...statementIssuedMail(mailLocale(to.locale), {
                name: to.name,
                number,
                amountDue: due,
                currency,
              }),
            })
          : null;
      return { id, outbox };
    });
    if (issued?.outbox) deps.mailer?.deliver([issued.outbox]);
    return issued?.id ?? null;
  } catch (error) {
    if (error instanceof NothingToState) return null;
    throw error;
  }
}

/** Every owner's statements of `month` (default: the month before now); answers how many. */
export async function issueMonth(
  db: Db,
  deps: { mailer?: Mailer | undefined; at?: Date | undefined },
  month?: string,
): Promise<{ month: string; issued: number }> {
  const target = month ?? previousMonth(deps.at ?? new Date());
  const { end } = monthBounds(target);
  let issued = 0;
  for (const { owner_user_id, currency } of await pendingOwners(db, end)) {
    if (await issueStatement(db, deps, owner_user_id, currency, target)) issued++;
  }
  return { month: target, issued };
}
