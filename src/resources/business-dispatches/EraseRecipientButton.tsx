import { useCanAccess, useRecordContext } from 'react-admin';
import { isOpenRequest } from '../../../contract/request-moves';
import type { Request } from '../../../contract/request';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { EraseButton } from '../common/EraseButton';

/**
 * Erases an ended request's recipient and proof (POST /business-dispatches/{id}/recipient-erasure,
 * docs/privacy.md), for the business and the superadmin; an open request keeps its recipient.
 */
export const EraseRecipientButton = () => {
  const record = useRecordContext<Request>();
  const { canAccess } = useCanAccess({ resource: 'personal-data', action: 'delete' });
  const dataProvider = useFlotteDataProvider();
  if (!record || !canAccess || isOpenRequest(record.status) || record.recipient_name === null) {
    return null;
  }
  return (
    <EraseButton
      texts="flotte.privacy.recipient"
      translateOptions={{ reference: record.reference ?? '' }}
      erase={(reason) => dataProvider.eraseRecipient(record.id, reason)}
    />
  );
};
