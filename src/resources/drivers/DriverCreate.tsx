import {
  Create,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { InactiveNotice } from '../../pages/business/InactiveNotice';
import { useBusinessInactive } from '../../pages/business/useOwnBusiness';
import { useServerErrors } from '../common/useSaveWithServerErrors';
import { fieldValidators } from '../common/zodValidators';
import { driverCreate } from '../../../contract/driver';

const validate = fieldValidators(driverCreate);
const FIELD_OF_CODE = { email_taken: 'email' } as const;

/**
 * Invite a driver (POST /drivers: name, e-mail, phone): an account without a password, mailed
 * a code to choose one; "invitation sent" is said, then the list. An address in use lands on
 * the e-mail field; a business's full plan (409 plan_limit_reached) is notified.
 */
const DriverInviteForm = () => {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const serverErrors = useServerErrors(FIELD_OF_CODE);
  const inactive = useBusinessInactive();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create('drivers', { data: values }, { returnPromise: true });
      notify('resources.drivers.invited', { type: 'info', messageArgs: { email: values.email } });
      redirect('list', 'drivers');
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };
  return (
    <SimpleForm
      onSubmit={submit}
      noValidate
      toolbar={
        <Toolbar>
          <SaveButton
            label="resources.drivers.invite"
            alwaysEnable={!inactive}
            disabled={inactive}
          />
        </Toolbar>
      }
    >
      <TextInput source="name" validate={validate.name} autoComplete="off" autoFocus />
      <TextInput
        source="email"
        type="email"
        validate={validate.email}
        autoComplete="off"
        helperText="resources.drivers.invite_help"
      />
      <TextInput
        source="phone"
        type="tel"
        validate={validate.phone}
        autoComplete="off"
        helperText="resources.drivers.phone_help"
      />
    </SimpleForm>
  );
};

export const DriverCreate = () => (
  <>
    <InactiveNotice />
    <Create title="resources.drivers.invite" sx={{ maxWidth: 720 }}>
      <DriverInviteForm />
    </Create>
  </>
);
