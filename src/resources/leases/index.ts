import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';

export const list = lazy(() => import('./LeaseList').then((m) => ({ default: m.LeaseList })));
export const show = lazy(() => import('./LeaseShow').then((m) => ({ default: m.LeaseShow })));
export const icon = HandshakeIcon;
/** A lease reads as its asset and who leases it. */
export const recordRepresentation = (record: {
  asset_name?: string;
  lessee_business_name?: string;
}) => `${record.asset_name ?? ''} — ${record.lessee_business_name ?? ''}`;

/**
 * `<Resource name="leases" {...leases} />`: leases in the caller's scope and their moves. A
 * lease is created from the lease market (a business's proposal), not from a form here.
 */
const leases = { list, show, icon, recordRepresentation };
export default leases;
