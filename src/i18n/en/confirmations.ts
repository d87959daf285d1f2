import type { confirmationsFr } from '../fr/confirmations';
import type { MessagesOf } from '../schema';

/** English of fr/confirmations.ts. */
export const confirmationsEn = {
  flotte: {
    delete: {
      assets: { confirm: 'Delete the asset', keep: 'Keep the asset' },
      'asset-type': { confirm: 'Delete the asset type', keep: 'Keep the asset type' },
      'business-types': { confirm: 'Delete the business type', keep: 'Keep the business type' },
      'request-package-types': {
        confirm: 'Delete the package type',
        keep: 'Keep the package type',
      },
      business: { confirm: 'Delete the business', keep: 'Keep the business' },
      plans: { confirm: 'Delete the plan', keep: 'Keep the plan' },
      'lease-preferences': { confirm: 'Delete the offer', keep: 'Keep the offer' },
      selection: { confirm: 'Delete the selection', keep: 'Keep the selection' },
    },
  },
} satisfies MessagesOf<typeof confirmationsFr>;
