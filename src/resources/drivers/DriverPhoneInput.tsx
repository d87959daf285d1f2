import { TextInput, type Validator } from 'react-admin';

/** A driver's phone, on its invitation and its edit: the business and the recipient call it. */
export const DriverPhoneInput = ({ validate }: { validate: Validator }) => (
  <TextInput
    source="phone"
    type="tel"
    validate={validate}
    autoComplete="off"
    helperText="resources.drivers.phone_help"
  />
);
