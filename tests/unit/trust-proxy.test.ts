import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { parseTrustProxy, trustProxyOption } from '../../server/trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['FALSE', false],
    ['0', false],
    ['true', true],
    ['on', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 2001:db8::/32,loopback ', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.1/33', 'proxy.example.com', '1.2.3', '::1/129', ','])(
    '%j is refused with a readable error',
    (raw) => {
      expect(() => readConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );

  it('a hop count trusts exactly that many hops', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('API limit settings', () => {
  it('defaults an operator would keep, changed or lifted by environment', () => {
    expect(readConfig({})).toMatchObject({
      rateLimitPerUser: 600,
      rateLimitPerAddress: 1200,
      rateLimitWindowSeconds: 60,
      redisUrl: undefined,
      trustProxy: false,
    });
    expect(
      readConfig({
        FLOTTE_RATE_LIMIT_USER: '0',
        FLOTTE_RATE_LIMIT_ADDRESS: '50',
        FLOTTE_RATE_LIMIT_WINDOW: '10',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
    ).toMatchObject({
      rateLimitPerUser: 0,
      rateLimitPerAddress: 50,
      rateLimitWindowSeconds: 10,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(() => readConfig({ FLOTTE_RATE_LIMIT_WINDOW: '0' })).toThrow(/FLOTTE_RATE_LIMIT_WINDOW/);
    expect(() => readConfig({ FLOTTE_RATE_LIMIT_USER: '-1' })).toThrow(/FLOTTE_RATE_LIMIT_USER/);
  });
});
