/** The route-change spinner hides this long after the change completes or errors. */
export const ROUTE_LOADER_HIDE_DELAY_MS = 200;

export interface RouteLoader {
  /** A route change began (or a lazy route suspended): show now, cancel any pending hide. */
  start(): void;
  /** The route rendered or failed: hide after the delay, unless another change starts first. */
  done(): void;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * A two-state machine (hidden / shown) with one hide timer. It knows nothing of React or the
 * router, so its timing is easy to test and any part of the app can drive it.
 */
export function createRouteLoader(hideDelayMs = ROUTE_LOADER_HIDE_DELAY_MS): RouteLoader {
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };
  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
  };

  return {
    start() {
      cancelHide();
      set(true);
    },
    done() {
      // Already hidden, or already hiding: the first completion sets the clock.
      if (!visible || hideTimer !== undefined) return;
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        set(false);
      }, hideDelayMs);
    },
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one loader, shared by the layout's boundary and the spinner. */
export const routeLoader = createRouteLoader();
