import { Create } from 'react-admin';
import { maintenanceCreate } from '../../../contract/maintenance';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { useBusinessInactive } from '../../components/business/useOwnBusiness';
import { CreateForm } from '../common/CreateForm';
import { withoutEmpty } from './formValues';
import { MaintenanceInputs } from './MaintenanceInputs';

const FIELDS = Object.keys(maintenanceCreate.shape);

/** The body of POST /maintenance: the contract's fields that were filled (not `currency`). */
export const toCreateBody = (values: Record<string, unknown>) =>
  withoutEmpty(Object.fromEntries(Object.entries(values).filter(([key]) => FIELDS.includes(key))));

const MaintenanceCreateForm = () => {
  const inactive = useBusinessInactive();
  return (
    <CreateForm noValidate defaultValues={{ kind: 'preventive' }} saveDisabled={inactive}>
      <MaintenanceInputs />
    </CreateForm>
  );
};

/**
 * Schedule work (owners, businesses, the manager, the superadmin). The asset page opens it
 * with its asset chosen (`?source={"asset_id":…}`). An inactive business is told why it
 * cannot save (the server would answer business_inactive).
 */
export const MaintenanceCreate = () => (
  <>
    <InactiveNotice />
    <Create redirect="show" transform={toCreateBody} sx={{ maxWidth: 960 }}>
      <MaintenanceCreateForm />
    </Create>
  </>
);
