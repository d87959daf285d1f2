import { onDemand } from './onDemand';
import { preloadLater } from './preloadLater';

/**
 * The driver's screen's dialogs, loaded on first use (onDemand.tsx): a step's proof, a failure's
 * reason, a stop left. `preloadDialogs` fetches them once the screen is drawn, a few seconds
 * after the page's load or at the driver's first touch, one per idle moment (preloadLater.ts),
 * so that they open offline; it returns what stops it.
 */
export const ProofSheet = onDemand(() => import('./ProofSheet').then((m) => m.ProofSheet));
export const FailDialog = onDemand(() => import('./FailDialog').then((m) => m.FailDialog));
export const SkipDialog = onDemand(() => import('./SkipDialog').then((m) => m.SkipDialog));

export const preloadDialogs = (): (() => void) =>
  preloadLater([FailDialog, SkipDialog, ProofSheet].map((dialog) => dialog.preload));
