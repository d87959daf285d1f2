import { useRecordContext } from 'react-admin';
import type { Business } from '../../../contract/business';
import { NamedDeleteButton } from '../common/NamedDeleteButton';

/**
 * Delete after a confirmation that says what it does ("Supprimer l'entreprise" / "Garder
 * l'entreprise"). The server refuses while requests are in
 * flight, money is in the wallet or B2B clients depend on it: its reason is shown translated
 * (`flotte.errors.<code>`) and nothing changes. Superadmin only (DeleteButton asks canAccess).
 */
export const BusinessDeleteButton = () => {
  const record = useRecordContext<Business>();
  if (!record) return null;
  return (
    <NamedDeleteButton
      redirect="list"
      confirmTitle="flotte.business_admin.delete_title"
      confirmContent="flotte.business_admin.delete_content"
      translateOptions={{ name: record.name }}
    />
  );
};
