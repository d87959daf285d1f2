/**
 * Malformed input on every operation of the OpenAPI document: wrong types, nulls, huge
 * strings, NUL bytes, unknown fields, deeply nested and broken JSON in bodies; wrong types, NUL
 * bytes, huge and repeated values in query strings; malformed path parameters. Sent as callers
 * the guards let through (the superadmin, a business, an asset owner), every answer is below
 * 500 and no table changes (docs/security.md). Seeded: the same calls on every run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { appPerFile } from './per-file';
import {
  objectSchema,
  readOperations,
  tableFingerprints,
  takesText,
  urlOf,
  type JsonSchema,
  type Operation,
} from './openapi-fuzz';

const t = appPerFile({ rateLimitPerUser: 0, rateLimitPerAddress: 0 });
const ROLES: Role[] = ['superadmin', 'business', 'asset_owner'];

/** mulberry32: a small seeded generator, so that a failure replays. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(31);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf),
];

/** A value the property's schema refuses (its type is never among the allowed ones). */
function wrongValue(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  const candidates: unknown[] = [
    ['not', 'a', 'record'],
    { nested: { deeper: true } },
    12345.678,
    'not-a-value',
    true,
  ].filter((value) => {
    const kind = Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value;
    if (kind === 'number') return !types.includes('number') && !types.includes('integer');
    if (kind === 'boolean') return !types.includes('boolean');
    return !types.includes(kind === 'string' ? 'string' : kind);
  });
  return candidates.length ? pick(candidates) : Symbol.for('none');
}

const nullable = (schema: JsonSchema) => typesOf(schema).includes('null');

/** Nested arrays `depth` deep, as JSON text. */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 'x');

interface Call {
  method: string;
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
  label: string;
}

const jsonType = { headers: { 'content-type': 'application/json' } };
const json = (body: unknown) => ({ payload: JSON.stringify(body), ...jsonType });

/** The malformed calls of one operation. */
function callsOf(op: Operation): Call[] {
  const calls: Call[] = [];
  const { method } = op;
  const schema = objectSchema(op.body);
  const properties = Object.entries(schema?.properties ?? {});
  if (op.body) {
    const url = urlOf(op);
    const wrongTypes = Object.fromEntries(
      properties
        .map(([name, s]) => [name, wrongValue(s)] as const)
        .filter(([, value]) => value !== Symbol.for('none')),
    );
    const hasWrong = Object.keys(wrongTypes).length > 0;
    const body = (label: string, value: unknown) =>
      calls.push({ method, url, label: `body ${label}`, ...json(value) });
    if (hasWrong) {
      body('wrong types', wrongTypes);
      const [name, value] = pick(Object.entries(wrongTypes));
      body(`wrong type of ${name}`, { [name]: value });
      body('unknown fields', {
        ...wrongTypes,
        ['__proto__']: { polluted: true },
        constructor: { prototype: {} },
        [`field_${Math.floor(random() * 1e6)}`]: 'x',
      });
    }
    const notNullable = properties.filter(([, s]) => !nullable(s));
    if (notNullable.length) body('nulls', Object.fromEntries(notNullable.map(([n]) => [n, null])));
    const texts = properties.filter(([, s]) => takesText(s)).map(([n]) => n);
    if (texts.length) {
      const name = pick(texts);
      body(`huge ${name}`, { ...wrongTypes, [name]: 'x'.repeat(200_000) });
      body(`NUL in ${name}`, { [name]: `a\u0000b` });
      body(`deep JSON in ${name}`, { [name]: deepObject(200) });
    }
    body('null', null);
    body('a number', 42);
    body('a list', [wrongTypes]);
    calls.push({ method, url, label: 'body deep JSON', payload: deepJson(5_000), ...jsonType });
    calls.push({ method, url, label: 'body broken JSON', payload: '{"a": [1, 2', ...jsonType });
    calls.push({ method, url, label: 'body NUL JSON', payload: '{"a\\u0000": 1}', ...jsonType });
    calls.push({
      method,
      url,
      label: 'body too large',
      payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }),
      ...jsonType,
    });
  }
  for (const param of op.queryParams) {
    const name = encodeURIComponent(param.name);
    for (const value of ['a%00b', 'x'.repeat(10_000), '-1e309', '%E0%A4%A', `[]`]) {
      calls.push({ method, url: urlOf(op, `${name}=${value}`), label: `query ${param.name}` });
    }
    calls.push({ method, url: urlOf(op, `${name}=1&${name}=2`), label: `query repeated` });
    calls.push({ method, url: urlOf(op, `${name}[a][b]=1`), label: `query nested` });
  }
  if (op.pathParams.length) {
    for (const value of ['a\u0000b', 'x'.repeat(5_000), '..', ' ']) {
      calls.push({ method, url: urlOf(op, '', value), label: `path ${JSON.stringify(value)}` });
    }
  }
  return calls;
}
let operations: Operation[] = [];
beforeAll(async () => {
  operations = await readOperations(t);
});

describe('malformed input on every operation', () => {
  it.each(ROLES)('answers no 5xx and writes nothing, as %s', async (role) => {
    const auth = await t.as(role);
    const before = await tableFingerprints(t);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const call of callsOf(op)) {
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          payload: call.payload,
          headers: { ...auth, ...call.headers },
        });
        sent++;
        if (res.statusCode >= 500) {
          failures.push(`${op.method} ${op.path} ${call.label}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    const after = await tableFingerprints(t);
    const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
    expect(changed).toEqual([]);
  });
});
