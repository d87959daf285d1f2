import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { asset } from '../../contract/asset';
import { errorResponse, listResponse } from '../../contract/common';
import { request } from '../../contract/request';
import { compileFast, isPlainSchema, serializerCompiler } from '../../server/plugins/serializer';

const route = (schema: $ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const ours = (schema: $ZodType) => serializerCompiler(route(schema));
const zods = (schema: $ZodType) => zodSerializerCompiler(route(schema));

/** Strings JSON must escape, or that a writer could get wrong. */
const TRICKY = [
  'plain',
  'a "quoted" \\ path',
  'line\nbreak\ttab\u0001',
  'lone \ud800 half',
  'é ✓ 🚚',
  '</script>',
  '',
];

/** A value of `schema` for row `i`: every kind of string, null every other row, whole numbers. */
function sample(schema: $ZodType, i: number): unknown {
  const def = schema._zod.def as unknown as {
    type: string;
    shape?: Record<string, $ZodType>;
    element?: $ZodType;
    innerType?: $ZodType;
    entries?: Record<string, string>;
  };
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!).map(([k, v], j) => [k, sample(v, i + j)]),
      );
    case 'array':
      return [sample(def.element!, i), sample(def.element!, i + 1)];
    case 'nullable':
      return i % 2 ? null : sample(def.innerType!, i);
    case 'optional':
      return sample(def.innerType!, i);
    case 'string':
      return TRICKY[i % TRICKY.length];
    case 'number':
      return (i % 3) * 7_654_321 - 5;
    case 'boolean':
      return i % 2 === 0;
    case 'enum':
      return Object.values(def.entries!)[i % Object.keys(def.entries!).length];
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}

const page = (item: $ZodType, rows: number) => ({
  data: Array.from({ length: rows }, (_, i) => sample(item, i)),
  pagination: { total: 123_456, limit: 25, skip: 0 },
});

describe('the answers serializer (server/plugins/serializer.ts)', () => {
  const lists = [
    ['assets', listResponse(asset)],
    ['requests', listResponse(request)],
  ] as const;

  it.each(lists)('compiles the %s list: its schema is plain', (_, schema) => {
    expect(isPlainSchema(schema)).toBe(true);
    expect(compileFast(schema)).not.toBe(false);
  });

  it.each(lists)('writes a page of %s byte for byte as zod does', (_, schema) => {
    const data = page(schema.shape.data.element, 30);
    expect(ours(schema)(data)).toBe(zods(schema)(data));
  });

  it('writes the keys in the schema order, whatever order the row has', () => {
    const schema = listResponse(asset);
    const row = sample(asset, 3) as Record<string, unknown>;
    const shuffled = Object.fromEntries(Object.entries(row).reverse());
    const data = { pagination: { skip: 0, limit: 1, total: 1 }, data: [shuffled] };
    const written = ours(schema)(data);
    expect(written).toBe(zods(schema)(data));
    expect(Object.keys(JSON.parse(written).data[0])).toEqual(Object.keys(asset.shape));
  });

  it('leaves out a key the schema lacks, as zod does', () => {
    const schema = listResponse(asset);
    const data = { ...page(asset, 1), data: [{ ...(sample(asset, 1) as object), secret: 'x' }] };
    const written = ours(schema)(data);
    expect(written).toBe(zods(schema)(data));
    expect(written).not.toContain('secret');
  });

  it.each([
    ['a fraction where a whole number goes', { year: 1.5 }],
    ['a status outside the enum', { status: 'lost' }],
    ['a missing field', { name: undefined }],
    ['null where null is not allowed', { currency: null }],
    ['a date object for a string', { created_at: new Date(0) }],
  ])('refuses %s with zod’s own error', (_, change) => {
    const schema = listResponse(asset);
    const data = { ...page(asset, 2), data: [{ ...(sample(asset, 0) as object), ...change }] };
    expect(() => zods(schema)(data)).toThrow();
    expect(() => ours(schema)(data)).toThrow(
      (() => {
        try {
          zods(schema)(data);
        } catch (error) {
          return (error as Error).message;
        }
      })(),
    );
  });

  it('keeps zod’s encoding for what a JSON Schema does not state exactly', () => {
    const refined = z.object({ n: z.number().refine((n) => n > 0) });
    const cases: $ZodType[] = [
      refined,
      z.object({ at: z.date().transform((d) => d.toISOString()) }),
      z.object({ mail: z.email() }),
      z.object({ either: z.union([z.string(), z.number()]) }),
      z.object({ n: z.number().default(1) }),
      z.object({}).passthrough(),
      z.object({ code: z.string().regex(/^a/) }),
    ];
    for (const schema of cases) expect(isPlainSchema(schema)).toBe(false);
    // Refused by the refinement, as zod refuses it.
    expect(() => ours(refined)({ n: -1 })).toThrow();
    expect(ours(refined)({ n: 2 })).toBe('{"n":2}');
  });

  it('writes the error answers (a record of unions: zod’s encoding) as before', () => {
    expect(isPlainSchema(errorResponse)).toBe(false);
    const body = {
      statusCode: 400,
      code: 'validation_failed',
      message: 'flotte.errors.validation_failed',
      details: [{ path: 'name', message: 'a "quoted" \\ key', args: { max: 120 } }],
    };
    expect(ours(errorResponse)(body)).toBe(zods(errorResponse)(body));
  });
});
