import { isIP } from 'node:net';

/**
 * TRUST_PROXY: whose `X-Forwarded-For` counts for `request.ip` (throttles, limits, sessions).
 * Off: the peer's address, whatever the headers say. `true`: any peer (only behind a proxy
 * that overwrites the header). A number: that many hops from the server. A list: those
 * addresses/CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  // proxy-addr also takes an IPv4 netmask after the slash.
  return (/^\d+$/.test(bits) && Number(bits) <= max) || isIP(bits) === 4;
}

/** Reads TRUST_PROXY; throws a readable error on a value that names no proxy. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !validEntry(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be off, true, a hop count or addresses/CIDRs separated by commas (got "${raw}")`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy`. Fastify trusts nobody for a bare number (it cannot check the peer),
 * so a hop count is given as proxy-addr's own rule: the nearest `hops` addresses are proxies.
 */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
