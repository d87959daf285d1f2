/**
 * Every demo request's story names who made each move (issue 33: a cancelled demo request read
 * "Annulée … par inconnu"): the demo writes its cancellations, failures and deliveries through
 * the same audit entries as real work (server/demo/delivery-steps.ts), so the timeline
 * (services/requests/timeline.ts) finds a person for each of its events.
 */
import { expect, it } from 'vitest';
import { requestStatus } from '../../contract/request';
import { timelineDrafts } from '../../server/services/requests/timeline';
import { demoPerFile } from './demo-db';

const demo = demoPerFile();

/** A fixed first start: the demo's history is the same on every run. */
const NOW = new Date('2026-03-18T14:30:00Z');

it(
  'names a person for every event of every demo request, whatever its status',
  { timeout: 900_000 },
  async () => {
    const db = await demo.db(NOW);
    const requests = await db.query<{
      id: string;
      reference: string;
      status: string;
      created_at: string;
      updated_at: string;
      requested_by: string | null;
    }>(
      `select id, reference, status, created_at, updated_at, requested_by
     from requests order by created_at, id`,
    );
    // Every status a demo request ends in is there, the ended ones above all.
    const statuses = new Set(requests.map((r) => r.status));
    for (const s of ['delivered', 'cancelled', 'failed'] as const) expect(statuses).toContain(s);
    expect([...statuses].every((s) => requestStatus.options.includes(s as never))).toBe(true);

    const people = new Set(
      (await db.query<{ id: string }>('select id from users')).map((u) => u.id),
    );
    const unnamed: string[] = [];
    for (const r of requests) {
      const events = await timelineDrafts(db, {
        ...r,
        status: requestStatus.parse(r.status),
        created_at: new Date(r.created_at).toISOString(),
        updated_at: new Date(r.updated_at).toISOString(),
      });
      for (const e of events) {
        if (e.by_user_id === null || !people.has(e.by_user_id))
          unnamed.push(`${r.reference} (${r.status}): ${e.kind} at ${e.at}`);
      }
    }
    expect(unnamed).toEqual([]);
  },
);
