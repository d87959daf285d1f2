import { useEffect } from 'react';

/**
 * The driver's screen as an app on the phone (docs/drivers.md, "The driver's screen"): the
 * manifest in the screen's language, and the service worker (`public/sw.js`), registered here
 * only — the rest of the app never installs one.
 */

/** The manifest of each language (public/); French is index.html's own. */
const MANIFESTS: Record<string, string> = {
  fr: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

/** Points index.html's manifest link at the screen's language (the name under the icon). */
export function useManifestLanguage(locale: string) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = MANIFESTS[locale];
    if (!link || !href) return undefined;
    const own = link.getAttribute('href');
    link.setAttribute('href', href);
    return () => {
      if (own !== null) link.setAttribute('href', own);
    };
  }, [locale]);
}

/** The built files this page has loaded (its code chunks, styles, fonts): same origin, `/assets/`. */
export function loadedAssets(): string[] {
  const urls = new Set<string>();
  const add = (raw: string | null | undefined) => {
    if (!raw) return;
    try {
      const url = new URL(raw, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) {
        urls.add(url.pathname);
      }
    } catch {
      // not an address
    }
  };
  for (const entry of performance.getEntriesByType?.('resource') ?? []) add(entry.name);
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => add(s.src));
  document
    .querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')
    .forEach((l) => add(l.href));
  return [...urls];
}

/**
 * Registers the service worker (built app only: Vite's development server serves modules that
 * change at every edit) and hands it the files this page loaded before it was in control, so
 * that the screen opens offline next time.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const { serviceWorker } = navigator;
    serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => serviceWorker.ready)
      .then((registration) =>
        registration.active?.postMessage({ type: 'cache-assets', urls: loadedAssets() }),
      )
      .catch(() => undefined);
  }, []);
}
