import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from './i18n';

/** The full-width submit button of the account pages, busy while its request runs. */
export const SubmitButton = ({ label, loading }: { label: string; loading: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      type="submit"
      color="primary"
      disabled={loading}
      aria-busy={loading}
      fullWidth
      size="large"
      sx={{ mt: 2 }}
      startIcon={loading ? <CircularProgress size={18} thickness={4} color="inherit" /> : null}
    >
      {translate(label)}
    </Button>
  );
};
