/**
 * The recipient's mails (docs/tracking.md): when a request with a recipient e-mail reaches
 * `assigned`, `in_transit`, `delivered`, `failed` or `cancelled`, its recipient is mailed once
 * per kind, if its business sends that kind (settings' `recipient_notices`); the `assigned`
 * mail tells the delivery code when the business requires it. Called inside the move's
 * transaction: the claim (a `recipient_notices` row, unique per request and kind) and the
 * outbox row commit or roll back with the move; the caller delivers the ids after the commit.
 */
import { z } from 'zod';
import type { SentRecipientNotice } from '../../../contract/tracking';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { zoneOfSql } from '../../db/sql';
import { promisedWindow } from '../../../contract/promised-window';
import { trackingLink } from '../../../contract/tracking-link';
import { recipientMail } from '../../mail/recipient-mails';
import { mailLocale } from '../../mail/templates';
import type { Mailer } from '../platform/mail';

export interface NoticeDeps {
  mailer: Mailer;
  /** FLOTTE_PUBLIC_URL: the tracking link's base; unset, the mail carries no link. */
  publicUrl?: string | undefined;
}

const noticeRow = z.object({
  recipient_email: z.string().nullable(),
  reference: z.string(),
  tracking_token: z.string(),
  business_name: z.string(),
  default_language: z.string().nullable(),
  /** null: the business never saved settings (every kind is sent). */
  sends: z.boolean().nullable(),
  delivery_code: z.string(),
  /** Whether the business's deliveries require the code (docs/drivers.md). */
  asks_code: z.boolean().nullable(),
  /** On a round: its drop-off's planned start, whence the window promised (docs/rounds.md). */
  round_dropoff_at: z.string().nullable(),
  /** The business's zone: the window is told on its wall clock. */
  zone: z.string(),
});

/** The request's recipient, its business's name, language and settings for a mail of `kind`. */
const noticeOf = (tx: Queryable, requestId: string, kind: string) =>
  queryOne(
    tx,
    noticeRow,
    `select r.recipient_email, r.reference, r.tracking_token,
            coalesce(c.name, b.name) as business_name, s.default_language,
            $2 = any(s.recipient_notices) as sends, r.delivery_code,
            'code' = any(s.proof_required) as asks_code, ${zoneOfSql('b.id')} as zone,
            (select st.planned_start from dispatches d join round_stops st
               on st.round_id = d.round_id and st.request_id = d.request_id and st.kind = 'dropoff'
             where d.request_id = r.id and d.status in ('assigned', 'in_transit')
             limit 1) as round_dropoff_at
     from requests r
       join businesses b on b.id = r.business_id
       left join customizations c on c.business_id = b.id
       left join business_settings s on s.business_id = b.id
     where r.id = $1`,
    [requestId, kind],
  );

const trackingUrlOf = (deps: NoticeDeps, token: string) =>
  deps.publicUrl ? trackingLink(deps.publicUrl, token) : undefined;

/** Queues the recipient's mail of `kind` unless sent before; answers the outbox ids (0 or 1). */
export async function noticeRecipient(
  tx: Queryable,
  deps: NoticeDeps,
  requestId: string,
  kind: SentRecipientNotice,
): Promise<string[]> {
  const row = await noticeOf(tx, requestId, kind);
  if (!row?.recipient_email || row.sends === false) return [];
  // The claim: a second move of the same kind (none today, a retry tomorrow) mails nobody.
  const claimed = await tx.query(
    `insert into recipient_notices (request_id, kind) values ($1, $2)
     on conflict do nothing returning request_id`,
    [requestId, kind],
  );
  if (claimed.length === 0) return [];
  const content = recipientMail(kind, mailLocale(row.default_language), {
    businessName: row.business_name,
    reference: row.reference,
    trackingUrl: trackingUrlOf(deps, row.tracking_token),
    deliveryCode: row.asks_code ? row.delivery_code.trim() : undefined,
    // A round's recipient learns her window with the `assigned` mail, sent once (the claim).
    window:
      kind === 'assigned' && row.round_dropoff_at
        ? { ...promisedWindow(row.round_dropoff_at, row.zone), zone: row.zone }
        : undefined,
  });
  const outboxId = await deps.mailer.queue(tx, { to: row.recipient_email, ...content });
  await tx.query(
    'update recipient_notices set outbox_id = $3 where request_id = $1 and kind = $2',
    [requestId, kind, outboxId],
  );
  return [outboxId];
}

/**
 * The recipient's new delivery code (services/dispatch/delivery-code.ts), whatever the
 * business's notices: without it the delivery cannot be proved. Answers the outbox ids (0 or 1).
 */
export async function mailNewCode(
  tx: Queryable,
  deps: NoticeDeps,
  requestId: string,
): Promise<string[]> {
  const row = await noticeOf(tx, requestId, 'new_code');
  if (!row?.recipient_email) return [];
  const content = recipientMail('new_code', mailLocale(row.default_language), {
    businessName: row.business_name,
    reference: row.reference,
    trackingUrl: trackingUrlOf(deps, row.tracking_token),
    deliveryCode: row.delivery_code.trim(),
  });
  return [await deps.mailer.queue(tx, { to: row.recipient_email, ...content })];
}
