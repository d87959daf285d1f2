import { useState } from 'react';
import { Create, SelectInput, TextInput, useTranslate } from 'react-admin';
import { PasswordToggle } from '../../components/PasswordToggle';
import { userCreate } from '../../../contract/users';
import { fieldValidators } from '../common/zodValidators';
import { CreateForm } from '../common/CreateForm';
import { roleChoices } from './UserStatusField';

const validate = fieldValidators(userCreate);
// A superadmin creates the operator's own staff only; everyone else signs up.
const staffRoles = roleChoices.filter((c) => c.id === 'in_house_manager' || c.id === 'superadmin');

const UserCreateForm = () => {
  const translate = useTranslate();
  // react-admin's PasswordInput, with a tooltip on its show/hide icon.
  const [visible, setVisible] = useState(false);
  return (
    <CreateForm defaultValues={{ role: 'in_house_manager' }}>
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
    </CreateForm>
  );
};

export const UserCreate = () => (
  <Create redirect="show" sx={{ maxWidth: 720 }}>
    <UserCreateForm />
  </Create>
);
