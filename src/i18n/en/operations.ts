import type { operationsFr } from '../fr/operations';
import type { MessagesOf } from '../schema';

export const operationsEn = {
  flotte: {
    operations: {
      period_hint: 'Today and this week (from Monday), time zone %{zone}.',
      requests: {
        table: 'Requests by status',
        status: 'Status',
        today: 'Today',
        this_week: 'This week',
        waiting_caption: 'Waiting for an asset for over %{minutes} min',
        waiting:
          '%{smart_count} request waiting for an asset for over %{minutes} minutes |||| %{smart_count} requests waiting for an asset for over %{minutes} minutes',
        today_link: {
          pending:
            '%{smart_count} pending request created today |||| %{smart_count} pending requests created today',
          assigned:
            '%{smart_count} assigned request created today |||| %{smart_count} assigned requests created today',
          in_transit:
            '%{smart_count} request in transit created today |||| %{smart_count} requests in transit created today',
          delivered:
            '%{smart_count} delivered request created today |||| %{smart_count} delivered requests created today',
          failed:
            '%{smart_count} failed request created today |||| %{smart_count} failed requests created today',
          cancelled:
            '%{smart_count} cancelled request created today |||| %{smart_count} cancelled requests created today',
        },
        week_link: {
          pending:
            '%{smart_count} pending request created this week |||| %{smart_count} pending requests created this week',
          assigned:
            '%{smart_count} assigned request created this week |||| %{smart_count} assigned requests created this week',
          in_transit:
            '%{smart_count} request in transit created this week |||| %{smart_count} requests in transit created this week',
          delivered:
            '%{smart_count} delivered request created this week |||| %{smart_count} delivered requests created this week',
          failed:
            '%{smart_count} failed request created this week |||| %{smart_count} failed requests created this week',
          cancelled:
            '%{smart_count} cancelled request created this week |||| %{smart_count} cancelled requests created this week',
        },
      },
      assets: {
        title: 'Assets',
        link: {
          available: '%{smart_count} available asset |||| %{smart_count} available assets',
          dispatched: '%{smart_count} asset on a job |||| %{smart_count} assets on a job',
          in_maintenance:
            '%{smart_count} asset in maintenance |||| %{smart_count} assets in maintenance',
          leased: '%{smart_count} leased asset |||| %{smart_count} leased assets',
          inactive: '%{smart_count} inactive asset |||| %{smart_count} inactive assets',
        },
        open: 'See the assets',
      },
      maintenance: {
        title: 'Maintenance',
        overdue_caption: 'Overdue',
        due_soon_caption: 'Due within %{days} days or %{km} km',
        overdue: '%{smart_count} overdue maintenance |||| %{smart_count} overdue maintenances',
        due_soon:
          '%{smart_count} maintenance due within %{days} days or %{km} km |||| %{smart_count} maintenances due within %{days} days or %{km} km',
        open: 'See maintenance',
      },
      leases: {
        title: 'Leases',
        active_caption: 'Active',
        ending_caption: 'Ending within %{days} days',
        active: '%{smart_count} active lease |||| %{smart_count} active leases',
        ending:
          '%{smart_count} lease ending within %{days} days |||| %{smart_count} leases ending within %{days} days',
        open: 'See the leases',
      },
      businesses: {
        waiting_caption: 'Waiting for approval',
        waiting:
          '%{smart_count} business waiting for approval |||| %{smart_count} businesses waiting for approval',
      },
      filters: {
        label: 'Quick filters',
        clear: 'Clear the filter "%{name}"',
        show: 'Quick and saved filters',
        status: 'Status',
        kind: 'Kind',
        waiting: 'Waiting',
        waiting_long: 'For over %{minutes} min',
        created: 'Created',
        today: 'Today',
        this_week: 'This week',
      },
    },
  },
  ra: {
    saved_queries: {
      label: 'Saved filters',
      query_name: 'Name',
      new_label: 'Save these filters…',
      new_dialog_title: 'Save the current filters',
      remove_label: 'Remove these saved filters',
      remove_label_with_name: 'Remove “%{name}”',
      remove_dialog_title: 'Remove these saved filters?',
      remove_message: 'They will no longer be offered on this list.',
      help: 'Filter the list, then save these filters to find them again in one click.',
    },
  },
} satisfies MessagesOf<typeof operationsFr>;
