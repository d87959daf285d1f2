import {
  Create,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useLocaleState,
  useNotify,
  useRedirect,
} from 'react-admin';
import { staffInvite } from '../../../contract/staff';
import { InactiveNotice } from '../../pages/business/InactiveNotice';
import { useServerErrors } from '../common/useSaveWithServerErrors';
import { useBusinessInactive } from '../../pages/business/useOwnBusiness';
import { fieldValidators } from '../common/zodValidators';

const validate = fieldValidators(staffInvite);
const FIELD_OF_CODE = { email_taken: 'email' } as const;
const localeChoices = ['fr', 'en'].map((id) => ({ id, name: `flotte.language.${id}` }));

/**
 * Invite a colleague (POST /business/staff): an account without a password gets a code by
 * mail to choose one. The plan's staff limit (409 plan_limit_reached) is notified; an address
 * already in use lands on the e-mail field.
 */
const StaffInviteForm = () => {
  const [locale] = useLocaleState();
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const serverErrors = useServerErrors(FIELD_OF_CODE);
  const inactive = useBusinessInactive();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create('staff', { data: values }, { returnPromise: true });
      notify('resources.staff.invited', { type: 'info', messageArgs: { email: values.email } });
      redirect('list', 'staff');
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };
  return (
    <SimpleForm
      onSubmit={submit}
      defaultValues={{ locale }}
      toolbar={
        <Toolbar>
          <SaveButton label="resources.staff.invite" alwaysEnable={!inactive} disabled={inactive} />
        </Toolbar>
      }
    >
      <TextInput source="name" validate={validate.name} autoComplete="off" autoFocus />
      <TextInput
        source="email"
        type="email"
        validate={validate.email}
        autoComplete="off"
        helperText="resources.staff.invite_help"
      />
      <SelectInput source="locale" choices={localeChoices} validate={validate.locale} />
    </SimpleForm>
  );
};

export const StaffCreate = () => (
  <>
    <InactiveNotice />
    <Create title="resources.staff.invite" sx={{ maxWidth: 720 }}>
      <StaffInviteForm />
    </Create>
  </>
);
