/**
 * Tracking tokens (docs/tracking.md): 32 random bytes from node:crypto in base64url (43
 * characters, 256 bits), drawn when a request is created. The column's default
 * (`flotte_tracking_token()`, migration 024) gives other writers the same shape.
 */
import { randomBytes } from 'node:crypto';
import { TRACKING_TOKEN } from '../../../contract/tracking';

export const newTrackingToken = (): string => randomBytes(32).toString('base64url');

/** Whether `token` has a token's shape (anything else is an unknown token, without a query). */
export const isTrackingToken = (token: string): boolean => TRACKING_TOKEN.test(token);
