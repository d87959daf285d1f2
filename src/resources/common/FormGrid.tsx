import { Children, type ReactNode } from 'react';
import { Grid } from '@mui/material';

/** A form's inputs on MUI's grid of twelve columns, as wide as the form. */
export const FormGrid = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {children}
  </Grid>
);

/**
 * Inputs of a FormGrid that share a width, each in its own cell: the whole width on a phone,
 * `sm` then `md` columns of twelve from those sizes up (the whole width where neither is given).
 */
export const FormCells = ({
  sm,
  md,
  children,
}: {
  sm?: number;
  md?: number;
  children: ReactNode;
}) => {
  const size = sm || md ? { xs: 12, ...(sm ? { sm } : {}), ...(md ? { md } : {}) } : 12;
  return (
    <>{Children.map(children, (input) => (input ? <Grid size={size}>{input}</Grid> : null))}</>
  );
};
