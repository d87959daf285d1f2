/**
 * The request list's filters the manager's dashboard links into (`created_from`, `created_to`,
 * `waiting_minutes`): what they select, and that they keep every caller's scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listResponse } from '../../contract/common';
import { request, type Request } from '../../contract/request';
import { createWorld, inject, snapshot, type Headers } from './requests-fixtures';
import { DAY, MINUTE, insertRequest, shift } from './manager-dashboard-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);
/** Requests of a day long past, so that no other row falls in its ranges. */
const ids = {} as Record<'early' | 'late' | 'otherLate' | 'nextDay', string>;
/** Requests around the waiting threshold, created relative to now. */
const waiting = {} as Record<'old' | 'otherOld' | 'recent' | 'oldAssigned', string>;

beforeAll(async () => {
  ids.early = await insertRequest(w, 'pending', '2001-02-03T00:00:00Z');
  ids.late = await insertRequest(w, 'delivered', '2001-02-03T23:59:59.999Z');
  ids.otherLate = await insertRequest(w, 'pending', '2001-02-03T12:00:00+02:00', w.ids.other);
  ids.nextDay = await insertRequest(w, 'pending', '2001-02-04T00:00:00Z');
  const now = new Date();
  waiting.old = await insertRequest(w, 'pending', shift(now, -120 * MINUTE));
  waiting.otherOld = await insertRequest(w, 'pending', shift(now, -120 * MINUTE), w.ids.other);
  waiting.recent = await insertRequest(w, 'pending', shift(now, -10 * MINUTE));
  waiting.oldAssigned = await insertRequest(w, 'assigned', shift(now, -120 * MINUTE));
});

async function list(query: string, headers: Headers = w.as.in_house_manager) {
  const res = await inject(w.t, 'GET', `/business-dispatches?limit=100&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return listResponse(request).parse(res.json());
}
const idsOf = (rows: Request[]) => rows.map((r) => r.id).sort();
const sorted = (...values: string[]) => [...values].sort();
const FEB_3 = 'created_from=2001-02-03T00:00:00Z&created_to=2001-02-04T00:00:00Z';

describe('GET /business-dispatches?created_from&created_to', () => {
  it('selects the requests created from the first instant (included) to the second (excluded)', async () => {
    const day = await list(FEB_3);
    expect(idsOf(day.data)).toEqual(sorted(ids.early, ids.late, ids.otherLate));
    expect(day.pagination.total).toBe(3);
    const more = await list(
      'created_from=2001-02-03T00:00:00.001Z&created_to=2001-02-04T00:00:00.001Z',
    );
    expect(idsOf(more.data)).toEqual(sorted(ids.late, ids.otherLate, ids.nextDay));
    // Offsets are honoured: 12:00+02:00 is 10:00 UTC, before 12:00+01:00 (11:00 UTC).
    const morning = await list(
      'created_from=2001-02-03T09:00:00Z&created_to=2001-02-03T12:00:00%2B01:00',
    );
    expect(idsOf(morning.data)).toEqual([ids.otherLate]);
    // Each bound alone, and with the other filters.
    expect((await list('created_to=2001-02-04T00:00:00Z')).pagination.total).toBe(3);
    expect(
      idsOf((await list(`created_from=2001-02-03T23:00:00Z&created_to=2001-02-05T00:00:00Z`)).data),
    ).toEqual(sorted(ids.late, ids.nextDay));
    expect(idsOf((await list(`${FEB_3}&status=delivered`)).data)).toEqual([ids.late]);
    expect(idsOf((await list(`${FEB_3}&business_id=${w.ids.other}`)).data)).toEqual([
      ids.otherLate,
    ]);
  });

  it('keeps each caller’s scope', async () => {
    const table: [string, Headers, string[]][] = [
      ['superadmin', w.as.superadmin, [ids.early, ids.late, ids.otherLate]],
      ['in_house_manager', w.as.in_house_manager, [ids.early, ids.late, ids.otherLate]],
      ['business (its own)', w.as.business, [ids.early, ids.late]],
      ['another business (its own)', w.otherBusiness, [ids.otherLate]],
      ['b2b (none of these)', w.as.b2b, []],
      ['white-label parent (none of these)', w.parent, []],
      // An owner sees the pending requests of a type it owns, not the delivered one.
      ['asset_owner', w.as.asset_owner, [ids.early, ids.otherLate]],
    ];
    for (const [who, headers, expected] of table) {
      const found = await list(FEB_3, headers);
      expect([who, idsOf(found.data), found.pagination.total]).toEqual([
        who,
        sorted(...expected),
        expected.length,
      ]);
    }
  });
});

describe('GET /business-dispatches?waiting_minutes', () => {
  it('selects pending requests created more than that many minutes ago', async () => {
    const found = await list('waiting_minutes=60');
    const selected = idsOf(found.data);
    expect(selected).toEqual(expect.arrayContaining([waiting.old, waiting.otherOld]));
    expect(selected).not.toContain(waiting.recent);
    expect(selected).not.toContain(waiting.oldAssigned);
    const hourAgo = Date.now() - 60 * MINUTE;
    for (const r of found.data) {
      expect(r.status).toBe('pending');
      expect(new Date(r.created_at).getTime()).toBeLessThan(hourAgo);
    }
    expect(found.pagination.total).toBe(found.data.length);
    // A shorter wait takes the recent one too; a status other than pending leaves nothing.
    expect(idsOf((await list('waiting_minutes=5')).data)).toContain(waiting.recent);
    expect((await list('waiting_minutes=60&status=assigned')).pagination.total).toBe(0);
    expect(
      idsOf(
        (await list(`waiting_minutes=60&created_from=${shift(new Date(), -DAY).toISOString()}`))
          .data,
      ),
    ).toEqual(sorted(waiting.old, waiting.otherOld));
  });

  it('keeps each caller’s scope', async () => {
    const mine = idsOf((await list('waiting_minutes=60', w.as.business)).data);
    expect(mine).toContain(waiting.old);
    expect(mine).not.toContain(waiting.otherOld);
    const theirs = idsOf((await list('waiting_minutes=60', w.otherBusiness)).data);
    expect(theirs).toContain(waiting.otherOld);
    expect(theirs).not.toContain(waiting.old);
    expect((await list('waiting_minutes=60', w.as.b2b)).pagination.total).toBe(0);
  });
});

describe('bad filter values', () => {
  it('answer 400 validation_failed on the field, with a catalog key; write nothing', async () => {
    const before = await snapshot(w);
    for (const [query, path] of [
      ['created_from=yesterday', 'created_from'],
      ['created_from=2001-02-03', 'created_from'],
      ['created_to=2001-02-03T10:00:00', 'created_to'],
      ['created_to=2001-02-30T10:00:00Z', 'created_to'],
      ['waiting_minutes=-1', 'waiting_minutes'],
      ['waiting_minutes=1.5', 'waiting_minutes'],
      ['waiting_minutes=soon', 'waiting_minutes'],
      ['waiting_minutes=600000', 'waiting_minutes'],
    ] as const) {
      const res = await inject(w.t, 'GET', `/business-dispatches?${query}`, w.as.in_house_manager);
      expect([query, res.statusCode]).toEqual([query, 400]);
      const body = errorResponse.parse(res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.details?.[0]?.path).toBe(path);
      expect(body.details?.[0]?.message).toMatch(/^flotte\.validation\./);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});
