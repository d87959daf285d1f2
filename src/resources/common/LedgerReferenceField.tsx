import { Link as MuiLink } from '@mui/material';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { WalletTransaction } from '../../../contract/wallet';

type LedgerRow = Pick<
  WalletTransaction,
  'reference' | 'request_id' | 'request_reference' | 'lease_id'
>;

/**
 * What a ledger row refers to, readable: a charged request by its reference
 * ("Demande FLT-2026-000123"), else the row's own text (a plan's name, a leased asset and its
 * period, a top-up's note); null when there is none. Exports use it too.
 */
export function ledgerReferenceText(row: LedgerRow, translate: TranslateFunction): string | null {
  if (row.request_id) {
    return translate('flotte.ledger.request', {
      reference: row.request_reference ?? row.request_id,
    });
  }
  return row.reference;
}

/**
 * The ledger's reference cell, one for every ledger view (the superadmin's transactions, the
 * business's wallet card and page): readable, and linked to the request (or lease) when the
 * viewer may open it. The row comes as `transaction` or from the record context.
 */
export const LedgerReferenceField = ({
  transaction,
  emptyText = '—',
}: {
  transaction?: LedgerRow;
  emptyText?: string;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const record = useRecordContext<LedgerRow>();
  const row = transaction ?? record;
  const { canAccess: opensRequests } = useCanAccess({
    resource: 'business-dispatches',
    action: 'show',
  });
  const { canAccess: opensLeases } = useCanAccess({ resource: 'leases', action: 'show' });
  if (!row) return null;
  const text = ledgerReferenceText(row, translate);
  if (text === null) return <>{emptyText}</>;
  const target =
    row.request_id && opensRequests
      ? { resource: 'business-dispatches', id: row.request_id, key: 'open_request' }
      : row.lease_id && opensLeases
        ? { resource: 'leases', id: row.lease_id, key: 'open_lease' }
        : null;
  if (!target) return <>{text}</>;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: target.resource, id: target.id, type: 'show' })}
      // The accessible name begins with the visible text (WCAG 2.5.3).
      title={translate(`flotte.ledger.${target.key}`, { reference: text })}
    >
      {text}
    </MuiLink>
  );
};
