/**
 * Workshop moves raced against a real PostgreSQL server (DATABASE_URL), whose pool runs the
 * requests in parallel transactions. Skipped on PGlite (one connection: nothing races).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { createRequest, newVan, requestStatus, topUp } from './requests-fixtures';
import { assetRow, createMaintenanceWorld, inject, patch, schedule } from './maintenance-fixtures';
import { one } from './rows';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(createMaintenanceWorld);
beforeAll(async () => {
  if (!onPostgres) return;
  await topUp(w, w.ids.business, 1_000_000);
});

const codeOf = (res: { statusCode: number; json: () => unknown }) =>
  res.statusCode >= 400 ? errorResponse.parse(res.json()).code : String(res.statusCode);

const statusOf = async (id: string) =>
  (await one<{ status: string }>(w.t, 'select status from maintenance where id = $1', [id])).status;

/**
 * Runs `race` `rounds` times, each on a fresh van (`name` and the round) with a piece of work
 * scheduled on it: a race may go either way, and the rounds give both ways their chance.
 */
async function everyRound(
  rounds: number,
  name: string,
  race: (van: string, work: string, round: number) => Promise<void>,
) {
  for (let round = 0; round < rounds; round++) {
    const van = await newVan(w, `${name} ${round}`);
    await race(van, await schedule(w, van), round);
  }
}

describe('racing the workshop (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'an asset dispatched and sent to the workshop at once: exactly one wins',
    async () => {
      await everyRound(6, 'Van disputé', async (van, work, round) => {
        const request = await createRequest(w);
        const dispatch = () =>
          inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
            request_id: request,
            asset_id: van,
          });
        const workshop = () => patch(w, work, { status: 'in_progress' }, w.as.asset_owner);
        // Alternate who starts first.
        const [d, m] =
          round % 2
            ? await Promise.all([dispatch(), workshop()])
            : (await Promise.all([workshop(), dispatch()])).reverse();
        const codes = [codeOf(d!), codeOf(m!)];
        expect(
          codes.filter((c) => c === 'asset_unavailable'),
          codes.join(),
        ).toHaveLength(1);
        const asset = (await assetRow(w, van)).status;
        if (codeOf(d!) === '201') {
          expect(asset).toBe('dispatched');
          expect(await statusOf(work)).toBe('scheduled');
          expect(await requestStatus(w, request)).toBe('assigned');
        } else {
          expect(codeOf(m!)).toBe('200');
          expect(asset).toBe('in_maintenance');
          expect(await statusOf(work)).toBe('in_progress');
          expect(await requestStatus(w, request)).toBe('pending');
        }
      });
    },
  );

  it.skipIf(!onPostgres)(
    'two pieces of work started at once on one asset: one in the workshop',
    async () => {
      const van = await newVan(w, 'Van à deux travaux');
      const works = [await schedule(w, van), await schedule(w, van), await schedule(w, van)];
      const results = await Promise.all(works.map((id) => patch(w, id, { status: 'in_progress' })));
      expect(results.map(codeOf).sort()).toEqual(['200', 'asset_unavailable', 'asset_unavailable']);
      const inShop = await w.t.db.query(
        `select 1 from maintenance where asset_id = $1 and status = 'in_progress'`,
        [van],
      );
      expect(inShop).toHaveLength(1);
      expect((await assetRow(w, van)).status).toBe('in_maintenance');
    },
  );

  it.skipIf(!onPostgres)(
    'one piece of work completed twice at once: one completion, one next',
    async () => {
      const van = await newVan(w, 'Van récurrent disputé');
      const id = await schedule(w, van, { repeat_every_days: 30 });
      await patch(w, id, { status: 'in_progress' });
      const results = await Promise.all([
        patch(w, id, { status: 'completed', cost: 100 }),
        patch(w, id, { status: 'completed', cost: 200 }),
        patch(w, id, { status: 'cancelled' }),
      ]);
      expect(results.map(codeOf).filter((c) => c === '200')).toHaveLength(1);
      expect(results.map(codeOf).filter((c) => c === 'invalid_transition')).toHaveLength(2);
      const nexts = await w.t.db.query('select 1 from maintenance where previous_id = $1', [id]);
      expect(nexts).toHaveLength((await statusOf(id)) === 'completed' ? 1 : 0);
      expect((await assetRow(w, van)).status).toBe('available');
    },
  );

  it.skipIf(!onPostgres)(
    'an asset deleted while its work starts: never deleted and in the workshop',
    async () => {
      await everyRound(4, 'Van supprimé', async (van, id) => {
        const [start, del] = await Promise.all([
          patch(w, id, { status: 'in_progress' }, w.as.asset_owner),
          inject(w.t, 'DELETE', `/assets/${van}`, w.as.asset_owner),
        ]);
        const asset = await assetRow(w, van);
        if (codeOf(del) === '200') {
          expect(asset.deleted_at).not.toBeNull();
          expect(asset.status).toBe('inactive');
          expect(['asset_unavailable', 'not_found']).toContain(codeOf(start));
          expect(await statusOf(id)).toBe('scheduled');
        } else {
          expect(codeOf(del)).toBe('asset_in_use');
          expect(codeOf(start)).toBe('200');
          expect(asset).toMatchObject({ status: 'in_maintenance', deleted_at: null });
        }
      });
    },
  );
});
