import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacters, msg } from '../../contract/common';
import { ApiError, type ErrorDetail } from '../errors';

/** Deeper than any body of the contract: a deeper one is refused whole (fuzz: deep JSON). */
const MAX_DEPTH = 32;

/** A JSON object or a parsed query (whose prototype is an empty one of prototype null). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The fields of `value` (a parsed body, query or path) whose text holds a control character
 * no field needs (contract/common.ts CONTROL_CHARACTERS), as `a.b.0` paths; a value nested
 * deeper than MAX_DEPTH answers its own path. Only strings, arrays and plain objects are
 * walked: an upload's bytes are not text.
 */
function refusedFields(value: unknown, path: string[], out: ErrorDetail[]): void {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) {
      out.push({ path: path.join('.'), message: msg.controlCharacters });
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value) && !isPlainObject(value)) return;
  if (path.length >= MAX_DEPTH) {
    out.push({ path: path.join('.'), message: msg.invalid });
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key))
      out.push({ path: [...path, key].join('.'), message: msg.invalid });
    else refusedFields(item, [...path, key], out);
  }
}

function check(request: FastifyRequest): void {
  const details: ErrorDetail[] = [];
  refusedFields(request.params, [], details);
  refusedFields(request.query, [], details);
  refusedFields(request.body, [], details);
  if (details.length > 0) throw new ApiError(400, 'validation_failed', undefined, details);
}

/**
 * Refuses, before any route's own validation, a text holding NUL or another control character
 * in any field of any route (`400 validation_failed`, field by field): PostgreSQL refuses NUL
 * with an error that would answer 500, and no field needs the others. The contract's text
 * schemas say the same to the browser's forms.
 */
export function installControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => check(request));
}
