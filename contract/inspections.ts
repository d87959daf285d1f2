import { z } from 'zod';
import { assetOwnership, assetRecordFields } from './asset';
import { msg, nullableText, requiredText, uuid, wholeNumber } from './common';
import { fileUrl } from './documents';
import { idFilter, idsFilter, sortedListQuery } from './list-query';
import { link, timestamps } from './records';

/** Inspections (issue 21, docs/compliance.md): checklist templates and pre-trip inspections. */
export const inspectionAnswers = ['pass', 'fail', 'na'] as const;
export const inspectionResults = ['passed', 'failed'] as const;

export const templateItem = z.object({
  id: z.string(),
  position: z.number().int(),
  label: z.string(),
  critical: z.boolean(),
});

export const inspectionTemplate = z.object({
  id: z.string(),
  ...link('asset_type'),
  /** The holder of an extension (an owner, a business); both null: the platform's template. */
  ...assetOwnership,
  name: z.string(),
  active: z.boolean(),
  items: z.array(templateItem),
  ...timestamps,
});
export type InspectionTemplate = z.infer<typeof inspectionTemplate>;

const itemInput = z.object({ label: requiredText(200), critical: z.boolean().default(false) });

export const templateCreate = z.object({
  asset_type_id: uuid,
  name: requiredText(200),
  active: z.boolean().optional().default(true),
  items: z.array(itemInput).min(1, { error: msg.tooFew }).max(100, { error: msg.tooMany }),
});
export type TemplateCreate = z.infer<typeof templateCreate>;

export const templateUpdate = z
  .object({
    name: requiredText(200),
    active: z.boolean(),
    items: z.array(itemInput).min(1, { error: msg.tooFew }).max(100, { error: msg.tooMany }),
  })
  .partial();
export type TemplateUpdate = z.infer<typeof templateUpdate>;

export const templateListQuery = sortedListQuery(['created_at'] as const, {
  asset_type_id: idFilter,
  id: idsFilter,
});

/** One line of an asset's checklist: the platform's items, then its holder's. */
export const checklistItem = templateItem.extend({ template_id: z.string() });
export type ChecklistItem = z.infer<typeof checklistItem>;

export const inspectionAnswer = z.object({
  position: z.number().int(),
  item_id: z.string().nullable(),
  label: z.string(),
  critical: z.boolean(),
  answer: z.enum(inspectionAnswers),
  note: z.string().nullable(),
  photo_url: z.string().nullable(),
});

export const inspection = z.object({
  ...assetRecordFields,
  kind: z.enum(['pre_trip', 'periodic']),
  inspector_user_id: z.string().nullable(),
  inspector_name: z.string().nullable(),
  performed_at: z.string(),
  odometer_km: z.number().int().nullable(),
  result: z.enum(inspectionResults),
  defects: z.number().int(),
  notes: z.string().nullable(),
  /** The corrective work a failed critical item opened; resolved when it is completed. */
  maintenance_id: z.string().nullable(),
  resolved_at: z.string().nullable(),
  answers: z.array(inspectionAnswer),
  created_at: z.string(),
});
export type Inspection = z.infer<typeof inspection>;

export const inspectionCreate = z.object({
  asset_id: uuid,
  kind: z.enum(['pre_trip', 'periodic']).optional().default('pre_trip'),
  odometer_km: wholeNumber(100_000_000).nullable().optional().default(null),
  notes: nullableText(2000).optional().default(null),
  answers: z
    .array(
      z.object({
        item_id: uuid,
        answer: z.enum(inspectionAnswers, { error: msg.required }),
        note: nullableText(2000).optional().default(null),
        photo_url: fileUrl.nullable().optional().default(null),
      }),
    )
    .max(200, { error: msg.tooMany }),
});
export type InspectionCreate = z.infer<typeof inspectionCreate>;

export const inspectionListQuery = sortedListQuery(['performed_at'] as const, {
  asset_id: idFilter,
  result: z.enum(inspectionResults).optional(),
  /** `true`: failed inspections whose repair is not completed. */
  open: z.enum(['true', 'false']).optional(),
  id: idsFilter,
});

export const checklistQuery = z.object({ asset_id: z.string().max(64) });
