/**
 * Access and portability (GDPR art. 15 and 20, docs/privacy.md): a signed-in person downloads
 * what Flotte keeps about them as one ZIP: `profile.json` (the account), one CSV per kind of
 * record (sessions, activity in the audit log, mails, requests made, deliveries driven and
 * positions sent, documents, an owner's bank account and payout statements, assets owned) and `files/` (their documents' files and what they
 * uploaded). CSV cells go through `formulaSafe` (contract/csv-cell.ts) like every export.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import Papa from 'papaparse';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { formulaSafe } from '../../../contract/csv-cell';
import { iso, type Queryable, type Row } from '../../db/db';
import { queryRows } from '../../db/query';
import { audit } from '../platform/audit';
import type { StoredBytes, UploadStore } from '../uploads';

/** The most rows of one kind a file holds (the newest first where it matters). */
const MAX_ROWS = 100_000;

/** Each CSV of the archive: `$1` is the person's id, or their e-mail (`byEmail`). */
const SECTIONS: { file: string; sql: string; byEmail?: boolean }[] = [
  {
    file: 'sessions.csv',
    sql: `select created_at, last_seen_at, expires_at, revoked_at, strategy, ip, user_agent
          from sessions where user_id = $1 order by created_at`,
  },
  {
    file: 'activity.csv',
    sql: `select at, action, entity, entity_id, api_key_prefix, ip
          from audit_log where actor_user_id = $1 order by at desc, id desc limit ${MAX_ROWS}`,
  },
  {
    file: 'mails.csv',
    sql: `select created_at, sent_at, subject, text from outbox
          where to_email = $1 order by created_at limit ${MAX_ROWS}`,
    byEmail: true,
  },
  {
    file: 'requests.csv',
    sql: `select reference, status, created_at, pickup_address, dropoff_address, recipient_name,
            recipient_phone, recipient_email, price, currency
          from requests where requested_by = $1 order by created_at limit ${MAX_ROWS}`,
  },
  {
    file: 'deliveries.csv',
    sql: `select r.reference, d.status, d.created_at, d.in_transit_at, d.delivered_at,
            d.cancelled_at
          from dispatches d join requests r on r.id = d.request_id
          where d.driver_id = $1 order by d.created_at limit ${MAX_ROWS}`,
  },
  {
    // Through the driver's dispatches (their index): positions are partitioned by day.
    file: 'positions.csv',
    sql: `select p.at, p.lat, p.lng, p.accuracy, p.speed, p.heading
          from dispatches d join dispatch_positions p on p.dispatch_id = d.id
          where d.driver_id = $1 and p.driver_id = $1 order by p.at limit ${MAX_ROWS}`,
  },
  {
    file: 'documents.csv',
    sql: `select k.code as kind, d.number, d.issuer, d.valid_from, d.valid_to, d.file_url,
            d.created_at
          from documents d join document_kinds k on k.id = d.kind_id
          where d.driver_id = $1 order by d.created_at`,
  },
  {
    // The account payouts go to, as every screen shows it: the IBAN itself stays sealed.
    file: 'bank-account.csv',
    sql: `select holder, iban_masked, updated_at from owner_bank_accounts where owner_user_id = $1`,
  },
  {
    file: 'payout-statements.csv',
    sql: `select number, period_start, period_end, currency, gross, commission, net, adjustments,
            cod_collected, amount_due, iban_masked, issued_at, paid_at
          from payout_statements where owner_user_id = $1 order by issued_at limit ${MAX_ROWS}`,
  },
  {
    file: 'assets.csv',
    sql: `select a.name, a.registration, a.status, a.created_at from assets a
          where a.owner_user_id = $1 order by a.created_at limit ${MAX_ROWS}`,
  },
];

/** A cell as a spreadsheet should read it: times in ISO, text never a formula. */
const cell = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return iso(value);
  if (typeof value === 'number') return value;
  return formulaSafe(typeof value === 'object' ? JSON.stringify(value) : String(value));
};

const toCsv = (rows: Row[]) => {
  if (rows.length === 0) return '';
  const fields = Object.keys(rows[0]!);
  return Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => cell(r[f]))) });
};

const profileRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  business_name: z.string().nullable(),
  locale: z.string().nullable(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  created_at: z.unknown().transform(iso),
  last_login_at: z.unknown().transform((v) => (v ? iso(v) : null)),
});

async function bytesOf(stored: StoredBytes): Promise<Uint8Array> {
  if (Buffer.isBuffer(stored.body)) return stored.body;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The ZIP of everything kept about `userId`; the download itself is audited. */
export async function exportPersonalData(
  db: Queryable,
  store: UploadStore,
  userId: string,
): Promise<Uint8Array> {
  const [profile] = await queryRows(
    db,
    profileRow,
    `select u.id, u.email, u.name, u.phone, u.role, b.name as business_name, u.locale,
       u.password_hash is not null as has_password, u.google_sub is not null as google_linked,
       u.created_at, u.last_login_at
     from users u left join businesses b on b.id = u.business_id where u.id = $1`,
    [userId],
  );
  const archive: Zippable = {
    'profile.json': strToU8(JSON.stringify(profile, null, 2)),
  };
  for (const { file, sql, byEmail } of SECTIONS) {
    // unparsed: every column is written as text by `cell`, whatever its type
    const rows = await db.query<Row>(sql, [byEmail ? profile!.email : userId]);
    if (rows.length > 0) archive[file] = strToU8(toCsv(rows));
  }
  const files = await queryRows(
    db,
    z.object({ name: z.string() }),
    `select u.name from uploads u
     where u.uploaded_by = $1
        or (u.owner_kind = 'document'
            and u.owner_id in (select id from documents where driver_id = $1))
     order by u.created_at`,
    [userId],
  );
  for (const { name } of files) {
    const stored = await store.load(db, name);
    // Images and PDFs are compressed already: stored as they are.
    if (stored) archive[`files/${name}`] = [await bytesOf(stored), { level: 0 }];
  }
  await audit(db, {
    actorUserId: userId,
    action: 'export',
    entity: 'user',
    entityId: userId,
    changes: { files: files.length },
  });
  return zipSync(archive);
}
