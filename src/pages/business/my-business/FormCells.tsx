import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import type { Validator } from 'react-admin';

/** One field of the business's forms: the whole width on a phone, half of it from `md` up. */
export const HalfCell = ({ children }: { children: ReactNode }) => (
  <Grid size={{ xs: 12, md: 6 }}>{children}</Grid>
);

/**
 * A form's fields bound to their labels and their schema's validators: `field('name')` is an
 * input's source, label and validator, so each field names itself once.
 */
export const fieldProps =
  <K extends string>(label: (field: string) => string, validate: Record<K, Validator>) =>
  (source: K) => ({ source, label: label(source), validate: validate[source] });
