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
      by_auto: 'automatically',
      kinds: {
        created: 'Request created',
        assigned: 'Assigned to %{asset}',
        reassigned: 'Reassigned from %{previous} to %{asset}',
        in_transit: 'In transit',
        delivered: 'Delivered',
        failed: 'Delivery failed',
        retried: 'New attempt requested',
        skipped: 'Stop skipped by the driver: back to planning',
        auto_dispatched: 'Auto-dispatch',
        cancelled: 'Cancelled',
      },
      reason: 'Reason: %{reason}',
      auto_dispatch: {
        round: "inserted into today's published round of %{asset}, where it adds the least time",
        nearest:
          'no published round could take it: sent to %{asset}, the nearest compliant available asset',
        no_asset:
          'left pending: no round could take it and no available asset of its type can carry it',
        not_compliant:
          'left pending: no round could take it and no available asset that can carry it is compliant',
        driver_busy:
          'left pending: no round could take it and the drivers of the available assets are busy',
      },
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
