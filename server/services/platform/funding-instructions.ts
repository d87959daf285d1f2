/**
 * How businesses add funds (docs/business.md, "Wallet"): the operator's instructions, one text
 * per language, and the bank account they pay into, kept in `server_settings` beside the
 * server's own keys (only the `funding_instructions.*` and `funding_account.*` keys are ever
 * read or written here).
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

/** One group of settings: its fields, each stored under `<prefix>.<field>`. */
interface SettingsGroup<F extends string> {
  prefix: string;
  fields: readonly F[];
}

const INSTRUCTIONS: SettingsGroup<'fr' | 'en'> = {
  prefix: 'funding_instructions',
  fields: ['fr', 'en'],
};
const ACCOUNT: SettingsGroup<'account_holder' | 'iban' | 'bic'> = {
  prefix: 'funding_account',
  fields: ['account_holder', 'iban', 'bic'],
};

/** A group's values (null: not written) and when one last changed. */
async function readGroup<F extends string>(
  db: Queryable,
  { prefix, fields }: SettingsGroup<F>,
): Promise<{ values: Record<F, string | null>; updated_at: string | null }> {
  const rows = await queryRows(
    db,
    z.object({ key: z.string(), value: z.string(), updated_at: z.string() }),
    'select key, value, updated_at from server_settings where key = any($1::text[])',
    [fields.map((field) => `${prefix}.${field}`)],
  );
  const values = Object.fromEntries(
    fields.map((field) => [field, rows.find((r) => r.key === `${prefix}.${field}`)?.value ?? null]),
  ) as Record<F, string | null>;
  const latest =
    rows
      .map((r) => iso(r.updated_at))
      .sort()
      .at(-1) ?? null;
  return { values, updated_at: latest };
}

/** Writes the fields sent (null: removed), audited as `entity`, in one transaction. */
async function writeGroup<F extends string, T>(
  db: Db,
  group: SettingsGroup<F>,
  write: { actorId: string; entity: string; input: Partial<Record<F, string | null>> },
  read: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const field of group.fields) {
      const value = write.input[field];
      const key = `${group.prefix}.${field}`;
      if (value === undefined) continue;
      if (value === null) {
        await tx.query('delete from server_settings where key = $1', [key]);
      } else {
        await tx.query(
          `insert into server_settings (key, value) values ($1, $2)
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
          [key, value],
        );
      }
    }
    await audit(tx, {
      actorUserId: write.actorId,
      action: 'update',
      entity: write.entity,
      entityId: null,
      changes: write.input,
    });
    return read(tx);
  });
}

export async function readFundingInstructions(db: Queryable): Promise<FundingInstructions> {
  const { values, updated_at } = await readGroup(db, INSTRUCTIONS);
  return { ...values, updated_at };
}

/** Writes the languages sent (null or empty: removed, the default text shows again). */
export const writeFundingInstructions = (
  db: Db,
  actorId: string,
  input: FundingInstructionsWrite,
): Promise<FundingInstructions> =>
  writeGroup(
    db,
    INSTRUCTIONS,
    { actorId, entity: 'funding_instructions', input },
    readFundingInstructions,
  );

/**
 * The account businesses pay into, with `reference`: what the business `businessId` quotes on
 * its transfer (none for the superadmin's own reading).
 */
export async function readFundingAccount(
  db: Queryable,
  businessId: string | undefined,
): Promise<FundingAccount> {
  const { values, updated_at } = await readGroup(db, ACCOUNT);
  const business = businessId
    ? await queryOne(
        db,
        z.object({ slug: z.string() }),
        'select slug from businesses where id = $1',
        [businessId],
      )
    : undefined;
  return { ...values, reference: business ? fundingReference(business.slug) : null, updated_at };
}

/** Writes the fields sent (null: removed), audited like the texts. */
export const writeFundingAccount = (
  db: Db,
  actorId: string,
  input: FundingAccountWrite,
): Promise<FundingAccount> =>
  writeGroup(db, ACCOUNT, { actorId, entity: 'funding_account', input }, (tx) =>
    readFundingAccount(tx, undefined),
  );
