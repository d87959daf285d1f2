/**
 * The recipient's tracking page (tracking.html, src/tracking.tsx), a light entry of its own
 * (build/light-entry.ts): no MUI, no react-admin (src/pages/tracking/: plain elements and a CSS
 * file), rendered by Preact, which brings the page under its 60 kB (scripts/bundle-budget.ts).
 */
import { lightEntry } from './light-entry';

export const TRACKING_HTML = 'tracking.html';

export const trackingEntry = () =>
  lightEntry({ html: TRACKING_HTML, chunk: 'tracking-page', label: 'tracking page' });
