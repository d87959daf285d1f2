import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

export const list = lazy(() => import('./AuditLogList').then((m) => ({ default: m.AuditLogList })));

/**
 * `<Resource name="audit-log" {...auditLog} />` (GET /audit-log): who did what, when, from
 * where; the superadmin's whole log, a business's own (docs/privacy.md).
 */
const auditLog = { list, icon: HistoryIcon };
export default auditLog;
