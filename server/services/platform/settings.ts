import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';

/**
 * The JWT secret: from the configuration, or generated once and kept in `server_settings` so
 * tokens survive a restart. `on conflict do nothing` then a read makes two processes that start
 * together agree on one secret.
 */
export async function resolveJwtSecret(db: Queryable, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query(
    `insert into server_settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`,
    [randomBytes(48).toString('base64url')],
  );
  const rows = await queryRows(
    db,
    z.object({ value: z.string() }),
    `select value from server_settings where key = 'jwt_secret'`,
  );
  const secret = rows[0]?.value;
  if (!secret) throw new Error('Could not store the generated JWT secret');
  return secret;
}
