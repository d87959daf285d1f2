import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { RECEIPT_TEXTS } from '../../server/services/requests/delivery-receipt-texts';

/** Every text of a nested catalog. */
const textsOf = (node: object): string[] =>
  Object.values(node).flatMap((value) =>
    typeof value === 'object' && value !== null ? textsOf(value) : [String(value)],
  );

describe('one name for pickup (docs/glossary.md, issue 33)', () => {
  it('says "prise en charge" on the driver’s card, the planner’s stops and the receipt', () => {
    expect(fr.flotte.driver.card.pickup).toBe('Prise en charge');
    expect(fr.flotte.planner.kinds.pickup).toBe('Prise en charge');
    expect(RECEIPT_TEXTS.fr.pickup).toBe('Prise en charge');
  });

  it('names the driver’s first step and its time after it too', () => {
    expect(fr.flotte.driver.step.arrived_pickup).toBe('Arrivé à la prise en charge');
    expect(fr.flotte.driver.card.arrived_pickup_at).toBe('Arrivé à la prise en charge à %{time}');
  });

  it('never "retrait" for pickup, in the app or in the receipt', () => {
    const texts = [...textsOf(fr), ...textsOf(RECEIPT_TEXTS.fr)];
    expect(texts.filter((text) => /\bretrait\b/i.test(text))).toEqual([]);
  });

  it('never "enlèvement", in the app or in the receipt', () => {
    const texts = [...textsOf(fr), ...textsOf(RECEIPT_TEXTS.fr)];
    expect(texts.filter((text) => /enlèvement/i.test(text))).toEqual([]);
  });
});
