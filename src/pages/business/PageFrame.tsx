import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * A custom page of the layout (my business, wallet, subscription, funding instructions): its
 * title in the app bar (the page's one h1) and again as the body's first heading.
 */
export const PageFrame = ({
  title,
  maxWidth,
  children,
}: {
  /** Catalog key of the title. */
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth }}>
      <Title title={title} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
