/**
 * The OpenAPI document as client generators read it (docs/api.md): every operation named by a
 * stable, unique `operationId` from server/plugins/operations.ts, the public operations declared
 * `security: []` and every other one the Bearer scheme, and a server to call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS, PUBLIC_OPERATIONS } from '../../server/plugins/operations';
import { appPerFile } from './per-file';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}

const t = appPerFile();
let servers: unknown;
let operations: { key: string; op: Operation }[] = [];

beforeAll(async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    servers?: unknown;
    paths: Record<string, Record<string, Operation>>;
  }>();
  servers = doc.servers;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
});

describe('the operations of the OpenAPI document', () => {
  it('each has an operationId, camelCase and unique, and the table names no other', () => {
    const unnamed = operations.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(unnamed).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(operations.map(({ key }) => key).sort()).toEqual(Object.keys(OPERATION_IDS).sort());
    expect(operations.length).toBeGreaterThan(150);
  });

  it('declares the public ones `security: []` and the Bearer scheme on every other', () => {
    const isPublic = (op: Operation) => op.security?.length === 0;
    const publicKeys = operations.filter(({ op }) => isPublic(op)).map(({ key }) => key);
    expect(publicKeys.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    const unsecured = operations
      .filter(({ op }) => !isPublic(op) && op.security?.[0]?.bearer === undefined)
      .map(({ key }) => key);
    expect(unsecured).toEqual([]);
  });

  it('names the server to call', () => {
    expect(servers).toEqual([{ url: '/', description: 'This Flotte server' }]);
  });
});
