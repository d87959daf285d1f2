import type { ChipProps } from '@mui/material';
import { DataTable, EmailField, useTranslate } from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { recordStatusChip } from '../common/StatusChip';
import { LocaleDateField } from '../common/LocaleDateField';
import { BusinessRecordsField } from './BusinessRecordsField';

const COLORS: Record<StaffMember['status'], ChipProps['color']> = {
  active: 'success',
  invited: 'info',
  disabled: 'default',
};

const StaffStatusChip = recordStatusChip(COLORS, 'flotte.business_admin.staff.statuses');

const col = (field: string) => `flotte.business_admin.staff.${field}`;

/** The business's staff (GET /business/staff?business_id=), read-only here. */
export const BusinessStaffTab = (_props: { label?: false }) => {
  const translate = useTranslate();
  return (
    <BusinessRecordsField
      reference="staff"
      sort={{ field: 'name', order: 'ASC' }}
      empty="flotte.business_admin.staff.empty"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label={col('name')} />
        <DataTable.Col source="email" label={col('email')} field={EmailField} />
        <DataTable.Col source="status" label={col('status')} field={StaffStatusChip} disableSort />
        <DataTable.Col source="last_login_at" label={col('last_login_at')}>
          <LocaleDateField
            source="last_login_at"
            showTime
            emptyText={translate('flotte.business_admin.staff.never')}
          />
        </DataTable.Col>
      </DataTable>
    </BusinessRecordsField>
  );
};
