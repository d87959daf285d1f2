import { Alert, Box, Card } from '@mui/material';
import {
  DataTable,
  RecordContextProvider,
  ReferenceManyField,
  SimpleShowLayout,
  TextField,
  Title,
  TopToolbar,
  useGetMany,
  useParams,
  useTranslate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import type { B2bClient } from '../../../contract/white-label';
import { LoadingPanel } from '../../components/LoadingPanel';
import { StaffStatusField } from '../staff/StaffStatusField';
import { EmptyText } from '../common/EmptyText';
import { ListPagination } from '../common/ListPagination';
import { LocaleDateField } from '../common/LocaleDateField';
import { StaffLastLoginField } from '../staff/StaffLastLoginField';
import { ShowSection } from '../common/ShowSection';
import { ActiveField } from './ActiveField';
import { ClientRequests } from './ClientRequests';

const ClientStaff = () => (
  <ReferenceManyField
    reference="b2b-users"
    target="b2b_business_id"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    pagination={<ListPagination rowsPerPageOptions={[10]} />}
    empty={<EmptyText text="resources.b2b-clients.staff_empty" />}
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="status" field={StaffStatusField} disableSort />
      <DataTable.Col source="last_login_at" field={StaffLastLoginField} />
    </DataTable>
  </ReferenceManyField>
);

/**
 * One B2B client: its details (from the list, `?id=`: the API has no single-client read), its
 * staff (b2b-users of that client) and its requests.
 */
export const B2bClientShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, isPending } = useGetMany<B2bClient>('b2b-clients', { ids: [id] });
  const client = data?.[0];
  return (
    <Box sx={{ mb: 4 }}>
      <TopToolbar>
        <ListButton resource="b2b-clients" />
      </TopToolbar>
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {isPending ? <LoadingPanel /> : null}
      {!isPending && !error && !client ? (
        <Alert severity="warning">{translate('resources.b2b-clients.not_found')}</Alert>
      ) : null}
      {client ? (
        <RecordContextProvider value={client}>
          <Title title={client.name} />
          <Card>
            <SimpleShowLayout>
              <TextField source="name" />
              <ActiveField source="active" />
              <TextField source="slug" />
              <TextField source="country" emptyText="—" />
              <TextField source="contact_email" emptyText="—" />
              <LocaleDateField source="created_at" />
            </SimpleShowLayout>
          </Card>
          <ShowSection title="resources.b2b-clients.staff">
            <ClientStaff />
          </ShowSection>
          <ShowSection title="resources.b2b-clients.requests">
            <ClientRequests clientId={client.id} />
          </ShowSection>
        </RecordContextProvider>
      ) : null}
    </Box>
  );
};
