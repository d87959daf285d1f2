import type { Db } from '../db/db';
import type { AuthGuards } from '../plugins/auth';
import type { Codes } from '../services/accounts/codes';
import type { PlanPolicy } from '../services/business/entitlements';
import type { Mailer } from '../services/platform/mail';

/** What the business-side route plugins (issue 8) are given. */
export interface BusinessRouteDeps {
  db: Db;
  guards: AuthGuards;
  policy: PlanPolicy;
  mailer: Mailer;
  codes: Codes;
  /** FLOTTE_PUBLIC_URL: the app's address for links in mails; unset, mails carry none. */
  publicUrl?: string | undefined;
}
