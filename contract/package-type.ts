import { z } from 'zod';
import { wholeNumber } from './common';
import { flagFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';
import { typeCreateFields, typeRecordFields, typeUpdateFields } from './type-list';

/** Request package types (envelope, parcel, pallet…): what a delivery request carries. */
export const packageType = z.object({
  ...typeRecordFields,
  max_weight_kg: z.number().int().nullable(),
  ...timestamps,
});
export type PackageType = z.infer<typeof packageType>;

const weight = wholeNumber(1_000_000);

export const packageTypeCreate = z.object({
  ...typeCreateFields,
  max_weight_kg: weight.nullable().optional().default(null),
});
export type PackageTypeCreate = z.infer<typeof packageTypeCreate>;

export const packageTypeUpdate = z
  .object({ ...typeUpdateFields, max_weight_kg: weight.nullable() })
  .partial();

export const PACKAGE_TYPE_SORTABLE = ['name', 'active', 'max_weight_kg', 'created_at'] as const;

export const packageTypeListQuery = sortedListQuery(PACKAGE_TYPE_SORTABLE, { active: flagFilter });
