import { useId } from 'react';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Board, BoardRequest } from '../../../contract/rounds';
import { reasonsText } from '../../resources/compliance/assetCompliance';
import { windowText } from './times';

const t = (key: string) => `flotte.planner.${key}`;

/**
 * The day's requests in no round yet: reference, drop-off, weight and window; "Insérer" on each
 * when the day has a published round (`onInsert`).
 */
export const UnplannedRequests = ({
  board,
  onInsert,
}: {
  board: Board;
  onInsert?: (request: BoardRequest) => void;
}) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3">
        {translate(t('requests_title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {board.requests.length === 0
          ? translate(t('requests_empty'))
          : translate(t('requests_count'), { smart_count: board.requests.length })}
      </Typography>
      {board.truncated ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate(t('truncated'))}
        </Alert>
      ) : null}
      {/* Scrolls on its own: focusable so a keyboard can scroll it, named by its title. */}
      <List dense tabIndex={0} aria-labelledby={titleId} sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {board.requests.map((r) => (
          <ListItem
            key={r.id}
            disableGutters
            data-request={r.id}
            secondaryAction={
              onInsert ? (
                <Button
                  size="small"
                  aria-label={translate(t('insert.open_label'), { reference: r.reference })}
                  onClick={() => onInsert(r)}
                >
                  {translate(t('insert.open'))}
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={`${r.reference} · ${r.dropoff_address}`}
              secondary={[
                r.asset_type_name,
                r.weight_kg === null ? null : translate(t('weight'), { weight: r.weight_kg }),
                windowText(translate, locale, r.window_from, r.window_until),
                r.at_depot ? translate(t('at_depot')) : null,
                r.lat === null ? translate(t('without_place')) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
};

/** The assets that may go out that day: their driver, payload and compliance (with reasons). */
export const DayAssets = ({ board }: { board: Board }) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3">
        {translate(t('assets_title'))}
      </Typography>
      {board.assets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t('assets_empty'))}
        </Typography>
      ) : null}
      <List dense>
        {board.assets.map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{`${a.name} · ${a.driver_name ?? translate(t('no_driver'))}`}</span>
                  <Chip
                    size="small"
                    color={a.compliant ? 'success' : 'error'}
                    label={translate(t(a.compliant ? 'compliant' : 'not_compliant'))}
                  />
                </Stack>
              }
              secondary={[
                a.asset_type_name,
                a.capacity_kg === null
                  ? null
                  : translate(t('capacity'), { capacity: a.capacity_kg }),
                a.reasons.length ? reasonsText(translate, locale, { ...a, asset_id: a.id }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
};
