import { LocaleDateField } from '../common/LocaleDateField';

/** When a staff member last signed in, to the minute; "never" until the first time. */
export const StaffLastLoginField = () => (
  <LocaleDateField source="last_login_at" showTime emptyText="resources.staff.never" />
);
