import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the driver's screen loaded on first use rather than with the screen (the proof
 * sheet, the fail and skip dialogs: MUI's dialog, the signature pad), so that the round and its
 * stops start sooner on a phone (issue 32, docs/first-screen.md). `preload` fetches it once the
 * list is drawn, so the service worker keeps it for offline use (installable.ts); if it still
 * cannot load (offline before it was ever fetched), `onUnavailable` is called and the next use
 * tries again, rather than the screen failing as `lazy()` would.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const OnDemand = ({ onUnavailable, ...props }: P & { onUnavailable: () => void }) => {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return undefined;
      let live = true;
      preload().then(
        (component) => live && setPart(() => component),
        () => live && onUnavailable(),
      );
      return () => {
        live = false;
      };
      // Loaded once per opening; `onUnavailable` is read when it fails.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return Part ? <Part {...(props as P)} /> : null;
  };
  return { Part: OnDemand, preload };
}
