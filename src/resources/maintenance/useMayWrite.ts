import { useCanAccess } from 'react-admin';
import type { Maintenance } from '../../../contract/maintenance';

/**
 * Whether the caller may edit or move this work: its role may, and the record rule holds
 * (contract/permissions.ts: business staff change their own in-house assets' work only, a
 * white-label business reads its B2B clients' but changes none of it). The server checks again.
 */
export function useMayWrite(action: 'edit' | 'move', record: Maintenance | undefined) {
  const { canAccess } = useCanAccess({ resource: 'maintenance', action, record });
  return !!record && !!canAccess;
}
