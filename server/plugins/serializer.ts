import { Ajv } from 'ajv';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

/** What the contract's schema says, as a JSON Schema (z.toJSONSchema's output, loosely typed). */
type JsonSchema = { [key: string]: unknown };

/** The zod types whose JSON Schema says all that zod checks when it encodes them. */
const PLAIN_TYPES = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'nullable',
  'optional',
  'enum',
  'literal',
]);
/** The checks a JSON Schema keyword states exactly (lengths, bounds, whole numbers). */
const PLAIN_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'multiple_of',
]);
const WHOLE_NUMBERS = new Set(['safeint', 'int32', 'uint32']);

interface ZodDef {
  type: string;
  format?: string;
  check?: string;
  checks?: { _zod: { def: ZodDef } }[];
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  catchall?: $ZodType;
}
const defOf = (schema: $ZodType) => schema._zod.def as unknown as ZodDef;

function plainCheck(def: ZodDef): boolean {
  if (def.check === 'number_format') return WHOLE_NUMBERS.has(def.format ?? '');
  return def.check === undefined || PLAIN_CHECKS.has(def.check);
}

/**
 * Whether `schema` is made only of what a JSON Schema checks exactly as zod does: no transform,
 * codec, default, refinement, string format or union (those keep zod's own encoding).
 */
export function isPlainSchema(schema: $ZodType): boolean {
  const def = defOf(schema);
  if (!PLAIN_TYPES.has(def.type) || !plainCheck(def)) return false;
  if (def.checks?.some((c) => !plainCheck(c._zod.def))) return false;
  if (def.type === 'object') {
    if (def.catchall && defOf(def.catchall).type !== 'never') return false;
    return Object.values(def.shape ?? {}).every(isPlainSchema);
  }
  if (def.type === 'array') return isPlainSchema(def.element!);
  if (def.type === 'nullable' || def.type === 'optional') return isPlainSchema(def.innerType!);
  return true;
}

/**
 * The writer's copy of the schema: zod's nullable `anyOf: [{ type: X, … }, { type: 'null' }]` as
 * `type: [X, 'null']`, which fast-json-stringify writes after a `typeof` instead of trying each
 * branch with a validator of its own. The answer has been checked on the full schema before.
 */
function forWriter(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriter);
  if (!node || typeof node !== 'object') return node;
  const { anyOf } = node as { anyOf?: JsonSchema[] };
  const [some, none] = anyOf ?? [];
  if (anyOf?.length === 2 && none?.type === 'null' && typeof some?.type === 'string') {
    return forWriter({ ...some, type: [some.type, 'null'] });
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, forWriter(v)]));
}

// Strict: a keyword it does not know (a schema's own metadata) refuses the schema, which then
// keeps zod's encoding rather than a check that would skip that keyword.
const ajv = new Ajv({ strict: true, allowUnionTypes: true });
const zodSerializer = createSerializerCompiler({});

/** The check and the writer compiled from a plain schema's JSON Schema; false if either refuses it. */
export function compileFast(schema: $ZodType) {
  try {
    const body = toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return {
      check: ajv.compile(body),
      write: fastJson(forWriter(body) as Parameters<typeof fastJson>[0]),
    };
  } catch {
    return false as const;
  }
}

/**
 * Fastify's serializer compiler for the contract's zod schemas. Every answer is still checked
 * against its schema: for a schema made only of plain parts (`isPlainSchema`) the check is a
 * validator compiled once from its JSON Schema (`toJSONSchema`: the contract stays the one
 * definition), and the answer is written by a serializer compiled from the same JSON Schema, in
 * the schema's key order; anything else, and any answer that check refuses (an extra key, a wrong
 * type), goes through zod's encode as before, which strips, or refuses with the same error. So an
 * answer is the same bytes either way; a list page costs about half the time to write
 * (docs/benchmarks.md, issue 32).
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const slow = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
  const { schema } = route;
  if (!(schema instanceof Object) || !('_zod' in schema) || !isPlainSchema(schema)) return slow;
  // Compiled at the route's first answer: a server starts without compiling its ~400 schemas.
  let fast: ReturnType<typeof compileFast> | undefined;
  return (data) => {
    fast ??= compileFast(schema);
    return fast && fast.check(data) ? fast.write(data) : slow(data);
  };
};
