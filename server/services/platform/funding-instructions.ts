/**
 * How businesses add funds (docs/business.md, "Wallet"): the operator's instructions, one text
 * per language, kept in `server_settings` beside the server's own keys (only these two keys are
 * ever read or written here).
 */
import { z } from 'zod';
import type {
  FundingInstructions,
  FundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import { iso, type Db, type Queryable } from '../../db/db';
import { audit } from './audit';
import { queryRows } from '../../db/query';

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
