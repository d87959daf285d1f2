import { SelectInput, useLocaleState } from 'react-admin';
import { staffInvite } from '../../../contract/staff';
import { InviteCreate } from '../common/InviteCreate';
import { fieldValidators } from '../common/zodValidators';

const validate = fieldValidators(staffInvite);
const localeChoices = ['fr', 'en'].map((id) => ({ id, name: `flotte.language.${id}` }));

/**
 * Invite a colleague (POST /business/staff): an account without a password gets a code by
 * mail to choose one. The plan's staff limit (409 plan_limit_reached) is notified; an address
 * already in use lands on the e-mail field.
 */
export const StaffCreate = () => {
  const [locale] = useLocaleState();
  return (
    <InviteCreate resource="staff" validate={validate} defaultValues={{ locale }}>
      <SelectInput source="locale" choices={localeChoices} validate={validate.locale} />
    </InviteCreate>
  );
};
