import type { listsFr } from '../fr/lists';
import type { MessagesOf } from '../schema';

export const listsEn = {
  flotte: {
    lists: {
      range: '%{from}-%{to} of %{total}',
      range_lower_bound: '%{from}-%{to} of %{total}+',
      card_figure: '%{label}: %{value}',
    },
  },
} satisfies MessagesOf<typeof listsFr>;
