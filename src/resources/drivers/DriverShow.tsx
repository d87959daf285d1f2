import { Box, CardContent, Grid } from '@mui/material';
import { EditButton, Show, TopToolbar, useCanAccess } from 'react-admin';
import { FieldCell, ShowCell } from '../common/ShowSection';
import { LocaleDateField } from '../common/LocaleDateField';
import { DriverDocuments } from './DriverDocuments';
import { DriverStatusField } from './DriverStatusField';
import { ErasePersonButton } from '../common/ErasePersonButton';

/**
 * Editing is its employer's (`drivers:edit`); the operator reads. Erasing its personal data is
 * the superadmin's and its business's (`personal-data:delete`, docs/privacy.md).
 */
const DriverShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'drivers', action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? <EditButton /> : null}
      <ErasePersonButton />
    </TopToolbar>
  );
};

/** A driver (GET /drivers/{id}, in scope or 404): who it is, its status, and its documents. */
export const DriverShow = () => (
  <Show actions={<DriverShowActions />}>
    <CardContent>
      <Grid container spacing={1}>
        <FieldCell source="name" />
        <FieldCell source="email" />
        <FieldCell source="phone" emptyText="—" />
        <FieldCell source="employer_name" emptyText="—" />
        <ShowCell source="status">
          <DriverStatusField />
        </ShowCell>
        <FieldCell
          source="last_login_at"
          field={LocaleDateField}
          showTime
          emptyText="resources.drivers.never"
        />
      </Grid>
    </CardContent>
    <Box sx={{ p: 2 }}>
      <DriverDocuments />
    </Box>
  </Show>
);
