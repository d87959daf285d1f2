import type { MessagesOf } from '../schema';
import type { ownerSettingsFr } from '../fr/owner-settings';

/** An owner's own settings (issue 29): the English of fr/owner-settings.ts. */
export const ownerSettingsEn = {
  flotte: {
    owner_settings: {
      menu: 'My settings',
      title: 'My settings',
      auto_dispatch: 'Auto-dispatch',
      auto_dispatch_help:
        'On, each new request of a business that has it on too goes by itself into your best round of the day, or else to your nearest compliant free vehicle. Off, your vehicles go out only when you assign them.',
      saved: 'Setting saved.',
      load_failed: 'Your settings could not be loaded.',
    },
  },
} satisfies MessagesOf<typeof ownerSettingsFr>;
