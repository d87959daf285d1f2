/**
 * The parties printed on an invoice, kept on it as they were on its issue date: the seller (the
 * platform, or the white-label business invoicing its B2B client under its own name) and the
 * business invoiced.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import type { Issuer } from '../numbering/document-number';
import { readPlatformIdentity } from '../platform/platform-identity';
import { msg } from '../../../contract/common';
import { PLATFORM_IDENTITY_FIELDS } from '../../../contract/platform-identity';
import { dayIn, DEFAULT_TIME_ZONE } from '../../../contract/days';
import { businessZone } from '../business/zone';

export const party = z.object({
  name: z.string(),
  address: z.string().nullable(),
  country: z.string(),
  siren: z.string().nullable(),
  vat_number: z.string().nullable(),
  email: z.string().nullable(),
  /** The seller's company mentions (legal form, share capital, RCS), when it has them. */
  legal_form: z.string().optional(),
  capital: z.string().optional(),
  rcs: z.string().optional(),
});
export type Party = z.infer<typeof party>;

/**
 * The platform's legal identity as the superadmin set it (server/services/platform/
 * platform-identity.ts), every field present: else 409 `platform_identity_missing` naming each
 * missing field, before anything is written.
 */
export async function platformSeller(tx: Queryable): Promise<Party> {
  const identity = await readPlatformIdentity(tx);
  const missing = PLATFORM_IDENTITY_FIELDS.filter((field) => identity[field] === null);
  if (missing.length > 0) {
    throw new ApiError(
      409,
      'platform_identity_missing',
      undefined,
      missing.map((path) => ({ path, message: msg.required })),
    );
  }
  return party.parse(identity);
}

/** A business's legal identity as its profile holds it today (404 for an unknown or deleted one). */
export async function businessParty(tx: Queryable, businessId: string): Promise<Party> {
  const row = await queryOne(
    tx,
    party.pick({
      name: true,
      address: true,
      country: true,
      siren: true,
      vat_number: true,
      email: true,
    }),
    `select name, address, coalesce(country, 'FR') as country, siren, vat_number,
       contact_email as email
     from businesses where id = $1 and deleted_at is null`,
    [businessId],
  );
  if (!row) throw notFound();
  return row;
}

const parentRow = z.object({ parent_id: z.string().nullable() });

/**
 * Who invoices `businessId`: its white-label parent when it is that parent's B2B client, else
 * the platform. A white-label issuer needs its SIREN, VAT number and address on its profile
 * (409 issuer_identity_missing): an invoice without them is not a legal one.
 */
export async function sellerFor(
  tx: Queryable,
  businessId: string,
): Promise<{ issuer: Issuer; seller: Party }> {
  const row = await queryOne(
    tx,
    parentRow,
    `select p.id as parent_id from businesses c
     left join businesses p on p.id = c.parent_business_id and p.kind = 'whitelabel'
       and p.deleted_at is null
     where c.id = $1 and c.kind = 'b2b'`,
    [businessId],
  );
  if (!row?.parent_id) return { issuer: 'platform', seller: await platformSeller(tx) };
  const seller = await businessParty(tx, row.parent_id);
  if (!seller.siren || !seller.vat_number || !seller.address) {
    throw new ApiError(409, 'issuer_identity_missing');
  }
  return { issuer: { businessId: row.parent_id }, seller };
}

/**
 * The day `at` falls on for `issuer`, which dates its invoices and credit notes (issue 33): the
 * platform's in Europe/Paris, a white-label business's in its own time zone.
 */
export async function issuerDay(tx: Queryable, issuer: Issuer, at: Date): Promise<string> {
  if (issuer === 'platform') return dayIn(DEFAULT_TIME_ZONE, at);
  return dayIn(await businessZone(tx, issuer.businessId), at);
}
