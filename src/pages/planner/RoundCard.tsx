import { useId, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Round } from '../../../contract/rounds';
import { errorMessage } from '../../resources/common/useNotifiedMutation';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { lockAll, moveStop, toggleLock, withRequest, type StopOrder } from './stopMoves';
import { hourText, windowText } from './times';

const t = (key: string) => `flotte.planner.${key}`;

/**
 * One round of the planner's day: its asset and driver, status, load, planned return, the
 * windows it breaks, and its stops in order with their planned time and window. A draft's stops
 * move up and down (buttons, so the keyboard moves them too), lock, or go to another draft of
 * the same plan; publishing asks first. Every change is the server's answer re-read (`onChange`).
 */
export const RoundCard = ({
  round,
  drafts,
  selected,
  onSelect,
  onChange,
}: {
  round: Round;
  /** The other draft rounds of its plan: where a request may move. */
  drafts: readonly Round[];
  selected: boolean;
  onSelect: () => void;
  onChange: () => void;
}) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const draft = round.status === 'draft';
  const onError = (error: unknown) => notify(errorMessage(error), { type: 'error' });
  const save = useMutation({
    mutationFn: ({ id, stops }: { id: string; stops: StopOrder }) =>
      dataProvider.setRoundStops(id, { stops }),
    onSuccess: () => {
      notify(t('saved'), { type: 'success' });
      onChange();
    },
    onError,
  });
  const publish = useMutation({
    mutationFn: () => dataProvider.publishRound(round.id),
    onSuccess: () => {
      setConfirming(false);
      notify(t('published'), { type: 'success' });
      onChange();
    },
    onError: (error) => {
      setConfirming(false);
      onError(error);
    },
  });
  const busy = save.isPending || publish.isPending;
  const requests = new Set(round.stops.map((s) => s.request_id)).size;
  const late = round.stops.filter((s) => s.late).length;
  const driver = round.driver_name ?? translate(t('no_driver'));

  const move = (index: number, delta: -1 | 1) => {
    const stops = moveStop(round.stops, index, delta);
    if (stops) save.mutate({ id: round.id, stops });
    else notify(t('pickup_order'), { type: 'warning' });
  };
  const moveTo = (target: Round, requestId: string) =>
    save.mutate({ id: target.id, stops: withRequest(target.stops, round.stops, requestId) });

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : undefined }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h4">
            {translate(t('round_title'), { asset: round.asset_name, driver })}
          </Typography>
          <Chip size="small" label={translate(t(`statuses.${round.status}`))} />
          {late > 0 ? (
            <Chip
              size="small"
              color="warning"
              label={translate(t('broken'), { smart_count: late })}
            />
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={onSelect} aria-pressed={selected}>
            {translate(t('show_on_map'))}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            round.capacity_kg === null
              ? translate(t('load_unbounded'), { load: round.max_load_kg })
              : translate(t('load'), { load: round.max_load_kg, capacity: round.capacity_kg }),
            round.planned_end
              ? translate(t('planned_end'), { time: hourText(round.planned_end, locale) })
              : null,
            translate(t('distance'), { km: (round.distance_m / 1000).toFixed(1) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <TableContainer sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('stops.order'))}</TableCell>
                <TableCell>{translate(t('stops.stop'))}</TableCell>
                <TableCell>{translate(t('stops.planned'))}</TableCell>
                <TableCell>{translate(t('stops.window'))}</TableCell>
                {draft ? <TableCell>{translate(t('stops.actions'))}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {round.stops.map((s, i) => {
                const named = { n: i + 1, reference: s.reference };
                return (
                  <TableRow key={s.id} data-stop={`${s.request_id}:${s.kind}`}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <strong>{translate(t(`kinds.${s.kind}`))}</strong> {s.reference}
                      <Typography variant="body2" color="text.secondary">
                        {s.address}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <time dateTime={s.planned_start}>{hourText(s.planned_start, locale)}</time>
                    </TableCell>
                    <TableCell>
                      {windowText(translate, locale, s.window_from, s.window_until)}
                      {s.late ? (
                        <Chip
                          size="small"
                          color="warning"
                          sx={{ ml: 1 }}
                          label={translate(t('stops.late'))}
                        />
                      ) : null}
                    </TableCell>
                    {draft ? (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          size="small"
                          aria-label={translate(t('up'), named)}
                          disabled={busy || i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate(t('down'), named)}
                          disabled={busy || i === round.stops.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate(t(s.locked ? 'unlock' : 'lock'), named)}
                          aria-pressed={s.locked}
                          disabled={busy}
                          onClick={() =>
                            save.mutate({ id: round.id, stops: toggleLock(round.stops, i) })
                          }
                        >
                          {s.locked ? (
                            <LockIcon fontSize="small" />
                          ) : (
                            <LockOpenIcon fontSize="small" />
                          )}
                        </IconButton>
                        {drafts.length > 0 && s.kind === 'dropoff' ? (
                          <TextField
                            select
                            size="small"
                            sx={{ minWidth: 140, ml: 1 }}
                            label={translate(t('move_to'), { reference: s.reference })}
                            value=""
                            disabled={busy}
                            onChange={(e) => {
                              const target = drafts.find((d) => d.id === e.target.value);
                              if (target) moveTo(target, s.request_id);
                            }}
                          >
                            {drafts.map((d) => (
                              <MenuItem key={d.id} value={d.id}>
                                {d.asset_name}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        {draft ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            <Button
              disabled={busy}
              onClick={() => save.mutate({ id: round.id, stops: lockAll(round.stops) })}
            >
              {translate(t('lock_round'))}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
              {translate(t('publish'))}
            </Button>
          </Stack>
        ) : null}
        <Confirm
          isOpen={confirming}
          loading={publish.isPending}
          title={translate(t('publish_title'), { asset: round.asset_name })}
          content={translate(t('publish_content'), {
            smart_count: requests,
            asset: round.asset_name,
          })}
          confirm={t('publish')}
          onConfirm={() => publish.mutate()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
};
