import { Box } from '@mui/material';
import type { SimpleListProps } from 'react-admin';
import type { Request } from '../../../contract/request';
import { StatusChip } from '../common/StatusChip';

/** A request's status as a chip, in the requests resource's words. */
export const RequestStatusChip = () => <StatusChip resource="business-dispatches" />;

/**
 * A request on a phone (issue 33): its reference as the title, its status beside it, the pickup
 * and drop-off addresses below, each on its own line; a tap opens the request's page.
 */
export const requestCard: SimpleListProps<Request> = {
  primaryText: (request) => request.reference,
  secondaryText: (request) => (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {request.pickup_address}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        → {request.dropoff_address}
      </Box>
    </>
  ),
  tertiaryText: () => <RequestStatusChip />,
  rowClick: 'show',
};
