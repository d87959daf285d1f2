import { useState } from 'react';
import {
  Create,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { PasswordToggle } from '../../pages/auth/form/PasswordInput';
import { userCreate } from '../../../contract/users';
import { fieldValidators } from '../common/zodValidators';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { roleChoices } from './UserStatusField';

const validate = fieldValidators(userCreate);
// A superadmin creates the operator's own staff only; everyone else signs up.
const staffRoles = roleChoices.filter((c) => c.id === 'in_house_manager' || c.id === 'superadmin');

const UserCreateForm = () => {
  const save = useSaveWithServerErrors();
  const translate = useTranslate();
  // react-admin's PasswordInput, with a tooltip on its show/hide icon.
  const [visible, setVisible] = useState(false);
  return (
    <SimpleForm
      onSubmit={save}
      defaultValues={{ role: 'in_house_manager' }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <TextInput source="name" validate={validate.name} autoComplete="off" />
      <TextInput source="email" type="email" validate={validate.email} autoComplete="off" />
      <SelectInput source="role" choices={staffRoles} validate={validate.role} />
      <TextInput
        source="password"
        type={visible ? 'text' : 'password'}
        validate={validate.password}
        autoComplete="new-password"
        helperText="flotte.signup.password_help"
        InputProps={{
          endAdornment: (
            <PasswordToggle
              visible={visible}
              onToggle={() => setVisible(!visible)}
              translate={translate}
            />
          ),
        }}
      />
    </SimpleForm>
  );
};

export const UserCreate = () => (
  <Create redirect="show" sx={{ maxWidth: 720 }}>
    <UserCreateForm />
  </Create>
);
