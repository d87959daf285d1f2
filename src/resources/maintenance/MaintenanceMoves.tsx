import { useState, type MouseEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Maintenance } from '../../../contract/maintenance';
import { CompleteDialog } from './CompleteDialog';
import { useMayWrite } from './useMayWrite';
import { refusalOf, useMoveMaintenance } from './useMoveMaintenance';

type Move = 'start' | 'complete' | 'cancel';

/**
 * The moves the state machine allows from each status (docs/maintenance.md; the server checks
 * again). Completing scheduled work records it as done without the workshop (an inspection on
 * the spot).
 */
export const MOVES_FROM: Record<Maintenance['status'], readonly Move[]> = {
  scheduled: ['start', 'complete', 'cancel'],
  in_progress: ['complete', 'cancel'],
  completed: [],
  cancelled: [],
};

const ICONS = {
  start: <PlayArrowIcon />,
  complete: <CheckCircleIcon />,
  cancel: <BlockIcon />,
};

/** Clicks in the buttons and their dialogs (portals, but React children) must not open the row. */
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Start (after a confirmation saying the asset goes into the workshop), complete (a dialog) and
 * cancel (after a confirmation) the work of the record in context, as its status allows, for
 * those who may move it. Each button names the work for screen readers, as rows have
 * several. A refusal is notified in maintenance's words (`asset_unavailable`: the asset is on a
 * dispatch or a lease).
 */
export const MaintenanceMoves = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<Maintenance>();
  const mayMove = useMayWrite('move', record);
  const translate = useTranslate();
  const notify = useNotify();
  const move = useMoveMaintenance();
  const [open, setOpen] = useState<Move | null>(null);
  if (!record || !mayMove) return null;
  const moves = MOVES_FROM[record.status];
  if (moves.length === 0) return null;
  const close = () => setOpen(null);
  const send = (status: 'in_progress' | 'cancelled') => {
    close();
    move.mutate(
      { id: record.id, move: { status } },
      { onError: (error) => notify(refusalOf(error), { type: 'error' }) },
    );
  };
  const names = { title: record.title, asset: record.asset_name };
  return (
    <Box component="span" onClick={stop}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {moves.map((name) => (
          <Button
            key={name}
            size={size}
            variant={name === 'cancel' ? 'text' : 'outlined'}
            color={name === 'cancel' ? 'error' : 'primary'}
            startIcon={ICONS[name]}
            onClick={() => setOpen(name)}
            disabled={move.isPending}
            aria-label={translate(`flotte.maintenance.actions.${name}_named`, names)}
          >
            {translate(`flotte.maintenance.actions.${name}`)}
          </Button>
        ))}
      </Stack>
      <Confirm
        isOpen={open === 'start'}
        loading={move.isPending}
        title="flotte.maintenance.actions.start_title"
        content="flotte.maintenance.actions.start_content"
        translateOptions={names}
        confirm="flotte.maintenance.actions.start"
        cancel="flotte.maintenance.actions.start_keep"
        onConfirm={() => send('in_progress')}
        onClose={close}
      />
      <Confirm
        isOpen={open === 'cancel'}
        loading={move.isPending}
        title="flotte.maintenance.actions.cancel_title"
        content={`flotte.maintenance.actions.cancel_content_${record.status}`}
        translateOptions={names}
        confirm="flotte.maintenance.actions.cancel_confirm"
        cancel="flotte.maintenance.actions.keep"
        confirmColor="warning"
        onConfirm={() => send('cancelled')}
        onClose={close}
      />
      <CompleteDialog
        record={record}
        open={open === 'complete'}
        onClose={close}
        onComplete={(completion) => move.mutateAsync({ id: record.id, move: completion })}
      />
    </Box>
  );
};
