/**
 * The invitation of a driver (docs/drivers.md): like a staff invitation (business-mails.ts), a
 * reset-password code to choose its password, but it says who the driver will drive for.
 * French (default) and English, like templates.ts.
 */
import {
  type InvitationTexts,
  type PasswordInvitationMail,
  passwordInvitationMail,
} from './business-mails';
import type { MailContent, MailLocale } from './templates';

export interface DriverInvitationMail extends PasswordInvitationMail {
  /** Who it drives for: the owner's name, or the business's. */
  employerName: string;
  /** Who invited it: the owner, or a staff member of the business. */
  inviterName: string;
}

const TEXTS: Record<MailLocale, InvitationTexts> = {
  fr: {
    subject: (e: string) => `Flotte : vos livraisons pour ${e}`,
    invited: (who: string, e: string) =>
      `${who} vous a créé un compte de chauffeur pour ${e} sur Flotte : vous y verrez vos livraisons et les ferez avancer depuis votre téléphone.`,
    ignore: 'Si vous ne vous attendiez pas à ce message, ignorez-le.',
  },
  en: {
    subject: (e: string) => `Flotte: your deliveries for ${e}`,
    invited: (who: string, e: string) =>
      `${who} created a driver account for you for ${e} on Flotte: you will see your deliveries there and move them on from your phone.`,
    ignore: 'If you did not expect this message, ignore it.',
  },
};

export const driverInvitationMail = (locale: MailLocale, data: DriverInvitationMail): MailContent =>
  passwordInvitationMail(locale, TEXTS[locale], data.employerName, data);
