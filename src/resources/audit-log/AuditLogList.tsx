import { DataTable, FunctionField, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/privacy';
import { DateInput } from '../../components/DateInput';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { LocaleDateField } from '../common/LocaleDateField';
import { PagedList } from '../common/PagedList';
import { ServerCsvButton } from '../common/ServerCsvButton';

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="entity" source="entity" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" />,
  <TextInput key="api_key_prefix" source="api_key_prefix" />,
  <TextInput key="actor_user_id" source="actor_user_id" />,
  <TextInput key="entity_id" source="entity_id" />,
];

/** The same entries as CSV, with the list's filters (GET /audit-log/export.csv). */
const ExportCsv = () => {
  const dataProvider = useFlotteDataProvider();
  const translate = useTranslate();
  return (
    <ServerCsvButton
      fetchCsv={(params) => dataProvider.exportAuditLog(params)}
      fileName={() => translate('flotte.privacy.audit.file')}
      label="flotte.privacy.audit.export"
    />
  );
};

/** Who acted: the person, and the API key's prefix when a key made the call. */
const Actor = () => {
  const translate = useTranslate();
  return (
    <FunctionField<AuditEntry>
      source="actor_name"
      render={(entry) =>
        [
          entry.actor_name ?? '—',
          entry.api_key_prefix
            ? translate('flotte.privacy.audit.key', { prefix: entry.api_key_prefix })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
};

/**
 * The audit log (docs/privacy.md), newest first in one fixed order (the server pages it by
 * its indexes, cheap at a million entries): who, from which address, what, on which record.
 */
export const AuditLogList = () => (
  <PagedList
    // A journal of what was done, not records with a status (the walk's list checks read this).
    className="flotte-journal"
    filters={filters}
    // One fixed order (newest first): no sort is sent (react-admin's `id` means none).
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <ExportCsv />
      </TopToolbar>
    }
    exporter={false}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="at" field={LocaleDateField} disableSort />
      <DataTable.Col source="actor_name" disableSort>
        <Actor />
      </DataTable.Col>
      <DataTable.Col source="ip" disableSort />
      <DataTable.Col source="action" disableSort />
      <DataTable.Col source="entity" disableSort />
      <DataTable.Col source="entity_id" disableSort />
    </DataTable>
  </PagedList>
);
