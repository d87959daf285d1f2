import { z } from 'zod';
import { currency } from './asset-type';
import { listQuery, MAX_LIMIT, msg, nullableText, requiredText, uuid, wholeNumber } from './common';

export const assetStatuses = [
  'available',
  'dispatched',
  'in_maintenance',
  'leased',
  'inactive',
] as const;
export const assetStatus = z.enum(assetStatuses);
export type AssetStatus = z.infer<typeof assetStatus>;

export const asset = z.object({
  id: z.string(),
  asset_type_id: z.string(),
  /** The type's name, for lists and pickers. */
  asset_type_name: z.string(),
  /** An asset_owner's asset; null for a business's (in-house or B2B) asset. */
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
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
  created_at: z.string(),
  updated_at: z.string(),
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
};

export const assetCreate = z.object({
  ...fields,
  registration: fields.registration.optional().default(null),
  make: fields.make.optional().default(null),
  model: fields.model.optional().default(null),
  year: fields.year.optional().default(null),
  serial_vin: fields.serial_vin.optional().default(null),
  capacity_kg: fields.capacity_kg.optional().default(null),
  odometer_km: fields.odometer_km.optional().default(null),
  photo_url: fields.photo_url.optional().default(null),
  document_urls: fields.document_urls.optional().default([]),
  notes: fields.notes.optional().default(null),
  currency: fields.currency.optional().default('EUR'),
  /** Superadmin only (ignored otherwise): exactly one of the owner user or the business. */
  owner_user_id: uuid.nullable().optional(),
  business_id: uuid.nullable().optional(),
});
export type AssetCreate = z.infer<typeof assetCreate>;

/** Owners may only switch `available` <-> `inactive`; other statuses follow dispatches. */
export const assetUpdate = z
  .object({ ...fields, status: z.enum(['available', 'inactive'], { error: msg.invalid }) })
  .partial();
export type AssetUpdate = z.infer<typeof assetUpdate>;

export const ASSET_SORTABLE = ['name', 'status', 'created_at', 'year'] as const;

const idList = z
  .union([z.string().max(64), z.array(z.string().max(64)).max(MAX_LIMIT)])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

export const assetListQuery = listQuery.extend({
  sort: z.enum(ASSET_SORTABLE).optional(),
  status: assetStatus.optional(),
  asset_type_id: z.string().max(64).optional(),
  business_id: z.string().max(64).optional(),
  owner_user_id: z.string().max(64).optional(),
  /** `id=a&id=b` (react-admin's getMany). */
  id: idList,
});
export type AssetListQuery = z.infer<typeof assetListQuery>;

export const assetAllQuery = z.object({
  status: assetStatus.optional(),
  asset_type_id: z.string().max(64).optional(),
});

/** `GET /assets/all`: at most this many, for pickers. */
export const ASSET_ALL_CAP = 500;

/** `GET /available-asset-types`: a type with at least one available asset in scope. */
export const availableAssetType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  capacity_kg: z.number().int().nullable(),
  base_price: z.number().int(),
  currency: z.string(),
  available_count: z.number().int(),
});
export type AvailableAssetType = z.infer<typeof availableAssetType>;
