import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { Maintenance, MaintenanceUpdate } from '../../../contract/maintenance';
import { idPath, one, page } from './call';

/**
 * A move of scheduled work (PATCH /maintenance/{id} with a `status`): start it, complete it
 * (with what was done: date, cost in minor units, vendor, odometer) or cancel it.
 */
export type MaintenanceMove =
  | { status: 'in_progress' }
  | { status: 'cancelled' }
  | ({ status: 'completed' } & Pick<
      MaintenanceUpdate,
      'completed_at' | 'cost' | 'vendor' | 'completed_odometer_km'
    >);

/**
 * Maintenance calls that are not plain CRUD (issue 9); the list, one record, create and edit
 * are the `maintenance` resource's.
 */
export const maintenanceMethods = (client: AxiosInstance) => ({
  /** Scheduled work by due date, overdue first (GET /maintenance/upcoming), a page at a time. */
  getUpcomingMaintenance: (paging = { limit: 10, skip: 0 }) =>
    page<Maintenance>(client, '/maintenance/upcoming', paging),
  /** The record after the move; completing recurring work answers the next one's `next_id`. */
  moveMaintenance: (id: Identifier, move: MaintenanceMove) =>
    one(() => client.patch<{ data: Maintenance }>(idPath('/maintenance', id), move)),
});
