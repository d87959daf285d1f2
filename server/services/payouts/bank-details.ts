/**
 * Owners' bank details (docs/money.md, "Owners' payouts"): IBAN and BIC sealed in
 * `owner_bank_accounts`, only the masked IBAN readable; a change asks for the owner's password
 * again and mails the owner, in one transaction.
 */
import { z } from 'zod';
import type { BankDetails, bankDetailsWrite } from '../../../contract/payouts';
import { iso, type Db, type Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { invalidField } from '../../errors';
import { bankDetailsChangedMail } from '../../mail/payout-mails';
import { mailLocale } from '../../mail/templates';
import { verifyPassword } from '../accounts/passwords';
import { audit } from '../platform/audit';
import type { Mailer } from '../platform/mail';
import { open, seal, type Keyring } from './sealing';

type Write = z.output<typeof bankDetailsWrite>;

/** What the sealed text holds. */
const account = z.object({ iban: z.string(), bic: z.string() });
export type BankAccount = z.infer<typeof account> & { holder: string };

/** `FR76 **** **** 0189`: the country and check digits, the last four. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;

const storedRow = z.object({
  holder: z.string(),
  sealed: z.string(),
  iban_masked: z.string(),
  updated_at: z.unknown(),
});

const EMPTY: BankDetails = { holder: null, iban_masked: null, bic: null, updated_at: null };

/** The owner's stored row with its sealed account opened; undefined when none was given. */
async function openedRow(db: Queryable, ring: Keyring, ownerId: string) {
  const row = await queryOne(
    db,
    storedRow,
    'select holder, sealed, iban_masked, updated_at from owner_bank_accounts where owner_user_id = $1',
    [ownerId],
  );
  return row && { ...row, ...account.parse(JSON.parse(open(ring, row.sealed))) };
}

/** An owner's account, opened (the SEPA file's creditor); null when none was given. */
export async function readBankAccount(
  db: Queryable,
  ring: Keyring,
  ownerId: string,
): Promise<BankAccount | null> {
  const row = await openedRow(db, ring, ownerId);
  return row ? { holder: row.holder, iban: row.iban, bic: row.bic } : null;
}

/** What the owner's screen shows: the holder, the masked IBAN, the BIC. */
export async function readBankDetails(
  db: Queryable,
  ring: Keyring,
  ownerId: string,
): Promise<BankDetails> {
  const row = await openedRow(db, ring, ownerId);
  if (!row) return EMPTY;
  return {
    holder: row.holder,
    iban_masked: row.iban_masked,
    bic: row.bic,
    updated_at: iso(row.updated_at),
  };
}

/** Seals and stores an account (no checks: the demo and `writeBankDetails`). */
export async function storeBankAccount(
  tx: Queryable,
  ring: Keyring,
  ownerId: string,
  input: BankAccount,
): Promise<void> {
  const { sealed, keyId } = seal(ring, JSON.stringify({ iban: input.iban, bic: input.bic }));
  await tx.query(
    `insert into owner_bank_accounts (owner_user_id, holder, sealed, key_id, iban_masked)
     values ($1, $2, $3, $4, $5)
     on conflict (owner_user_id) do update set holder = excluded.holder, sealed = excluded.sealed,
       key_id = excluded.key_id, iban_masked = excluded.iban_masked, updated_at = now()`,
    [ownerId, input.holder, sealed, keyId, maskIban(input.iban)],
  );
}

/**
 * The owner's new account: a wrong password is the password field's refusal (nothing written);
 * otherwise stored, audited (masked) and mailed to the owner, who learns of any change.
 */
export async function writeBankDetails(
  db: Db,
  ring: Keyring,
  mailer: Mailer,
  ownerId: string,
  input: Write,
): Promise<BankDetails> {
  const owner = await queryOne(
    db,
    z.object({
      password_hash: z.string().nullable(),
      email: z.string(),
      name: z.string(),
      locale: z.string().nullable(),
    }),
    'select password_hash, email, name, locale from users where id = $1',
    [ownerId],
  );
  if (!owner?.password_hash || !(await verifyPassword(owner.password_hash, input.password))) {
    throw invalidField('password', 'flotte.validation.password_incorrect');
  }
  const outboxId = await db.transaction(async (tx) => {
    await storeBankAccount(tx, ring, ownerId, input);
    await audit(tx, {
      actorUserId: ownerId,
      action: 'update',
      entity: 'bank_details',
      entityId: ownerId,
      changes: { holder: input.holder, iban_masked: maskIban(input.iban), bic: input.bic },
    });
    const locale = mailLocale(owner.locale);
    return mailer.queue(tx, {
      to: owner.email,
      ...bankDetailsChangedMail(locale, { name: owner.name, ibanMasked: maskIban(input.iban) }),
    });
  });
  mailer.deliver([outboxId]);
  return readBankDetails(db, ring, ownerId);
}

/**
 * Moves every row sealed with an older key to the current one (start-up, after a key
 * rotation: docs/money.md). Each row is re-sealed under its own row lock.
 */
export async function resealBankDetails(db: Db, ring: Keyring): Promise<number> {
  const stale = await queryRows(
    db,
    z.object({ owner_user_id: z.string() }),
    'select owner_user_id from owner_bank_accounts where key_id <> $1',
    [ring.current.id],
  );
  for (const { owner_user_id } of stale) {
    await db.transaction(async (tx) => {
      const row = await queryOne(
        tx,
        z.object({ sealed: z.string() }),
        'select sealed from owner_bank_accounts where owner_user_id = $1 for update',
        [owner_user_id],
      );
      if (!row) return;
      const { sealed, keyId } = seal(ring, open(ring, row.sealed));
      await tx.query(
        'update owner_bank_accounts set sealed = $2, key_id = $3 where owner_user_id = $1',
        [owner_user_id, sealed, keyId],
      );
    });
  }
  return stale.length;
}
