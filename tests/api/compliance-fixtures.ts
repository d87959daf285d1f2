/**
 * Shared set-up of the compliance tests (issue 21): the maintenance world (roles, another
 * business, another owner, a white-label parent and its B2B client, their assets) plus a driver
 * of the demo owner's, and helpers that record documents through the API.
 */
import { addDays, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { listResponse, oneResponse } from '../../contract/common';
import { assetCompliance, document } from '../../contract/documents';
import { z } from 'zod';
import { createMaintenanceWorld, inject, type MaintenanceWorld } from './maintenance-fixtures';
import { one, type Headers } from './rows';
import { DEMO_PASSWORD } from './helpers';
import { hashPassword } from '../../server/services/accounts/passwords';
import type { ServerConfig } from '../../server/config';

export const oneDocument = oneResponse(document);
export const documentList = listResponse(document);
export const complianceList = z.object({ data: z.array(assetCompliance) });

export interface ComplianceWorld extends MaintenanceWorld {
  /** A driver employed by the demo owner (default driver of its van). */
  driver: Headers;
  driverId: string;
  /** A driver employed by the other owner. */
  otherDriverId: string;
  kinds: Record<string, string>;
}

let drivers = 0;
let hash: Promise<string> | undefined;
/** A signed-in driver employed by owner `employer.owner` or by business `employer.business`. */
export async function insertDriver(
  w: MaintenanceWorld,
  employer: { owner?: string; business?: string },
): Promise<{ headers: Headers; id: string }> {
  const email = `chauffeur-${++drivers}@conformite.test`;
  const { id } = await one<{ id: string }>(
    w.t,
    `insert into users (email, name, role, employer_user_id, business_id, password_hash,
       email_verified_at)
     values ($1, $1, 'driver', $2, $3, $4, now()) returning id`,
    [
      email,
      employer.owner ?? null,
      employer.business ?? null,
      await (hash ??= hashPassword(DEMO_PASSWORD)),
    ],
  );
  return { headers: { authorization: `Bearer ${(await w.t.login(email)).accessToken}` }, id };
}

export async function createComplianceWorld(
  overrides: Partial<ServerConfig> = {},
): Promise<ComplianceWorld> {
  const w = await createMaintenanceWorld(overrides);
  const { id: otherOwner } = await one<{ id: string }>(
    w.t,
    `select id from users where email = 'owner2@flotte.test'`,
  );
  const driver = await insertDriver(w, { owner: w.ids.owner });
  const other = await insertDriver(w, { owner: otherOwner });
  await w.t.db.query('update assets set default_driver_id = $2 where id = $1', [
    w.ids.ownerVan,
    driver.id,
  ]);
  const kinds = await w.t.db.query<{ id: string; code: string }>(
    'select id, code from document_kinds',
  );
  return {
    ...w,
    driver: driver.headers,
    driverId: driver.id,
    otherDriverId: other.id,
    kinds: Object.fromEntries(kinds.map((k) => [k.code, k.id])),
  };
}

/** The platform's (Paris) day `n` days from today (negative: before), `YYYY-MM-DD`. */
export const day = (n: number) => addDays(dayIn(DEFAULT_TIME_ZONE, new Date()), n);

/** Records a document through the API (default: the superadmin); answers it. */
export async function recordDocument(
  w: ComplianceWorld,
  body: Record<string, unknown>,
  headers: Headers = w.as.superadmin,
) {
  const res = await inject(w.t, 'POST', '/documents', headers, body);
  if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
  return oneDocument.parse(res.json()).data;
}

export const insurance = (w: ComplianceWorld, assetId: string, validTo: string | null) => ({
  asset_id: assetId,
  kind_id: w.kinds.insurance,
  number: 'POL-1',
  issuer: 'Assureur',
  valid_from: day(-300),
  valid_to: validTo,
});

export { inject, type Headers };
