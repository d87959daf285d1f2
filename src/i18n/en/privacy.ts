import type { privacyFr } from '../fr/privacy';
import type { MessagesOf } from '../schema';

/** Personal data (issue 31): English of fr/privacy.ts. */
export const privacyEn = {
  flotte: {
    privacy: {
      title: 'My data',
      menu: 'My data',
      intro:
        'Download everything Flotte keeps about you: your account, sessions, activity, the mails you received, your requests, deliveries, documents and their files, in one ZIP file (JSON and CSV). To have your data erased, ask your business or the platform operator.',
      export: 'Download my data',
      exporting: 'Preparing your data…',
      export_file: 'flotte-my-data.zip',
      reason: 'Reason (kept in the audit log)',
      person: {
        button: 'Erase personal data',
        button_label: 'Erase the personal data of %{name}',
        title: 'Erase the personal data of %{name}?',
        warning:
          "The name, e-mail, phone, sessions, mails and the driver's documents (with their files) are erased for good, and the account is disabled. Requests, money and history stay, in the name of an erased person.",
        confirm: 'Erase for good',
        keep: 'Keep the data',
        done: 'Personal data erased.',
      },
      recipient: {
        button: 'Erase the recipient',
        button_label: 'Erase the recipient of %{reference}',
        title: 'Erase the recipient of %{reference}?',
        warning:
          "The recipient's name, phone and e-mail, the proof of delivery (photo, signature, name, code) and its files are erased for good. The price, the reference and the addresses stay.",
        confirm: 'Erase for good',
        keep: 'Keep the recipient',
        done: 'Recipient erased.',
        erased: 'Recipient erased on %{date}.',
      },
      audit: {
        menu: 'Audit log',
        export: 'Export (CSV)',
        file: 'flotte-audit-log.csv',
        key: 'key %{prefix}',
      },
    },
  },
  resources: {
    'audit-log': {
      name: 'Audit log |||| Audit log',
      fields: {
        at: 'When',
        actor_name: 'Who',
        actor_user_id: 'User (id)',
        api_key_prefix: 'API key',
        ip: 'From (IP address)',
        action: 'Action',
        entity: 'Record type',
        entity_id: 'Record (id)',
        business_id: 'Business (id)',
        from: 'From',
        to: 'Before',
      },
    },
  },
} satisfies MessagesOf<typeof privacyFr>;
