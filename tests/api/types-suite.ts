import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessType } from '../../contract/business-type';
import { listResponse, oneResponse } from '../../contract/common';
import { packageType } from '../../contract/package-type';
import { ROLES, createTestApp, type TestApp } from './helpers';
import { invalidDetails } from './refusals';

/**
 * The suite shared by business types and request package types (one implementation,
 * services/catalog/types.ts): each test file runs it for its list.
 */
let t: TestApp;
let admin: { authorization: string };

/** Both simple type lists share one implementation; each is tested the same way. */
const kinds = [
  {
    path: '/api/business-types',
    entity: 'business_type',
    table: 'business_types',
    record: businessType,
    seeded: 'Restauration',
    extra: {},
    bad: { name: '', active: 'yes', description: 'x'.repeat(1001) },
    badPaths: ['name', 'active', 'description'],
    use: async (id: string) => {
      await t.db.query(
        `update businesses set business_type_id = $1 where slug = 'transports-durand'`,
        [id],
      );
    },
  },
  {
    path: '/api/request-package-types',
    entity: 'package_type',
    table: 'request_package_types',
    record: packageType,
    seeded: 'Palette',
    extra: { max_weight_kg: 25 },
    bad: { name: ' ', max_weight_kg: -3, active: 1 },
    badPaths: ['name', 'max_weight_kg', 'active'],
    use: async (id: string) => {
      const [biz] = await t.db.query<{ id: string }>(
        `select id from businesses where slug = 'transports-durand'`,
      );
      const [type] = await t.db.query<{ id: string }>(`select id from asset_types limit 1`);
      await t.db.query(
        `insert into requests (business_id, package_type_id, asset_type_id, pickup_address,
           dropoff_address, price) values ($1, $2, $3, 'A', 'B', 100)`,
        [biz!.id, id, type!.id],
      );
    },
  },
] as const;

export function typeSuite(path: (typeof kinds)[number]['path']) {
  const kind = kinds.find((k) => k.path === path)!;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('superadmin');
  });
  afterAll(() => t?.close());
  describe(kind.path, () => {
    const list = listResponse(kind.record as typeof packageType);
    const one = oneResponse(kind.record as typeof packageType);
    const rows = async () =>
      (await t.db.query(`select * from ${kind.table} order by id`)).map((r) => JSON.stringify(r));
    /** A write to the kind's path (`path` after it) as the superadmin. */
    const asAdmin = (method: 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
      t.app.inject({ method, url: `${kind.path}${path}`, headers: admin, payload });
    const audits = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from audit_log where entity = $1`,
          [kind.entity],
        )
      )[0]!.n;

    it('lists the seeded types (French) to every signed-in role, sorted and searched', async () => {
      // A driver has no part in the catalogues (docs/drivers.md): 403.
      for (const role of ROLES.filter((r) => r !== 'driver')) {
        const res = await t.app.inject({
          url: `${kind.path}?q=${encodeURIComponent(kind.seeded)}`,
          headers: await t.as(role),
        });
        expect(res.statusCode).toBe(200);
        const body = list.parse(res.json());
        expect(body.data.map((d) => d.name)).toEqual([kind.seeded]);
        expect(body.pagination).toEqual({ total: 1, limit: 10, skip: 0 });
      }
      const sorted = list.parse(
        (
          await t.app.inject({ url: `${kind.path}?sort=name&order=desc&limit=2`, headers: admin })
        ).json(),
      );
      expect(sorted.data).toHaveLength(2);
      expect(sorted.pagination.total).toBe(5);
      const one1 = await t.app.inject({
        url: `${kind.path}/${sorted.data[0]!.id}`,
        headers: admin,
      });
      expect(one.parse(one1.json()).data).toEqual(sorted.data[0]);
    });

    it('answers 401 without a token, 400 on a bad sort, 404 for an unknown id', async () => {
      expect((await t.app.inject({ url: kind.path })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `${kind.path}?sort=password`, headers: admin })).statusCode,
      ).toBe(400);
      for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
        const res = await t.app.inject({ url: `${kind.path}/${id}`, headers: admin });
        expect(res.statusCode).toBe(404);
      }
    });

    it('lets only the superadmin write: 403 for every other role, nothing written', async () => {
      const before = await rows();
      const [first] = list.parse(
        (await t.app.inject({ url: kind.path, headers: admin })).json(),
      ).data;
      for (const role of ROLES.filter((r) => r !== 'superadmin')) {
        const headers = await t.as(role);
        const calls = [
          t.app.inject({ method: 'POST', url: kind.path, headers, payload: { name: 'X' } }),
          t.app.inject({
            method: 'PATCH',
            url: `${kind.path}/${first!.id}`,
            headers,
            payload: { name: 'Y' },
          }),
          t.app.inject({ method: 'DELETE', url: `${kind.path}/${first!.id}`, headers }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ code: 'forbidden' });
        }
      }
      expect(await rows()).toEqual(before);
    });

    it('creates, updates and deletes (superadmin), with one audit row each', async () => {
      const auditsBefore = await audits();
      const created = await asAdmin('POST', '', { name: '  Nouveau type ', ...kind.extra });
      expect(created.statusCode).toBe(201);
      const { data } = one.parse(created.json());
      expect(data).toMatchObject({
        name: 'Nouveau type',
        description: null,
        active: true,
        ...kind.extra,
      });

      const patched = await asAdmin('PATCH', `/${data.id}`, {
        active: false,
        description: 'Décrit',
      });
      expect(patched.statusCode).toBe(200);
      expect(one.parse(patched.json()).data).toMatchObject({
        active: false,
        description: 'Décrit',
      });

      const deleted = await asAdmin('DELETE', `/${data.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: `${kind.path}/${data.id}`, headers: admin })).statusCode,
      ).toBe(404);
      expect(await audits()).toBe(auditsBefore + 3);
    });

    it('refuses a taken name (any case) with 409 name_taken, nothing written', async () => {
      const before = await rows();
      const dup = await asAdmin('POST', '', { name: kind.seeded.toUpperCase() });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'name_taken', details: [{ path: 'name' }] });
      const [other] = list.parse(
        (
          await t.app.inject({ url: `${kind.path}?sort=name&order=desc&limit=1`, headers: admin })
        ).json(),
      ).data;
      const rename = await asAdmin('PATCH', `/${other!.id}`, { name: kind.seeded.toLowerCase() });
      expect(rename.statusCode).toBe(409);
      expect(await rows()).toEqual(before);
    });

    it('refuses bad bodies with 400 and a catalog key per field, nothing written', async () => {
      const before = await rows();
      const [first] = list.parse(
        (await t.app.inject({ url: kind.path, headers: admin })).json(),
      ).data;
      for (const [method, url] of [
        ['POST', kind.path],
        ['PATCH', `${kind.path}/${first!.id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: admin, payload: kind.bad });
        const details = invalidDetails(res)!;
        expect(details.map((d) => d.path).sort()).toEqual([...kind.badPaths].sort());
        for (const d of details) expect(d.message).toMatch(/^flotte\.validation\./);
      }
      expect(await rows()).toEqual(before);
    });

    it('refuses to delete a type in use: 409 type_in_use, nothing deleted', async () => {
      const { data } = one.parse((await asAdmin('POST', '', { name: 'Utilisé' })).json());
      await kind.use(data.id);
      const before = await rows();
      const res = await asAdmin('DELETE', `/${data.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'type_in_use' });
      expect(await rows()).toEqual(before);
    });
  });
}
