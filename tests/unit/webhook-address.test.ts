/**
 * The webhook address guard (server/services/integrations/ssrf.ts) refuses every IPv6 form that
 * carries an IPv4 address a gateway (NAT64, SIIT, 6to4, Teredo) would reach, with the same
 * checks as the IPv4 address itself; public ones stay allowed (docs/security.md).
 */
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isForbiddenAddress } from '../../server/services/integrations/ssrf';

const strict = { allowPrivate: false, allowHttp: true };

describe('the webhook address guard', () => {
  it.each([
    ['::/96 (IPv4-compatible)', '::127.0.0.1', '::8.8.8.8'],
    ['::ffff:0:0/96 (IPv4-mapped)', '::ffff:127.0.0.1', '::ffff:8.8.8.8'],
    ['::ffff:0:0:0/96 (IPv4-translated)', '::ffff:0:127.0.0.1', '::ffff:0:8.8.8.8'],
    ['64:ff9b::/96 (NAT64)', '64:ff9b::7f00:1', '64:ff9b::808:808'],
    ['64:ff9b::/96 (NAT64, metadata)', '64:ff9b::a9fe:a9fe', '64:ff9b::101:101'],
    ['2002::/16 (6to4)', '2002:7f00:1::', '2002:808:808::1'],
    ['2002::/16 (6to4, private)', '2002:c0a8:1::1', '2002:101:101::'],
    ['2001::/32 (Teredo server)', '2001:0:7f00:1:0:0:f7f7:f7f7', '2001:0:808:808:0:0:f7f7:f7f7'],
    ['2001::/32 (Teredo client)', '2001:0:808:808:0:0:80ff:fffe', '2001:0:808:808:0:0:f7f7:f7f7'],
  ])('%s: refuses %s, allows %s', (_form, refused, allowed) => {
    expect(isForbiddenAddress(refused)).toBe(true);
    expect(isForbiddenAddress(allowed)).toBe(false);
  });

  it('refuses the local-use NAT64 prefix 64:ff9b:1::/48 whole', () => {
    expect(isForbiddenAddress('64:ff9b:1::7f00:1')).toBe(true);
    expect(isForbiddenAddress('64:ff9b:1::808:808')).toBe(true);
  });

  it('still refuses what it did: loopback, private, link-local, metadata, unique-local', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect([address, isForbiddenAddress(address)]).toEqual([address, true]);
    }
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
    expect(isForbiddenAddress('2606:4700:4700::1111')).toBe(false);
  });

  it.each([
    'http://[::127.0.0.1]/x',
    'http://[::ffff:0:127.0.0.1]/x',
    'http://[64:ff9b:1::7f00:1]/x',
    'http://[64:ff9b::127.0.0.1]/x',
    'http://[2002:7f00:1::]/x',
    'http://[2001:0:7f00:1::f7f7:f7f7]/x',
  ])('refuses the address %s as given in a URL', async (url) => {
    await expect(checkWebhookUrl(url, strict)).rejects.toMatchObject({
      statusCode: 400,
      code: 'webhook_url_forbidden',
    });
  });
});
