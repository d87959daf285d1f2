/**
 * What every part of the demo company shares: one seeded random source, one clock, and a bulk
 * insert. Deterministic on purpose: the same build started on the same day writes the same
 * company (same names, ids, amounts and times), so a screenshot, a bug report or a test can
 * name what it saw, and nothing in the demo depends on `Math.random` or on the hour of the
 * start. Dates are laid out as days before (or after) the platform's day (Paris) of the first
 * start.
 */
import { z } from 'zod';
import { addDays, dayIn, DEFAULT_TIME_ZONE, startOfDayIn } from '../../contract/days';
import type { Queryable } from '../db/db';
import { queryRows } from '../db/query';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** mulberry32: a tiny, well-spread 32-bit PRNG; one seed, one sequence. */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A version-4 shaped uuid drawn from the sequence (ids are part of the determinism). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(this.next() * 4)]!;
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/**
 * The demo's calendar: day 0 is the platform's day of the first start (Europe/Paris, as the
 * dashboards' "today" and the leases read it), hours count from its midnight (`at(0, 9)` is
 * 9:00 in Paris); times never pass `now`.
 */
export class DemoClock {
  /** The instant of day 0's midnight in Paris, in ms. */
  readonly day0: number;
  private readonly day0Date: string;
  constructor(readonly now: Date) {
    this.day0Date = dayIn(DEFAULT_TIME_ZONE, now);
    this.day0 = startOfDayIn(DEFAULT_TIME_ZONE, this.day0Date).getTime();
  }
  /**
   * Day `day` (negative: before day 0) at `hour`:`minute` from day 0's midnight, in ms (whole
   * days of 24 hours: an hour off across a change of summer time, which demo data bears).
   */
  at(day: number, hour = 9, minute = 0): number {
    return this.day0 + day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;
  }
  /**
   * How far to move a record back so that its latest time is a minute before `now`: today's
   * records keep their order and spacing, only earlier when the first start is early in the day.
   */
  shiftBack(latest: number): number {
    const limit = this.now.getTime() - MINUTE_MS;
    return latest > limit ? latest - limit : 0;
  }
  /** `YYYY-MM-DD` of day `day`. */
  date(day: number): string {
    return addDays(this.day0Date, day);
  }
}

export const iso = (ms: number) => new Date(ms).toISOString();
export { DAY_MS, HOUR_MS, MINUTE_MS };

export type Row = Record<string, unknown>;

/**
 * Inserts `rows` into `table` in one statement (the counters', rollups' and live triggers run
 * once, over the whole set, as for any bulk write). Columns are the union of the rows' keys;
 * the row type of the table converts the JSON values (uuids, timestamps, arrays).
 */
export async function insertRows(tx: Queryable, table: string, rows: readonly Row[]) {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const list = columns.map((c) => `"${c}"`).join(', ');
  await tx.query(
    `insert into ${table} (${list})
     select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** The ids of `table`'s rows by their `key` column (a name, a code, an e-mail). */
export async function idsBy(tx: Queryable, table: string, key: string) {
  const rows = await queryRows(
    tx,
    z.object({ id: z.string(), key: z.string() }),
    `select id, ${key} as key from ${table}`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * Sets columns of existing rows of `table` by id, in one statement (the rows' `id` and the
 * columns to set; the row type of the table converts the JSON values).
 */
export async function updateRows(tx: Queryable, table: string, rows: readonly Row[]) {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'id');
  await tx.query(
    `update ${table} t set ${columns.map((c) => `"${c}" = v."${c}"`).join(', ')}
     from jsonb_populate_recordset(null::${table}, $1::jsonb) v where t.id = v.id`,
    [JSON.stringify(rows)],
  );
}

/** Ids of what the accounts seed wrote, which the demo company builds on. */
export interface DemoBase {
  /** The database's kind (the services' transactions become savepoints of the seed's). */
  kind: 'pglite' | 'postgres';
  businessId: string;
  userIds: { superadmin: string; manager: string; owner: string; business: string };
  /** Asset types by name, package types by name. */
  assetTypes: Map<string, { id: string; price: number; capacity: number | null }>;
  packageTypes: Map<string, string>;
  /** The password hash every demo account shares. */
  passwordHash: string;
}

export interface DemoContext extends DemoBase {
  tx: Queryable;
  rand: Prng;
  clock: DemoClock;
  /** The platform's share on a business without a plan (FLOTTE_DEFAULT_COMMISSION_RATE). */
  defaultCommissionRate: number;
}
