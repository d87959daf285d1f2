/**
 * A text holding NUL or another control character no field needs is refused with
 * `400 validation_failed`, field by field, on every route of the OpenAPI document (the write
 * routes' text fields, the list search, the sign-ups of people without an account), and
 * nothing is written (docs/security.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../contract/common';
import type { Role } from '../../contract/roles';
import { appPerFile } from './per-file';
import {
  objectSchema,
  readOperations,
  tableFingerprints,
  takesText,
  urlOf,
  type Operation,
} from './openapi-fuzz';

const t = appPerFile({ rateLimitPerUser: 0, rateLimitPerAddress: 0 });
const NUL_TEXT = 'a\u0000b';
const ROLES: Role[] = ['superadmin', 'business', 'asset_owner'];

let operations: Operation[] = [];
const headers: Partial<Record<Role, { authorization: string }>> = {};

beforeAll(async () => {
  operations = await readOperations(t);
  for (const role of ROLES) headers[role] = await t.as(role);
});

interface Detail {
  path: string;
  message: string;
}

/** The answers of each role to one call. */
async function answers(call: { method: string; url: string; payload?: object }) {
  const out: { status: number; details: Detail[] }[] = [];
  for (const role of ROLES) {
    const res = await t.app.inject({ ...call, headers: headers[role] });
    out.push({ status: res.statusCode, details: res.json<{ details?: Detail[] }>().details ?? [] });
  }
  return out;
}

const refusedFor = (detail: Detail) => detail.message === msg.controlCharacters;

describe('control characters', () => {
  it('are refused in every text field of every body, as each field, and nothing is written', async () => {
    const before = await tableFingerprints(t);
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const schema = objectSchema(op.body);
      const fields = Object.entries(schema?.properties ?? {})
        .filter(([, s]) => takesText(s))
        .map(([name]) => name);
      if (fields.length === 0) continue;
      const payload = Object.fromEntries(fields.map((name) => [name, NUL_TEXT]));
      const got = await answers({ method: op.method, url: urlOf(op), payload });
      checked++;
      const refused = got.some(
        ({ status, details }) =>
          status === 400 &&
          fields.every((name) => details.some((d) => d.path === name && refusedFor(d))),
      );
      if (!refused || got.some(({ status }) => status >= 500)) {
        wrong.push(`${op.method} ${op.path}: ${got.map((g) => g.status).join('/')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
    expect(await tableFingerprints(t)).toEqual(before);
  });

  it('are refused in the list search and every text of a query', async () => {
    const wrong: string[] = [];
    const searches = operations.filter((op) => op.queryParams.some((p) => p.name === 'q'));
    for (const op of searches) {
      const got = await answers({ method: op.method, url: urlOf(op, 'q=a%00b') });
      if (!got.every(({ status }) => status < 500) || !got.some(({ status }) => status === 400)) {
        wrong.push(`${op.method} ${op.path}: ${got.map((g) => g.status).join('/')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(searches.length).toBeGreaterThan(20);
    const res = await t.app.inject({
      url: '/api/assets?q=a%00b',
      headers: headers.superadmin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'q', message: msg.controlCharacters }],
    });
  });

  it('are refused in the sign-ups of people without an account, and nothing is written', async () => {
    const before = await tableFingerprints(t);
    const signUps: [string, object][] = [
      ['/api/asset-owners/signup', { name: 'Nina', password: 'a-good-password-1' }],
      [
        '/api/business/whitelabel/signup',
        { name: 'Nina', password: 'a-good-password-1', business_name: 'Nina SA' },
      ],
      [
        '/api/auth/b2b/sign-up',
        { name: 'Nina', password: 'a-good-password-1', business_name: 'Nina B2B' },
      ],
    ];
    for (const [url, fields] of signUps) {
      for (const field of ['name', 'email', 'phone']) {
        const payload = { email: 'nul@example.test', ...fields, [field]: `Ni${NUL_TEXT}` };
        const res = await t.app.inject({ method: 'POST', url, payload });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(res.json<{ details: Detail[] }>().details).toContainEqual({
          path: field,
          message: msg.controlCharacters,
        });
      }
    }
    expect(await tableFingerprints(t)).toEqual(before);
  });

  it('keep tab, line feed and carriage return, which multi-line texts need', async () => {
    const res = await t.app.inject({
      url: '/api/assets?q=a%09b%0Ac%0D',
      headers: headers.superadmin,
    });
    expect(res.statusCode).toBe(200);
  });
});
