/**
 * The time zone a business lives in (its settings', else Europe/Paris: contract/days.ts), for
 * the days and months the server counts in its name (issue 33).
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../../../contract/days';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { zoneOfSql } from '../../db/sql';

export async function businessZone(tx: Queryable, businessId: string): Promise<string> {
  const row = await queryOne(
    tx,
    z.object({ zone: z.string() }),
    `select ${zoneOfSql('$1::uuid')} as zone`,
    [businessId],
  );
  return row?.zone ?? DEFAULT_TIME_ZONE;
}
