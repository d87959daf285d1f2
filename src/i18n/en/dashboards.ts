import type { dashboardsFr } from '../fr/dashboards';
import type { MessagesOf } from '../schema';

export const dashboardsEn = {
  flotte: {
    role_dashboards: {
      loading: 'Loading the figures…',
      error: 'The dashboard’s figures are unavailable.',
      retry: 'Try again',
      month: 'Month',
      chart_table: 'The chart’s figures',
      requests_link: {
        pending: '%{smart_count} pending request |||| %{smart_count} pending requests',
        assigned: '%{smart_count} assigned request |||| %{smart_count} assigned requests',
        in_transit: '%{smart_count} request in transit |||| %{smart_count} requests in transit',
        delivered: '%{smart_count} delivered request |||| %{smart_count} delivered requests',
        failed: '%{smart_count} failed request |||| %{smart_count} failed requests',
        cancelled: '%{smart_count} cancelled request |||| %{smart_count} cancelled requests',
      },
      owner: {
        assets: 'My assets by status',
        assets_open: 'See my assets',
        earnings: 'Earnings',
        this_month: 'This month',
        last_month: 'Last month',
        this_month_label: 'Net earnings this month: %{amount}',
        last_month_label: 'Net earnings last month: %{amount}',
        net: 'Net earnings',
        deliveries: 'Earnings',
        chart_title: 'Net earnings over the last 12 months (%{currency})',
        chart_summary:
          'Net earnings over 12 months: %{total}. Best month: %{best_month}, %{best}. Each month’s figures are in the table.',
        earnings_empty:
          'No earnings yet: as soon as one of your assets delivers a request or is leased, its earnings show here, month by month.',
        earnings_hint: 'Open an asset to see its earnings and maintenance costs.',
        requests: 'Requests to serve',
        requests_open:
          '%{smart_count} pending request for your asset types |||| %{smart_count} pending requests for your asset types',
        requests_caption: 'pending for your asset types',
        maintenance: 'Maintenance',
        maintenance_scheduled: '%{smart_count} scheduled job |||| %{smart_count} scheduled jobs',
        maintenance_caption: 'scheduled',
        next: 'Next due',
        next_link: 'Next job: %{title}, %{asset}, on %{date}',
        next_none: 'No dated job ahead.',
      },
      business: {
        requests: 'My requests by status',
        wallet: 'Wallet',
        balance: 'Balance',
        balance_label: 'Wallet balance: %{amount}',
        spend: 'Spent this month',
        spend_label: 'Spent this month: %{amount}',
        low_empty: 'Your wallet is empty: no new request can be created. Ask Flotte for a top-up.',
        low_renewal: 'Low balance: it does not cover your subscription’s next renewal (%{amount}).',
      },
      superadmin: {
        approvals: 'Businesses to approve',
        commission: 'Platform commission',
        commission_chart: 'Commission by month, last 12 months (%{currency})',
        commission_summary:
          'Commission over 12 months: %{total}. This month: %{current}. Each month’s figures are in the table.',
        amount: 'Commission',
        wallets: 'Wallets',
        wallets_total:
          'Total balance (%{currency}): %{amount}, over %{smart_count} wallet |||| Total balance (%{currency}): %{amount}, over %{smart_count} wallets',
        wallets_caption: 'over %{smart_count} wallet |||| over %{smart_count} wallets',
        wallets_none: 'No wallet has been credited yet.',
      },
    },
  },
} satisfies MessagesOf<typeof dashboardsFr>;
