import { InviteCreate } from '../common/InviteCreate';
import { fieldValidators } from '../common/zodValidators';
import { driverCreate } from '../../../contract/driver';
import { DriverPhoneInput } from './DriverPhoneInput';

const validate = fieldValidators(driverCreate);

/**
 * Invite a driver (POST /drivers: name, e-mail, phone): an account without a password, mailed
 * a code to choose one; "invitation sent" is said, then the list. An address in use lands on
 * the e-mail field; a business's full plan (409 plan_limit_reached) is notified.
 */
export const DriverCreate = () => (
  <InviteCreate resource="drivers" validate={validate} noValidate>
    <DriverPhoneInput validate={validate.phone} />
  </InviteCreate>
);
