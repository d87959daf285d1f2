import { z } from 'zod';
import { assetOwnership } from './asset';
import { flagFilter, idFilter, idsFilter, sortedListQuery } from './list-query';
import { minorUnits, msg, nullableText, requiredText, uuid } from './common';
import { nullableLink, timestamps } from './records';

/**
 * Documents that expire (issue 21, docs/compliance.md): kinds managed by the superadmin, the
 * documents of assets and drivers, their due level, and the platform's compliance settings.
 */

export const documentSubjects = ['asset', 'driver'] as const;
/** `expired`: its last day has passed; `expiring`: ends within the setting's days; else valid. */
export const documentDueLevels = ['expired', 'expiring', 'valid'] as const;
export type DocumentDueLevel = (typeof documentDueLevels)[number];
/** The default of `compliance_settings.expiring_days`. */
export const DEFAULT_EXPIRING_DAYS = 30;

/** A day, `YYYY-MM-DD`. */
export const day = z
  .string({ error: msg.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.invalid })
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), { error: msg.invalid });

/** A file of POST /upload (`/api/uploads/<name>`) or an absolute http(s) address. */
export const fileUrl = z
  .string({ error: msg.invalid })
  .trim()
  .max(2000, { error: msg.tooLong })
  .regex(/^(\/api\/uploads\/[\w.-]+|https?:\/\/\S+)$/, { error: msg.invalid });

/** The superadmin's choice for one asset type, over the kind's default. */
export const kindAssetType = z.object({
  asset_type_id: uuid,
  mandatory: z.boolean(),
  missing_blocks: z.boolean().optional().default(false),
});

export const documentKind = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  subject: z.enum(documentSubjects),
  mandatory: z.boolean(),
  missing_blocks: z.boolean(),
  active: z.boolean(),
  asset_types: z.array(
    z.object({ asset_type_id: z.string(), mandatory: z.boolean(), missing_blocks: z.boolean() }),
  ),
  ...timestamps,
});
export type DocumentKind = z.infer<typeof documentKind>;

export const documentKindCreate = z.object({
  code: z
    .string({ error: msg.required })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: msg.invalid }),
  name: requiredText(100),
  subject: z.enum(documentSubjects, { error: msg.required }),
  mandatory: z.boolean().optional().default(false),
  missing_blocks: z.boolean().optional().default(false),
  active: z.boolean().optional().default(true),
  asset_types: z.array(kindAssetType).max(500).optional().default([]),
});
export type DocumentKindCreate = z.infer<typeof documentKindCreate>;

/** PATCH: the fields sent only (no defaults: an absent field keeps its value). */
export const documentKindUpdate = z
  .object({
    name: requiredText(100),
    mandatory: z.boolean(),
    missing_blocks: z.boolean(),
    active: z.boolean(),
    asset_types: z.array(kindAssetType).max(500),
  })
  .partial();
export type DocumentKindUpdate = z.infer<typeof documentKindUpdate>;

export const documentKindListQuery = sortedListQuery(['name', 'created_at'] as const, {
  subject: z.enum(documentSubjects).optional(),
  active: flagFilter,
  id: idsFilter,
});

export const document = z.object({
  id: z.string(),
  subject: z.enum(documentSubjects),
  ...nullableLink('asset'),
  ...nullableLink('driver'),
  /** The asset's owner or business, or the driver's employer (an owner) or business. */
  ...assetOwnership,
  kind_id: z.string(),
  kind_code: z.string(),
  kind_name: z.string(),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  file_url: z.string().nullable(),
  notes: z.string().nullable(),
  cost: z.number().int().nullable(),
  currency: z.string(),
  /** False once a document of the same kind valid longer was recorded (renewed). */
  current: z.boolean(),
  /** Null for a renewed (not current) document. */
  due_level: z.enum(documentDueLevels).nullable(),
  ...timestamps,
});
export type Document = z.infer<typeof document>;

const docFields = {
  kind_id: uuid,
  number: nullableText(100),
  issuer: nullableText(200),
  valid_from: day.nullable(),
  valid_to: day.nullable(),
  file_url: fileUrl.nullable(),
  notes: nullableText(2000),
  cost: minorUnits.nullable(),
};

/** POST /documents: on an asset or on a driver (exactly one). */
export const documentCreate = z.object({
  asset_id: uuid.optional(),
  driver_id: uuid.optional(),
  kind_id: docFields.kind_id,
  number: docFields.number.optional().default(null),
  issuer: docFields.issuer.optional().default(null),
  valid_from: docFields.valid_from.optional().default(null),
  valid_to: docFields.valid_to.optional().default(null),
  file_url: docFields.file_url.optional().default(null),
  notes: docFields.notes.optional().default(null),
  cost: docFields.cost.optional().default(null),
});
export type DocumentCreate = z.infer<typeof documentCreate>;

export const documentUpdate = z.object(docFields).partial();
export type DocumentUpdate = z.infer<typeof documentUpdate>;

export const DOCUMENT_SORTABLE = ['created_at', 'valid_to'] as const;

export const documentListQuery = sortedListQuery(DOCUMENT_SORTABLE, {
  asset_id: idFilter,
  driver_id: idFilter,
  kind_id: idFilter,
  subject: z.enum(documentSubjects).optional(),
  due_level: z.enum(documentDueLevels).optional(),
  /** `true`: documents in force only (not renewed). */
  current: flagFilter,
  id: idsFilter,
});

export const complianceSettings = z.object({
  expiring_days: z.number().int(),
  updated_at: z.string(),
});
export type ComplianceSettings = z.infer<typeof complianceSettings>;

export const complianceSettingsUpdate = z.object({
  expiring_days: z
    .number({ error: msg.integer })
    .int({ error: msg.integer })
    .min(1, { error: msg.tooSmall })
    .max(365, { error: msg.tooBig }),
});

/** Why an asset may not be sent out (`blocking`), or what is only a warning. */
export const complianceReasonCodes = [
  'document_expired',
  'document_missing',
  'inspection_failed',
  'maintenance_overdue',
] as const;

export const complianceReason = z.object({
  code: z.enum(complianceReasonCodes),
  blocking: z.boolean(),
  /** The document kind's code and name (documents), the record it names. */
  kind_code: z.string().nullable(),
  kind_name: z.string().nullable(),
  record_id: z.string().nullable(),
  /** A document's last day, an inspection's or overdue work's date. */
  date: z.string().nullable(),
  /** Overdue work's title; a failed inspection's open repair (null: none open). */
  title: z.string().nullable(),
});
export type ComplianceReason = z.infer<typeof complianceReason>;

/**
 * A reason's message key (the API's 409 details and the app read it): a failed inspection
 * whose repair was cancelled says that no repair is open rather than "pending".
 */
export const reasonMessageKey = (r: Pick<ComplianceReason, 'code' | 'title'>) =>
  `flotte.compliance.reasons.${r.code === 'inspection_failed' && r.title === null ? 'inspection_no_repair' : r.code}`;

/**
 * The built-in document kinds (migration 035) by the gender of their French name. A kind a
 * platform adds itself has no known gender: its sentence is one that needs none ("Carte grise :
 * échéance dépassée depuis le …"), never a guess ("Carte grise expiré").
 */
const FEMININE_KINDS = new Set(['insurance', 'transport_permit']);
const MASCULINE_KINDS = new Set([
  'registration',
  'technical_inspection',
  'other',
  'driving_licence',
  'medical_certificate',
]);

/** The reasons whose sentence agrees with the document kind's gender. */
const AGREEING_REASONS = new Set<ComplianceReason['code']>([
  'document_expired',
  'document_missing',
]);

/**
 * The key of a reason's sentence as the app writes it: the API's key, agreeing with the
 * document kind's gender ("Assurance expirée", issue 33; the API's key stays the same), or
 * worded without agreement for a kind whose gender is not known.
 */
export function reasonSentenceKey(r: Pick<ComplianceReason, 'code' | 'title' | 'kind_code'>) {
  const key = reasonMessageKey(r);
  if (!AGREEING_REASONS.has(r.code)) return key;
  if (FEMININE_KINDS.has(r.kind_code ?? '')) return `${key}_feminine`;
  return MASCULINE_KINDS.has(r.kind_code ?? '') ? key : `${key}_any_gender`;
}

export const assetCompliance = z.object({
  asset_id: z.string(),
  compliant: z.boolean(),
  reasons: z.array(complianceReason),
});
export type AssetCompliance = z.infer<typeof assetCompliance>;

export const complianceQuery = z.object({ id: idsFilter });
