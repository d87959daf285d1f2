import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessSettingsWrite } from '../../contract/business-settings';
import { msg } from '../../contract/common';
import { leasePreferenceCreate } from '../../contract/lease';
import {
  defaultOf,
  fieldValidator,
  fieldValidators,
} from '../../src/resources/common/zodValidators';
import {
  BLANK_TERMS,
  toTerms,
  validate,
} from '../../src/resources/lease-preferences/preferenceForm';

type Marked = { isRequired?: boolean };
const isRequired = (validator: unknown) => Boolean((validator as Marked).isRequired);
const check =
  (validator: (value: unknown, values: object, props: object) => unknown) => (value: unknown) =>
    validator(value, {}, {});

const name = z.string({ error: msg.required }).trim().min(1, { error: msg.required });

describe('fieldValidator', () => {
  it('marks a field the server requires and refuses it empty', () => {
    const validator = fieldValidator(name);
    expect(isRequired(validator)).toBe(true);
    for (const empty of [null, '', undefined]) expect(check(validator)(empty)).toBe(msg.required);
    expect(check(validator)('Fourgon')).toBeUndefined();
  });

  it('leaves a nullable field unmarked and takes it empty', () => {
    const validator = fieldValidator(name.nullable().optional());
    expect(isRequired(validator)).toBe(false);
    expect(check(validator)(null)).toBeUndefined();
    expect(check(validator)('')).toBeUndefined();
  });

  it('leaves a list that may be empty unmarked ("Régions", notification e-mails)', () => {
    const regions = fieldValidator(z.array(z.string()).max(20).default([]));
    expect(isRequired(regions)).toBe(false);
    for (const empty of [[], null, undefined]) expect(check(regions)(empty)).toBeUndefined();
    expect(isRequired(validate.regions)).toBe(false);
    expect(isRequired(fieldValidators(businessSettingsWrite).notification_emails)).toBe(false);
  });

  it('marks a list that needs an item, with its own message', () => {
    const atLeastOne = 'flotte.validation.plan_prices';
    const prices = fieldValidator(z.array(z.number()).min(1, { error: atLeastOne }));
    expect(isRequired(prices)).toBe(true);
    expect(check(prices)([])).toBe(atLeastOne);
  });

  it('leaves a defaulted field unmarked when the form sends its default for a blank', () => {
    const deposit = z.number().int().min(0).default(0);
    expect(defaultOf(deposit)).toBe(0);
    // Without the form's promise the blank would reach the server as null, which it refuses.
    expect(isRequired(fieldValidator(deposit))).toBe(true);
    const validator = fieldValidator(deposit, { blank: defaultOf(deposit) });
    expect(isRequired(validator)).toBe(false);
    expect(check(validator)(null)).toBeUndefined();
    expect(check(validator)(-1)).toBeTruthy();
  });

  it('keeps a field that may only be left out of a patch marked when shown', () => {
    const settings = fieldValidators(businessSettingsWrite);
    expect(isRequired(settings.timezone)).toBe(true);
    expect(check(settings.timezone)(null)).toBe(msg.required);
  });
});

describe('lease offer terms', () => {
  it('marks the rate and leaves deposit, minimum days and regions optional', () => {
    expect(isRequired(validate.rate)).toBe(true);
    expect(isRequired(validate.deposit)).toBe(false);
    expect(isRequired(validate.min_days)).toBe(false);
    expect(isRequired(validate.max_days)).toBe(false);
    expect(isRequired(validate.regions)).toBe(false);
  });

  it("sends a blank deposit and minimum as the contract's defaults", () => {
    expect(BLANK_TERMS).toEqual({ min_days: 1, deposit: 0 });
    const terms = toTerms({ deposit: null, min_days: '', max_days: null, regions: undefined });
    expect(terms).toEqual({ deposit: 0, min_days: 1, max_days: null, regions: [] });
    expect(leasePreferenceCreate.partial().safeParse(terms).success).toBe(true);
  });
});
