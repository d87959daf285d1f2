import { z } from 'zod';
import { assetType, currency } from './asset-type';
import { msg, nullableText, requiredText, uuid, wholeNumber } from './common';
import { nullByDefault } from './create-fields';
import { idFilter, idsList, sortedListQuery } from './list-query';
import { link, nullableLink, timestamps } from './records';

export const assetStatuses = [
  'available',
  'dispatched',
  'in_maintenance',
  'leased',
  'inactive',
] as const;
export const assetStatus = z.enum(assetStatuses);
export type AssetStatus = z.infer<typeof assetStatus>;

/** Whose asset it is: an asset_owner's (`owner_user_id`), or a business's (in-house or B2B). */
export const assetOwnership = {
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
};

/**
 * The first fields of a record kept about one asset (fuel entries, inspections, maintenance):
 * its id, the asset, and whose asset it is (what scopes the record).
 */
export const assetRecordFields = { id: z.string(), ...link('asset'), ...assetOwnership };

/**
 * The fields that describe an asset beyond its name and type, in the order its forms, its CSV
 * template and its writes list them.
 */
export const ASSET_DESCRIPTION_FIELDS = [
  'registration',
  'make',
  'model',
  'year',
  'serial_vin',
  'capacity_kg',
  'odometer_km',
] as const;

export const asset = z.object({
  id: z.string(),
  ...link('asset_type'),
  ...assetOwnership,
  name: z.string(),
  registration: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  serial_vin: z.string().nullable(),
  capacity_kg: z.number().int().nullable(),
  odometer_km: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  document_urls: z.array(z.string()),
  notes: z.string().nullable(),
  currency: z.string(),
  status: assetStatus,
  /** The driver its dispatches get unless the dispatcher names another (docs/drivers.md). */
  ...nullableLink('default_driver'),
  ...timestamps,
});
export type Asset = z.infer<typeof asset>;

/** The short record of `GET /assets/all` (pickers). */
export const assetChoice = asset.pick({
  id: true,
  name: true,
  registration: true,
  asset_type_id: true,
  status: true,
});
export type AssetChoice = z.infer<typeof assetChoice>;

const text = nullableText;
const count = wholeNumber;

/** A file of POST /upload (`/api/uploads/<name>`) or an absolute http(s) address. */
const fileUrl = z
  .string({ error: msg.invalid })
  .trim()
  .max(2000, { error: msg.tooLong })
  .regex(/^(\/api\/uploads\/[\w.-]+|https?:\/\/\S+)$/, { error: msg.invalid });

const fields = {
  asset_type_id: uuid,
  name: requiredText(100),
  registration: text(32),
  make: text(100),
  model: text(100),
  year: z
    .number({ error: msg.integer })
    .int({ error: msg.integer })
    .min(1900, { error: msg.invalid })
    .max(2100, { error: msg.invalid })
    .nullable(),
  serial_vin: text(64),
  capacity_kg: count(1_000_000).nullable(),
  odometer_km: count(100_000_000).nullable(),
  photo_url: fileUrl.nullable(),
  document_urls: z.array(fileUrl).max(20, { error: msg.tooLong }),
  notes: text(2000),
  currency,
  /** One of the drivers of the asset's owner (an in-house asset: its business's); null: none. */
  default_driver_id: uuid.nullable(),
};

/** Superadmin only (ignored otherwise): exactly one of the owner user or the business. */
export const assetOwnerChoice = {
  owner_user_id: uuid.nullable().optional(),
  business_id: uuid.nullable().optional(),
};

export const assetCreate = z.object({
  ...nullByDefault(fields),
  document_urls: fields.document_urls.optional().default([]),
  currency: fields.currency.optional().default('EUR'),
  ...assetOwnerChoice,
});
export type AssetCreate = z.infer<typeof assetCreate>;

/** Owners may only switch `available` <-> `inactive`; other statuses follow dispatches. */
export const assetUpdate = z
  .object({ ...fields, status: z.enum(['available', 'inactive'], { error: msg.invalid }) })
  .partial();
export type AssetUpdate = z.infer<typeof assetUpdate>;

export const ASSET_SORTABLE = ['name', 'status', 'created_at', 'year'] as const;

export const assetListQuery = sortedListQuery(ASSET_SORTABLE, {
  status: assetStatus.optional(),
  asset_type_id: idFilter,
  business_id: idFilter,
  owner_user_id: idFilter,
  /** `id=a&id=b` (react-admin's getMany), always read as a list. */
  id: idsList,
});

export const assetAllQuery = z.object({
  status: assetStatus.optional(),
  asset_type_id: idFilter,
});

/** `GET /assets/all`: at most this many, for pickers. */
export const ASSET_ALL_CAP = 500;

/** `GET /available-asset-types`: a type with at least one available asset in scope. */
export const availableAssetType = assetType
  .pick({
    id: true,
    name: true,
    description: true,
    capacity_kg: true,
    base_price: true,
    currency: true,
  })
  .extend({ available_count: z.number().int() });
export type AvailableAssetType = z.infer<typeof availableAssetType>;
