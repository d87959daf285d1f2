import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DriverKit } from '../kit';
import { useTranslate } from '../../auth/i18n';

type Notify = DriverKit['notify'];
type Shown = Parameters<Notify>[1] & { message: string; key: number };

const NotifyContext = createContext<Notify>(() => undefined);

/** The light entry's `notify(key, { type, messageArgs })`, as react-admin's useNotify. */
export const useDriverNotify = () => useContext(NotifyContext);

/** How long a notice stays (react-admin's and MUI's snackbar: 4 s). */
const SHOWN_FOR = 4000;

/**
 * The light entry's notices (a step sent, queued, refused…): a bar at the bottom for 4 s, the
 * latest replacing the one shown, Escape closing it, as the app's snackbar, in plain elements
 * (page.css) so that no MUI style is inserted at start (issue 32). Two live regions stay on the
 * page from the first render (a region added with its text is often not read out): errors in
 * the assertive one, the rest politely; neither is a `role="alert"`, so that a page's own alert
 * stays the one alert of the page.
 */
export const DriverNotices = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const notify = useCallback<Notify>(
    (message, options = {}) => setShown({ ...options, message, key: Date.now() }),
    [],
  );
  useEffect(() => {
    if (!shown) return undefined;
    const hide = window.setTimeout(() => setShown(null), SHOWN_FOR);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setShown(null);
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(hide);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown]);
  const type = shown?.type ?? 'info';
  const text = shown ? translate(shown.message, shown.messageArgs) : '';
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div role="status" aria-live="polite" className={`driver-toast driver-toast--${type}`}>
        {type === 'error' ? '' : text}
      </div>
      <div aria-live="assertive" className="driver-toast driver-toast--error">
        {type === 'error' ? text : ''}
      </div>
    </NotifyContext.Provider>
  );
};
