import { Button, TableBody, TableCell, TableRow } from '@mui/material';
import {
  RecordContextProvider,
  useCanAccess,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Document } from '../../../contract/documents';
import { ScrollingTable } from '../common/ScrollingTable';
import { DocumentDueChip, KindName } from './DocumentFields';
import { TableHeadRow } from '../common/TableHeadRow';

const dayText = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Whose documents: an asset's or a driver's (the API's filter, the create form's preset). */
export type DocumentHolder = { asset_id: string } | { driver_id: string };

/** The create form preset with the holder (DocumentCreate reads `asset_id` or `driver_id`). */
export const documentCreatePath = (holder: DocumentHolder) =>
  `/documents/create?${new URLSearchParams(holder).toString()}`;

/**
 * The documents in force of an asset or a driver, soonest end first: kind, number, last day and
 * due level (the asset's page and the driver's). Nothing when there are none.
 */
export const CurrentDocuments = ({ holder }: { holder: DocumentHolder }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data = [] } = useGetList<Document>('documents', {
    filter: { ...holder, current: 'true' },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'valid_to', order: 'ASC' },
  });
  if (data.length === 0) return null;
  const field = (key: string) => translate(`resources.documents.fields.${key}`);
  return (
    <ScrollingTable label={translate('resources.documents.name', { smart_count: 2 })}>
      <TableHeadRow columns={['kind_id', 'number', 'valid_to', 'due_level'].map(field)} />
      <TableBody>
        {data.map((doc) => (
          <RecordContextProvider key={doc.id} value={doc}>
            <TableRow>
              <TableCell>
                <KindName />
              </TableCell>
              <TableCell>{doc.number ?? '—'}</TableCell>
              <TableCell>{doc.valid_to ? dayText(doc.valid_to, locale) : '—'}</TableCell>
              <TableCell>
                <DocumentDueChip />
              </TableCell>
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </ScrollingTable>
  );
};

/** "Add a document" for those who may record one on `record` (the asset or the driver). */
export const AddDocumentButton = ({
  holder,
  record,
}: {
  holder: DocumentHolder;
  record: object;
}) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'documents', action: 'create', record });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={documentCreatePath(holder)} variant="outlined">
      {translate('flotte.compliance.add_document')}
    </Button>
  );
};
