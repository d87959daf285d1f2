import { useState } from 'react';
import { Alert, Chip, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useLocaleState,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Request } from '../../../contract/request';
import { LoadingPanel } from '../../components/LoadingPanel';
import { TablePager } from '../../components/TablePager';
import { formatMoney } from '../common/money';
import { EmptyText } from '../common/EmptyText';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { TableHeadRow } from '../common/TableHeadRow';
import { PhoneCards } from '../common/PhoneCards';
import { requestCard } from '../business-dispatches/requestCard';

const PER_PAGE = 10;
const field = (name: string) => `resources.business-dispatches.fields.${name}`;

/**
 * A B2B client's requests (GET /business/b2b/{id}/requests), newest first, ten a page: a table,
 * on a phone a card per request as on the requests list (issue 33).
 */
export const ClientRequests = ({ clientId }: { clientId: Identifier }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useQuery({
    queryKey: ['b2b-clients', clientId, 'requests', page],
    queryFn: () =>
      dataProvider.getB2bClientRequests(clientId, { limit: PER_PAGE, skip: page * PER_PAGE }),
  });
  // The cards read the page from a list context, as on a react-admin list, and open requests.
  const cards = useList<Request>({ data: data?.data, resource: 'business-dispatches' });
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LoadingPanel />;
  if (data.total === 0) return <EmptyText text="resources.b2b-clients.requests_empty" />;
  return (
    <ResourceContextProvider value="business-dispatches">
      <ListContextProvider value={cards}>
        <PhoneCards card={requestCard}>
          <Table size="small" aria-label={translate('resources.b2b-clients.requests')}>
            <TableHeadRow
              columns={[
                translate(field('reference')),
                translate(field('created_at')),
                translate('resources.b2b-clients.route'),
                translate(field('status')),
                translate(field('price')),
              ]}
              numbers={1}
            />
            <TableBody>
              {data.data.map((request) => (
                <TableRow key={request.id}>
                  <TableCell>
                    <Link to={`/business-dispatches/${encodeURIComponent(request.id)}/show`}>
                      {request.reference}
                    </Link>
                  </TableCell>
                  <TableCell>{new Date(request.created_at).toLocaleDateString(locale)}</TableCell>
                  <TableCell>
                    {request.pickup_address} → {request.dropoff_address}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={translate(`resources.business-dispatches.statuses.${request.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(request.price, request.currency, locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PhoneCards>
        {data.total > PER_PAGE ? (
          <TablePager count={data.total} page={page} perPage={PER_PAGE} onPageChange={setPage} />
        ) : null}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
