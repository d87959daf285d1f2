/**
 * The time zone a fleet's rounds live in (docs/rounds.md, "Clock times"): a business's setting
 * (businessZone), else Europe/Paris, an owner's as his sign-in's `time_zone` says. A round's
 * date, its shift and its depot's hours are read on that wall clock (contract/days.ts).
 */
import { DEFAULT_TIME_ZONE } from '../../../contract/days';
import type { Queryable } from '../../db/db';
import { zoneOfSql } from '../../db/sql';
import type { Fleet } from '../../scope/rounds';
import { businessZone } from '../business/zone';

export async function fleetZone(db: Queryable, fleet: Fleet): Promise<string> {
  return fleet.business ? businessZone(db, fleet.business) : DEFAULT_TIME_ZONE;
}

/** The zone of rounds `x` in SQL, the same rule: an owner's round has no business. */
export const roundZoneSql = (x: string) => zoneOfSql(`${x}.business_id`);
