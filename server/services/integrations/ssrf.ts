/**
 * Server-side request forgery guard of the webhooks (issue 20, docs/integrations.md): an
 * endpoint's address must be https (http only with FLOTTE_WEBHOOK_ALLOW_HTTP) and its host must
 * resolve to public addresses only: no loopback, private, link-local (cloud metadata among them),
 * carrier-grade NAT, multicast, reserved or unspecified address, in IPv4 or IPv6, nor an IPv6
 * address that carries a forbidden IPv4 one (mapped, NAT64, 6to4, Teredo…: ipaddr.js's range
 * table, docs/security.md). It is checked when the endpoint is registered and again at each
 * sending, where the connection goes to the very address that was checked (no second lookup a
 * rebinding DNS could answer differently). FLOTTE_WEBHOOK_ALLOW_PRIVATE=1 lifts the address check (tests, private networks).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../../errors';

export interface UrlPolicy {
  allowPrivate: boolean;
  allowHttp: boolean;
}

/**
 * IPv4 addresses a webhook may reach: ipaddr.js's `unicast`, what its table of special ranges
 * (unspecified, broadcast, multicast, link-local, loopback, carrier-grade NAT, private,
 * reserved and documentation, AS112, AMT) leaves.
 */
const publicIpv4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

/** The IPv4 address of a 32-bit number. */
const ipv4Of = (bits: number) =>
  new ipaddr.IPv4([bits >>> 24, (bits >>> 16) & 0xff, (bits >>> 8) & 0xff, bits & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries, for the forms a gateway turns into IPv4 traffic:
 * IPv4-mapped (`::ffff:0:0/96`), IPv4-translated (`::ffff:0:0:0/96`), IPv4-compatible
 * (`::/96`), NAT64 (`64:ff9b::/96`), 6to4 (`2002::/16`: bits 16–47) and Teredo (`2001::/32`:
 * the server, bits 32–63, and the client, the last 32 bits inverted). Null for any other address.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts;
  const last = ((p[6]! << 16) | p[7]!) >>> 0;
  const range = address.range();
  // `::` and `::1` are ranges of their own; the rest of `::/96` is in no range of the table.
  if (range === 'unicast' && p.slice(0, 6).every((part) => part === 0)) return [ipv4Of(last)];
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4Of(last)];
    case '6to4':
      return [ipv4Of(((p[1]! << 16) | p[2]!) >>> 0)];
    case 'teredo':
      return [ipv4Of(((p[2]! << 16) | p[3]!) >>> 0), ipv4Of(~last >>> 0)];
    default:
      return null;
  }
}

/**
 * The local-use NAT64 prefix (RFC 8215): its gateways embed the IPv4 address in formats this
 * guard would have to guess, and nothing public lives there: refused whole.
 */
const LOCAL_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

/**
 * IPv6 addresses a webhook may reach: `unicast` in ipaddr.js's table (no loopback, unique-local,
 * link-local, multicast, documentation…), or an address carrying only public IPv4 ones.
 */
const publicIpv6 = (address: ipaddr.IPv6) => {
  if (address.match(LOCAL_NAT64)) return false;
  const embedded = embeddedIpv4(address);
  if (embedded) return embedded.every(publicIpv4);
  return address.range() === 'unicast';
};

/** Whether `address` (an IP) is one a webhook may not reach. */
export function isForbiddenAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4'
    ? !publicIpv4(parsed as ipaddr.IPv4)
    : !publicIpv6(parsed as ipaddr.IPv6);
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
