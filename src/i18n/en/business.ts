import type { businessFr } from '../fr/business';
import type { MessagesOf } from '../schema';

export const businessEn = {
  flotte: {},
  resources: {
    business: {
      name: 'Business |||| Businesses',
      fields: {
        name: 'Name',
        kind: 'Type',
        active: 'State',
        country: 'Country',
        created_at: 'Signed up',
      },
      active: 'Active',
      waiting: 'Waiting',
      kinds: {
        whitelabel: 'White label',
        standard: 'Standard',
        b2b: 'B2B client',
      },
    },
  },
} satisfies MessagesOf<typeof businessFr>;
