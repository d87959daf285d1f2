/**
 * A business's settings (docs/business.md, Settings): one row at most; a business without one
 * reads defaults. Two of the fields live elsewhere, each in one place (docs/business.md,
 * "Country and currency"): `currency` is the wallet's (changed while no money has moved, then
 * locked), `country` the business's own.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import {
  businessSettings,
  type BusinessSettings,
  type BusinessSettingsWrite,
} from '../../../contract/business-settings';
import { msg } from '../../../contract/common';
import type { RequestCreate } from '../../../contract/request';
import { RECIPIENT_NOTICE_KINDS } from '../../../contract/tracking';
import type { Db, Queryable } from '../../db/db';
import { parseRow } from '../../db/rows';
import { ApiError, invalidField, notFound } from '../../errors';
import { changeCurrency } from '../money/money';
import { DEFAULT_CURRENCY } from '../../scope/wallets';
import { audit } from '../platform/audit';
import { orNotFound } from '../platform/find';
import { isUuid } from '../../db/sql';
import { lockActiveBusiness } from './guards';
import { assertReadableBusiness } from './scope';
import { queryOne, queryRows } from '../../db/query';
import { DEFAULT_TIME_ZONE } from '../../../contract/days';

export const DEFAULT_LANGUAGE = 'fr';

/** What a business that never saved its settings reads (Europe/Paris, French, no option). */
const UNSAVED = {
  timezone: DEFAULT_TIME_ZONE,
  default_language: DEFAULT_LANGUAGE,
  require_recipient_phone: false,
  default_package_type_id: null,
  low_balance_threshold: 0,
  notification_emails: [],
  recipient_notices: [...RECIPIENT_NOTICE_KINDS],
  proof_required: [],
  auto_dispatch: false,
  updated_at: null,
};

/**
 * The business's settings, its defaults when it never saved any (Europe/Paris, French, no
 * option); its wallet's currency and its own country either way. undefined: no business.
 */
export async function readSettings(
  db: Queryable,
  businessId: string,
): Promise<BusinessSettings | undefined> {
  if (!isUuid(businessId)) return undefined;
  const rows = await db.query(
    `select b.id::text as business_id, b.country, w.currency,
            exists (select 1 from wallet_transactions t where t.wallet_id = w.id) as currency_locked,
            s.business_id is not null as saved, s.timezone,
            s.default_language, s.require_recipient_phone, s.default_package_type_id::text,
            s.low_balance_threshold::float8 as low_balance_threshold, s.notification_emails,
            s.recipient_notices, s.proof_required, s.auto_dispatch, s.updated_at
     from businesses b
       left join business_settings s on s.business_id = b.id
       left join wallets w on w.business_id = b.id
     where b.id = $1`,
    [businessId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const currency = String(row.currency ?? DEFAULT_CURRENCY).trim();
  return parseRow(
    businessSettings,
    row,
    row.saved
      ? {
          currency,
          notification_emails: row.notification_emails ?? [],
          recipient_notices: row.recipient_notices ?? [...RECIPIENT_NOTICE_KINDS],
        }
      : { currency, ...UNSAVED },
  );
}

/** The caller's own business's settings (business and b2b staff). */
export async function ownSettings(db: Queryable, user: User): Promise<BusinessSettings> {
  const found = user.business_id ? await readSettings(db, user.business_id) : undefined;
  if (!found) throw notFound();
  return found;
}

/** One business's settings, in the caller's scope (./scope.ts); outside it: 404. */
export async function settingsInScope(
  db: Queryable,
  user: User,
  businessId: string,
): Promise<BusinessSettings> {
  await assertReadableBusiness(db, user, businessId);
  return orNotFound(readSettings(db, businessId));
}

/** The settings' own columns (currency and country live elsewhere, see above). */
const WRITE_COLUMNS = [
  'timezone',
  'default_language',
  'require_recipient_phone',
  'default_package_type_id',
  'low_balance_threshold',
  'notification_emails',
  'recipient_notices',
  'proof_required',
  'auto_dispatch',
] as const;

/**
 * POST (`create`: 409 conflict when the business saved settings already) and PATCH (`update`:
 * partial, creates the row when absent) of the caller's business's settings.
 */
export async function saveSettings(
  db: Db,
  user: User,
  input: BusinessSettingsWrite,
  mode: 'create' | 'update',
): Promise<BusinessSettings> {
  if (!user.business_id) throw notFound();
  const businessId = user.business_id;
  return db.transaction(async (tx) => {
    // Settings writes of one business run one after the other, so none is lost. `no key
    // update`: a first wallet (a row referencing the business) is still inserted meanwhile.
    await lockActiveBusiness(tx, businessId, 'no key update');
    const current = (await readSettings(tx, businessId))!;
    if (mode === 'create' && current.saved) throw new ApiError(409, 'conflict');
    if (input.default_package_type_id) {
      const types = await queryRows(
        tx,
        z.object({ active: z.boolean() }),
        'select active from request_package_types where id = $1',
        [input.default_package_type_id],
      );
      if (!types[0]?.active) throw invalidField('default_package_type_id');
    }
    if (input.currency !== undefined) await changeCurrency(tx, businessId, input.currency);
    if (input.country !== undefined && input.country !== current.country) {
      await tx.query('update businesses set country = $2, updated_at = now() where id = $1', [
        businessId,
        input.country,
      ]);
    }
    const next = { ...current, ...input };
    next.recipient_notices = [...new Set(next.recipient_notices)];
    next.proof_required = [...new Set(next.proof_required)];
    const values = WRITE_COLUMNS.map((column) => next[column]);
    const placeholders = WRITE_COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
    await tx.query(
      `insert into business_settings (business_id, ${WRITE_COLUMNS.join(', ')})
       values ($1, ${placeholders})
       on conflict (business_id) do update set
         ${WRITE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [businessId, ...values],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: mode,
      entity: 'business_settings',
      entityId: businessId,
      changes: input,
    });
    return (await readSettings(tx, businessId))!;
  });
}

const dispatchOptionsRow = z.object({
  require_recipient_phone: z.boolean(),
  package_type_id: z.string().nullable(),
});
type DispatchOptions = z.output<typeof dispatchOptionsRow>;

/** The business's saved dispatch options (none: it never saved settings). */
async function dispatchOptions(
  tx: Queryable,
  businessId: string,
): Promise<DispatchOptions | undefined> {
  return queryOne(
    tx,
    dispatchOptionsRow,
    `select s.require_recipient_phone, t.id::text as package_type_id
     from business_settings s
       left join request_package_types t on t.id = s.default_package_type_id and t.active
     where s.business_id = $1`,
    [businessId],
  );
}

const checkRecipientPhone = (options: DispatchOptions, phone: string | null) => {
  if (options.require_recipient_phone && !phone) {
    throw invalidField('recipient_phone', msg.required);
  }
};

/**
 * The business's dispatch options applied to a new request (inside its transaction): a missing
 * recipient phone is refused when the business requires one; a request naming no package type
 * takes the business's default, while that type is active.
 */
export async function applyDispatchOptions(
  tx: Queryable,
  businessId: string,
  input: RequestCreate,
): Promise<RequestCreate> {
  const options = await dispatchOptions(tx, businessId);
  if (!options) return input;
  checkRecipientPhone(options, input.recipient_phone);
  return { ...input, package_type_id: input.package_type_id ?? options.package_type_id };
}

/** A changed recipient phone: refused empty when the business requires one. */
export async function assertRecipientPhone(
  tx: Queryable,
  businessId: string,
  phone: string | null,
): Promise<void> {
  const options = await dispatchOptions(tx, businessId);
  if (options) checkRecipientPhone(options, phone);
}
