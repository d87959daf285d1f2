import { useCallback } from 'react';
import {
  Pagination,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationProps,
} from 'react-admin';

/**
 * Every list's pagination: "1-25 sur 1 234", numbers in the user's language, and "10 000+"
 * when the server says its total is only a lower bound (the dataProvider's
 * `meta.totalIsLowerBound`; docs/totals.md). The pages go as far as that total.
 */
export const ListPagination = (props: PaginationProps) => {
  const { meta } = useListContext();
  const lowerBound = Boolean(
    (meta as { totalIsLowerBound?: boolean } | undefined)?.totalIsLowerBound,
  );
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) => {
      const number = new Intl.NumberFormat(locale);
      return translate(lowerBound ? 'flotte.lists.range_lower_bound' : 'flotte.lists.range', {
        from: number.format(from),
        to: number.format(to),
        // MUI passes -1 when the total is unknown: the last row shown is all we know.
        total: number.format(count === -1 ? to : count),
      });
    },
    [locale, lowerBound, translate],
  );
  // Pagination hands its other props to MUI's TablePagination, after its own label: this one
  // wins (react-admin's props type leaves it out).
  const label = { labelDisplayedRows } as PaginationProps;
  return <Pagination {...props} {...label} />;
};
