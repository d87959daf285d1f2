/**
 * Server-side request forgery guard of the webhooks (issue 20, docs/integrations.md): an
 * endpoint's address must be https (http only with FLOTTE_WEBHOOK_ALLOW_HTTP) and its host must
 * resolve to public addresses only: no loopback, private, link-local (cloud metadata among them),
 * carrier-grade NAT, multicast or unspecified address, in IPv4 or IPv6 (IPv4-mapped too). It is
 * checked when the endpoint is registered and again at each sending, where the connection goes
 * to the very address that was checked (no second lookup a rebinding DNS could answer
 * differently). FLOTTE_WEBHOOK_ALLOW_PRIVATE=1 lifts the address check (tests, private networks).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ApiError } from '../../errors';

export interface UrlPolicy {
  allowPrivate: boolean;
  allowHttp: boolean;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['2001:db8::', 32], // documentation
  ['fd00:ec2::254', 128], // AWS metadata over IPv6
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP) is one a webhook may not reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** The URL parsed and its scheme checked (400 webhook_url_invalid / webhook_url_insecure). */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  if (!URL.canParse(raw)) throw new ApiError(400, 'webhook_url_invalid');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApiError(400, 'webhook_url_invalid');
  }
  if (url.username || url.password || !url.hostname) {
    throw new ApiError(400, 'webhook_url_invalid');
  }
  if (url.protocol === 'http:' && !policy.allowHttp) {
    throw new ApiError(400, 'webhook_url_insecure');
  }
  return url;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `url`: the first its host resolves to, once every address it
 * resolves to is checked (400 webhook_url_forbidden when one is not public, unless allowed;
 * 400 webhook_url_unresolvable when the name does not resolve).
 */
export async function resolveWebhookTarget(
  url: URL,
  policy: UrlPolicy,
  resolve: Resolver = systemResolver,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new ApiError(400, 'webhook_url_unresolvable');
    }
  }
  if (addresses.length === 0) throw new ApiError(400, 'webhook_url_unresolvable');
  if (!policy.allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
    throw new ApiError(400, 'webhook_url_forbidden');
  }
  return addresses[0]!;
}

/** The whole check of an address being registered: scheme, then every address it resolves to. */
export async function checkWebhookUrl(
  raw: string,
  policy: UrlPolicy,
  resolve?: Resolver,
): Promise<string> {
  const url = parseWebhookUrl(raw, policy);
  await resolveWebhookTarget(url, policy, resolve);
  return url.toString();
}
