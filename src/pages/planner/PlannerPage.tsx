import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Grid,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { BoardRequest, UnplacedRequest } from '../../../contract/rounds';
import { LoadingPanel } from '../../components/LoadingPanel';
import { errorMessage } from '../../resources/common/useNotifiedMutation';
import { useAuthState } from '../../providers/store';
import { userDay } from '../../providers/userZone';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { DayAssets, UnplannedRequests } from './DayBoard';
import { InsertDialog } from './InsertDialog';
import { PlanMap } from './PlanMap';
import { RoundCard } from './RoundCard';

const t = (key: string) => `flotte.planner.${key}`;

/** Tomorrow as the user lives it (userZone.ts): the day a planner usually plans. */
const tomorrow = () => userDay(1);

/**
 * The planner's screen (issue 29, docs/rounds.md): a day, its unplanned requests (list and
 * map), the assets that may go out with their drivers and compliance; "Optimiser" plans the
 * day's drafts (keeping locked stops), whose rounds then show with their stops, load, return
 * time and broken windows, the requests left out with their reason. The operator first names
 * the business whose fleet it plans (owners and businesses plan their own).
 */
export const PlannerPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const { user } = useAuthState();
  // The operator's staff plan a fleet they name; owners and businesses their own.
  const operator = user?.role === 'superadmin' || user?.role === 'in_house_manager';
  const [date, setDate] = useState(tomorrow);
  const [businessId, setBusinessId] = useState('');
  const [unplaced, setUnplaced] = useState<UnplacedRequest[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [inserting, setInserting] = useState<BoardRequest | null>(null);
  const unplacedId = useId();
  const roundsId = useId();
  const businesses = useGetList(
    'business',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: operator },
  );
  const fleet = operator ? (businessId ? { business_id: businessId } : null) : {};
  const board = useQuery({
    queryKey: ['rounds', 'board', date, businessId],
    queryFn: () => dataProvider.getRoundBoard({ date, ...fleet }),
    enabled: fleet !== null && date.length === 10,
  });
  const rounds = useQuery({
    queryKey: ['rounds', 'day', date],
    queryFn: () => dataProvider.getDayRounds(date),
    enabled: fleet !== null && date.length === 10,
  });
  // The API answers a day's rounds in its index's order; the planner reads them by asset.
  const dayRounds = (rounds.data ?? [])
    .filter((r) => !operator || r.business_id === businessId)
    .sort((a, b) => a.asset_name.localeCompare(b.asset_name));
  const reload = () => queryClient.invalidateQueries({ queryKey: ['rounds'] });
  const optimise = useMutation({
    mutationFn: () => dataProvider.optimiseRounds({ date, ...fleet }),
    onSuccess: (plan) => {
      setUnplaced(plan.unplaced);
      notify(t('optimised'), { type: 'success', messageArgs: { smart_count: plan.rounds.length } });
      void reload();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const changeDay = (value: string) => {
    setDate(value);
    setUnplaced([]);
    setSelected(null);
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(t('title'))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="date"
          label={translate(t('date'))}
          value={date}
          onChange={(e) => changeDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {operator ? (
          <TextField
            select
            label={translate(t('fleet'))}
            value={businessId}
            onChange={(e) => setBusinessId(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {(businesses.data ?? []).map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {String(b.name)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button
          variant="contained"
          disabled={fleet === null || optimise.isPending}
          onClick={() => optimise.mutate()}
        >
          {translate(t(optimise.isPending ? 'optimising' : 'optimise'))}
        </Button>
      </Stack>
      {fleet === null ? <Alert severity="info">{translate(t('choose_fleet'))}</Alert> : null}
      {board.isPending && fleet !== null ? <LoadingPanel /> : null}
      {board.error || rounds.error ? (
        <Alert severity="error">{translate(t('load_failed'))}</Alert>
      ) : null}
      {board.data ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <PlanMap requests={board.data.requests} rounds={dayRounds} selected={selected} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <UnplannedRequests
              board={board.data}
              onInsert={
                dayRounds.some((r) => r.status === 'published' || r.status === 'in_progress')
                  ? setInserting
                  : undefined
              }
            />
            <DayAssets board={board.data} />
          </Grid>
        </Grid>
      ) : null}
      {unplaced.length > 0 ? (
        <Box component="section" aria-labelledby={unplacedId} sx={{ mt: 2 }}>
          <Typography id={unplacedId} variant="h6" component="h3">
            {translate(t('unplaced_title'))}
          </Typography>
          <List dense>
            {unplaced.map((u) => (
              <ListItem key={u.request_id} disableGutters data-unplaced={u.request_id}>
                <ListItemText
                  primary={u.reference}
                  secondary={translate(t(`reasons.${u.reason}`))}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {rounds.data ? (
        <Box component="section" aria-labelledby={roundsId} sx={{ mt: 2 }}>
          <Typography id={roundsId} variant="h6" component="h3" gutterBottom>
            {translate(t('rounds_title'))}
          </Typography>
          {dayRounds.length === 0 ? (
            <Typography color="text.secondary">{translate(t('rounds_empty'))}</Typography>
          ) : null}
          <Stack spacing={2}>
            {dayRounds.map((r) => (
              <RoundCard
                key={r.id}
                round={r}
                drafts={dayRounds.filter(
                  (o) => o.id !== r.id && o.status === 'draft' && o.plan_id === r.plan_id,
                )}
                selected={selected === r.id}
                onSelect={() => setSelected(selected === r.id ? null : r.id)}
                onChange={() => void reload()}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      {inserting && fleet ? (
        <InsertDialog
          request={inserting}
          fleet={fleet}
          onClose={() => setInserting(null)}
          onDone={() => {
            setInserting(null);
            void reload();
          }}
        />
      ) : null}
    </Box>
  );
};
