import { Stack } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { Driver } from '../../../contract/driver';
import { ShowSection } from '../common/ShowSection';
import { AddDocumentButton, CurrentDocuments } from '../documents/CurrentDocuments';

/**
 * The driver's documents in force (licence, medical certificate…) with their due level, and a
 * new one recorded through the documents form preset with the driver (docs/compliance.md): the
 * same table as the asset page's.
 */
export const DriverDocuments = () => {
  const driver = useRecordContext<Driver>();
  const { canAccess } = useCanAccess({ resource: 'documents', action: 'list' });
  if (!driver || !canAccess) return null;
  const holder = { driver_id: String(driver.id) };
  // Its documents are its employer's, as the server reads them (server/services/compliance/targets.ts).
  const ownership = { owner_user_id: driver.employer_user_id, business_id: driver.business_id };
  return (
    <ShowSection title="flotte.compliance.driver_title">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CurrentDocuments holder={holder} />
        <AddDocumentButton holder={holder} record={ownership} />
      </Stack>
    </ShowSection>
  );
};
