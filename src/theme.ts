import type { CheckboxOwnerState } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandContrastText, FLOTTE_DARK, HEX_COLOR } from './brandColors';

/** Brand colours: near-black primary, light grey-blue input backgrounds. */
export const colors = {
  primary: FLOTTE_DARK,
  primaryLight: '#2A2F36',
  secondary: '#2F5DA8',
  inputBackground: '#EEF2F7',
  inputBackgroundHover: '#E2E8F0',
  pageBackground: '#F7F8FA',
} as const;

/** Height of every date cell: MUI pickers' day cells and the native date inputs. */
export const DATE_CELL_HEIGHT = 45;

const pill = 999;

/** The keyboard focus ring: 2 px of the secondary blue (6.4:1 on white), off the element. */
const focusRing = { outline: `2px solid ${colors.secondary}`, outlineOffset: 2 };

/** The checkbox input's props: its own, named by the `aria-label` given to the checkbox. */
const labelOnInput = (ownerState: CheckboxOwnerState) => {
  const own = ownerState as CheckboxOwnerState & {
    'aria-label'?: string;
    inputProps?: Record<string, unknown>;
  };
  return { ...own.inputProps, 'aria-label': own.inputProps?.['aria-label'] ?? own['aria-label'] };
};

const openRowOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

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
    // MUI's warning (#ed6c02) and info (#0288d1) carry white text at 3.1:1 and 3.9:1 (status
    // chips): these darker tones carry it at 5.0:1 and 5.9:1 (WCAG AA asks 4.5:1).
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    info: { main: '#0369A1', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    // MUI's error (#d32f2f) reads at 4.4:1 on the page's grey and under a hovered button's
    // tint (delete and annul buttons): this one at 5.4:1 or more there, 6.5:1 on white.
    error: { main: '#B91C1C', contrastText: '#FFFFFF' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h6: { fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    // A visible focus ring on everything reached by the keyboard (MUI marks it focus-visible).
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    // A locked field's hint says why it is locked ("la devise ne peut plus changer"): it stays
    // readable (MUI greys a disabled field's hint to 2.6:1; WCAG AA asks 4.5:1).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // react-admin's row checkbox puts its `aria-label` on the checkbox's span, where it
        // names nothing (and a span may not carry one): it belongs to the input.
        slotProps: {
          root: { 'aria-label': undefined },
          input: labelOnInput,
        },
      },
    },
    // Sort buttons of column heads: at least 24 px high (WCAG 2.2 target size).
    MuiTableSortLabel: {
      styleOverrides: { root: { minHeight: 24 } },
    },
    // A file input's hidden <input> is only the browser's picker: the labelled drop zone is
    // what the keyboard and screen readers reach.
    RaFileInput: {
      defaultProps: { inputProps: { 'aria-hidden': true } },
    },
    // Narrow screens (390 px): a wide table scrolls inside its card, never the whole page.
    RaLayout: {
      // react-admin's layout is `min-width: fit-content`: it grew with the widest table.
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
          // Menu labels wrap rather than end in "…" (MUI's menu items do not wrap).
          '& .RaMenuItemLink-root, & .RaMenuItemLink-root *': { whiteSpace: 'normal' },
        },
      },
    },
    // Menu labels wrap rather than end in "…" ("Marché de la location" at 1366 px).
    RaMenuItemLink: {
      styleOverrides: { root: { whiteSpace: 'normal' } },
    },
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
        },
      },
    },
    // The bulk actions bar, folded (nothing selected), is only clipped to 0 px: its buttons
    // stayed in the tab order and over the column heads (axe's target-size). Hidden instead.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // A clickable row opens with Enter too: rows take the keyboard focus (react-admin's rows
    // listen to clicks only).
    RaDataTableRow: {
      defaultProps: { tabIndex: 0, onKeyDown: openRowOnEnter },
      styleOverrides: { root: { '&:focus-visible': { ...focusRing, outlineOffset: -2 } } },
    },
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
    // Too many for the width (a phone), they scroll and show arrows: more tabs exist.
    MuiTabs: {
      defaultProps: {
        variant: 'scrollable',
        scrollButtons: 'auto',
        allowScrollButtonsMobile: true,
      },
      styleOverrides: {
        root: {
          borderRadius: pill,
          backgroundColor: colors.inputBackground,
          padding: 4,
          minHeight: 0,
          width: 'fit-content',
          maxWidth: '100%',
        },
        scrollButtons: { '&.Mui-disabled': { opacity: 0.3 } },
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

/**
 * The theme in a business's primary colour (its branding, once signed in). Text on it is white
 * or near-black, whichever contrasts more, so that a light brand colour stays readable.
 */
export function brandTheme(primary: string | null | undefined): RaThemeOptions {
  if (!primary || !HEX_COLOR.test(primary)) return theme;
  const contrastText = brandContrastText(primary);
  return { ...theme, palette: { ...theme.palette, primary: { main: primary, contrastText } } };
}
