import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { maintenanceCreate } from '../../../contract/maintenance';
import { InactiveNotice } from '../../pages/business/InactiveNotice';
import { useBusinessInactive } from '../../pages/business/useOwnBusiness';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { withoutEmpty } from './formValues';
import { MaintenanceInputs } from './MaintenanceInputs';

const FIELDS = Object.keys(maintenanceCreate.shape);

/** The body of POST /maintenance: the contract's fields that were filled (not `currency`). */
export const toCreateBody = (values: Record<string, unknown>) =>
  withoutEmpty(Object.fromEntries(Object.entries(values).filter(([key]) => FIELDS.includes(key))));

const MaintenanceCreateForm = () => {
  const save = useSaveWithServerErrors();
  const inactive = useBusinessInactive();
  return (
    <SimpleForm
      onSubmit={(values: Record<string, unknown>) => save(toCreateBody(values))}
      // Our translated validators speak, not the browser's own (number bounds).
      noValidate
      defaultValues={{ kind: 'preventive' }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable={!inactive} disabled={inactive} />
        </Toolbar>
      }
    >
      <MaintenanceInputs />
    </SimpleForm>
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
    <Create redirect="show" sx={{ maxWidth: 960 }}>
      <MaintenanceCreateForm />
    </Create>
  </>
);
