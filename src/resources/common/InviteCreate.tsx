import type { ReactNode } from 'react';
import {
  Create,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useNotify,
  useRedirect,
  type SimpleFormProps,
  type Validator,
} from 'react-admin';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { useBusinessInactive } from '../../components/business/useOwnBusiness';
import { useServerErrors } from './useSaveWithServerErrors';

const FIELD_OF_CODE = { email_taken: 'email' } as const;

type InviteFormProps = Omit<SimpleFormProps, 'onSubmit' | 'toolbar' | 'children' | 'validate'> & {
  resource: string;
  validate: { name?: Validator | Validator[]; email?: Validator | Validator[] };
  children?: ReactNode;
};

/**
 * The invitation of an account of `resource` (POST, name and e-mail, then `children`'s fields):
 * an account without a password, mailed a code to choose one. `resources.<resource>.invited`
 * is said, then the list. An address in use lands on the e-mail field; the plan's limit (409
 * plan_limit_reached) is notified; an inactive business cannot send it. Its texts are
 * `resources.<resource>.invite` and `invite_help`.
 */
const InviteForm = ({ resource, validate, children, ...props }: InviteFormProps) => {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const serverErrors = useServerErrors(FIELD_OF_CODE);
  const inactive = useBusinessInactive();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(resource, { data: values }, { returnPromise: true });
      notify(`resources.${resource}.invited`, {
        type: 'info',
        messageArgs: { email: values.email },
      });
      redirect('list', resource);
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };
  return (
    <SimpleForm
      onSubmit={submit}
      toolbar={
        <Toolbar>
          <SaveButton
            label={`resources.${resource}.invite`}
            alwaysEnable={!inactive}
            disabled={inactive}
          />
        </Toolbar>
      }
      {...props}
    >
      <TextInput source="name" validate={validate.name} autoComplete="off" autoFocus />
      <TextInput
        source="email"
        type="email"
        validate={validate.email}
        autoComplete="off"
        helperText={`resources.${resource}.invite_help`}
      />
      {children}
    </SimpleForm>
  );
};

/** The invitation page: the inactive business's notice, then InviteForm. */
export const InviteCreate = (props: InviteFormProps) => (
  <>
    <InactiveNotice />
    <Create title={`resources.${props.resource}.invite`} sx={{ maxWidth: 720 }}>
      <InviteForm {...props} />
    </Create>
  </>
);
