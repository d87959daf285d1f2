import type { accountToggleFr } from '../fr/account-toggle';
import type { MessagesOf } from '../schema';

/** English of fr/account-toggle.ts. */
export const accountToggleEn = {
  disable: 'Disable',
  enable: 'Enable',
  keep_active: 'Keep the account active',
  keep_disabled: 'Keep the account disabled',
  disable_label: 'Disable %{name}',
  enable_label: 'Enable %{name}',
  disable_title: 'Disable %{name}?',
  enable_title: 'Enable %{name}?',
  disabled_done: '%{name} is disabled.',
  enabled_done: '%{name} is enabled.',
} satisfies MessagesOf<typeof accountToggleFr>;
