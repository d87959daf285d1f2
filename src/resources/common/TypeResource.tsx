import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  ColumnsButton,
  Create,
  DataTable,
  Edit,
  FilterButton,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useTranslate,
  type Validator,
} from 'react-admin';
import { CreateButton } from './LabelledLinkButtons';
import { NamedExportButton } from './NamedExportButton';
import { NamedBulkDeleteButton } from './NamedDeleteButton';
import { SaveDeleteForm } from './SaveDeleteForm';
import { MAX_LIMIT } from '../../../contract/common';
import { ListPagination } from './ListPagination';
import { LocaleDateField } from './LocaleDateField';
import { useSaveWithServerErrors } from './useSaveWithServerErrors';

/**
 * The simple type lists of the catalog (business types, request package types): name,
 * description, active and perhaps an extra column. Superadmin writes; every role reads.
 * Labels come from `resources.<resource>.fields`.
 */
export interface TypeResourceOptions {
  resource: string;
  validate: Record<string, Validator>;
  /** Extra inputs (after the description). */
  extraInputs?: ReactNode;
  /** Extra columns (after the name). */
  extraColumns?: ReactNode;
}

const filters = (resource: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: 'true', name: `resources.${resource}.filters.active` },
      { id: 'false', name: `resources.${resource}.filters.inactive` },
    ]}
  />,
];

export function typeResourceViews({
  resource,
  validate,
  extraInputs,
  extraColumns,
}: TypeResourceOptions) {
  const Empty = () => {
    const translate = useTranslate();
    const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
    return (
      <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
        <Typography variant="h5" component="p" gutterBottom>
          {translate(`resources.${resource}.empty`)}
        </Typography>
        {canCreate ? <CreateButton variant="contained" /> : null}
      </Box>
    );
  };

  const TypeList = () => {
    const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
    return (
      <List
        filters={filters(resource)}
        actions={
          <TopToolbar>
            <FilterButton />
            <CreateButton />
            <ColumnsButton />
            <NamedExportButton maxResults={MAX_LIMIT} />
          </TopToolbar>
        }
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Empty />}
      >
        <DataTable
          rowClick={canEdit ? 'edit' : false}
          bulkActionButtons={canDelete ? <NamedBulkDeleteButton /> : false}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="description" disableSort />
          {extraColumns}
          <DataTable.Col source="active" field={BooleanField} />
          <DataTable.Col source="created_at" field={LocaleDateField} />
        </DataTable>
      </List>
    );
  };

  const Inputs = () => (
    <>
      <TextInput source="name" validate={validate.name} autoFocus />
      <TextInput source="description" validate={validate.description} multiline minRows={3} />
      {extraInputs}
      <BooleanInput source="active" />
    </>
  );

  const TypeCreateForm = () => {
    const save = useSaveWithServerErrors();
    return (
      <SimpleForm
        defaultValues={{ active: true }}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <Inputs />
      </SimpleForm>
    );
  };
  const TypeCreate = () => (
    <Create redirect="list" sx={{ maxWidth: 720 }}>
      <TypeCreateForm />
    </Create>
  );

  const TypeEditForm = () => (
    <SaveDeleteForm>
      <Inputs />
    </SaveDeleteForm>
  );
  const TypeEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 720 }}>
      <TypeEditForm />
    </Edit>
  );

  return { list: TypeList, create: TypeCreate, edit: TypeEdit };
}
