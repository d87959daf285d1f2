/**
 * Every list's pagination (src/resources/common/ListPagination.tsx): the rows shown and the
 * total, which is only a lower bound when the server stopped counting (docs/totals.md). Spread
 * into fr.ts; en/lists.ts mirrors it. Numbers arrive formatted in the user's language; the dash
 * is react-admin's own (its default label looked the same).
 */
export const listsFr = {
  flotte: {
    lists: {
      range: '%{from}-%{to} sur %{total}',
      range_lower_bound: '%{from}-%{to} sur %{total}+',
      /** A figure on a phone's card (PhoneCards): French puts a space before the colon. */
      card_figure: '%{label} : %{value}',
    },
  },
};
