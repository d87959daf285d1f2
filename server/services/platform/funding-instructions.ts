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
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { readGroup, writeGroup, type SettingsGroup } from './settings-group';

const INSTRUCTIONS: SettingsGroup<'fr' | 'en'> = {
  prefix: 'funding_instructions',
  fields: ['fr', 'en'],
};
const ACCOUNT: SettingsGroup<'account_holder' | 'iban' | 'bic'> = {
  prefix: 'funding_account',
  fields: ['account_holder', 'iban', 'bic'],
};

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
