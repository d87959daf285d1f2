import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty tab says (a catalog key). */
export const EmptyText = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {translate(text)}
    </Typography>
  );
};
