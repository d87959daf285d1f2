import type { requestsFr } from '../fr/requests';
import type { MessagesOf } from '../schema';

export const requestsEn = {
  flotte: {
    timeline: {
      title: 'History',
      loading: 'Loading the history…',
      empty: 'No move yet.',
      unknown_person: 'unknown',
      by: 'by %{name}',
      kinds: {
        created: 'Request created',
        assigned: 'Assigned to %{asset}',
        reassigned: 'Reassigned from %{previous} to %{asset}',
        in_transit: 'In transit',
        delivered: 'Delivered',
        failed: 'Delivery failed',
        retried: 'New attempt requested',
        skipped: 'Stop skipped by the driver: back to planning',
        cancelled: 'Cancelled',
      },
      reason: 'Reason: %{reason}',
    },
    tracking_link: {
      copy: 'Copy the tracking link',
      copied: 'Tracking link copied.',
      copy_failed: 'The link could not be copied: select it and copy it.',
      hint: 'Send it to the recipient: they follow the delivery without an account, up to 30 days after it ends.',
    },
    ledger: {
      request: 'Request %{reference}',
      open_request: 'Open request %{reference}',
      open_lease: 'Open lease %{reference}',
    },
    exports: {
      fields: {
        id: 'Id',
        reference: 'Reference',
        currency: 'Currency',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      yes: 'Yes',
      no: 'No',
      id_suffix: '(id)',
      internal_id: 'Internal id',
      partial:
        'The file holds the first %{count} rows of %{total}: narrow the filters to export the others.',
    },
  },
} satisfies MessagesOf<typeof requestsFr>;
