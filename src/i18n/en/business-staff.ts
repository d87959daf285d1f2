import type { businessStaffFr } from '../fr/business-staff';
import type { MessagesOf } from '../schema';

export const businessStaffEn = {
  flotte: {},
  resources: {},
} satisfies MessagesOf<typeof businessStaffFr>;
