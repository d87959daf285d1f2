import { z } from 'zod';
import { country, locale } from './account';
import { email } from './auth';
import { currency } from './asset-type';
import { minorUnits, msg, requiredText, uuid } from './common';
import { PROOF_KINDS, proofKind } from './dispatch';
import { RECIPIENT_NOTICE_KINDS, recipientNoticeKind } from './tracking';

/** validation key of a time zone that is not an IANA name. */
export const settingsMsg = { timezone: 'flotte.validation.timezone' } as const;

/** An IANA time zone the runtime knows (Europe/Paris, Africa/Abidjan, UTC…). */
export const timezone = requiredText(64).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: settingsMsg.timezone },
);

/**
 * A business's settings (`GET /business-settings`, `/business-settings/{id}`). A business that
 * never saved any reads the defaults (`saved: false`).
 */
export const businessSettings = z.object({
  business_id: z.string(),
  /** The wallet's currency (docs/business.md, "Country and currency"). */
  currency: z.string(),
  /** Money has moved through the wallet: the currency can no longer change. */
  currency_locked: z.boolean(),
  timezone: z.string(),
  /** The business's own country (its profile's). */
  country: z.string().nullable(),
  default_language: locale,
  /** Dispatch options, enforced when a request is created. */
  require_recipient_phone: z.boolean(),
  default_package_type_id: z.string().nullable(),
  /** Minor units; below it the wallet shows as low (0: no warning). */
  low_balance_threshold: z.number().int(),
  notification_emails: z.array(z.string()),
  /**
   * Which mails the recipients of its requests receive (docs/tracking.md); all by default.
   */
  recipient_notices: z.array(recipientNoticeKind),
  /** What its deliveries must carry (docs/drivers.md, "Proof of delivery"); none by default. */
  proof_required: z.array(proofKind),
  /**
   * Each new request placed by itself (docs/rounds.md, "Auto-dispatch"): into today's best
   * published round, else on the nearest compliant asset; off by default.
   */
  auto_dispatch: z.boolean(),
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

const fields = {
  currency,
  timezone,
  country: country.nullable(),
  default_language: locale,
  require_recipient_phone: z.boolean(),
  default_package_type_id: uuid.nullable(),
  low_balance_threshold: minorUnits,
  notification_emails: z.array(email).max(10, { error: msg.tooLong }),
  recipient_notices: z
    .array(recipientNoticeKind)
    .max(RECIPIENT_NOTICE_KINDS.length, { error: msg.tooMany }),
  proof_required: z.array(proofKind).max(PROOF_KINDS.length, { error: msg.tooMany }),
  auto_dispatch: z.boolean(),
};

/** POST /business-settings (409 conflict when saved already) and PATCH (partial). */
export const businessSettingsWrite = z.object(fields).partial();
export type BusinessSettingsWrite = z.infer<typeof businessSettingsWrite>;
