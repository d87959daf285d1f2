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
        empty: 'No statement yet: they are issued every month.',
        number: 'Number',
        period: 'Period',
        owner: 'Owner',
        net: 'Net earnings',
        cod: 'Collected on delivery',
        due: 'Due',
        status: 'Status',
        download: 'PDF',
        file: 'statement-%{number}.pdf',
        statuses: { issued: 'Issued', batched: 'In a batch', paid: 'Paid' },
      },
      batches: {
        title: 'Payout batches',
        empty: 'No batch: build one from the issued statements.',
        build: 'Build a batch',
        built: 'Batch built.',
        approve: 'Approve',
        download: 'SEPA file',
        paid: 'Mark paid',
        marked: 'Batch marked paid.',
        created: 'Created on',
        count: 'Statements',
        total: 'Total',
        status: 'Status',
        statuses: { draft: 'Draft', approved: 'Approved', paid: 'Paid' },
      },
    },
  },
} satisfies MessagesOf<typeof payoutsFr>;
