import { Edit, TextInput } from 'react-admin';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { useBusinessInactive } from '../../components/business/useOwnBusiness';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { fieldValidators } from '../common/zodValidators';
import { driverUpdate } from '../../../contract/driver';
import { DriverPhoneInput } from './DriverPhoneInput';

const validate = fieldValidators(driverUpdate);

/** Its name and phone (the e-mail is its sign-in: it does not change here). */
const DriverEditForm = () => {
  const inactive = useBusinessInactive();
  return (
    <SaveDeleteForm noValidate deleteButton={null} saveDisabled={inactive}>
      <TextInput source="email" type="email" readOnly />
      <TextInput source="name" validate={validate.name} autoComplete="off" />
      <DriverPhoneInput validate={validate.phone} />
    </SaveDeleteForm>
  );
};

/**
 * Rename a driver, change its phone (PATCH /drivers/{id}, only the fields changed); pessimistic,
 * so a refusal keeps the form on screen. Disabling is the list's, after a confirmation.
 */
export const DriverEdit = () => (
  <>
    <InactiveNotice />
    <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 720 }}>
      <DriverEditForm />
    </Edit>
  </>
);
