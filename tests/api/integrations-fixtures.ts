/**
 * Fixtures of the integrations tests (issue 20): API keys made through the API, and their
 * `authorization` headers.
 */
import { oneResponse } from '../../contract/common';
import { apiKeyCreated } from '../../contract/integrations';
import { inject, type Headers, type World } from './requests-fixtures';

export const oneKey = oneResponse(apiKeyCreated);

/** Creates a key as `by` (`body` over a write key named "ERP"); answers it with its header. */
export async function createKey(
  w: Pick<World, 't'>,
  by: Headers,
  body: Record<string, unknown> = {},
): Promise<{ id: string; prefix: string; secret: string; headers: Headers }> {
  const res = await inject(w.t, 'POST', '/api-keys', by, { name: 'ERP', scope: 'write', ...body });
  if (res.statusCode !== 201) throw new Error(`create key: ${res.statusCode} ${res.body}`);
  const { id, prefix, secret } = oneKey.parse(res.json()).data;
  return { id, prefix, secret, headers: { authorization: `Bearer ${secret}` } };
}
