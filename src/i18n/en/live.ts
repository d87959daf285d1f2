import type { MessagesOf } from '../schema';
import type { liveFr } from '../fr/live';

/** Live status notices, in English (mirrors fr/live.ts). */
export const liveEn = {
  flotte: {
    live: {
      changed: {
        requests: 'Request “%{label}”: %{status}',
        leases: 'Lease “%{label}”: %{status}',
        maintenance: 'Maintenance “%{label}”: %{status}',
        wallets: 'The wallet balance changed.',
      },
      many: '%{smart_count} live update |||| %{smart_count} live updates',
    },
  },
} satisfies MessagesOf<typeof liveFr>;
