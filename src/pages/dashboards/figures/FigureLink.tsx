import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * One figure of the dashboard as a link into the list it counts. Its accessible name is what it
 * shows ("2 Disponible": voice control users say what they see, WCAG 2.5.3 label in name); the
 * whole sentence ("2 actifs disponibles") is its description. `tone` colours a figure that
 * needs attention (anything but zero).
 */
export const FigureLink = ({
  to,
  count,
  caption,
  label,
  tone,
  value,
}: {
  to: string;
  count: number;
  /** Shown instead of the count (an amount of money); `count` still decides the tone. */
  value?: string;
  caption: string;
  label: string;
  tone?: 'warning' | 'error';
}) => {
  const [locale] = useLocaleState();
  const descriptionId = useId();
  const alert = tone !== undefined && count > 0;
  const colour = tone === 'warning' ? 'warning.dark' : 'error.main';
  return (
    <Box
      component={Link}
      to={to}
      aria-describedby={descriptionId}
      sx={{
        display: 'block',
        height: '100%',
        p: 1,
        border: 1,
        borderRadius: 1,
        borderColor: alert ? colour : 'divider',
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography
        component="span"
        variant="h5"
        sx={{ display: 'block', color: alert ? colour : undefined }}
      >
        {value ?? count.toLocaleString(locale)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {caption}
      </Typography>
      <Box component="span" id={descriptionId} hidden>
        {label}
      </Box>
    </Box>
  );
};
