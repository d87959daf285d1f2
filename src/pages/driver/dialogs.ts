import { onDemand } from './onDemand';

/**
 * The driver's screen's dialogs, loaded on first use (onDemand.tsx): a step's proof, a failure's
 * reason, a stop left. `preloadDialogs` fetches them once the screen is drawn.
 */
export const ProofSheet = onDemand(() => import('./ProofSheet').then((m) => m.ProofSheet));
export const FailDialog = onDemand(() => import('./FailDialog').then((m) => m.FailDialog));
export const SkipDialog = onDemand(() => import('./SkipDialog').then((m) => m.SkipDialog));

export function preloadDialogs() {
  for (const dialog of [ProofSheet, FailDialog, SkipDialog])
    dialog.preload().catch(() => undefined);
}
