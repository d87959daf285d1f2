import type { MessagesOf } from '../schema';
import type { payoutsFr } from '../fr/payouts';

/** Owners' payouts (issue 30): the English of fr/payouts.ts. */
export const payoutsEn = {
  flotte: {
    payouts: {
      menu: 'Payouts',
      title: 'Payouts',
      bank: {
        title: 'Bank details',
        none: 'No account given: your statements cannot be paid until you add one.',
        current: 'Current account: %{iban} (%{bic}), held by %{holder}',
        holder: 'Account holder',
        iban: 'IBAN',
        bic: 'BIC',
        password: 'Your password (to confirm)',
        save: 'Save',
        saved: 'Bank details saved: an e-mail confirms it.',
      },
      statements: {
        title: 'Payout statements',
        summary: 'Statement',
        file_column: 'File',
        download: 'PDF',
        download_of: 'Download statement %{number} as PDF',
        file: 'statement-%{number}.pdf',
      },
      batches: {
        summary: 'Batch',
        statements: 'Statements paid by this batch',
        statements_count: '%{smart_count} statement |||| %{smart_count} statements',
        actions: 'Actions',
        build: 'Build a batch',
        build_confirm:
          'Build a batch of every issued statement still to pay whose owner gave an account?',
        built: 'Batch built.',
        approve: 'Approve',
        approve_confirm:
          'Approve this batch of %{count} statements (%{total})? Its SEPA file can then be downloaded.',
        approved: 'Batch approved.',
        download: 'SEPA file',
        download_of: 'Download the SEPA file (pain.001) of batch %{id}',
        paid: 'Mark paid',
        paid_confirm:
          'Mark this batch of %{count} statements (%{total}) paid? Do it once the bank has made the transfer: the earnings are recorded as paid out.',
        marked: 'Batch marked paid.',
      },
    },
  },
  resources: {
    'payout-statements': {
      name: 'Payout statement |||| Payout statements',
      fields: {
        number: 'Number',
        owner_name: 'Owner',
        owner_user_id: 'Owner',
        period_start: 'Period',
        earnings_count: 'Jobs',
        gross: 'Gross earnings',
        commission: 'Commission',
        net: 'Net earnings',
        adjustments: 'Adjustments',
        cod_collected: 'Collected on delivery',
        amount_due: 'Due',
        iban_masked: 'Account',
        status: 'Status',
        issued_at: 'Issued on',
        paid_at: 'Paid on',
        from: 'Period from',
        to: 'Period to',
        q: 'Search',
      },
      statuses: { issued: 'Issued', batched: 'In a batch', paid: 'Paid' },
    },
    'payout-batches': {
      name: 'Payout batch |||| Payout batches',
      fields: {
        created_at: 'Created on',
        count: 'Statements',
        total: 'Total',
        status: 'Status',
        message_id: 'File reference',
        approved_at: 'Approved on',
        paid_at: 'Paid on',
      },
      statuses: { draft: 'Draft', approved: 'Approved', paid: 'Paid' },
    },
  },
} satisfies MessagesOf<typeof payoutsFr>;
