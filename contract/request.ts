import { z } from 'zod';
import { planningFields } from './rounds';
import { email } from './auth';
import {
  minorUnits,
  msg,
  nullableText,
  offsetDateTime,
  requiredText,
  upcomingDateTime,
  uuid,
  wholeNumber,
} from './common';
import { nullByDefault } from './create-fields';
import { idFilter, sortedListQuery } from './list-query';
import { addressCoordinates, latitude, longitude } from './position';
import { countsBy, link, nullableLink, timestamps } from './records';
import { priceLine } from './tariff';

/** `failed`: an attempt failed; the business retries (back to `pending`) or cancels. */
export const REQUEST_STATUSES = [
  'pending',
  'assigned',
  'in_transit',
  'delivered',
  'failed',
  'cancelled',
] as const;
export const requestStatus = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatus>;

const text = requiredText;

/** Where and when a request goes, and to whom: read on a request and by its driver. */
export const deliveryPlaces = {
  pickup_address: z.string(),
  dropoff_address: z.string(),
  ...addressCoordinates,
  scheduled_at: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
};

/** A delivery request (`/business-dispatches`), with the asset currently serving it. */
export const request = z.object({
  id: z.string(),
  /** Readable and unique: FLT-<year of creation>-<sequence>, e.g. FLT-2026-000123. */
  reference: z.string(),
  ...link('business'),
  requested_by: z.string().nullable(),
  ...nullableLink('package_type'),
  ...link('asset_type'),
  ...deliveryPlaces,
  /** The recipient's address for the tracking mails (docs/tracking.md). */
  recipient_email: z.string().nullable(),
  /**
   * The public tracking page's token (`#/t/{token}`): a capability, so only the business's
   * staff and the operator read it; null for anyone else (docs/tracking.md).
   */
  tracking_token: z.string().nullable(),
  weight_kg: z.number().int().nullable(),
  notes: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  /** Cash on delivery: the amount to collect (null: none), and what the driver collected. */
  cod_amount: z.number().int().nullable(),
  cod_collected: z.number().int().nullable(),
  /** The quote it was created from (docs/money.md "Tariffs and quotes"), else null. */
  quote_id: z.string().nullable(),
  /** How its tariff made the price, line by line; null for a price set without a tariff. */
  price_breakdown: z.array(priceLine).nullable(),
  urgent: z.boolean(),
  /** Stops besides the pickup and the drop-off (priced per stop by a tariff). */
  extra_stops: z.number().int(),
  status: requestStatus,
  /** Attempts retried after a failed one (docs/drivers.md): 0 until a first retry. */
  attempts: z.number().int(),
  /** The live (or last) dispatch: null while pending and never dispatched. */
  dispatch_id: z.string().nullable(),
  ...nullableLink('asset'),
  ...timestamps,
});
export type Request = z.infer<typeof request>;

/** The recipient's e-mail: empty is none (null), anything else a valid address. */
export const recipientEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  email.nullable(),
);

/** A point's coordinates come as a pair: one without the other is refused on the missing one. */
export const bothOrNeither =
  (lat: string, lng: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const [a, b] = [value[lat] ?? null, value[lng] ?? null];
    if ((a === null) !== (b === null)) {
      ctx.addIssue({ code: 'custom', path: [a === null ? lat : lng], message: msg.required });
    }
  };

/** Who receives the delivery: set on the create, changed alone while the request is open. */
const recipientFields = {
  recipient_name: nullableText(200),
  recipient_phone: nullableText(40),
  recipient_email: recipientEmail,
};

/** What a tariff prices (docs/money.md): a quote asks these, its request must ask the same. */
export const pricedFields = nullByDefault({
  asset_type_id: uuid,
  pickup_address: text(500),
  dropoff_address: text(500),
  pickup_lat: latitude.nullable(),
  pickup_lng: longitude.nullable(),
  dropoff_lat: latitude.nullable(),
  dropoff_lng: longitude.nullable(),
  weight_kg: minorUnits.nullable(),
  pickup_from: planningFields.pickup_from,
  pickup_until: planningFields.pickup_until,
  dropoff_from: planningFields.dropoff_from,
  dropoff_until: planningFields.dropoff_until,
  urgent: z.boolean({ error: msg.invalid }).default(false),
  extra_stops: wholeNumber(50).default(0),
});

export const requestCreate = z
  .object({
    ...pricedFields,
    ...nullByDefault({
      package_type_id: uuid.nullable(),
      scheduled_at: upcomingDateTime.nullable(),
      ...recipientFields,
      notes: nullableText(2000),
      /**
       * Without a tariff for the asset type: the price, omitted the asset type's base price.
       * With one, the tariff prices the request and a price sent is refused.
       */
      price: minorUnits.optional(),
      /** Cash on delivery (docs/money.md): what the driver collects from the recipient. */
      cod_amount: wholeNumber(1_000_000_000, 1).nullable(),
      /** The quote whose price the request takes (it must ask what the quote priced). */
      quote_id: uuid.nullable(),
      // What planning a round reads (docs/rounds.md): windows, service time, volume, depot.
      ...planningFields,
    }),
  })
  .superRefine(bothOrNeither('pickup_lat', 'pickup_lng'))
  .superRefine(bothOrNeither('dropoff_lat', 'dropoff_lng'));
export type RequestCreate = z.infer<typeof requestCreate>;

/** The only change a requester makes: cancel while pending, assigned or failed. */
export const requestUpdate = z.object({
  status: z.literal('cancelled', { error: msg.invalid }),
});

/**
 * `PATCH /business-dispatches/{id}/recipient`: who receives the delivery, while the request is
 * open (pending, assigned, in transit); only the fields sent change.
 */
export const requestRecipientUpdate = z.object(recipientFields).partial();
export type RequestRecipientUpdate = z.infer<typeof requestRecipientUpdate>;

export const REQUEST_SORTABLE = ['created_at', 'scheduled_at', 'status', 'price'] as const;

export const requestListQuery = sortedListQuery(REQUEST_SORTABLE, {
  status: requestStatus.optional(),
  business_id: idFilter,
  asset_type_id: idFilter,
  /** Created at or after `created_from`, before `created_to` (ISO date-times with offset). */
  created_from: offsetDateTime.optional(),
  created_to: offsetDateTime.optional(),
  /** Pending requests created more than this many minutes ago (waiting for an asset). */
  waiting_minutes: z.coerce.number().int().min(0).max(525_600).optional(),
});

/** All the requests in scope, and how many have each status. */
export const requestStats = z.object({
  total: z.number().int(),
  ...countsBy(REQUEST_STATUSES).shape,
});
export type RequestStats = z.infer<typeof requestStats>;

export const REQUEST_EVENT_KINDS = [
  'created',
  'assigned',
  'reassigned',
  'in_transit',
  'delivered',
  'failed',
  'retried',
  'cancelled',
  // A round's driver left the stop (docs/rounds.md): back to the planner, with the reason.
  'skipped',
  // Auto-dispatch's decision (docs/rounds.md): its reason says which rule chose, or why none.
  'auto_dispatched',
] as const;

/**
 * Why auto-dispatch placed a request as it did (the `auto_dispatched` event's reason): into a
 * published round, onto the nearest asset, or left pending because no available asset of its
 * type could carry it, none of those was compliant, or their drivers were busy.
 */
export const AUTO_DISPATCH_REASONS = [
  'round',
  'nearest',
  'no_asset',
  'not_compliant',
  'driver_busy',
] as const;
export type AutoDispatchReason = (typeof AUTO_DISPATCH_REASONS)[number];

/**
 * One move in a request's story (`GET /business-dispatches/{id}/timeline`), oldest first: when,
 * who (null: unknown, e.g. rows loaded without an audit trail), the asset serving it then, and
 * for a reassignment the asset it left and the reason given; for a failed attempt the reason's
 * code (`absent`, `refused`, … contract/dispatch.ts `FAILURE_REASONS`).
 */
export const requestEvent = z.object({
  kind: z.enum(REQUEST_EVENT_KINDS),
  at: z.string(),
  by_user_id: z.string().nullable(),
  by_name: z.string().nullable(),
  ...nullableLink('asset'),
  ...nullableLink('previous_asset'),
  reason: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEvent>;
