import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty table, tab or panel says (a catalog key), in secondary text. */
export const EmptyText = ({ text, sx }: { text: string; sx?: TypographyProps['sx'] }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={sx}>
      {translate(text)}
    </Typography>
  );
};
