import { useCanAccess, useRecordContext, type Identifier } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { EraseButton } from './EraseButton';

/**
 * Erases the person of the record in context (POST /people/{id}/erasure, docs/privacy.md): for
 * the superadmin, and a business for its drivers and staff (the server's scope); never oneself.
 */
export const ErasePersonButton = () => {
  const record = useRecordContext<{ id: Identifier; name: string }>();
  const { user } = useAuthState();
  const { canAccess } = useCanAccess({ resource: 'personal-data', action: 'delete' });
  const dataProvider = useFlotteDataProvider();
  if (!record || !canAccess || record.id === user?.id) return null;
  return (
    <EraseButton
      texts="flotte.privacy.person"
      translateOptions={{ name: record.name }}
      erase={(reason) => dataProvider.erasePerson(record.id, reason)}
    />
  );
};
