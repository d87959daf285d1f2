/**
 * The business staff's own screens: my business, settings, branding, subscription, staff, B2B
 * clients. Spread into fr.ts; en/business-staff.ts mirrors it.
 */
export const businessStaffFr = {
  flotte: {},
  resources: {},
};
