import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a business sees of an owner's offers, and what happens when it proposes. */
export const PreferenceExplainer = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{translate('resources.lease-preferences.explain_title')}</AlertTitle>
      {translate('resources.lease-preferences.explain')}
    </Alert>
  );
};
