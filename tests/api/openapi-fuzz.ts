/**
 * What the fuzz and control-character tests share: the operations of the OpenAPI document
 * (`/api/docs/json`) with their parameters and JSON body schema, how to call one, and a
 * fingerprint of every table to prove a refused call wrote nothing.
 */
import type { TestApp } from './helpers';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/assets/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

/** The operations of the document, in its order. */
export async function readOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, RawOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A well-formed id no record has: the call reaches validation, never a record. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The operation's URL with its path parameters (`NO_SUCH_ID` unless told) and query. */
export function urlOf(op: Operation, query = '', pathValue = NO_SUCH_ID): string {
  const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValue));
  return query ? `${path}?${query}` : path;
}

/** The object schema a body takes (the first object of a union). */
export function objectSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = objectSchema(part);
    if (found) return found;
  }
  return undefined;
}

/** Whether a property takes text (a string, or a union holding one). */
export function takesText(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);
}

/**
 * Tables a refused call may still touch by design: the caller's session and the limits and
 * throttles that count every call.
 */
const COUNTING_TABLES = new Set(['sessions', 'rate_limit_hits', 'throttle_failures', 'job_runs']);

/** A fingerprint of every other table's rows: equal before and after, nothing was written. */
export async function tableFingerprints(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (COUNTING_TABLES.has(name)) continue;
    const [row] = await t.db.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
       from "${name}" x`,
    );
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}
