/**
 * The public tracking page of a token (docs/tracking.md) at the app's address: the app routes
 * after `#`, so `https://flotte.example.com/#/t/<token>`. One definition for the mails (the
 * server's FLOTTE_PUBLIC_URL), the request's page and its CSV export (the browser's address).
 */
export const trackingLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/#/t/${token}`;
