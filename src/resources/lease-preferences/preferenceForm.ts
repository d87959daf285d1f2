import {
  leaseMsg,
  leasePreferenceCreate,
  leasePreferenceUpdate,
  type LeasePreferenceUpdate,
} from '../../../contract/lease';
import type { Validator } from 'react-admin';
import { msg } from '../../../contract/common';
import { defaultOf, fieldValidators } from '../common/zodValidators';

/** A choice that must be made, said in the app's own words (and marked required). */
export const requiredChoice: Validator = Object.assign(
  (value: unknown) =>
    value === undefined || value === null || value === '' ? msg.required : undefined,
  { isRequired: true },
);

/**
 * Left blank, these take the contract's default (no deposit, one day at least): the form sends
 * that value, so they are optional.
 */
export const BLANK_TERMS = {
  min_days: defaultOf(leasePreferenceCreate.shape.min_days),
  deposit: defaultOf(leasePreferenceCreate.shape.deposit),
} as const;

/** One validator per field, from the contract: the browser checks what the server will. */
export const validate = fieldValidators(leasePreferenceCreate, BLANK_TERMS);

/** What an offer is on: one asset of the owner, or any of its assets of a type. */
export type Target = 'asset' | 'type';

const EDITABLE = Object.keys(leasePreferenceUpdate.shape) as Array<keyof LeasePreferenceUpdate>;

const blankToNull = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

/** Regions typed as chips: trimmed, without blanks or repeats. */
const regionsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.map((v) => String(v).trim()).filter((v) => v !== ''))]
    : [];

/**
 * The terms as the API takes them: empty optional fields are null (or their default, see
 * BLANK_TERMS), regions a clean list.
 */
export function toTerms(values: Record<string, unknown>): Record<string, unknown> {
  const terms: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (!(key in values)) continue;
    const value = values[key];
    if (key === 'regions') terms.regions = regionsOf(value);
    else if (key === 'active') terms.active = value === true;
    else if (key in BLANK_TERMS && blankToNull(value) === null)
      terms[key] = BLANK_TERMS[key as keyof typeof BLANK_TERMS];
    else terms[key] = blankToNull(value);
  }
  return terms;
}

/** POST /lease-preferences: the terms and exactly one of the asset and the asset type. */
export function toCreateBody(values: Record<string, unknown>): Record<string, unknown> {
  const target: Target = values.target === 'type' ? 'type' : 'asset';
  return {
    ...(target === 'asset'
      ? { asset_id: blankToNull(values.asset_id) }
      : { asset_type_id: blankToNull(values.asset_type_id) }),
    ...toTerms(values),
  };
}

/** PATCH /lease-preferences/{id}: the terms only (what it is on cannot change). */
export const toUpdateBody = (values: Record<string, unknown>) => toTerms(values);

/** Rules across fields (the server checks them too): max ≥ min days, to ≥ from. */
export const validateMaxDays: Validator = (value, values: Record<string, unknown>, props) => {
  const own = validate.max_days(value, values, props);
  if (own) return own;
  const min = values.min_days;
  return typeof min === 'number' && typeof value === 'number' && value < min
    ? leaseMsg.maxBelowMin
    : undefined;
};

export const validateAvailableTo: Validator = (value, values: Record<string, unknown>, props) => {
  const own = validate.available_to(value, values, props);
  if (own) return own;
  const from = blankToNull(values.available_from);
  const to = blankToNull(value);
  return typeof from === 'string' && typeof to === 'string' && to < from
    ? leaseMsg.toBeforeFrom
    : undefined;
};
