import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/en';
import { DatePicker, DateTimePicker, LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import { useInput, useLocaleState, useResourceContext, type InputProps } from 'react-admin';
import { inputTexts } from './inputTexts';

const PICKER_TEXTS = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The pickers' dates in the app's language (day order, month names, the pickers' own texts):
 * mounted once, in the layout, around every page and dialog.
 */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'fr';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
};

/** What the form holds, as react-admin's inputs hold it: a day or a local date-time string. */
const DAY = 'YYYY-MM-DD';
const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

const toDayjs = (value: unknown): Dayjs | null => {
  if (value == null || value === '') return null;
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  // dayjs reads a bare `YYYY-MM-DD` as that local day (Date would read UTC midnight).
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

type DateInputProps = Omit<InputProps, 'format'> & {
  /** Earliest and latest choosable days. */
  minDate?: string;
  maxDate?: string;
  fullWidth?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
  autoFocus?: boolean;
  /** As on react-admin's DateInput: `htmlInput.min` / `max` bound the days. */
  slotProps?: { htmlInput?: { min?: string; max?: string } };
};

/**
 * react-admin's DateInput / DateTimeInput API over @mui/x-date-pickers: typed section by section
 * with the keyboard (digits, arrows) or picked in a calendar. The form receives exactly what
 * react-admin's inputs give (`YYYY-MM-DD`, or the local `YYYY-MM-DDTHH:mm`), through `parse`
 * when one is given, so what the API receives does not change.
 */
const makeDateInput = (withTime: boolean) => {
  const Input = (props: DateInputProps) => {
    const { label, helperText, fullWidth, className, sx, autoFocus } = props;
    const minDate = props.minDate ?? props.slotProps?.htmlInput?.min;
    const maxDate = props.maxDate ?? props.slotProps?.htmlInput?.max;
    const resource = useResourceContext(props);
    const { field, fieldState, id, isRequired } = useInput({
      ...props,
      format: (value: unknown) => value,
    });
    const [locale] = useLocaleState();
    const texts = PICKER_TEXTS[locale === 'en' ? 'en' : 'fr'];
    const Picker = withTime ? DateTimePicker : DatePicker;
    const error = fieldState.invalid;
    return (
      <Picker
        className={className}
        sx={sx}
        value={toDayjs(field.value)}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        disabled={props.disabled}
        readOnly={props.readOnly}
        ampm={withTime ? false : undefined}
        autoFocus={autoFocus}
        onChange={(next: Dayjs | null) => {
          // An unfinished date is no date yet (react-admin's inputs send nothing either).
          if (next == null) field.onChange('');
          else if (next.isValid()) field.onChange(next.format(withTime ? LOCAL_DATE_TIME : DAY));
        }}
        slotProps={{
          // The calendar icon's name as a tooltip too: an icon alone shows no text (WCAG 2.5.3).
          openPickerButton: { title: texts.openDatePickerDialogue?.(null) },
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            inputRef: field.ref,
            required: isRequired,
            error,
            fullWidth,
            size: 'small',
            margin: 'dense',
            ...inputTexts({
              label,
              helperText,
              source: props.source,
              resource,
              isRequired,
              invalid: error,
              message: fieldState.error?.message,
            }),
          },
        }}
      />
    );
  };
  return Input;
};

/** A day (`YYYY-MM-DD`), in place of react-admin's DateInput. */
export const DateInput = makeDateInput(false);
/** A date and time (local `YYYY-MM-DDTHH:mm`), in place of react-admin's DateTimeInput. */
export const DateTimeInput = makeDateInput(true);
