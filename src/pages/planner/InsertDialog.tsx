import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { BoardRequest, BoardQuery } from '../../../contract/rounds';
import { LoadingPanel } from '../../components/LoadingPanel';
import { TitledDialog } from '../../components/TitledDialog';
import { errorMessage } from '../../resources/common/useNotifiedMutation';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { hourText } from './times';

const t = (key: string) => `flotte.planner.insert.${key}`;

/**
 * "Insérer" (docs/rounds.md, "Inserting a request"): what putting a new request into the day's
 * best published round costs (added minutes and kilometres) and the new times of the stops
 * after it, asked of `POST /rounds/insert` without `confirm`; confirming inserts it.
 */
export const InsertDialog = ({
  request,
  fleet,
  onClose,
  onDone,
}: {
  request: BoardRequest;
  fleet: Omit<BoardQuery, 'date'>;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const body = { request_id: request.id, ...fleet };
  // Not under the planner's `['rounds']` key: the reload after inserting would ask the price
  // again of a request no longer pending (404). Not kept either: each opening prices afresh.
  const priced = useQuery({
    queryKey: ['round-insertion', request.id],
    gcTime: 0,
    queryFn: () => dataProvider.insertIntoRound({ ...body, confirm: false }),
    retry: false,
  });
  const insert = useMutation({
    mutationFn: () => dataProvider.insertIntoRound({ ...body, confirm: true }),
    onSuccess: () => {
      notify(t('done'), { type: 'success' });
      onDone();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const p = priced.data;
  return (
    <TitledDialog
      onClose={onClose}
      title={translate(t('title'), { reference: request.reference })}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!p || insert.isPending}
            onClick={() => insert.mutate()}
          >
            {translate(t('confirm'))}
          </Button>
        </>
      }
    >
      {priced.isPending ? <LoadingPanel /> : null}
      {priced.error ? (
        <Typography role="alert">{translate(errorMessage(priced.error))}</Typography>
      ) : null}
      {p ? (
        <>
          <Typography role="status" gutterBottom>
            {translate(t('cost'), {
              asset: p.asset_name,
              minutes: Math.round(p.added_s / 60),
              km: (p.added_m / 1000).toFixed(1),
            })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('flotte.planner.stops.stop')}</TableCell>
                <TableCell>{translate(t('before'))}</TableCell>
                <TableCell>{translate(t('after'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.stops.map((s) => (
                <TableRow key={`${s.request_id}:${s.kind}`}>
                  <TableCell>
                    {translate(`flotte.planner.kinds.${s.kind}`)} {s.reference}
                  </TableCell>
                  <TableCell>
                    {s.before ? hourText(s.before, locale) : translate(t('new'))}
                  </TableCell>
                  <TableCell>{hourText(s.after, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </TitledDialog>
  );
};
