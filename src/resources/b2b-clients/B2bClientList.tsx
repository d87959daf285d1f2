import { Box, Link, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { brandedLoginUrl } from '../../components/business/brandedLoginUrl';
import { useOwnBusiness } from '../../components/business/useOwnBusiness';
import { activeFilter } from '../common/activeFilter';
import { NameSortedList } from '../common/NameSortedList';
import { LocaleDateField } from '../common/LocaleDateField';
import { ActiveField } from './ActiveField';
import { UnsortedTextCol } from '../common/UnsortedTextCol';
import { searchFilter } from '../common/searchFilter';

const filters = [searchFilter, activeFilter('resources.b2b-clients', { alwaysOn: true })];

/** No client yet: where they sign up (the business's branded sign-up page). */
const Empty = () => {
  const translate = useTranslate();
  const { data } = useOwnBusiness();
  const url = data ? brandedLoginUrl(data.slug).replace(/\/login$/, '/signup') : '';
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.b2b-clients.empty')}
      </Typography>
      {url ? (
        <Typography>
          {translate('resources.b2b-clients.empty_hint')}{' '}
          <Link href={url} target="_blank" rel="noopener">
            {url}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
};

/** The white-label business's B2B clients (GET /business/b2b-clients), by name. */
export const B2bClientList = () => (
  <NameSortedList filters={filters} empty={<Empty />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="active" field={ActiveField} disableSort />
      <UnsortedTextCol source="country" />
      <UnsortedTextCol source="contact_email" />
      <DataTable.Col source="created_at" field={LocaleDateField} />
    </DataTable>
  </NameSortedList>
);
