import { z } from 'zod';
import { asset } from './asset';
import { currency } from './asset-type';
import { minorUnits, msg, nullableText, uuid } from './common';
import { nullByDefault } from './create-fields';
import { flagFilter, idFilter, idsFilter, sortedListQuery } from './list-query';
import { link, nullableDateTimes, nullableLink, timestamps } from './records';

export const leasePeriods = ['day', 'week', 'month'] as const;
export const leaseStatuses = ['pending', 'active', 'ended', 'cancelled'] as const;

const days = z
  .number({ error: msg.integer })
  .int({ error: msg.integer })
  .min(1, { error: msg.invalid })
  .max(3650, { error: msg.tooLong });
/** `YYYY-MM-DD` */
const isoDate = z.iso.date({ error: msg.invalid });
/** A list filter on a date: `YYYY-MM-DD`. */
const dateFilter = z.string().max(10).optional();

/**
 * Catalog keys of the lease rules a 400 names in its field `details` (the app's lease catalogs,
 * `src/i18n/{fr,en}/leases.ts`, translate them; the proposal form checks the same rules first).
 */
export const leaseMsg = {
  startInPast: 'flotte.leases.validation.start_in_past',
  endBeforeStart: 'flotte.leases.validation.end_before_start',
  outsideAvailability: 'flotte.leases.validation.outside_availability',
  tooShort: 'flotte.leases.validation.too_short',
  tooLong: 'flotte.leases.validation.too_long',
  assetNotCovered: 'flotte.leases.validation.asset_not_covered',
  assetOrType: 'flotte.leases.validation.asset_or_type',
  maxBelowMin: 'flotte.leases.validation.max_below_min',
  toBeforeFrom: 'flotte.leases.validation.to_before_from',
} as const;

/** An asset an offer covers, as the market shows it to a business (the proposal's picker). */
export const leaseOfferAsset = asset.pick({ id: true, name: true, registration: true });
export type LeaseOfferAsset = z.infer<typeof leaseOfferAsset>;

/** What a lease costs: `rate` each `period`, and a `deposit`, in minor units of `currency`. */
const leaseTerms = {
  rate: z.number().int(),
  period: z.enum(leasePeriods),
  deposit: z.number().int(),
  currency: z.string(),
};

/** An owner's terms for leasing an asset, or any asset of a type it owns. */
export const leasePreference = z.object({
  id: z.string(),
  owner_user_id: z.string(),
  owner_name: z.string(),
  ...nullableLink('asset'),
  ...link('asset_type'),
  min_days: z.number().int(),
  max_days: z.number().int().nullable(),
  ...leaseTerms,
  available_from: z.string().nullable(),
  available_to: z.string().nullable(),
  regions: z.array(z.string()),
  notes: z.string().nullable(),
  active: z.boolean(),
  ...timestamps,
  /**
   * Market answers only (a business's GET /lease-preferences): the owner's assets this offer
   * covers that are `available` now (its asset, or the owner's assets of its type; at most 20),
   * so that the business picks the asset it proposes to lease. Absent from other answers.
   */
  available_assets: z.array(leaseOfferAsset).optional(),
});
export type LeasePreference = z.infer<typeof leasePreference>;

const preferenceFields = {
  min_days: days,
  max_days: days.nullable(),
  rate: minorUnits,
  period: z.enum(leasePeriods, { error: msg.required }),
  deposit: minorUnits,
  currency,
  available_from: isoDate.nullable(),
  available_to: isoDate.nullable(),
  regions: z.array(z.string().trim().min(1).max(100, { error: msg.tooLong })).max(20),
  notes: nullableText(2000),
  active: z.boolean(),
};

/** POST /lease-preferences: exactly one of `asset_id` (its own asset) or `asset_type_id`. */
export const leasePreferenceCreate = z.object({
  asset_id: uuid.nullable().optional().default(null),
  asset_type_id: uuid.nullable().optional().default(null),
  ...nullByDefault(preferenceFields),
  min_days: preferenceFields.min_days.default(1),
  deposit: preferenceFields.deposit.default(0),
  currency: preferenceFields.currency.default('EUR'),
  regions: preferenceFields.regions.default([]),
  active: preferenceFields.active.default(true),
});
export type LeasePreferenceCreate = z.infer<typeof leasePreferenceCreate>;

export const leasePreferenceUpdate = z.object(preferenceFields).partial();
export type LeasePreferenceUpdate = z.infer<typeof leasePreferenceUpdate>;

/**
 * GET /lease-preferences: an owner its own; a business the active offers of every owner (the
 * lease market: filters asset type, region, dates it needs, highest rate); manager and
 * superadmin all.
 */
export const leasePreferenceListQuery = sortedListQuery(['created_at', 'rate'], {
  asset_type_id: idFilter,
  asset_id: idFilter,
  region: z.string().trim().max(100).optional(),
  /** The business needs the asset from … to … (ISO dates). */
  from: dateFilter,
  to: dateFilter,
  max_rate: z.coerce.number().int().min(0).optional(),
  active: flagFilter,
  id: idsFilter,
});

export const lease = z.object({
  id: z.string(),
  ...link('asset'),
  asset_type_name: z.string(),
  lessor_user_id: z.string(),
  lessor_name: z.string(),
  ...link('lessee_business'),
  preference_id: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  ...leaseTerms,
  /** An active lease past its end date reads `ended`. */
  status: z.enum(leaseStatuses),
  ...nullableDateTimes(['next_charge_at', 'accepted_at', 'ended_at', 'cancelled_at']),
  /** The reason given when it was cancelled, or ended early (docs/leases.md). */
  cancel_reason: z.string().nullable(),
  notes: z.string().nullable(),
  ...timestamps,
});
export type Lease = z.infer<typeof lease>;

/** POST /leases: a business proposes, on the terms of a matching preference. */
export const leaseCreate = z.object({
  asset_id: uuid,
  preference_id: uuid,
  start_date: isoDate,
  end_date: isoDate,
  notes: nullableText(2000).optional().default(null),
});
export type LeaseCreate = z.infer<typeof leaseCreate>;

/**
 * PATCH /leases/{id}: the owner accepts (`active`) or declines (`cancelled` while pending);
 * either side cancels a pending one; either side ends an active one early (`ended`); the
 * operator cancels either. `reason` is required when the owner declines and when the operator
 * cancels (docs/leases.md).
 */
export const leaseUpdate = z.object({
  status: z.enum(['active', 'cancelled', 'ended'], { error: msg.required }),
  reason: nullableText(500).optional(),
});

export const LEASE_SORTABLE = ['created_at', 'start_date', 'end_date', 'status'] as const;

export const leaseListQuery = sortedListQuery(LEASE_SORTABLE, {
  status: z.enum(leaseStatuses).optional(),
  asset_id: idFilter,
  business_id: idFilter,
  /** Leases overlapping this range (ISO dates). */
  from: dateFilter,
  to: dateFilter,
  /** Active leases ending within this many days. */
  ending_within_days: z.coerce.number().int().min(0).max(365).optional(),
  id: idsFilter,
});
