import { useCanAccess } from 'react-admin';
import type { Maintenance } from '../../../contract/maintenance';
import { useAuthState } from '../../providers/store';

/**
 * Whether the caller may edit or move this work: its role may (contract/permissions.ts), and
 * for business staff the asset is their own in-house one (a white-label business reads its
 * B2B clients' work but changes none of it: the server answers 403). The server checks again.
 */
export function useMayWrite(action: 'edit' | 'move', record: Maintenance | undefined) {
  const { canAccess } = useCanAccess({ resource: 'maintenance', action });
  const { user } = useAuthState();
  if (!record || !canAccess) return false;
  if (user?.role === 'business') return record.business_id === user.business_id;
  return true;
}
