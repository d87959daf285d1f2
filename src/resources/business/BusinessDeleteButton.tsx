import { DeleteButton, useRecordContext } from 'react-admin';
import type { Business } from '../../../contract/business';

/**
 * Delete after a confirmation that says what it does. The server refuses while requests are in
 * flight, money is in the wallet or B2B clients depend on it: its reason is shown translated
 * (`flotte.errors.<code>`) and nothing changes. Superadmin only (DeleteButton asks canAccess).
 */
export const BusinessDeleteButton = () => {
  const record = useRecordContext<Business>();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle="flotte.business_admin.delete_title"
      confirmContent="flotte.business_admin.delete_content"
      translateOptions={{ name: record.name }}
    />
  );
};
