import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WalletTransaction } from '../../../contract/wallet';
import { LedgerReferenceField } from './LedgerReferenceField';
import { formatMoney } from './money';
import { signedAmount } from './LedgerTable';

/**
 * A wallet's movements on a phone (issue 33), a card each rather than a table scrolling
 * sideways: the category as the title with the signed amount beside it, the date, what it
 * refers to and the balance after it below.
 */
export const LedgerCards = ({
  transactions,
  currency,
  label,
}: {
  transactions: WalletTransaction[];
  currency: string;
  /** The list's name, already translated. */
  label: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List dense aria-label={label}>
      {transactions.map((t) => (
        <ListItem key={t.id} divider disableGutters>
          <ListItemText
            primary={
              <Box
                component="span"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <span>{translate(`flotte.wallet.categories.${t.category}`)}</span>
                <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {signedAmount(t, currency, locale)}
                </Box>
              </Box>
            }
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {new Date(t.created_at).toLocaleString(locale)}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  <LedgerReferenceField transaction={t} />
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {translate('flotte.lists.card_figure', {
                    label: translate('flotte.wallet.balance_after'),
                    value: formatMoney(t.balance_after, currency, locale),
                  })}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
};
