import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import { driverCatalogFr } from '../../src/pages/driver/light/catalog';
import { driverCatalogEn } from '../../src/pages/driver/light/catalogEn';
import { translatePlural } from '../../src/pages/driver/light/pluralEngine';

/** The driver's light entry counts as polyglot does in the app (pluralEngine.ts). */
describe("the driver's light entry's plurals", () => {
  const key = 'flotte.driver.outbox.offline';
  it('picks the form by the language’s rule (French: 0 and 1 singular)', () => {
    const fr = (n: number) => translatePlural(driverCatalogFr, 'fr', key, { smart_count: n });
    expect(fr(0)).toBe('Hors ligne — 0 action en attente');
    expect(fr(1)).toBe('Hors ligne — 1 action en attente');
    expect(fr(2)).toBe('Hors ligne — 2 actions en attente');
    const en = (n: number) => translatePlural(driverCatalogEn, 'en', key, { smart_count: n });
    expect(en(1)).not.toEqual(en(0));
    expect(en(0)).toEqual(en(2).replace('2', '0'));
  });

  it('reads the shared words it shows (a failure’s reasons, a window, "required")', () => {
    const messages = driverCatalogFr as TranslationMessages;
    for (const k of [
      'flotte.planner.window.none',
      'ra.validation.required',
      'flotte.auth.sign_out',
    ])
      expect(translatePlural(messages, 'fr', k)).not.toBe(k);
  });
});
