import { useId, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate, type Validator } from 'react-admin';
import type { Position } from '../../../contract/polygon';
import { tariffZone } from '../../../contract/tariff';
import { inputTexts } from '../../components/inputTexts';
import { FlotteMap, type MapMarker } from '../../components/map/FlotteMap';
import { fieldValidator } from '../common/zodValidators';
import {
  outlineOf,
  outlineText,
  outlineVertices,
  readOutline,
  roundDegrees,
  type OutlineValue,
} from './outline';

const t = (key: string) => `flotte.tariffs.outline.${key}`;
const validatePolygon = fieldValidator(tariffZone.shape.polygon);

/** First of the outline's checks: a text that is no list of coordinates says how to write one. */
const readable: Validator = (value: unknown) =>
  typeof value === 'string' ? 'flotte.validation.polygon_unreadable' : undefined;

/**
 * A zone's outline (`polygon` of a tariff's zone; docs/money.md "Zones"): drawn on a map, a
 * click a vertex, each vertex a marker to drag (mouse, finger or arrow keys), with "undo" and
 * "clear"; or typed, a vertex a line, which is also the way without a pointer or without WebGL.
 * Both edit the same value: the map follows the text and the text the map.
 */
export const ZoneOutlineInput = ({ source = 'polygon' }: { source?: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({
    source,
    validate: [readable, validatePolygon],
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const { getValues } = useFormContext();
  const value = field.value as OutlineValue | undefined;
  const vertices = outlineVertices(value);
  const [text, setText] = useState(() => outlineText(vertices));
  const [open, setOpen] = useState(false);
  const [fit, setFit] = useState(0);
  const helpId = useId();

  // A change from the map (or a reset of the form) rewrites the text; one typed stays as typed.
  // Adjusted while rendering, as React advises for state that follows a prop.
  const valueKey = JSON.stringify(value ?? null);
  const [seen, setSeen] = useState(valueKey);
  if (seen !== valueKey) {
    setSeen(valueKey);
    if (JSON.stringify(readOutline(text)) !== valueKey) setText(outlineText(vertices));
  }

  const set = (next: Position[]) => {
    field.onChange(outlineOf(next));
    field.onBlur();
  };
  const type = (typed: string) => {
    setText(typed);
    field.onChange(readOutline(typed));
  };
  // The map's events read the form's value as it is now: two quick clicks add two points.
  const current = () => outlineVertices(getValues(field.name));
  const add = ({ lat, lng }: { lat: number; lng: number }) =>
    set([...current(), [roundDegrees(lng), roundDegrees(lat)]]);
  const move = (markerId: string, { lat, lng }: { lat: number; lng: number }) =>
    set(
      current().map((v, i) =>
        `${i}` === markerId.split(':')[1] ? [roundDegrees(lng), roundDegrees(lat)] : v,
      ),
    );

  const markers: MapMarker[] = vertices.map(([lng, lat], i) => ({
    id: `vertex:${i}`,
    kind: 'vertex',
    lat,
    lng,
    text: String(i + 1),
    label: translate(t('vertex'), { n: i + 1, lat, lng }),
    draggable: true,
  }));
  const invalid = fieldState.invalid;

  return (
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ width: '100%', my: 1 }}>
      <Typography id={`${id}-title`} variant="subtitle2" component="p">
        {translate(t('title'))}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {translate(t('help'))}
      </Typography>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={field.onBlur}
        error={invalid}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        size="small"
        margin="dense"
        // The help, then the count or the refusal (MUI's helper text of this id).
        slotProps={{
          htmlInput: { 'aria-describedby': `${helpId} ${id}-helper-text`, spellCheck: false },
        }}
        {...inputTexts({
          label: t('coordinates'),
          helperText: translate(t('count'), { smart_count: vertices.length }),
          source,
          resource: 'tariffs',
          isRequired: false,
          invalid,
          message: fieldState.error?.message,
        })}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
        <Button
          size="small"
          aria-expanded={open}
          onClick={() => {
            setOpen((o) => !o);
            setFit((n) => n + 1);
          }}
        >
          {translate(t(open ? 'hide_map' : 'show_map'))}
        </Button>
        <Button
          size="small"
          disabled={vertices.length === 0}
          onClick={() => set(vertices.slice(0, -1))}
        >
          {translate(t('undo'))}
        </Button>
        <Button size="small" disabled={vertices.length === 0} onClick={() => set([])}>
          {translate(t('clear'))}
        </Button>
      </Stack>
      {open ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(t('map_help'))}
          </Typography>
          <FlotteMap
            label={translate(t('map'))}
            markers={markers}
            shapes={[vertices]}
            fitKey={String(fit)}
            onPick={add}
            onMarkerMove={move}
            height={320}
          />
        </>
      ) : null}
    </Box>
  );
};
