import { addDays, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { StorageKeys, write } from './storage';
import { getAuthState, setAuthState } from './store';

/**
 * The time zone the signed-in user's days follow (issue 33): its business's setting, which the
 * sign-in answers with the user (`time_zone`), else Europe/Paris (operators, owners, drivers,
 * a user stored by an earlier version). No request per list: the "today" filters read it here.
 */
export function userTimeZone(): string {
  return getAuthState().user?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The user's today, `days` later (`YYYY-MM-DD`, in userTimeZone): a planner's or driver's day. */
export function userDay(days = 0, now: Date = new Date()): string {
  return addDays(dayIn(userTimeZone(), now), days);
}

/**
 * A saved business setting changes the zone of its staff's days at once: the session's user
 * (store and local storage) takes the zone the server answered.
 */
export function followSavedSettings(resource: string, record: Record<string, unknown>): void {
  const { user } = getAuthState();
  const zone = record.timezone;
  if (resource !== 'business-settings' || !user || typeof zone !== 'string') return;
  if (user.time_zone === zone) return;
  const next = { ...user, time_zone: zone };
  write(StorageKeys.user, next);
  setAuthState({ user: next });
}
