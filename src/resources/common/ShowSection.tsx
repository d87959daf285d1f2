import { useId, type ElementType, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { Labeled, TextField, useResourceContext, useTranslate } from 'react-admin';

/**
 * A part of a record's page: a `section` named by its `h2` (a landmark a screen reader lists).
 * `grid` lays its children out as ShowCells; `plain` drops the card (a page that is already
 * one, such as a tab).
 */
export const ShowSection = ({
  title,
  children,
  grid = false,
  plain = false,
}: {
  /** Catalog key of its heading. */
  title: string;
  children: ReactNode;
  grid?: boolean;
  plain?: boolean;
}) => {
  const translate = useTranslate();
  const id = useId();
  const body = (
    <>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {grid ? (
        <Grid container spacing={2}>
          {children}
        </Grid>
      ) : (
        children
      )}
    </>
  );
  if (plain) {
    return (
      <Box component="section" aria-labelledby={id}>
        {body}
      </Box>
    );
  }
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>{body}</CardContent>
    </Card>
  );
};

/**
 * One field of a ShowSection's grid, with its label (the resource's field name): a third of the
 * width from `md`, half from `sm`, whole below.
 */
export const ShowCell = ({
  source,
  resource,
  children,
}: {
  source?: string;
  resource?: string;
  children: ReactElement;
}) => {
  const current = useResourceContext();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      {source ? (
        <Labeled source={source} resource={resource ?? current}>
          {children}
        </Labeled>
      ) : (
        children
      )}
    </Grid>
  );
};

/**
 * A ShowCell of one field: `field` (a TextField unless said) showing `source`, given the other
 * props (`emptyText`, `showTime`…).
 */
export const FieldCell = ({
  source,
  field: Field = TextField,
  ...props
}: {
  source: string;
  field?: ElementType;
  [prop: string]: unknown;
}) => (
  <ShowCell source={source}>
    <Field source={source} {...props} />
  </ShowCell>
);

/** FieldCells of text, one a source, reading "—" where the record has none. */
export const TextCells = ({ sources }: { sources: string[] }) => (
  <>
    {sources.map((source) => (
      <FieldCell key={source} source={source} emptyText="—" />
    ))}
  </>
);
