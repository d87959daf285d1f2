import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusinessInactive } from './useOwnBusiness';

/** Said before any form of an inactive business: every write would answer business_inactive. */
export const InactiveNotice = () => {
  const translate = useTranslate();
  if (!useBusinessInactive()) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate('flotte.my_business.inactive')}
    </Alert>
  );
};
