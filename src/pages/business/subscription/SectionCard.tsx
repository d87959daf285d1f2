import type { ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A section of the subscription page: a card named by its heading (`id`), then its content. */
export const SectionCard = ({
  id,
  title,
  sx,
  children,
}: {
  id: string;
  /** Catalog key of the heading. */
  title: string;
  sx: SxProps<Theme>;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
