import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Snackbar, SnackbarContent } from '@mui/material';
import { useTranslate } from './i18n';

type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationOptions {
  type?: NotificationType;
  /** Values of the message's `%{name}` placeholders. */
  messageArgs?: Record<string, unknown>;
}

export type Notify = (message: string, options?: NotificationOptions) => void;

interface Shown extends NotificationOptions {
  message: string;
  key: number;
}

const NotifyContext = createContext<Notify>(() => undefined);

/** The account pages' `notify(key, { type, messageArgs })`, as react-admin's useNotify. */
export const useNotify = () => useContext(NotifyContext);

const COLORS: Record<NotificationType, string> = {
  success: 'success.main',
  info: 'grey.800',
  warning: 'warning.main',
  error: 'error.main',
};

/**
 * A snackbar at the bottom for 4 s (react-admin's notification): the latest message replaces
 * the one shown. It survives route changes between account pages (a reset password says so on
 * the sign-in page).
 */
export const NotificationProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((message, options = {}) => {
    setShown({ ...options, message, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {shown ? (
        <Snackbar
          key={shown.key}
          open={open}
          autoHideDuration={4000}
          onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <SnackbarContent
            // A live region, not role="alert": a page's own alert (an unverified address) stays
            // the one alert of the page; errors are still announced at once.
            role="status"
            aria-live={shown.type === 'error' ? 'assertive' : 'polite'}
            message={translate(shown.message, shown.messageArgs)}
            sx={{ backgroundColor: COLORS[shown.type ?? 'info'], color: 'common.white' }}
          />
        </Snackbar>
      ) : null}
    </NotifyContext.Provider>
  );
};
