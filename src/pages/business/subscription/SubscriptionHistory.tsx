import { useState } from 'react';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../resources/common/money';
import { LoadingPanel } from '../../../components/LoadingPanel';
import { TablePager } from '../../../components/TablePager';
import { formatDay } from './format';
import { SectionCard } from './SectionCard';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { useSubscriptions } from './useSubscriptions';

const PER_PAGE = 10;

/** Every subscription of the business, newest first, ten a page. */
export const SubscriptionHistory = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const { data, total, error, isPending } = useSubscriptions(page + 1, PER_PAGE);
  const field = (name: string) => translate(`flotte.subscription.fields.${name}`);
  return (
    <SectionCard id="subscription-history-title" title="flotte.subscription.history" sx={{ mt: 3 }}>
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {isPending ? <LoadingPanel /> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('flotte.subscription.history_empty')}
        </Typography>
      ) : null}
      {data && data.length > 0 ? (
        <>
          <Table size="small" aria-labelledby="subscription-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{field('plan_name')}</TableCell>
                <TableCell>{field('status')}</TableCell>
                <TableCell align="right">{field('price')}</TableCell>
                <TableCell>{field('period')}</TableCell>
                <TableCell>{field('ended_at')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.plan_name}</TableCell>
                  <TableCell>
                    <SubscriptionStatusChip status={s.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(s.price, s.currency, locale)}
                  </TableCell>
                  <TableCell>
                    {translate('flotte.subscription.period', {
                      start: formatDay(s.current_period_start, locale),
                      end: formatDay(s.current_period_end, locale),
                    })}
                  </TableCell>
                  <TableCell>{s.ended_at ? formatDay(s.ended_at, locale) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {(total ?? 0) > PER_PAGE ? (
            <TablePager count={total ?? 0} page={page} perPage={PER_PAGE} onPageChange={setPage} />
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
};
