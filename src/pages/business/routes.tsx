import type { ComponentType } from 'react';

/**
 * The business staff's own pages (inside the layout, signed in): my business (profile,
 * settings, branding) and the subscription. TODO(issue 8): fill.
 */
export const BusinessStaffRoutes: ReadonlyArray<{ path: string; Page: ComponentType }> = [];
