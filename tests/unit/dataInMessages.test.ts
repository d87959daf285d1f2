import './support/localStorage';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { elided, withLocaleNumbers } from '../../src/providers/dataInMessages';

/** French's narrow no-break space, Intl's thousands separator. */
const NNBSP = '\u202f';

describe('data in messages (issue 33)', () => {
  const i18n = createI18nProvider();

  it('writes numbers from data with thousands spaces, from five digits', () => {
    expect(i18n.translate('flotte.fuel.odometer_backwards', { min: 121376 })).toBe(
      `Le compteur ne peut pas reculer : au moins 121${NNBSP}376 km.`,
    );
    expect(withLocaleNumbers('fr', { year: 2026, value: 24.6 })).toEqual({
      year: '2026',
      value: '24,6',
    });
    expect(withLocaleNumbers('en', { km: 121376 })).toEqual({ km: '121,376' });
    // polyglot's own options stay numbers: the plural depends on them.
    expect(withLocaleNumbers('fr', { smart_count: 12000 })).toEqual({ smart_count: 12000 });
  });

  it('elides "de" and "que" before a name from data that starts with a vowel', () => {
    expect(i18n.translate('flotte.tracking.from', { name: 'Atlas Logistique' })).toBe(
      'De la part d’Atlas Logistique',
    );
    expect(i18n.translate('flotte.tracking.from', { name: 'Transports Durand' })).toBe(
      'De la part de Transports Durand',
    );
    expect(elided('fr', 'plus que %{x}'.replace('%{x}', 'Orange'), { x: 'Orange' })).toBe(
      'plus qu’Orange',
    );
    // An h may be aspirated ("de Hollande"), and English never elides.
    expect(elided('fr', 'de Hertz', { name: 'Hertz' })).toBe('de Hertz');
    expect(elided('en', 'de Atlas', { name: 'Atlas' })).toBe('de Atlas');
    // Only before the value itself: a word that merely starts like it is left alone.
    expect(elided('fr', 'Code Atlas', { name: 'Atlas' })).toBe('Code Atlas');
  });
});
