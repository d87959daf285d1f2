/**
 * The previous month's invoices (docs/money.md "Invoices"): every hour, each business charged
 * last month and not invoiced yet gets its invoice. The scheduler claims the tick once across
 * servers; a run overlapping another still writes one invoice per business and month (the
 * issuing's lock and check, then the unique index).
 */
import type { Db } from '../db/db';
import { issueMonth } from '../services/invoices/issue';

export const MONTHLY_INVOICES_INTERVAL = 3600;

export const issueMonthlyInvoices = (db: Db, now = new Date()) => issueMonth(db, { now });
