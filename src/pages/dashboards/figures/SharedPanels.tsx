import type { ReactNode } from 'react';
import {
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListButton } from '../../../resources/common/LabelledLinkButtons';
import { assetStatuses, type AssetStatus } from '../../../../contract/asset';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../contract/request';
import { DEFAULT_TIME_ZONE } from '../../../../contract/days';
import { dashboardLinks } from './links';
import { FigureTilesPanel, type FiguresOf } from './QueryFigures';

/** The panels more than one role's dashboard shows, over whichever answer carries them. */

/** The role's own ways (list, create buttons) under a panel's figures. */
export const PanelWays = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
    {children}
  </Stack>
);

/** A list's button under a panel's figures (the panel's one way onwards). */
export const PanelListButton = ({ resource, label }: { resource: string; label: string }) => (
  <ListButton resource={resource} label={label} variant="outlined" sx={{ mt: 2 }} />
);

interface FiguresPanelProps<T> {
  title: string;
  query: UseQueryResult<T, Error>;
  children: ReactNode;
}

/** A panel of the figures `figures` draws from `query`, the role's ways (`children`) below. */
function FiguresPanel<T>({ children, ...panel }: FiguresPanelProps<T> & { figures: FiguresOf<T> }) {
  return <FigureTilesPanel {...panel} footer={<PanelWays>{children}</PanelWays>} />;
}

const assetFigures: FiguresOf<{ assets_by_status: Record<AssetStatus, number> }> = (
  data,
  translate,
) =>
  assetStatuses.map((status) => ({
    to: dashboardLinks.assets(status),
    count: data.assets_by_status[status],
    caption: translate(`resources.assets.statuses.${status}`),
    label: translate(`flotte.operations.assets.link.${status}`, {
      smart_count: data.assets_by_status[status],
    }),
  }));

/** Live assets by status, each into the assets list filtered on it. */
export function AssetsPanel<T extends { assets_by_status: Record<AssetStatus, number> }>(
  props: FiguresPanelProps<T>,
) {
  return <FiguresPanel {...props} figures={assetFigures} />;
}

const waitingFigures: FiguresOf<{ businesses_waiting: number }> = (data, translate) => [
  {
    to: dashboardLinks.businessesWaiting(),
    count: data.businesses_waiting,
    caption: translate('flotte.operations.businesses.waiting_caption'),
    label: translate('flotte.operations.businesses.waiting', {
      smart_count: data.businesses_waiting,
    }),
    tone: 'warning',
  },
];

/** Live businesses waiting for approval, into the approval queue; the role's ways below. */
export function BusinessesWaitingPanel<T extends { businesses_waiting: number }>(
  props: FiguresPanelProps<T>,
) {
  return <FiguresPanel {...props} figures={waitingFigures} />;
}

type StatusCounts = Record<RequestStatus, number>;
const PERIODS = [
  { key: 'today', counts: 'requests_today', period: 'today' },
  { key: 'week', counts: 'requests_this_week', period: 'this_week' },
] as const;

/**
 * Requests created today and this ISO week (the platform's, Europe/Paris: the operators'
 * figures, snapshot.ts) by status, each count a link into the list
 * of that status created in the same period, named relatively (`created_period`) so that a
 * filter saved from there stays "today" or "this week".
 */
export const RequestsByPeriod = ({
  data,
}: {
  data: {
    requests_today: StatusCounts;
    requests_this_week: StatusCounts;
  };
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <Table size="small" aria-label={translate('flotte.operations.requests.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('flotte.operations.requests.status')}</TableCell>
            <TableCell align="right">{translate('flotte.operations.requests.today')}</TableCell>
            <TableCell align="right">{translate('flotte.operations.requests.this_week')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {REQUEST_STATUSES.map((status) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row">
                {translate(`resources.business-dispatches.statuses.${status}`)}
              </TableCell>
              {PERIODS.map(({ key, counts, period }) => {
                const count = data[counts][status];
                return (
                  <TableCell key={key} align="right">
                    <MuiLink
                      component={Link}
                      to={dashboardLinks.requests(status, period)}
                      aria-label={translate(`flotte.operations.requests.${key}_link.${status}`, {
                        smart_count: count,
                      })}
                    >
                      {count.toLocaleString(locale)}
                    </MuiLink>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {translate('flotte.operations.period_hint', { zone: DEFAULT_TIME_ZONE })}
      </Typography>
    </>
  );
};
