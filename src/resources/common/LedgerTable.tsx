import { TableCell } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WalletTransaction } from '../../../contract/wallet';
import { formatMoney } from './money';
import { TableHeadRow } from './TableHeadRow';

/**
 * The head of a wallet's ledger table: date, category, the reference in a column of its own
 * where the table has one (`reference`), the signed amount and the balance after it.
 */
export const LedgerHead = ({ reference = false }: { reference?: boolean }) => {
  const translate = useTranslate();
  return (
    <TableHeadRow
      columns={[
        translate('flotte.wallet.date'),
        translate('flotte.wallet.category'),
        ...(reference ? [translate('flotte.wallet.reference')] : []),
        translate('flotte.wallet.amount'),
        translate('flotte.wallet.balance_after'),
      ]}
      numbers={2}
    />
  );
};

/** A movement's amount, signed: − for a debit, + for a credit. */
export const signedAmount = (
  t: Pick<WalletTransaction, 'type' | 'amount'>,
  currency: string,
  locale: string,
) => (t.type === 'debit' ? '−' : '+') + formatMoney(t.amount, currency, locale);

/** A movement's amount (− for a debit, + for a credit) and the balance after it, unwrapped. */
export const LedgerAmountCells = ({
  transaction: t,
  currency,
}: {
  transaction: Pick<WalletTransaction, 'type' | 'amount' | 'balance_after'>;
  currency: string;
}) => {
  const [locale] = useLocaleState();
  return (
    <>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {signedAmount(t, currency, locale)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(t.balance_after, currency, locale)}
      </TableCell>
    </>
  );
};
