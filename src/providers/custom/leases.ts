import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { Lease, LeaseCreate } from '../../../contract/lease';
import { idPath, one } from './call';

/** The moves of PATCH /leases/{id} (contract/lease.ts `leaseUpdate`). */
type LeaseMove = { status: 'active' | 'cancelled' | 'ended'; reason?: string | null };

/** A reason typed in a dialog: blank means none (the API keeps null, not ""). */
const reasonOf = (reason?: string | null) => {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
};

/**
 * Leases (issue 9): what is not plain CRUD. Preferences, the lease market (GET
 * /lease-preferences answered to a business) and the leases lists are resources
 * (`lease-preferences`, `leases`); proposing and every move of a lease are here. Names carry "Lease": these methods
 * are spread into one dataProvider with every other module's.
 */
export const leaseMethods = (client: AxiosInstance) => {
  const moveLease = (id: Identifier, body: LeaseMove) =>
    one(() => client.patch<{ data: Lease }>(idPath('/leases', id), body));
  return {
    /** A business proposes a lease on an offer's terms (pending; nothing is charged yet). */
    proposeLease: (body: LeaseCreate) => one(() => client.post<{ data: Lease }>('/leases', body)),
    /** The owner accepts: the business pays the first period and the deposit now. */
    acceptLease: (id: Identifier) => moveLease(id, { status: 'active' }),
    /** The owner declines a pending proposal, saying why. */
    declineLease: (id: Identifier, reason: string) =>
      moveLease(id, { status: 'cancelled', ...reasonOf(reason) }),
    /** The business withdraws its pending proposal, or the operator cancels it. */
    cancelLease: (id: Identifier, reason?: string | null) =>
      moveLease(id, { status: 'cancelled', ...reasonOf(reason) }),
    /** Either side (or the operator) ends an active lease before its end date. */
    endLease: (id: Identifier, reason?: string | null) =>
      moveLease(id, { status: 'ended', ...reasonOf(reason) }),
  };
};
