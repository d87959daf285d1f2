import { Alert, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Link,
  useCreatePath,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Maintenance } from '../../../contract/maintenance';
import type { MaintenanceMove } from '../../providers/custom/maintenance';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { errorMessage } from '../common/useNotifiedMutation';

/** Refusals said in maintenance's own words; the others keep the app's (`flotte.errors.*`). */
const OWN_WORDS = new Set(['asset_unavailable', 'invalid_transition']);

export const codeOf = (error: unknown): string | undefined => {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
};

/** The catalog key of a refused move. */
export function refusalOf(error: unknown): string {
  const code = codeOf(error);
  if (code && OWN_WORDS.has(code)) return `flotte.maintenance.errors.${code}`;
  return errorMessage(error);
}

/** Said after completing recurring work: the next one exists, one click away. */
const NextScheduled = ({ nextId }: { nextId: Identifier }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Alert
      severity="success"
      variant="filled"
      action={
        <Button
          component={Link}
          to={createPath({ resource: 'maintenance', id: nextId, type: 'show' })}
          color="inherit"
          size="small"
        >
          {translate('flotte.maintenance.actions.open_next')}
        </Button>
      }
    >
      {translate('flotte.maintenance.actions.completed_next')}
    </Alert>
  );
};

const DONE: Record<MaintenanceMove['status'], string> = {
  in_progress: 'flotte.maintenance.actions.started',
  completed: 'flotte.maintenance.actions.completed',
  cancelled: 'flotte.maintenance.actions.cancelled',
};

/**
 * A move (PATCH /maintenance/{id} { status, … }), then what every screen does after it: say
 * so, and re-read what is shown (the record, the lists, the asset's status). A refusal is the
 * caller's to show (`onError`); a move refused because the work changed meanwhile re-reads too.
 */
export function useMoveMaintenance() {
  const dataProvider = useFlotteDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, move }: { id: Identifier; move: MaintenanceMove }) =>
      dataProvider.moveMaintenance(id, move),
    onSuccess: (done: Maintenance, { move }) => {
      if (move.status === 'completed' && done.next_id) {
        notify(<NextScheduled nextId={done.next_id} />, { autoHideDuration: 10000 });
      } else {
        notify(DONE[move.status], { type: 'success' });
      }
      refresh();
    },
    onError: (error) => {
      if (codeOf(error) === 'invalid_transition') refresh();
    },
  });
}
