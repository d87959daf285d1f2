/**
 * The daily wallet reconciliation (docs/jobs.md): every wallet's balance against the sum of its
 * ledger (credits − debits). Money only moves through `lockWallet` + `move`, which keep the two
 * equal in one transaction; a difference means a write went around them (by hand, a bug) and
 * is reported: an error in the log, a `reconciliation_reports` row, a mail to each superadmin.
 *
 * Runs once per day across all servers (the scheduler claims the run in `job_runs`). One
 * statement reads balances and ledgers in one snapshot, so moves committing meanwhile are seen
 * either whole or not at all: they never show as a difference.
 */
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { reconciliationMail, type Mismatch } from '../mail/reconciliation-mails';
import { mailLocale } from '../mail/templates';
import { insertAudited } from '../services/platform/audit';
import type { Mailer } from '../services/platform/mail';
import { queryRows } from '../db/query';

export interface ReconciliationReport {
  id: string;
  walletsChecked: number;
  mismatches: Mismatch[];
}

/** Mismatches kept in a report row (and mailed): enough to act on, bounded in size. */
const MAX_DETAILS = 100;

export async function reconcileWallets(
  db: Db,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ReconciliationReport> {
  const { report, mails } = await db.transaction(async (tx) => {
    const started = await queryRows(
      tx,
      z.object({ at: z.string() }),
      'select clock_timestamp()::text as at',
    );
    // The ledger is summed in one pass grouped by wallet (no per-wallet subquery).
    const rows = await queryRows(
      tx,
      z.object({
        checked: z.number(),
        wallet_id: z.string().nullable(),
        business_id: z.string().nullable(),
        business_name: z.string().nullable(),
        currency: z.string().nullable(),
        balance: z.number().nullable(),
        ledger_sum: z.number().nullable(),
      }),
      `with sums as (
         select wallet_id,
           sum(case when type = 'credit' then amount else -amount end) as total
         from wallet_transactions group by wallet_id
       ), checked as (
         select w.id, w.business_id, w.currency, w.balance, coalesce(s.total, 0) as total
         from wallets w left join sums s on s.wallet_id = w.id
       )
       select (select count(*) from checked)::int as checked, c.id as wallet_id, c.business_id,
         b.name as business_name, c.currency, c.balance::float8 as balance,
         c.total::float8 as ledger_sum
       from (select 1) one
       left join checked c on c.balance <> c.total
       left join businesses b on b.id = c.business_id
       order by c.business_id, c.id`,
    );
    const mismatches: Mismatch[] = rows
      .filter((r) => r.wallet_id !== null)
      .map((r) => ({
        walletId: r.wallet_id!,
        businessId: r.business_id!,
        businessName: r.business_name ?? '',
        currency: r.currency!.trim(),
        balance: Number(r.balance),
        ledgerSum: Number(r.ledger_sum),
        difference: Number(r.balance) - Number(r.ledger_sum),
      }));
    const details = mismatches.slice(0, MAX_DETAILS).map((m) => ({
      wallet_id: m.walletId,
      business_id: m.businessId,
      currency: m.currency,
      balance: m.balance,
      ledger_sum: m.ledgerSum,
      difference: m.difference,
    }));
    const id = await insertAudited(
      tx,
      `insert into reconciliation_reports (started_at, wallets_checked, mismatches, details)
       values ($1, $2, $3, ($4::text)::jsonb) returning id`,
      [started[0]!.at, rows[0]?.checked ?? 0, mismatches.length, JSON.stringify(details)],
      {
        actorUserId: null,
        action: 'reconcile',
        entity: 'reconciliation_report',
        changes: { wallets_checked: rows[0]?.checked ?? 0, mismatches: mismatches.length },
      },
    );
    const mails: string[] = [];
    if (mismatches.length > 0) {
      const admins = await queryRows(
        tx,
        z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
        `select email, name, locale from users
         where role = 'superadmin' and disabled_at is null order by created_at, id`,
      );
      for (const admin of admins) {
        const content = reconciliationMail(mailLocale(admin.locale), {
          name: admin.name,
          walletsChecked: rows[0]?.checked ?? 0,
          mismatches: mismatches.slice(0, MAX_DETAILS),
          total: mismatches.length,
        });
        mails.push(await mailer.queue(tx, { to: admin.email, ...content }));
      }
    }
    return {
      report: { id, walletsChecked: rows[0]?.checked ?? 0, mismatches },
      mails,
    };
  });
  if (report.mismatches.length > 0) {
    log.error(
      { reportId: report.id, mismatches: report.mismatches.slice(0, MAX_DETAILS) },
      `wallet reconciliation: ${report.mismatches.length} wallet(s) differ from their ledger`,
    );
  }
  mailer.deliver(mails);
  return report;
}
