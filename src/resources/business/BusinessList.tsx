import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import {
  AutocompleteInput,
  DataTable,
  FilterList,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { ListActions } from '../common/ListActions';
import { ListSidebar, withSidebarSx } from '../common/ListSidebar';
import { LocaleDateField } from '../common/LocaleDateField';
import { PagedList } from '../common/PagedList';
import { BusinessPlanField, BusinessStateChip, kindChoices } from './BusinessFields';
import { BusinessListEmpty, BusinessStateTabs } from './BusinessStateTabs';
import { ToggleStatusButton } from './ToggleStatusButton';
import { useWidthColumns } from '../common/useWidthColumns';
import { UnsortedTextCol } from '../common/UnsortedTextCol';
import { searchFilter } from '../common/searchFilter';
import { QuickFilterItem } from '../common/QuickFilterItem';

const filters = [
  searchFilter,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <ReferenceInput key="business_type_id" source="business_type_id" reference="business-types">
    <AutocompleteInput optionText="name" label="resources.business.fields.business_type_id" />
  </ReferenceInput>,
  <TextInput
    key="country"
    source="country"
    helperText="flotte.business_admin.helpers.country"
    slotProps={{ htmlInput: { maxLength: 2 } }}
  />,
];

/** What a laptop and a phone leave out by default (the state and its button always show). */
const HIDDEN_COLUMNS = {
  laptop: ['business_type_name', 'country'],
  phone: ['kind', 'plan_name', 'created_at'],
};

/** Saved filters (the approval state of the tabs included), then one click on a kind. */
const BusinessSidebar = () => (
  <ListSidebar>
    <FilterList label="flotte.operations.filters.kind" icon={<CategoryIcon />}>
      {kindChoices.map(({ id, name }) => (
        <QuickFilterItem key={id} label={name} value={{ kind: id }} />
      ))}
    </FilterList>
  </ListSidebar>
);

const KindField = () => <SelectField source="kind" choices={kindChoices} />;
const RowActions = () => <ToggleStatusButton />;

/**
 * Businesses, for the superadmin and the in-house manager. It opens on all of them, newest
 * first (the menu entry always does: src/layout/Menu.tsx); the tabs switch to the approval
 * queue (its count on the tab) or the active ones. The superadmin
 * approves or suspends from the row and creates; the manager reads.
 */
export const BusinessList = () => {
  const { canAccess: canToggle } = useCanAccess({ resource: 'business', action: 'toggle-status' });
  const columns = useWidthColumns('business', HIDDEN_COLUMNS);
  return (
    <PagedList
      filters={filters}
      actions={<ListActions columnsKey={columns.storeKey} />}
      aside={<BusinessSidebar />}
      sx={withSidebarSx}
      empty={false}
    >
      <BusinessStateTabs />
      <DataTable
        rowClick="show"
        bulkActionButtons={false}
        empty={<BusinessListEmpty />}
        {...columns}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" field={KindField} />
        <DataTable.Col source="active" field={BusinessStateChip} disableSort />
        <UnsortedTextCol source="business_type_name" />
        <DataTable.Col source="country">
          <TextField source="country" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="plan_name" field={BusinessPlanField} disableSort />
        <DataTable.Col source="created_at" field={LocaleDateField} />
        {canToggle ? (
          <DataTable.Col
            source="actions"
            label="flotte.business_admin.actions"
            field={RowActions}
            disableSort
          />
        ) : null}
      </DataTable>
    </PagedList>
  );
};
