/** The window a round's recipient is promised (docs/rounds.md, "The recipient"), and its mail. */
import { describe, expect, it } from 'vitest';
import { promisedWindow, windowClock } from '../../contract/promised-window';
import { recipientMail } from '../../server/mail/recipient-mails';

const PARIS = 'Europe/Paris';

describe('the promised window', () => {
  it('starts ten minutes before the planned start, rounded down, for 30 minutes', () => {
    expect(promisedWindow('2031-01-10T14:22:00.000Z', 'UTC')).toEqual({
      from: '2031-01-10T14:10:00.000Z',
      until: '2031-01-10T14:40:00.000Z',
    });
    expect(promisedWindow('2031-01-10T14:20:00.000Z', 'UTC').from).toBe('2031-01-10T14:10:00.000Z');
    expect(promisedWindow('2031-01-10T14:30:00.000Z', 'UTC').from).toBe('2031-01-10T14:20:00.000Z');
    expect(promisedWindow('2031-01-10T00:05:00.000Z', 'UTC').from).toBe('2031-01-09T23:50:00.000Z');
  });

  it('rounds on the business’s wall clock, in zones 45 minutes off the hour too', () => {
    // Kathmandu is UTC+5:45: planned 14:22 there (08:37Z), the window opens at 14:10 there.
    const kathmandu = promisedWindow('2031-01-10T08:37:00.000Z', 'Asia/Kathmandu');
    expect(kathmandu).toEqual({
      from: '2031-01-10T08:25:00.000Z',
      until: '2031-01-10T08:55:00.000Z',
    });
    expect(windowClock(kathmandu.from, 'fr', 'Asia/Kathmandu')).toBe('14 h 10');
    expect(windowClock(kathmandu.until, 'fr', 'Asia/Kathmandu')).toBe('14 h 40');
    // Seconds of the planned start never leak into the window.
    expect(promisedWindow('2031-01-10T14:22:37.500Z', PARIS).from).toBe('2031-01-10T14:10:00.000Z');
  });

  it('is written as people write times: 14 h 10 in French, 2:10 pm in English', () => {
    expect(windowClock('2031-01-10T14:10:00.000Z', 'fr', 'UTC')).toBe('14 h 10');
    expect(windowClock('2031-01-10T14:10:00.000Z', 'en', 'UTC')).toBe('2:10 pm');
    expect(windowClock('2031-01-10T00:05:00.000Z', 'en', 'UTC')).toBe('12:05 am');
    expect(windowClock('2031-01-10T12:40:00.000Z', 'en', 'UTC')).toBe('12:40 pm');
    expect(windowClock('2031-01-10T09:00:00.000Z', 'fr', 'UTC')).toBe('9 h 00');
  });

  it("reads the business's wall clock: Paris is an hour ahead in winter, two in summer", () => {
    expect(windowClock('2031-01-10T13:10:00.000Z', 'fr', PARIS)).toBe('14 h 10');
    expect(windowClock('2031-07-10T12:10:00.000Z', 'fr', PARIS)).toBe('14 h 10');
    expect(windowClock('2031-01-10T23:30:00.000Z', 'en', PARIS)).toBe('12:30 am');
  });

  it('goes in the recipient’s assigned mail, in her business’s language', () => {
    const data = {
      businessName: 'Transports Durand',
      reference: 'FLT-2031-000001',
      trackingUrl: undefined,
      // 13:22 UTC is 14:22 in Paris in January.
      window: { ...promisedWindow('2031-01-10T13:22:00.000Z', PARIS), zone: PARIS },
    };
    const fr = recipientMail('assigned', 'fr', data);
    expect(fr.text).toContain('Elle vous sera livrée entre 14 h 10 et 14 h 40.');
    expect(fr.html).toContain('entre 14 h 10 et 14 h 40');
    expect(recipientMail('assigned', 'en', data).text).toContain(
      'It will reach you between 2:10 pm and 2:40 pm.',
    );
    expect(recipientMail('assigned', 'fr', { ...data, window: undefined }).text).not.toContain(
      'entre',
    );
  });
});
