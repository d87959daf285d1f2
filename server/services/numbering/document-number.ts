/**
 * Gapless legal numbers (issue 30, docs/money.md): `F-2026-000123`. The number is taken by an
 * upsert on the issuer's counter row inside the caller's transaction: the row stays locked until
 * that transaction commits (a second issuer on any server waits) or rolls back (the number is
 * given back). Call it only inside the transaction that writes the numbered document.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';

/** Who issues: the platform, or a business invoicing its own clients under its brand. */
export type Issuer = 'platform' | { businessId: string };

/** Series: F invoices, A credit notes (avoirs), P payout statements (autofactures). */
export type Series = 'F' | 'A' | 'P';

const nextRow = z.object({ last_value: z.number() });

/** The issuer's key: 'platform' or the issuing business's id (invoices' `issuer` column too). */
export function issuerKey(issuer: Issuer): string {
  return issuer === 'platform' ? 'platform' : issuer.businessId;
}

/** `F-2026-000123`: the series, the year and the number padded to six digits. */
export function formatDocumentNumber(series: Series, year: number, value: number): string {
  return `${series}-${year}-${String(value).padStart(6, '0')}`;
}

/** The next number of `series` for `issuer` in `year`, reserved in `tx` until it ends. */
export async function nextDocumentNumber(
  tx: Queryable,
  issuer: Issuer,
  series: Series,
  year: number,
): Promise<{ value: number; number: string }> {
  const row = await queryOne(
    tx,
    nextRow,
    `insert into document_sequences (issuer, series, year, last_value) values ($1, $2, $3, 1)
     on conflict (issuer, series, year)
       do update set last_value = document_sequences.last_value + 1
     returning last_value`,
    [issuerKey(issuer), series, year],
  );
  // An upsert with `returning` always answers its row.
  const value = row!.last_value;
  return { value, number: formatDocumentNumber(series, year, value) };
}
