import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  TextInput,
  useCanAccess,
  useTranslate,
  type Validator,
} from 'react-admin';
import { activeFilter } from './activeFilter';
import { CreateButton } from './LabelledLinkButtons';
import { CreateForm } from './CreateForm';
import { ListActions } from './ListActions';
import { NamedBulkDeleteButton } from './NamedDeleteButton';
import { PagedList } from './PagedList';
import { SaveDeleteForm } from './SaveDeleteForm';
import { LocaleDateField } from './LocaleDateField';
import { searchFilter } from './searchFilter';

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

const filters = (resource: string) => [searchFilter, activeFilter(`resources.${resource}.filters`)];

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
      <PagedList
        filters={filters(resource)}
        actions={<ListActions />}
        sort={{ field: 'name', order: 'ASC' }}
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
      </PagedList>
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

  const TypeCreate = () => (
    <Create redirect="list" sx={{ maxWidth: 720 }}>
      <CreateForm defaultValues={{ active: true }}>
        <Inputs />
      </CreateForm>
    </Create>
  );

  const TypeEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 720 }}>
      <SaveDeleteForm>
        <Inputs />
      </SaveDeleteForm>
    </Edit>
  );

  return { list: TypeList, create: TypeCreate, edit: TypeEdit };
}
