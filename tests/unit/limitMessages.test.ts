import './support/localStorage';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assetTypeCreate } from '../../contract/asset-type';
import { limitMessage, msg } from '../../contract/common';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { StorageKeys } from '../../src/providers/storage';
import { store } from '../../src/providers/store';
import { fieldValidator } from '../../src/resources/common/zodValidators';

/** The first issue zod raises for `value`. */
const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]!;
};

const check = (schema: z.ZodType, value: unknown) => fieldValidator(schema)(value, {}, {});

beforeEach(() => {
  localStorage.clear();
  store.reset();
});

describe('a refused limit names it (contract/common.ts limitMessage)', () => {
  it("gives a text's, a number's and a list's limit with the message of its kind", () => {
    const text = z.string().max(120, { error: msg.tooLong });
    expect(limitMessage(issueOf(text, 'x'.repeat(121)))).toEqual({
      message: msg.tooLong,
      args: { max: 120 },
    });
    expect(limitMessage(issueOf(z.string().min(8, { error: msg.tooShort }), 'short'))).toEqual({
      message: msg.tooShort,
      args: { min: 8 },
    });
    // The contract's catch-all "too long" on a number or a list says what it is about.
    const amount = z.number().int().max(1_000_000_000, { error: msg.tooLong });
    expect(limitMessage(issueOf(amount, 2_000_000_000))).toEqual({
      message: msg.tooBig,
      args: { max: 1_000_000_000 },
    });
    expect(limitMessage(issueOf(z.number().min(1, { error: msg.invalid }), 0))).toEqual({
      message: msg.tooSmall,
      args: { min: 1 },
    });
    expect(
      limitMessage(
        issueOf(z.array(z.string()).max(10), ['a', 'b', 'c'].concat(Array(8).fill('d'))),
      ),
    ).toEqual({
      message: msg.tooMany,
      args: { max: 10 },
    });
  });

  it('keeps a precise message, and an exclusive limit that "at most" would misstate', () => {
    const nonNegative = z.number().min(0, { error: msg.nonNegative });
    expect(limitMessage(issueOf(nonNegative, -1))).toEqual({ message: msg.nonNegative });
    const positive = z.number().positive({ error: msg.invalid });
    expect(limitMessage(issueOf(positive, 0))).toEqual({ message: msg.invalid });
    expect(limitMessage(issueOf(z.email({ error: msg.email }), 'nope'))).toEqual({
      message: msg.email,
    });
  });
});

describe("the browser's check of a too long field", () => {
  it('refuses it with the limit, as the server does', () => {
    expect(check(assetTypeCreate.shape.description, 'x'.repeat(1001))).toEqual({
      message: 'flotte.validation.too_long',
      args: { max: 1000 },
    });
    expect(check(assetTypeCreate.shape.description, 'x'.repeat(1000))).toBeUndefined();
  });

  it('reads as a sentence naming the limit, in French and in English', async () => {
    const fr = createI18nProvider();
    await fr.ready;
    expect(fr.translate('flotte.validation.too_long', { max: 120 })).toBe(
      'Trop long : 120 caractères au plus.',
    );
    expect(fr.translate('flotte.validation.too_short', { min: 8 })).toBe(
      'Trop court : 8 caractères au moins.',
    );
    expect(fr.translate('flotte.validation.too_many', { max: 10 })).toBe(
      "Trop d'éléments : 10 au plus.",
    );
    expect(fr.translate('flotte.errors.insufficient_funds')).toBe(
      'Solde insuffisant : rechargez le portefeuille ou choisissez un prix plus bas.',
    );

    localStorage.setItem(StorageKeys.language, 'en');
    const en = createI18nProvider();
    await en.ready;
    expect(en.translate('flotte.validation.too_long', { max: 120 })).toBe(
      'Too long: 120 characters at most.',
    );
  });
});
