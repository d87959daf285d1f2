import { getContrastRatio } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Brand colours (seed §2): near-black primary, light grey-blue input backgrounds. */
export const colors = {
  primary: '#111418',
  primaryLight: '#2A2F36',
  secondary: '#2F5DA8',
  inputBackground: '#EEF2F7',
  inputBackgroundHover: '#E2E8F0',
  pageBackground: '#F7F8FA',
} as const;

/** Height of every date cell: MUI pickers' day cells and the native date inputs. */
export const DATE_CELL_HEIGHT = 45;

const pill = 999;

// Native date inputs (react-admin's DateInput / DateTimeInput / TimeInput) get the same
// 45 px as picker cells; border-box so the input's own padding counts inside it.
const dateInputs = {
  '&[type="date"], &[type="datetime-local"], &[type="time"], &[type="month"]': {
    height: DATE_CELL_HEIGHT,
    boxSizing: 'border-box' as const,
  },
};

const inputBackground = {
  backgroundColor: colors.inputBackground,
  '&:hover': { backgroundColor: colors.inputBackgroundHover },
  '&.Mui-focused': { backgroundColor: colors.inputBackground },
  '&.Mui-disabled': { backgroundColor: colors.inputBackground },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    // White on #111418 is about 18:1 and on #2F5DA8 about 6.4:1: both pass WCAG AA.
    primary: { main: colors.primary, light: colors.primaryLight, contrastText: '#FFFFFF' },
    secondary: { main: colors.secondary, contrastText: '#FFFFFF' },
    background: { default: colors.pageBackground, paper: '#FFFFFF' },
    text: { primary: '#111418', secondary: '#4A5261' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h6: { fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiFilledInput: {
      styleOverrides: {
        root: inputBackground,
        input: dateInputs,
      },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: inputBackground, input: dateInputs },
    },
    MuiInputBase: {
      styleOverrides: { input: dateInputs },
    },
    MuiButton: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    // Segmented controls are pills: the group and each of its buttons.
    MuiToggleButtonGroup: {
      styleOverrides: {
        root: { borderRadius: pill, backgroundColor: colors.inputBackground, padding: 4, gap: 4 },
        grouped: {
          border: 0,
          borderRadius: `${pill}px !important`,
          paddingLeft: 16,
          paddingRight: 16,
        },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          borderRadius: pill,
          textTransform: 'none',
          color: '#4A5261',
          '&.Mui-selected, &.Mui-selected:hover': {
            backgroundColor: colors.primary,
            color: '#FFFFFF',
          },
        },
      },
    },
    // Tabs look like a segmented control: a pill track with a pill indicator behind the tab.
    MuiTabs: {
      styleOverrides: {
        root: {
          borderRadius: pill,
          backgroundColor: colors.inputBackground,
          padding: 4,
          minHeight: 0,
          width: 'fit-content',
        },
        indicator: { height: '100%', borderRadius: pill, backgroundColor: '#FFFFFF', zIndex: 0 },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: {
          borderRadius: pill,
          minHeight: 36,
          zIndex: 1,
          textTransform: 'none',
          '&.Mui-selected': { color: colors.primary },
        },
      },
    },
    // @mui/x-date-pickers is not installed today; these keys style it as soon as it is.
    MuiPickersDay: {
      styleOverrides: { root: { height: DATE_CELL_HEIGHT, width: DATE_CELL_HEIGHT } },
    },
    MuiDayCalendar: {
      styleOverrides: {
        weekDayLabel: { height: DATE_CELL_HEIGHT, width: DATE_CELL_HEIGHT },
        slideTransition: { minHeight: DATE_CELL_HEIGHT * 6 + 12 },
      },
    },
    MuiDateCalendar: {
      styleOverrides: { root: { height: 'auto', maxHeight: 'none' } },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: colors.inputBackground } },
    },
  },
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The theme in a business's primary colour (its branding, once signed in). Text on it is white
 * or near-black, whichever contrasts more, so that a light brand colour stays readable.
 */
export function brandTheme(primary: string | null | undefined): RaThemeOptions {
  if (!primary || !HEX_COLOR.test(primary)) return theme;
  const contrastText =
    getContrastRatio(primary, '#FFFFFF') >= getContrastRatio(primary, colors.primary)
      ? '#FFFFFF'
      : colors.primary;
  return { ...theme, palette: { ...theme.palette, primary: { main: primary, contrastText } } };
}
