import type { MessagesOf } from '../schema';
import type { walletFr } from '../fr/wallet';

/** The business staff's wallet page and the funding instructions, in English (mirrors fr/wallet.ts). */
export const walletEn = {
  flotte: {
    wallet_page: {
      title: 'Wallet',
      balance: 'Available balance',
      threshold: 'Low-balance threshold',
      threshold_none: 'No threshold',
      threshold_help: 'Change it in My business, Settings tab.',
      low: 'The balance is below the %{threshold} threshold: requests priced above the balance are refused. Add funds to the wallet.',
      history: 'Balance over time',
      transactions: 'All movements',
      how_to_add: 'Adding funds',
      filters: {
        type: 'Direction',
        all: 'All',
        from: 'From',
        to: 'To',
        none: 'No movement for these filters.',
      },
    },
    funding: {
      account: {
        save: 'Save the account',
        title: 'Account to pay into',
        account_holder: 'Account holder',
        iban: 'IBAN',
        bic: 'BIC',
        reference: 'Reference to quote on the transfer',
        help: 'Each business is shown its own reference (FLOTTE- and its address name) with this account.',
      },
      menu: 'Funding instructions',
      title: 'How businesses add funds to their wallets',
      intro:
        'Businesses see this text on their Wallet page. Left empty, the default text is shown.',
      default:
        'To add funds, make a bank transfer to the platform operator quoting your business name, or contact them: they credit your wallet on receipt. Each top-up shows in your movements.',
      fr: 'Text in French',
      en: 'Text in English',
      saved: 'Instructions saved.',
      updated: 'Last changed: %{date}',
      loading: 'Loading the instructions…',
    },
  },
  resources: {
    'wallet-transactions': {
      name: 'Movement |||| Movements',
      fields: {
        type: 'Direction',
        category: 'Category',
        amount: 'Amount',
        balance_after: 'Balance after',
        reference: 'Label',
        request_reference: 'Request',
        created_at: 'Date',
      },
    },
  },
} satisfies MessagesOf<typeof walletFr>;
