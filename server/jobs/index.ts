/**
 * The server's periodic jobs. Adding one is one line in `periodicJobs`: a stable name (its
 * `job_runs` row) and a function that claims its own work in the database.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Mailer } from '../services/platform/mail';
import type { PlanPolicy } from '../services/business/entitlements';
import { Scheduler, type PeriodicJob } from './scheduler';
import { renewSubscriptions } from './subscription-renewals';
import { chargeLeases } from './lease-charges';
import { sendMaintenanceReminders } from './maintenance-reminders';
import { reconcileWallets } from './wallet-reconciliation';
import { sendDocumentReminders } from './document-reminders';
import { issueMonth } from '../services/payouts/statements';
import { issueMonthlyInvoices, MONTHLY_INVOICES_INTERVAL } from './monthly-invoices';
import {
  maintainPositionPartitions,
  POSITION_PARTITIONS_INTERVAL,
  POSITION_RETENTION_DAYS,
} from './positions-partitions';
import { purgeIdempotencyKeys } from '../plugins/idempotency';
import {
  purgeWebhookHistory,
  WEBHOOK_RETENTION_DAYS,
  WEBHOOK_RETENTION_INTERVAL,
} from './webhook-retention';
import {
  eraseEndedRecipients,
  RECIPIENT_RETENTION_INTERVAL,
  RECIPIENT_RETENTION_MONTHS,
} from './recipient-retention';
import {
  AUDIT_RETENTION_DAYS,
  OUTBOX_RETENTION_DAYS,
  PRUNE_INTERVAL,
  prunePersonalData,
} from './personal-data-prune';
import type { UploadStore } from '../services/uploads';
import { pruneQuotes, QUOTES_PRUNE_INTERVAL } from './quotes-prune';
import { sendInvoiceReminders } from './invoice-reminders';

/** Once a day by default (FLOTTE_RECONCILIATION_INTERVAL). */
export const RECONCILIATION_INTERVAL = 24 * 3600;

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  /** The free tier's commission, charged on lease periods of businesses without a plan. */
  policy: PlanPolicy;
  /** Where the reconciliation reports a difference (the app's log). */
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Seconds between two wallet reconciliations (default: a day). */
  reconciliationIntervalSeconds?: number;
  /** Days the drivers' positions are kept (FLOTTE_POSITION_RETENTION_DAYS; default 90). */
  positionRetentionDays?: number;
  /** Days finished webhook deliveries are kept (FLOTTE_WEBHOOK_RETENTION_DAYS; default 30). */
  webhookRetentionDays?: number;
  /** Months an ended request keeps its recipient (FLOTTE_RECIPIENT_RETENTION_MONTHS; 12). */
  recipientRetentionMonths?: number;
  /** Days mails are kept (FLOTTE_OUTBOX_RETENTION_DAYS; default 30). */
  outboxRetentionDays?: number;
  /** Days audit entries are kept (FLOTTE_AUDIT_RETENTION_DAYS; default 365). */
  auditRetentionDays?: number;
  /** Where erased proof files' bytes are discarded when it is a bucket (the database's go with their rows). */
  store?: UploadStore;
}

export const periodicJobs = ({
  db,
  mailer,
  policy,
  log = console,
  reconciliationIntervalSeconds = RECONCILIATION_INTERVAL,
  positionRetentionDays = POSITION_RETENTION_DAYS,
  webhookRetentionDays = WEBHOOK_RETENTION_DAYS,
  recipientRetentionMonths = RECIPIENT_RETENTION_MONTHS,
  outboxRetentionDays = OUTBOX_RETENTION_DAYS,
  auditRetentionDays = AUDIT_RETENTION_DAYS,
  store,
}: JobDeps): PeriodicJob[] => [
  { name: 'subscription-renewals', run: () => renewSubscriptions(db, mailer) },
  { name: 'lease-charges', run: () => chargeLeases(db, mailer, policy) },
  { name: 'maintenance-reminders', run: () => sendMaintenanceReminders(db, mailer) },
  { name: 'document-reminders', run: () => sendDocumentReminders(db, mailer) },
  // The previous month's payout statements (docs/money.md); hourly, each owner's once.
  { name: 'payout-statements', run: () => issueMonth(db, { mailer }), intervalSeconds: 3600 },
  { name: 'idempotency-keys-expiry', run: () => purgeIdempotencyKeys(db), intervalSeconds: 3600 },
  {
    name: 'webhook-history-retention',
    run: () => purgeWebhookHistory(db, webhookRetentionDays),
    intervalSeconds: WEBHOOK_RETENTION_INTERVAL,
  },
  {
    name: 'recipient-retention',
    run: () => eraseEndedRecipients(db, recipientRetentionMonths, store ? { store } : {}),
    intervalSeconds: RECIPIENT_RETENTION_INTERVAL,
  },
  {
    name: 'personal-data-prune',
    run: () =>
      prunePersonalData(db, { outboxDays: outboxRetentionDays, auditDays: auditRetentionDays }),
    intervalSeconds: PRUNE_INTERVAL,
  },
  {
    name: 'wallet-reconciliation',
    run: () => reconcileWallets(db, mailer, log),
    intervalSeconds: reconciliationIntervalSeconds,
  },
  {
    name: 'monthly-invoices',
    run: () => issueMonthlyInvoices(db),
    intervalSeconds: MONTHLY_INVOICES_INTERVAL,
  },
  { name: 'invoice-reminders', run: () => sendInvoiceReminders(db, mailer) },
  { name: 'quotes-prune', run: () => pruneQuotes(db), intervalSeconds: QUOTES_PRUNE_INTERVAL },
  {
    name: 'positions-partitions',
    run: () => maintainPositionPartitions(db, positionRetentionDays),
    intervalSeconds: POSITION_PARTITIONS_INTERVAL,
  },
];

/**
 * Starts the scheduler once the app is ready (when FLOTTE_JOBS is on) and stops it when the app
 * closes: in `preClose`, so a run in flight ends before the mailer and the database close.
 */
export function startJobs(app: FastifyInstance, deps: JobDeps, intervalSeconds: number): void {
  const jobs = periodicJobs({ log: app.log, ...deps });
  const scheduler = new Scheduler(deps.db, jobs, { intervalSeconds, log: app.log });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
}
