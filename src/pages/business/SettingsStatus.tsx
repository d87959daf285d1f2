import { Alert, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LoadingPanel } from '../../components/LoadingPanel';

/**
 * What a platform settings page (funding instructions, the platform's legal identity) shows
 * around its form: the failure or the spinner while the settings load.
 */
export const SettingsLoading = ({ loaded, error }: { loaded: boolean; error: Error | null }) => {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  return loaded ? null : <LoadingPanel />;
};

/** When the settings last changed (`label`: a message with `%{date}`), none before the first. */
export const SettingsUpdatedAt = ({ at, label }: { at: string | null; label: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!at) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {translate(label, { date: new Date(at).toLocaleString(locale) })}
    </Typography>
  );
};
