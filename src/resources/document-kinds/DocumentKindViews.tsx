import {
  useCanAccess,
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FunctionField,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  AutocompleteInput,
} from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ComplianceSettings, DocumentKind } from '../../../contract/documents';
import { CreateButton } from '../common/LabelledLinkButtons';
import { PagedList } from '../common/PagedList';
import { errorMessage } from '../common/useNotifiedMutation';

/** The kind's name in the user's language (the built-in ones), else as it was named. */
const KindLabel = () => {
  const translate = useTranslate();
  return (
    <FunctionField<DocumentKind>
      source="name"
      render={(k) => translate(`flotte.compliance.kinds.${k.code}`, { _: k.name })}
    />
  );
};

/**
 * The platform's settings: how many days before its end a document reads `expiring`. Kept in
 * the database (every server reads the same), changed by the superadmin: the other roles read
 * them without a save button, and a refused save says why.
 */
const SettingsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: 'compliance-settings', action: 'edit' });
  const { data } = useGetOne<ComplianceSettings & { id: string }>('compliance-settings', {
    id: 'own',
  });
  const [update] = useUpdate();
  if (!data) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('flotte.compliance.settings.title')}
        </Typography>
        <SimpleForm
          record={data}
          onSubmit={(values: Record<string, unknown>) =>
            update(
              'compliance-settings',
              { id: 'own', data: { expiring_days: values.expiring_days }, previousData: data },
              {
                onSuccess: () =>
                  notify('ra.notification.updated', { messageArgs: { smart_count: 1 } }),
                onError: (error) => notify(errorMessage(error), { type: 'error' }),
              },
            )
          }
          toolbar={
            canEdit ? (
              <Toolbar>
                <SaveButton />
              </Toolbar>
            ) : (
              false
            )
          }
        >
          <NumberInput
            source="expiring_days"
            label="flotte.compliance.settings.expiring_days"
            readOnly={!canEdit}
            helperText={canEdit ? undefined : 'flotte.compliance.settings.platform_only'}
            min={1}
            max={365}
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
};

/** The superadmin's kinds of documents, each mandatory or not (by default and per type). */
export const DocumentKindList = () => {
  // Every role reads the kinds; only who edits them opens one (no page to deny the others).
  const { canAccess: canEdit } = useCanAccess({ resource: 'document-kinds', action: 'edit' });
  return (
    <Box sx={{ width: '100%' }}>
      <SettingsCard />
      <PagedList
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
          <DataTable.Col source="name">
            <KindLabel />
          </DataTable.Col>
          <DataTable.Col source="subject">
            <FunctionField<DocumentKind>
              source="subject"
              render={(k) => <SubjectText subject={k.subject} />}
            />
          </DataTable.Col>
          <DataTable.Col source="mandatory" field={BooleanField} />
          <DataTable.Col source="missing_blocks" field={BooleanField} />
          <DataTable.Col source="active" field={BooleanField} />
        </DataTable>
      </PagedList>
    </Box>
  );
};

const SubjectText = ({ subject }: { subject: string }) => (
  <span>{useTranslate()(`flotte.compliance.subjects.${subject}`)}</span>
);

const subjectChoices = ['asset', 'driver'].map((id) => ({
  id,
  name: `flotte.compliance.subjects.${id}`,
}));

/** Its name, default marks, and the superadmin's choice per asset type. */
const KindInputs = ({ creating }: { creating?: boolean }) => (
  <>
    {creating ? <TextInput source="code" isRequired /> : null}
    <TextInput source="name" isRequired />
    {creating ? <SelectInput source="subject" choices={subjectChoices} isRequired /> : null}
    <BooleanInput source="mandatory" />
    <BooleanInput source="missing_blocks" />
    <BooleanInput source="active" />
    <ArrayInput source="asset_types" label="flotte.compliance.per_type">
      <SimpleFormIterator inline disableReordering>
        <ReferenceInput source="asset_type_id" reference="asset-type">
          <AutocompleteInput optionText="name" label="resources.asset-type.name" isRequired />
        </ReferenceInput>
        <BooleanInput source="mandatory" label="resources.document-kinds.fields.mandatory" />
        <BooleanInput
          source="missing_blocks"
          label="resources.document-kinds.fields.missing_blocks"
        />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

export const DocumentKindEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <KindInputs />
    </SimpleForm>
  </Edit>
);

export const DocumentKindCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ subject: 'asset', active: true, asset_types: [] }}>
      <KindInputs creating />
    </SimpleForm>
  </Create>
);
