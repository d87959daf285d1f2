import { Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Show, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Tariff } from '../../../contract/tariff';
import { FlotteMap } from '../../components/map/FlotteMap';
import { formatMoney } from '../common/money';
import { MoneyField } from '../common/MoneyField';
import { ScrollingTable } from '../common/ScrollingTable';
import { FieldCell, ShowSection } from '../common/ShowSection';
import { outlineText, outlineVertices } from './outline';

/**
 * The tariff's zones: a row each (name, postcodes, base, its outline's points as text), and
 * their outlines on a map, which repeats the table and is never the only way to read them.
 */
const TariffZones = () => {
  const record = useRecordContext<Tariff>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record || record.zones.length === 0) return null;
  const shapes = record.zones.map((zone) => outlineVertices(zone.polygon));
  const t = (key: string) => translate(`flotte.tariffs.${key}`);
  return (
    <ShowSection title="resources.tariffs.fields.zones">
      <ScrollingTable
        label={translate('resources.tariffs.fields.zones')}
        tableLabel={translate('resources.tariffs.fields.zones')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('zone_name')}</TableCell>
            <TableCell>{t('zone_postcodes')}</TableCell>
            <TableCell>{t('outline.coordinates')}</TableCell>
            <TableCell align="right">{t('zone_base')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.zones.map((zone, i) => (
            <TableRow key={`${i}:${zone.name}`}>
              <TableCell>{zone.name}</TableCell>
              <TableCell>{zone.postcodes.join(', ') || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>
                {shapes[i]!.length > 0 ? outlineText(shapes[i]!) : t('outline.none')}
              </TableCell>
              <TableCell align="right">{formatMoney(zone.base, record.currency, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollingTable>
      {shapes.some((s) => s.length > 0) ? (
        <FlotteMap label={t('outline.shown')} shapes={shapes} fitKey={record.id} height={360} />
      ) : null}
    </ShowSection>
  );
};

/** One tariff, read-only: its rates and its zones (the manager's and a business's view too). */
export const TariffShow = () => (
  <Show>
    <Stack sx={{ p: 2 }}>
      <ShowSection title="resources.tariffs.name" grid plain>
        <FieldCell source="name" />
        <FieldCell source="asset_type_name" field={TextField} />
        <FieldCell source="business_name" emptyText="flotte.tariffs.platform" />
        <FieldCell source="currency" />
        <FieldCell source="base" field={MoneyField} />
        <FieldCell source="per_km" field={MoneyField} />
        <FieldCell source="per_kg" field={MoneyField} />
        <FieldCell source="included_kg" />
        <FieldCell source="per_extra_stop" field={MoneyField} />
        <FieldCell source="window_surcharge" field={MoneyField} />
        <FieldCell source="urgent_surcharge" field={MoneyField} />
        <FieldCell source="minimum" field={MoneyField} />
      </ShowSection>
      <TariffZones />
    </Stack>
  </Show>
);
