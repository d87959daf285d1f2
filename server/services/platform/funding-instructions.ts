/**
 * How businesses add funds (docs/business.md, "Wallet"): the operator's instructions, one text
 * per language, kept in `server_settings` beside the server's own keys (only these two keys are
 * ever read or written here).
 */
import { z } from 'zod';
import {
  fundingReference,
  type FundingAccount,
  type FundingAccountWrite,
  type FundingInstructions,
  type FundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import { iso, type Db, type Queryable } from '../../db/db';
import { audit } from './audit';
import { queryOne, queryRows } from '../../db/query';

const LANGUAGES = ['fr', 'en'] as const;
const keyOf = (language: (typeof LANGUAGES)[number]) => `funding_instructions.${language}`;

export async function readFundingInstructions(db: Queryable): Promise<FundingInstructions> {
  const rows = await queryRows(
    db,
    z.object({ key: z.string(), value: z.string(), updated_at: z.string() }),
    'select key, value, updated_at from server_settings where key = any($1::text[])',
    [LANGUAGES.map(keyOf)],
  );
  const text = (language: (typeof LANGUAGES)[number]) =>
    rows.find((r) => r.key === keyOf(language))?.value ?? null;
  const latest =
    rows
      .map((r) => iso(r.updated_at))
      .sort()
      .at(-1) ?? null;
  return { fr: text('fr'), en: text('en'), updated_at: latest };
}

/** Writes the languages sent (null or empty: removed, the default text shows again). */
export async function writeFundingInstructions(
  db: Db,
  actorId: string,
  input: FundingInstructionsWrite,
): Promise<FundingInstructions> {
  return db.transaction(async (tx) => {
    for (const language of LANGUAGES) {
      const value = input[language];
      if (value === undefined) continue;
      if (value === null) {
        await tx.query('delete from server_settings where key = $1', [keyOf(language)]);
      } else {
        await tx.query(
          `insert into server_settings (key, value) values ($1, $2)
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
          [keyOf(language), value],
        );
      }
    }
    await audit(tx, {
      actorUserId: actorId,
      action: 'update',
      entity: 'funding_instructions',
      entityId: null,
      changes: input,
    });
    return readFundingInstructions(tx);
  });
}

/** The bank account's fields, each a `server_settings` key beside the texts. */
const ACCOUNT_FIELDS = ['account_holder', 'iban', 'bic'] as const;
const accountKey = (field: (typeof ACCOUNT_FIELDS)[number]) => `funding_account.${field}`;

/**
 * The account businesses pay into, with `reference`: what the business `businessId` quotes on
 * its transfer (none for the superadmin's own reading).
 */
export async function readFundingAccount(
  db: Queryable,
  businessId: string | undefined,
): Promise<FundingAccount> {
  const rows = await queryRows(
    db,
    z.object({ key: z.string(), value: z.string(), updated_at: z.string() }),
    'select key, value, updated_at from server_settings where key = any($1::text[])',
    [ACCOUNT_FIELDS.map(accountKey)],
  );
  const value = (field: (typeof ACCOUNT_FIELDS)[number]) =>
    rows.find((r) => r.key === accountKey(field))?.value ?? null;
  const business = businessId
    ? await queryOne(
        db,
        z.object({ slug: z.string() }),
        'select slug from businesses where id = $1',
        [businessId],
      )
    : undefined;
  return {
    account_holder: value('account_holder'),
    iban: value('iban'),
    bic: value('bic'),
    reference: business ? fundingReference(business.slug) : null,
    updated_at:
      rows
        .map((r) => iso(r.updated_at))
        .sort()
        .at(-1) ?? null,
  };
}

/** Writes the fields sent (null: removed), audited like the texts. */
export async function writeFundingAccount(
  db: Db,
  actorId: string,
  input: FundingAccountWrite,
): Promise<FundingAccount> {
  return db.transaction(async (tx) => {
    for (const field of ACCOUNT_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      if (value === null) {
        await tx.query('delete from server_settings where key = $1', [accountKey(field)]);
      } else {
        await tx.query(
          `insert into server_settings (key, value) values ($1, $2)
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
          [accountKey(field), value],
        );
      }
    }
    await audit(tx, {
      actorUserId: actorId,
      action: 'update',
      entity: 'funding_account',
      entityId: null,
      changes: input,
    });
    return readFundingAccount(tx, undefined);
  });
}
