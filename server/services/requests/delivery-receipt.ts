/**
 * `GET /business-dispatches/{id}/receipt.pdf` (docs/drivers.md, "Proof of delivery"): the
 * delivery receipt of a delivered request — its reference, addresses, times, asset and driver,
 * who received it, where, and the photo and signature taken — one A4 page built with pdf-lib,
 * in the business's default language and time zone. Scoped like the request (404 outside it);
 * who may ask at all is the route's grant (not drivers, not asset owners). 409 `not_delivered`
 * before the delivery.
 */
import type { Readable } from 'node:stream';
import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import { proofKind, type ProofKind } from '../../../contract/dispatch';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { mailLocale } from '../../mail/templates';
import { findRequest } from './requests';
import { uploadNameOf } from '../dispatch/proof';
import { RECEIPT_TEXTS, type ReceiptTexts } from './delivery-receipt-texts';
import type { UploadStore } from '../uploads';

/** A timestamp, as an ISO string. */
type Stamp = string | null;

const receiptRow = z.object({
  reference: z.string(),
  business_name: z.string(),
  default_language: z.string().nullable(),
  timezone: z.string().nullable(),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  recipient_name: z.string().nullable(),
  created_at: z.string(),
  in_transit_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  asset_name: z.string(),
  driver_name: z.string().nullable(),
  dispatch_id: z.string(),
});
type ReceiptRow = z.infer<typeof receiptRow>;

const proofRow = z.object({
  kind: proofKind,
  value: z.string(),
  content_type: z.string().nullable(),
});
type ProofRow = z.infer<typeof proofRow>;

export interface Receipt {
  fileName: string;
  bytes: Uint8Array;
}

/** The delivered request's facts, from its delivered dispatch (one per request at most). */
async function readReceiptRow(db: Queryable, requestId: string): Promise<ReceiptRow> {
  const row = await queryOne(
    db,
    receiptRow,
    `select r.reference, coalesce(c.name, b.name) as business_name, s.default_language,
            s.timezone, r.pickup_address, r.dropoff_address, r.recipient_name, r.created_at,
            d.in_transit_at, d.delivered_at, a.name as asset_name, drv.name as driver_name,
            d.id as dispatch_id
     from requests r
       join businesses b on b.id = r.business_id
       left join customizations c on c.business_id = b.id
       left join business_settings s on s.business_id = b.id
       join dispatches d on d.request_id = r.id and d.status = 'delivered'
       join assets a on a.id = d.asset_id
       left join users drv on drv.id = d.driver_id
     where r.id = $1`,
    [requestId],
  );
  return row!;
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A proof image, embedded; null when its bytes are gone or unreadable. */
async function embedImage(
  pdf: PDFDocument,
  db: Queryable,
  store: UploadStore,
  proof: ProofRow,
): Promise<PDFImage | null> {
  try {
    const stored = await store.load(db, uploadNameOf(proof.value));
    if (!stored) return null;
    const bytes = await bytesOf(stored.body);
    if (proof.content_type === 'image/png') return await pdf.embedPng(bytes);
    if (proof.content_type === 'image/jpeg') return await pdf.embedJpg(bytes);
    return null;
  } catch {
    return null;
  }
}

/** Text the standard fonts can draw (WinAnsi): anything else becomes a space or `?`. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((c) => (known.has(c.codePointAt(0)!) ? c : /\s/.test(c) ? ' ' : '?'))
    .join('');
}

/** Words of `text` on lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

const MARGIN = 50;
const LABEL_WIDTH = 150;

/** One A4 page written top-down (the receipt's, the payout statement's). */
export class Writer {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  title(text: string, size = 20) {
    this.y -= size;
    this.page.drawText(drawable(this.bold, text), { x: MARGIN, y: this.y, size, font: this.bold });
    this.y -= size / 2;
  }

  /** One labelled line (wrapped): "Livraison      3 place Bellecour, Lyon". */
  field(label: string, value: string, size = 11) {
    const width = this.page.getWidth() - 2 * MARGIN - LABEL_WIDTH;
    const lines = wrap(this.regular, drawable(this.regular, value), size, width);
    this.y -= size + 4;
    this.page.drawText(drawable(this.bold, label), {
      x: MARGIN,
      y: this.y,
      size,
      font: this.bold,
    });
    lines.forEach((line, i) => {
      if (i > 0) this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN + LABEL_WIDTH, y: this.y, size, font: this.regular });
    });
  }

  /** An image under its label, shrunk into a 240 × 150 box (never enlarged). */
  image(label: string, image: PDFImage | null, missing: string) {
    this.field(label, image ? '' : missing);
    if (!image) return;
    const scaled = image.scale(Math.min(1, 240 / image.width, 150 / image.height));
    this.y -= scaled.height + 6;
    this.page.drawImage(image, {
      x: MARGIN + LABEL_WIDTH,
      y: this.y,
      width: scaled.width,
      height: scaled.height,
    });
  }

  footer(text: string) {
    this.page.drawText(drawable(this.regular, text), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 9,
      font: this.regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
}

/** The receipt of delivered request `id`, as `user` may read it. */
export async function deliveryReceipt(
  db: Queryable,
  store: UploadStore,
  user: User,
  id: string,
  now: Date = new Date(),
): Promise<Receipt> {
  const request = await findRequest(db, user, id);
  if (!request) throw notFound();
  if (request.status !== 'delivered') throw new ApiError(409, 'not_delivered');
  const row = await readReceiptRow(db, request.id);
  const proofs = await queryRows(
    db,
    proofRow,
    `select p.kind, p.value, u.content_type
     from dispatch_proofs p left join uploads u
       on p.kind in ('photo', 'signature') and u.name = substr(p.value, length('/api/uploads/') + 1)
     where p.dispatch_id = $1`,
    [row.dispatch_id],
  );
  const proof = (kind: ProofKind) => proofs.find((p) => p.kind === kind);
  const locale = mailLocale(row.default_language);
  const t: ReceiptTexts = RECEIPT_TEXTS[locale];
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: row.timezone ?? 'Europe/Paris',
  });
  const when = (stamp: Stamp) => (stamp ? format.format(new Date(stamp)) : t.none);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${row.reference}`);
  pdf.setProducer('Flotte');
  const page = pdf.addPage([595.28, 841.89]); // A4
  const out = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  out.title(t.title);
  out.title(row.business_name, 13);
  out.field(t.reference, row.reference);
  out.field(t.pickup, row.pickup_address);
  out.field(t.dropoff, row.dropoff_address);
  out.field(t.requested, when(row.created_at));
  out.field(t.pickedUp, when(row.in_transit_at));
  out.field(t.delivered, when(row.delivered_at));
  out.field(t.asset, row.asset_name);
  out.field(t.driver, row.driver_name ?? t.none);
  out.field(t.recipient, proof('name')?.value ?? row.recipient_name ?? t.none);
  if (proof('code')) out.field(t.code, t.codeChecked);
  // Where the driver took the delivery step (the phone's position, when it had one).
  const steps = await queryRows(
    db,
    z.object({ lat: z.number().nullable(), lng: z.number().nullable() }),
    `select lat, lng from dispatch_steps where dispatch_id = $1 and step = 'delivered'`,
    [row.dispatch_id],
  );
  const at = steps[0];
  out.field(
    t.position,
    at?.lat != null && at.lng != null ? `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}` : t.none,
  );
  for (const kind of ['photo', 'signature'] as const) {
    const item = proof(kind);
    if (item) out.image(t[kind], await embedImage(pdf, db, store, item), t.unreadable);
  }
  out.footer(t.generated(format.format(now)));
  return { fileName: t.fileName(row.reference), bytes: await pdf.save() };
}
