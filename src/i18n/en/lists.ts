import type { listsFr } from '../fr/lists';
import type { MessagesOf } from '../schema';

export const listsEn = {
  flotte: {
    lists: {
      range: '%{from}-%{to} of %{total}',
      range_lower_bound: '%{from}-%{to} of %{total}+',
    },
  },
} satisfies MessagesOf<typeof listsFr>;
