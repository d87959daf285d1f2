/**
 * The recipient's tracking page's route, after `#` (the mails link to `<url>/#/t/<token>`:
 * server/mail/recipient-mails.ts). index.html sends such an address to the tracking entry
 * (tracking.html); inside the app it is a page of the light first screen (accountRoutes.tsx).
 */
export const TRACKING_ROUTE = '/t/:token';
