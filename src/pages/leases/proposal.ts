import type { Validator } from 'react-admin';
import { msg } from '../../../contract/common';
import {
  leaseMsg,
  type LeaseCreate,
  type LeaseOfferAsset,
  type LeasePreference,
} from '../../../contract/lease';
import { dayOf, leaseDays, today } from '../../resources/leases/days';

/**
 * The assets a business may propose to lease on an offer: those the market says are available
 * (for an offer on a type, the owner's available assets of that type). An offer on one asset
 * read without that list still names its asset.
 */
export function offerAssets(offer: LeasePreference): LeaseOfferAsset[] {
  if (offer.available_assets) return offer.available_assets;
  return offer.asset_id && offer.asset_name
    ? [{ id: offer.asset_id, name: offer.asset_name, registration: null }]
    : [];
}

type Values = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? dayOf(value) : null);

/**
 * The proposal's date checks, on the offer's own terms (the server checks them again and names
 * the same rules): start not in the past and within the availability, end after the start and
 * within it, a duration (both days included) between the offer's minimum and maximum.
 */
export function dateValidators(
  offer: LeasePreference,
  formatDay: (day: string) => string,
  now: () => string = today,
): { start_date: Validator; end_date: Validator } {
  const from = dayOf(offer.available_from);
  const to = dayOf(offer.available_to);
  const start_date: Validator = (value: unknown) => {
    const start = str(value);
    if (!start) return msg.required;
    if (start < now()) return leaseMsg.startInPast;
    if (from && start < from) {
      return { message: 'flotte.leases.validation.not_before', args: { date: formatDay(from) } };
    }
    if (to && start > to) {
      return { message: 'flotte.leases.validation.not_after', args: { date: formatDay(to) } };
    }
    return undefined;
  };
  const end_date: Validator = (value: unknown, values: Values) => {
    const end = str(value);
    if (!end) return msg.required;
    const start = str(values.start_date);
    if (start && end < start) return leaseMsg.endBeforeStart;
    if (to && end > to) {
      return { message: 'flotte.leases.validation.not_after', args: { date: formatDay(to) } };
    }
    if (!start) return undefined;
    const days = leaseDays(start, end);
    if (days < offer.min_days) {
      return {
        message: 'flotte.leases.validation.min_days',
        args: { smart_count: offer.min_days },
      };
    }
    if (offer.max_days !== null && days > offer.max_days) {
      return {
        message: 'flotte.leases.validation.max_days',
        args: { smart_count: offer.max_days },
      };
    }
    return undefined;
  };
  return { start_date, end_date };
}

/** POST /leases: the offer, the asset picked, the dates and the message if any. */
export function toLeaseBody(offer: LeasePreference, values: Values): LeaseCreate {
  const notes = typeof values.notes === 'string' ? values.notes.trim() : '';
  return {
    preference_id: offer.id,
    asset_id: String(values.asset_id),
    start_date: str(values.start_date) ?? '',
    end_date: str(values.end_date) ?? '',
    notes: notes || null,
  };
}
