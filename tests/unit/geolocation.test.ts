import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS, guessLocation } from '../../src/providers/geolocation';
import { serveApi, server } from './support/api';

serveApi();

const GEO = 'http://geo.test/json/';

/** Answers the geolocation address, counting the requests and keeping their headers. */
function geo(reply: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  server.use(
    http.get(GEO, ({ request }) => {
      seen.push(request);
      return reply();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('guessLocation', () => {
  it('reads country, calling code and currency (ipapi.co shape), without any token', async () => {
    const seen = geo(() =>
      HttpResponse.json({ country_code: 'sn', country_calling_code: '+221', currency: 'XOF' }),
    );
    await expect(guessLocation(GEO)).resolves.toEqual({
      country: 'SN',
      callingCode: '+221',
      currency: 'XOF',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('falls back to `country` and adds the + to a bare calling code', async () => {
    geo(() => HttpResponse.json({ country: 'FR', country_calling_code: '33' }));
    await expect(guessLocation(GEO)).resolves.toEqual({ country: 'FR', callingCode: '+33' });
  });

  it('ignores values that are not what they claim to be', async () => {
    geo(() => HttpResponse.json({ country: 'France', country_calling_code: 'x', currency: 7 }));
    await expect(guessLocation(GEO)).resolves.toEqual({});
  });

  it('is silent when the service fails', async () => {
    geo(() => HttpResponse.json({ error: true }, { status: 500 }));
    await expect(guessLocation(GEO)).resolves.toEqual({});
  });

  it('is silent when the service cannot be reached', async () => {
    geo(() => HttpResponse.error());
    await expect(guessLocation(GEO)).resolves.toEqual({});
  });

  it('gives up silently after 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    geo(async () => {
      await delay('infinite');
      answered = true;
      return HttpResponse.json({ country_code: 'FR' });
    });
    const guess = guessLocation(GEO);
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    let settled = false;
    void guess.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(guess).resolves.toEqual({});
    expect(answered).toBe(false);
  });

  it('asks nothing at all without a configured address', async () => {
    const seen = geo(() => HttpResponse.json({ country_code: 'FR' }));
    await expect(guessLocation('')).resolves.toEqual({});
    expect(seen).toHaveLength(0);
  });
});
