/** After the page's `load`, how long before the dialogs start loading (unless touched first). */
export const PRELOAD_DELAY = 5000;

/** What the driver does first that means the screen is in use: a touch, a click, a key. */
const FIRST_USE = ['pointerdown', 'keydown'] as const;

const idle = (run: () => void): number =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1);
const cancelIdle = (handle: number) =>
  window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

/**
 * Runs `steps` (each loads a part of the screen: a dialog's chunk) one after the other, each in
 * an idle moment of its own and after the previous one settled, so that no single long task
 * evaluates them all; starting `delay` ms after the page's `load`, or at the driver's first
 * touch or key if that comes sooner. So the parts are there offline once the screen has been
 * open a few seconds, without their work falling in the page's start (issue 32: Lighthouse's
 * blocking time). A step that fails is left to its next use. Returns what stops the rest.
 */
export function preloadLater(
  steps: readonly (() => Promise<unknown>)[],
  delay = PRELOAD_DELAY,
): () => void {
  let stopped = false;
  let started = false;
  let timer: number | undefined;
  let handle: number | undefined;
  const next = (index: number) => {
    if (stopped || index >= steps.length) return;
    handle = idle(() => {
      handle = undefined;
      if (stopped) return;
      void steps[index]!()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  const start = () => {
    if (started) return;
    started = true;
    unlisten();
    next(0);
  };
  const afterLoad = () => {
    timer = window.setTimeout(start, delay);
  };
  const unlisten = () => {
    window.removeEventListener('load', afterLoad);
    for (const type of FIRST_USE) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_USE) window.addEventListener(type, start, true);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    stopped = true;
    unlisten();
    window.clearTimeout(timer);
    if (handle !== undefined) cancelIdle(handle);
  };
}
