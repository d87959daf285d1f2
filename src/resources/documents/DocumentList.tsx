import { AutocompleteInput, DataTable, DateField, ReferenceInput, SelectInput } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { DocumentDueChip, KindName, SubjectName, dueLevelChoices } from './DocumentFields';
import { searchFilter } from '../common/searchFilter';

/** The dashboards link here with `due_level` (documents in force only, as they count). */
const filters = [
  searchFilter,
  <SelectInput key="due_level" source="due_level" choices={dueLevelChoices} alwaysOn />,
  <ReferenceInput key="asset_id" source="asset_id" reference="assets">
    <AutocompleteInput optionText="name" label="resources.documents.fields.asset_id" />
  </ReferenceInput>,
];

/** Documents of assets and drivers in scope, with their due level. */
export const DocumentList = () => (
  <PagedList filters={filters} actions={<ListActions />} sort={{ field: 'valid_to', order: 'ASC' }}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="kind_id" label="resources.documents.fields.kind_id">
        <KindName />
      </DataTable.Col>
      <DataTable.Col source="asset_id" label="resources.documents.fields.asset_id">
        <SubjectName />
      </DataTable.Col>
      <DataTable.Col source="number" />
      <DataTable.Col source="valid_to">
        <DateField source="valid_to" />
      </DataTable.Col>
      <DataTable.Col source="due_level" disableSort>
        <DocumentDueChip />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);
