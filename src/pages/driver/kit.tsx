import { createContext, useContext } from 'react';

/**
 * What the driver's screen takes from around it: its words, its language, its notices and what
 * a refused session does. Two shells give it: the admin's (DriverPage.tsx, from react-admin) and
 * the light entry's (src/driver.tsx, driver.html: no react-admin, docs/first-screen.md), so the
 * screen's own components import neither.
 */
export interface DriverKit {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  notify: (
    message: string,
    options?: {
      type?: 'success' | 'info' | 'warning' | 'error';
      messageArgs?: Record<string, unknown>;
    },
  ) => void;
  /** An error of the API: a refused session (401) signs the driver out, as in the app. */
  logoutIfAccessDenied: (error: unknown) => void;
  /**
   * The dialogs (MUI's, loaded on first use) bring the app's theme: the light entry draws the
   * screen without MUI, so no theme is around them; the admin's is (its brand's colours).
   */
  themeDialogs?: boolean;
}

const KitContext = createContext<DriverKit | null>(null);

export const DriverKitProvider = KitContext.Provider;

export function useDriverKit(): DriverKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error("The driver's screen renders inside <DriverKitProvider>");
  return kit;
}

export const useTranslate = () => useDriverKit().translate;
export const useLocale = () => useDriverKit().locale;
export const useNotify = () => useDriverKit().notify;
