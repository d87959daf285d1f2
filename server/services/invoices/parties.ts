/**
 * The parties printed on an invoice, kept on it as they were on its issue date: the platform
 * (the seller: its legal identity, one place to change it) and the business invoiced.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { notFound } from '../../errors';

export const party = z.object({
  name: z.string(),
  address: z.string().nullable(),
  country: z.string(),
  siren: z.string().nullable(),
  vat_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type Party = z.infer<typeof party>;

/** The platform's legal identity (the operator's: set it before issuing real invoices). */
export const PLATFORM_SELLER: Party & { legal_form: string; capital: string; rcs: string } = {
  name: 'Flotte SAS',
  address: '10 rue de la Logistique, 75010 Paris',
  country: 'FR',
  siren: '912345674',
  vat_number: 'FR32912345674',
  email: 'facturation@flotte.demo',
  legal_form: 'SAS',
  capital: '10 000 €',
  rcs: 'RCS Paris 912 345 674',
};

/** The business as invoiced today (404 for an unknown or deleted one). */
export async function buyerOf(tx: Queryable, businessId: string): Promise<Party> {
  const row = await queryOne(
    tx,
    party,
    `select name, address, coalesce(country, 'FR') as country, siren, vat_number,
       contact_email as email
     from businesses where id = $1 and deleted_at is null`,
    [businessId],
  );
  if (!row) throw notFound();
  return row;
}
