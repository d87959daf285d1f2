/**
 * The delivery receipt's words, French (default) and English, in the business's default
 * language: the server's own catalog, like the mails' (server/mail/templates.ts).
 */
import type { MailLocale } from '../../mail/templates';

export interface ReceiptTexts {
  title: string;
  reference: string;
  pickup: string;
  dropoff: string;
  requested: string;
  pickedUp: string;
  delivered: string;
  asset: string;
  driver: string;
  recipient: string;
  code: string;
  codeChecked: string;
  position: string;
  photo: string;
  signature: string;
  unreadable: string;
  none: string;
  generated: (at: string) => string;
  fileName: (reference: string) => string;
}

export const RECEIPT_TEXTS: Record<MailLocale, ReceiptTexts> = {
  fr: {
    title: 'Reçu de livraison',
    reference: 'Demande',
    pickup: 'Prise en charge',
    dropoff: 'Livraison',
    requested: 'Demandée le',
    pickedUp: 'Prise en charge le',
    delivered: 'Livrée le',
    asset: 'Actif',
    driver: 'Chauffeur',
    recipient: 'Remise à',
    code: 'Code de livraison',
    codeChecked: 'vérifié',
    position: 'Position à la livraison',
    photo: 'Photo',
    signature: 'Signature',
    unreadable: 'image illisible',
    none: '—',
    generated: (at) => `Établi le ${at} par Flotte.`,
    fileName: (reference) => `recu-${reference}.pdf`,
  },
  en: {
    title: 'Delivery receipt',
    reference: 'Request',
    pickup: 'Pickup',
    dropoff: 'Drop-off',
    requested: 'Requested on',
    pickedUp: 'Picked up on',
    delivered: 'Delivered on',
    asset: 'Asset',
    driver: 'Driver',
    recipient: 'Handed to',
    code: 'Delivery code',
    codeChecked: 'checked',
    position: 'Position at delivery',
    photo: 'Photo',
    signature: 'Signature',
    unreadable: 'unreadable image',
    none: '—',
    generated: (at) => `Issued on ${at} by Flotte.`,
    fileName: (reference) => `receipt-${reference}.pdf`,
  },
};
