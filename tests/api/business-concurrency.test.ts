/**
 * Business and staff writes racing on a real PostgreSQL server (DATABASE_URL), where requests
 * fired together run in parallel transactions. Skipped on PGlite, which serialises everything.
 */
import { describe, expect, it } from 'vitest';
import { call, createWorld, insertBusiness, one, signedInUser } from './business-fixtures';
import { createRequest, newRequest } from './requests-fixtures';
import { freshEmail } from './signup-helpers';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(() => createWorld({ freeMaxUsers: 3 }));

const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();
const count = async (sql: string, params: unknown[] = []) =>
  (await one<{ n: number }>(w.t, `select count(*)::int as n from ${sql}`, params)).n;

describe('business writes racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)('five invites for the last staff place: exactly one wins', async () => {
    // The demo business has one staff member; one more leaves a single place of three.
    expect(
      (await call(w, 'POST', '/business/staff', w.as.business, { name: 'A', email: freshEmail() }))
        .statusCode,
    ).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(w, 'POST', '/business/staff', w.as.business, { name: 'B', email: freshEmail() }),
      ),
    );
    expect(statuses(results)).toEqual([201, 409, 409, 409, 409]);
    expect(
      await count('users where business_id = $1 and disabled_at is null', [w.ids.business]),
    ).toBe(3);
  });

  it.skipIf(!onPostgres)('one slug, one address: racing creations get one 201', async () => {
    const bySlug = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(w, 'POST', '/business', w.as.superadmin, {
          name: 'Même adresse',
          slug: 'meme-adresse',
          staff: { name: 'X', email: freshEmail() },
        }),
      ),
    );
    expect(statuses(bySlug)).toEqual([201, 409, 409, 409]);
    expect(bySlug.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'slug_taken',
      'slug_taken',
      'slug_taken',
    ]);
    // Without a slug, racing creations of one name each get one derived from it.
    const byName = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(w, 'POST', '/business', w.as.superadmin, {
          name: 'Même nom',
          staff: { name: 'X', email: freshEmail() },
        }),
      ),
    );
    expect(statuses(byName)).toEqual([201, 201, 201, 201]);
    expect(new Set(byName.map((r) => r.json().data.slug)).size).toBe(4);
    const email = freshEmail('same');
    const byEmail = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(w, 'POST', '/business', w.as.superadmin, {
          name: 'Même personne',
          staff: { name: 'X', email },
        }),
      ),
    );
    expect(statuses(byEmail)).toEqual([201, 409, 409, 409]);
    expect(
      byEmail.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'email_taken'),
    ).toBe(true);
    expect(await count('users where email = $1', [email])).toBe(1);
    expect(await count(`businesses where name = 'Même personne'`)).toBe(1);
  });

  it.skipIf(!onPostgres)(
    'four approvals at once: one change, one mail per staff member',
    async () => {
      const id = await insertBusiness(w.t, 'en-attente', 'standard', { active: false });
      await signedInUser(w.t, 'one@en-attente.test', id);
      await signedInUser(w.t, 'two@en-attente.test', id);
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(w, 'PATCH', `/business/${id}/toggle-status`, w.as.superadmin, { active: true }),
        ),
      );
      expect(statuses(results)).toEqual([200, 200, 200, 200]);
      expect(await count(`outbox where to_email like '%@en-attente.test'`)).toBe(2);
      expect(await count(`audit_log where entity_id = $1 and action = 'approve'`, [id])).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    'a delete racing request creations never leaves a deleted business with a request in flight',
    async () => {
      for (let round = 0; round < 3; round++) {
        const id = await insertBusiness(w.t, `course-${round}`);
        const staff = await signedInUser(w.t, `staff@course-${round}.test`, id);
        const create = () =>
          call(
            w,
            'POST',
            '/business-dispatches',
            staff,
            newRequest({ asset_type_id: w.ids.van, price: 0 }),
          );
        const [deleted, ...created] = await Promise.all([
          call(w, 'DELETE', `/business/${id}`, w.as.superadmin),
          create(),
          create(),
          create(),
        ]);
        const open = await count(
          `requests where business_id = $1 and status in ('pending', 'assigned', 'in_transit')`,
          [id],
        );
        if (deleted!.statusCode === 200) {
          expect(open).toBe(0);
          expect(created.every((r) => r.statusCode !== 201)).toBe(true);
        } else {
          expect(deleted!.json()).toMatchObject({ code: 'business_has_open_requests' });
          expect(open).toBe(created.filter((r) => r.statusCode === 201).length);
        }
      }
    },
  );

  it.skipIf(!onPostgres)(
    'a delete racing the dispatch of its in-house asset never withdraws an asset on its way',
    async () => {
      for (let round = 0; round < 4; round++) {
        const id = await insertBusiness(w.t, `flotte-${round}`);
        const van = (
          await one<{ id: string }>(
            w.t,
            `insert into assets (asset_type_id, business_id, name) values ($1, $2, $3)
             returning id`,
            [w.ids.van, id, `Utilitaire ${round}`],
          )
        ).id;
        // Another business's request: the operator may dispatch any asset on it.
        const requestId = await createRequest(w, { price: 0 });
        const [deleted, dispatched] = await Promise.all([
          call(w, 'DELETE', `/business/${id}`, w.as.superadmin),
          call(w, 'POST', '/asset-dispatch', w.as.superadmin, {
            request_id: requestId,
            asset_id: van,
          }),
        ]);
        if (deleted!.statusCode === 200) {
          expect(dispatched!.json()).toMatchObject({ code: 'asset_unavailable' });
        } else {
          expect(deleted!.json()).toMatchObject({ code: 'asset_in_use' });
          expect(dispatched!.statusCode).toBe(201);
        }
        expect(
          await count(
            `dispatches d join assets a on a.id = d.asset_id
             where a.deleted_at is not null and d.status in ('assigned', 'in_transit')`,
          ),
        ).toBe(0);
      }
    },
  );
});
