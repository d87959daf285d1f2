import type { MessagesOf } from '../schema';
import type { integrationsFr } from '../fr/integrations';

/** Integrations, in English (mirrors fr/integrations.ts). */
export const integrationsEn = {
  flotte: {
    integrations: {
      menu: 'Integrations',
      title: 'Integrations',
      intro:
        'Connect your shop, ERP or warehouse to Flotte: an API key to call the API, webhooks to hear of every change.',
      /** The header of a table's last column (its buttons), read by screen readers. */
      actions: 'Actions',
      choose_business: 'Business',
      choose_business_help: 'Choose the business whose integrations you manage.',
      docs: 'How it works: docs/integrations.md (quick start, events, verifying the signature).',
      keys: {
        title: 'API keys',
        list: 'Key list',
        empty: 'No key yet.',
        create: 'Create a key',
        name: 'Name',
        prefix: 'Prefix',
        scope: 'Rights',
        scope_read: 'Read',
        scope_write: 'Read and write',
        client: 'B2B client',
        client_none: 'All (the business)',
        client_help:
          'Optional: the key acts for this B2B client only (its requests, nothing else).',
        client_named: 'B2B client: %{name}',
        created: 'Created',
        last_used: 'Last used',
        expires: 'Expires',
        expires_help: 'Optional: the key stops working on that date.',
        never: 'Never',
        status: 'Status',
        active: 'Active',
        revoked: 'Revoked',
        expired: 'Expired',
        revoke: 'Revoke',
        revoke_confirm_title: 'Revoke the key “%{name}”?',
        revoke_confirm:
          'The systems using it are refused from now on, on every server. This cannot be undone.',
        revoked_done: 'Key revoked.',
        created_title: 'Your new API key',
      },
      secret: {
        once: 'Copy it now: it will never be shown again. Flotte keeps only a fingerprint of it.',
        copy: 'Copy',
        copied: 'Copied to the clipboard.',
        done: 'I have copied it',
      },
      webhooks: {
        title: 'Webhooks',
        empty: 'No address yet.',
        create: 'Add an address',
        url: 'Address (https)',
        url_help:
          'Flotte sends it a signed POST for each event chosen. Private or local addresses are refused.',
        description: 'Description',
        events: 'Events',
        events_help: 'Choose at least one event.',
        enabled: 'Active',
        disabled: 'Disabled',
        disabled_failing: 'Disabled: failing for three days',
        failing_since: 'Failing since %{date}',
        enable: 'Enable',
        disable: 'Disable',
        test: 'Send a test',
        test_sent: 'Test event queued: see the log.',
        rotate: 'New secret',
        rotate_confirm_title: 'Replace the signing secret?',
        rotate_confirm:
          'The current secret stops working at once: update your service with the new one.',
        delete: 'Delete',
        delete_confirm_title: 'Delete this address?',
        delete_confirm: 'It will receive nothing more and its delivery log will be erased.',
        deleted: 'Address deleted.',
        created_title: "The address's signing secret",
        log: 'Delivery log',
        hide_log: 'Hide the log',
        saved: 'Address saved.',
      },
      deliveries: {
        empty: 'Nothing sent yet.',
        event: 'Event',
        state: 'Status',
        attempts: 'Tries',
        code: 'Answer',
        last_attempt: 'Last try',
        next_attempt: 'Next try',
        error: 'Error',
        resend: 'Send again',
        resent: 'Delivery queued again.',
        states: {
          pending: 'Waiting',
          sending: 'Sending',
          succeeded: 'Delivered',
          failed: 'Failed',
        },
      },
      // Nested as the event types read: `request.created` is events.request.created.
      events: {
        request: {
          created: 'Request created',
          assigned: 'Request assigned',
          picked_up: 'Picked up',
          delivered: 'Request delivered',
          failed: 'Delivery failed',
          cancelled: 'Request cancelled',
        },
        dispatch: {
          reassigned: 'Dispatch reassigned',
        },
        lease: {
          proposed: 'Lease proposed',
          active: 'Lease active',
          ended: 'Lease ended',
        },
        maintenance: {
          due_soon: 'Maintenance due soon',
          overdue: 'Maintenance overdue',
        },
        wallet: {
          low_balance: 'Low balance',
        },
        subscription: {
          renewed: 'Subscription renewed',
          past_due: 'Subscription past due',
        },
        webhook: {
          test: 'Test',
        },
      },
    },
  },
} satisfies MessagesOf<typeof integrationsFr>;
