import { z } from 'zod';
import { oneResponse, requiredText } from './common';
import { idFilter, pageQuery } from './list-query';

/**
 * Rights of the people concerned (issue 31, docs/privacy.md): the erasure of a person or of a
 * request's recipient, and the audit view.
 */

/** Why a person or a recipient is erased: kept in the audit log with the erasure. */
export const erasureBody = z.object({ reason: requiredText(500) });
export type ErasureBody = z.infer<typeof erasureBody>;

/** What an erasure answers: the record erased and when. */
export const erasure = z.object({ id: z.string(), erased_at: z.string() });
export const erasureResponse = oneResponse(erasure);

/** One entry of the audit log: who did what, when, from where, on which record. */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  api_key_prefix: z.string().nullable(),
  ip: z.string().nullable(),
  business_id: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const word = requiredText(64).optional();
/** A day (its start, UTC) or an instant with its offset. */
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * The audit view's query: newest first in a fixed order (time, then id), filtered by actor,
 * business (the superadmin's), API key prefix, action, record and a time range.
 */
export const auditListQuery = pageQuery.extend({
  actor_user_id: idFilter,
  business_id: idFilter,
  entity_id: idFilter,
  api_key_prefix: word,
  action: word,
  entity: word,
  from: instant.optional(),
  to: instant.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
