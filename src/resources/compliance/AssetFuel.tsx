import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TableBody,
  TableCell,
  TableRow,
  TextField,
} from '@mui/material';
import {
  HttpError,
  useCanAccess,
  useCreate,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Asset } from '../../../contract/asset';
import type { FuelEntry } from '../../../contract/fuel';
import { formatMoney } from '../common/money';
import { readFuelForm, type FuelFormErrors, type FuelFormValues } from './fuelForm';
import { ScrollingTable } from '../common/ScrollingTable';
import { TableHeadRow } from '../common/TableHeadRow';

/** The refusal of a fill as the catalog says it (the odometer's limit named). */
function refusal(error: unknown, translate: ReturnType<typeof useTranslate>): string {
  if (error instanceof HttpError) {
    const body = error.body as
      { details?: { message: string; args?: Record<string, unknown> }[] } | undefined;
    const detail = body?.details?.[0];
    if (detail) return translate(detail.message, { _: detail.message, ...detail.args });
    return translate(error.message, { _: error.message });
  }
  return translate('ra.notification.http_error');
}

/** Now as the date-time field writes it: the local day and time to the minute. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A fill: when, the odometer, the quantity and its unit, the price (major units), full or not. */
const FuelDialog = ({ asset, onClose }: { asset: Asset; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [create, { isPending, error }] = useCreate<FuelEntry>();
  const [tried, setTried] = useState(false);
  const [form, setForm] = useState<FuelFormValues>({
    filled_at: localNow(),
    odometer_km: '',
    quantity: '',
    unit: 'l',
    price: '',
    full_fill: true,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const field = (key: string) => translate(`resources.fuel.fields.${key}`);
  const read = readFuelForm(form, asset.id, asset.currency, locale);
  /** A field's refusal, shown once it holds something or a save was tried. */
  const problem = (key: keyof FuelFormErrors, text: string) => {
    const found = read.errors?.[key];
    if (!found || (!tried && text === '')) return {};
    return {
      error: true,
      helperText: translate(found.message, { _: found.message, ...found.args }),
    };
  };
  const save = () => {
    setTried(true);
    if (!read.body) return;
    create(
      'fuel',
      { data: read.body },
      {
        onSuccess: () => {
          notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="fuel-dialog">
      <DialogTitle id="fuel-dialog">{translate('flotte.fuel.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            type="datetime-local"
            label={field('filled_at')}
            value={form.filled_at}
            onChange={set('filled_at')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...problem('filled_at', form.filled_at)}
          />
          <TextField
            label={field('odometer_km')}
            value={form.odometer_km}
            onChange={(e) =>
              setForm((f) => ({ ...f, odometer_km: e.target.value.replace(/\D/g, '') }))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...problem('odometer_km', form.odometer_km)}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              label={field('quantity')}
              value={form.quantity}
              onChange={set('quantity')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
              {...problem('quantity', form.quantity)}
            />
            <TextField
              select
              label={field('unit')}
              value={form.unit}
              onChange={(e) =>
                setForm((f) => ({ ...f, unit: e.target.value === 'kwh' ? 'kwh' : 'l' }))
              }
            >
              <MenuItem value="l">{translate('flotte.fuel.units.l')}</MenuItem>
              <MenuItem value="kwh">{translate('flotte.fuel.units.kwh')}</MenuItem>
            </TextField>
          </Stack>
          <TextField
            label={field('total_price')}
            value={form.price}
            onChange={set('price')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...problem('price', form.price)}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.full_fill}
                onChange={(e) => setForm((f) => ({ ...f, full_fill: e.target.checked }))}
              />
            }
            label={field('full_fill')}
          />
          {error ? <Alert severity="error">{refusal(error, translate)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={isPending} onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The fills table's columns: the day, then figures. */
const FILL_COLUMNS = [
  'filled_at',
  'odometer_km',
  'quantity',
  'total_price',
  'consumption_per_100km',
];

/** The asset's last fills with their consumption, and a fill to record. */
export const AssetFuel = ({ asset }: { asset: Asset }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [adding, setAdding] = useState(false);
  const { canAccess: canCreate } = useCanAccess({
    resource: 'fuel',
    action: 'create',
    record: asset,
  });
  const { data = [] } = useGetList<FuelEntry>('fuel', {
    filter: { asset_id: asset.id },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'filled_at', order: 'DESC' },
  });
  const field = (key: string) => translate(`resources.fuel.fields.${key}`);
  const numbers = new Intl.NumberFormat(locale);
  return (
    <Stack spacing={1.5}>
      {data.length > 0 ? (
        <ScrollingTable label={translate('resources.fuel.name', { smart_count: 2 })}>
          <TableHeadRow columns={FILL_COLUMNS.map(field)} numbers={FILL_COLUMNS.length - 1} />
          <TableBody>
            {data.map((f) => (
              <TableRow key={f.id}>
                <TableCell>
                  {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                    new Date(f.filled_at),
                  )}
                </TableCell>
                <TableCell align="right">{numbers.format(f.odometer_km)}</TableCell>
                <TableCell align="right">
                  {numbers.format(f.quantity)} {translate(`flotte.fuel.units.${f.unit}`)}
                  {f.full_fill ? '' : ` (${translate('flotte.fuel.partial')})`}
                </TableCell>
                <TableCell align="right">
                  {formatMoney(f.total_price, f.currency, locale)}
                </TableCell>
                <TableCell align="right">
                  {f.consumption_per_100km === null
                    ? '—'
                    : translate('flotte.fuel.consumption', {
                        value: `${numbers.format(f.consumption_per_100km)} ${translate(`flotte.fuel.units.${f.unit}`)}`,
                      })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      ) : null}
      {canCreate ? (
        <Box>
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {translate('flotte.fuel.add')}
          </Button>
        </Box>
      ) : null}
      {adding ? <FuelDialog asset={asset} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
};
