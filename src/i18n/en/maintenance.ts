import type { maintenanceFr } from '../fr/maintenance';
import type { MessagesOf } from '../schema';

export const maintenanceEn = {
  flotte: {
    maintenance: {
      views: {
        label: 'Maintenance views',
        all: 'All work',
        upcoming: 'Upcoming',
      },
      sidebar: {
        due_level: 'Due',
        status: 'Status',
        kind: 'Kind',
      },
      empty: {
        title: 'No maintenance scheduled',
        text: 'Schedule the first service of your assets (oil change, inspection, tyres…): Flotte will remind you when it comes due.',
        read_only: 'No maintenance yet.',
        action: 'Schedule a service',
        filtered: 'No work matches these criteria.',
      },
      cost_estimated: 'Estimated cost',
      helpers: {
        due: 'A date, an odometer reading, or both: it falls due at whichever comes first.',
        repeat: 'Recurring service: completing this one schedules the next automatically.',
        cost_estimated:
          'An estimate, in units of the currency (e.g. 120.50); the actual cost is entered on completion.',
        odometer_now: "The asset's odometer now: %{km} km.",
        asset: 'Among the assets you manage.',
        asset_locked: 'The asset of a piece of work does not change.',
        cancelled_locked: 'This work is cancelled: it can no longer be changed.',
        document_kind:
          "The asset's document this work renews (e.g. a roadworthiness test): it then falls due when that document ends.",
      },
      validation: {
        due_required: 'Enter a due date, an odometer reading, or both.',
        before_start: 'The work cannot end before it started.',
      },
      sections: {
        due: 'Due',
        work: 'Work',
        history: 'History',
      },
      due: {
        date_in: 'Due in %{smart_count} day (%{date}). |||| Due in %{smart_count} days (%{date}).',
        date_today: 'Due today (%{date}).',
        date_over:
          '%{smart_count} day overdue (was due %{date}). |||| %{smart_count} days overdue (was due %{date}).',
        km_in: 'Due in %{km} km (at %{due} km; odometer now %{now} km).',
        km_reached: 'Due now by the odometer (%{due} km).',
        km_over: '%{km} km overdue (due at %{due} km; odometer now %{now} km).',
        km_unknown: "Due at %{due} km (the asset's odometer is not recorded).",
        first: 'Whichever comes first.',
      },
      repeat: {
        days: 'every %{smart_count} day |||| every %{smart_count} days',
        km: 'every %{km} km',
        both: '%{days} or %{km}',
        none: 'No',
      },
      history: {
        none: 'None',
      },
      actions: {
        label: 'Actions',
        start: 'Start',
        start_keep: 'Not now',
        start_named: 'Start “%{title}”',
        start_title: 'Start “%{title}”?',
        start_content:
          'The asset “%{asset}” goes into maintenance: it cannot be dispatched or leased until the work is completed or cancelled.',
        started: 'Work started: the asset is in maintenance.',
        complete: 'Complete',
        complete_named: 'Complete “%{title}”',
        complete_title: 'Complete “%{title}”',
        complete_intro: 'Record what was done; the asset becomes available again.',
        complete_intro_scheduled:
          "Record the work as done on the spot, without the workshop: the asset's status does not change.",
        completed: 'Work completed.',
        completed_next: 'Work completed. The next one is scheduled.',
        open_next: 'Open the next one',
        cancel: 'Cancel',
        cancel_named: 'Cancel “%{title}”',
        cancel_title: 'Cancel “%{title}”?',
        cancel_content_scheduled: "The work will not be done. It stays in the asset's history.",
        cancel_content_in_progress:
          "The work stops and the asset becomes available again. It stays in the asset's history.",
        cancel_confirm: 'Cancel the work',
        keep: 'Keep it',
        cancelled: 'Work cancelled.',
        schedule: 'Schedule maintenance',
      },
      complete: {
        completed_at: 'Completed on',
        cost: 'Actual cost',
        cost_help: 'In units of the currency (e.g. 120.50).',
        vendor: 'Vendor',
        odometer: 'Odometer at completion (km)',
        odometer_help: "Raises the asset's odometer when higher; never lowers it.",
        submit: 'Complete the work',
      },
      errors: {
        asset_unavailable:
          'This asset is on a dispatch or a lease (or already in the workshop): it cannot go into maintenance now.',
        invalid_transition:
          'This work changed state in the meantime: the page was reloaded, check its status.',
      },
      upcoming: {
        title: 'Upcoming maintenance',
        intro: 'Scheduled work, the most overdue first.',
        empty: 'Nothing scheduled: no upcoming service.',
        table: 'Upcoming work',
        due: 'Due',
      },
      asset: {
        title: 'Maintenance',
        next: 'Coming up',
        next_empty: 'No work scheduled for this asset.',
        history: 'Maintenance history',
        history_empty: 'No maintenance recorded for this asset.',
      },
      money: {
        title: 'Earnings and maintenance',
        maintenance_cost: 'Maintenance',
        net_after: 'Net after maintenance',
        chart_title: 'Net earnings and maintenance cost by month',
        chart_summary:
          'Over %{months} months: %{net} net earnings, %{cost} of maintenance, so %{after} net after maintenance.',
        table: 'Earnings and maintenance by month',
        empty: 'No earnings or maintenance yet.',
        total: 'Total',
      },
    },
  },
  resources: {
    maintenance: {
      name: 'Maintenance |||| Maintenance',
      page: {
        list: 'Maintenance',
        create: 'Schedule maintenance',
        edit: 'Edit “%{recordRepresentation}”',
        show: 'Work “%{recordRepresentation}”',
      },
      notifications: {
        created: 'Maintenance scheduled.',
        updated: 'Maintenance updated.',
      },
      fields: {
        asset_id: 'Asset',
        asset_name: 'Asset',
        business_id: 'Business',
        kind: 'Kind',
        title: 'Title',
        description: 'Description',
        scheduled_at: 'Due date',
        due_odometer_km: 'Due odometer (km)',
        asset_odometer_km: 'Odometer now (km)',
        repeat_every_days: 'Repeat every (days)',
        repeat_every_km: 'Repeat every (km)',
        document_kind_id: 'Document renewed',
        repeat: 'Repeats',
        status: 'Status',
        due_level: 'Due',
        started_at: 'Started on',
        completed_at: 'Completed on',
        cancelled_at: 'Cancelled on',
        cost: 'Cost',
        vendor: 'Vendor',
        completed_odometer_km: 'Odometer at completion (km)',
        previous_id: 'Previous work',
        next_id: 'Next work',
        created_at: 'Created on',
        q: 'Search',
        scheduled_from: 'Due from',
        scheduled_to: 'Due until',
      },
      statuses: {
        scheduled: 'Scheduled',
        in_progress: 'In progress',
        completed: 'Completed',
        cancelled: 'Cancelled',
      },
      kinds: {
        preventive: 'Preventive',
        corrective: 'Corrective',
        inspection: 'Inspection',
      },
      due_levels: {
        upcoming: 'Upcoming',
        due_soon: 'Due soon',
        overdue: 'Overdue',
      },
    },
  },
} satisfies MessagesOf<typeof maintenanceFr>;
