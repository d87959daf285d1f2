import {
  EditButton,
  EmailField,
  Link,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  type FieldProps,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import type { Business } from '../../../contract/business';
import { LocaleDateField } from '../common/LocaleDateField';
import { BusinessDeleteButton } from './BusinessDeleteButton';
import { BusinessPlanField, BusinessStateChip, kindChoices } from './BusinessFields';
import { BusinessRequestsTab } from './BusinessRequestsTab';
import { BusinessSettingsTab } from './BusinessSettingsTab';
import { BusinessStaffTab } from './BusinessStaffTab';
import { BusinessSubscriptionsTab } from './BusinessSubscriptionsTab';
import { ToggleStatusButton } from './ToggleStatusButton';
import { WalletTab } from './wallet/WalletTab';

/** A B2B client's white-label parent, linked to its page. */
const ParentField = (_props: FieldProps) => {
  const record = useRecordContext<Business>();
  const createPath = useCreatePath();
  if (!record?.parent_business_id) return <span>—</span>;
  return (
    <Link to={createPath({ resource: 'business', id: record.parent_business_id, type: 'show' })}>
      {record.parent_business_name ?? record.parent_business_id}
    </Link>
  );
};

/** Edit, approve/suspend and delete are the superadmin's (each button asks canAccess). */
const BusinessShowActions = () => (
  <TopToolbar>
    <ListButton />
    <ToggleStatusButton size="medium" />
    <EditButton />
    <BusinessDeleteButton />
  </TopToolbar>
);

const tab = (name: string) => `flotte.business_admin.tab.${name}`;

/** The tabs after the details: each at its own path, named by it, loaded when opened. */
const PAGE_TABS = [
  ['settings', BusinessSettingsTab],
  ['subscription', BusinessSubscriptionsTab],
  ['staff', BusinessStaffTab],
  ['requests', BusinessRequestsTab],
] as const;
const WALLET_TAB = [['wallet', WalletTab]] as const;

/**
 * One business: its profile, settings, subscriptions, staff and requests for the superadmin
 * and the manager; its wallet for the superadmin alone. Each tab loads when opened.
 */
export const BusinessShow = () => {
  const { canAccess: seesWallet } = useCanAccess({ resource: 'business', action: 'wallet' });
  return (
    <Show actions={<BusinessShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={tab('details')}>
          <TextField source="name" />
          <TextField source="slug" />
          <SelectField source="kind" choices={kindChoices} />
          <BusinessStateChip source="active" />
          <ParentField source="parent_business_id" />
          <TextField source="business_type_name" emptyText="—" />
          <TextField source="country" emptyText="—" />
          <TextField source="currency" emptyText="—" />
          <EmailField source="contact_email" emptyText="—" />
          <TextField source="contact_phone" emptyText="—" />
          <TextField source="address" emptyText="—" />
          <BusinessPlanField source="plan_name" />
          <LocaleDateField source="created_at" showTime />
          <LocaleDateField source="updated_at" showTime />
        </TabbedShowLayout.Tab>
        {[...PAGE_TABS, ...(seesWallet ? WALLET_TAB : [])].map(([name, Content]) => (
          <TabbedShowLayout.Tab key={name} label={tab(name)} path={name}>
            <Content label={false} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
};
