import type { Identifier } from 'react-admin';

/** react-query keys of one business's wallet: a top-up refreshes everything under the first. */
export const walletKeys = {
  all: (id: Identifier) => ['business-wallet', String(id)] as const,
  metrics: (id: Identifier) => ['business-wallet', String(id), 'metrics'] as const,
  history: (id: Identifier, days: number) =>
    ['business-wallet', String(id), 'history', days] as const,
  transactions: (id: Identifier) => ['business-wallet', String(id), 'transactions'] as const,
};

/** Hidden on screen, read by screen readers (MUI's visuallyHidden). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
