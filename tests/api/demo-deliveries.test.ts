/**
 * The demo's deliveries say one thing (issue 33, server/demo/delivery-steps.ts): every delivered
 * request of the lived-in demo went through each step in order, by its driver, with a trail;
 * what its page reads (the delivery's steps and proof, the timeline, the positions) is what its
 * receipt PDF says. And a due check has one source on the demo: the work renewing a document
 * falls due when that document ends (services/maintenance/renewals.ts).
 */
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { expect, it } from 'vitest';
import type { Dispatch } from '../../contract/dispatch';
import type { RequestEvent } from '../../contract/request';
import { mailLocale } from '../../server/mail/templates';
import { demoPerFile } from './demo-db';

const demo = demoPerFile();

/** A fixed first start: the demo's history is the same on every run. */
const NOW = new Date('2026-03-18T14:30:00Z');

/** The strings a receipt draws (pdf-lib shows each line as a hex string in WinAnsi). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')));
    }
  }
  return shown.join('\n');
}

interface Position {
  at: string;
  lat: number;
  lng: number;
}

it(
  'gives every delivered request each step in order, its driver and trail; its page and receipt agree',
  { timeout: 900_000 },
  async () => {
    const { db, call, as, get } = await demo.app({ now: NOW });
    const delivered = await db.query<{
      id: string;
      staff: string;
      language: string | null;
      timezone: string | null;
    }>(
      `select r.id, (select u.email from users u where u.id = r.requested_by) as staff,
              s.default_language as language, s.timezone
       from requests r left join business_settings s on s.business_id = r.business_id
       where r.status = 'delivered' order by r.created_at, r.id`,
    );
    expect(delivered.length).toBeGreaterThan(100);

    // Every delivery: its four steps in order, by its driver, stamped on the dispatch; a trail.
    const wrong = await db.query(
      `select d.id, array_agg(s.step order by s.at) as steps
       from dispatches d join requests r on r.id = d.request_id
         left join dispatch_steps s on s.dispatch_id = d.id and s.by_user_id = d.driver_id
       where d.status = 'delivered'
       group by d.id, d.created_at, d.arrived_pickup_at, d.in_transit_at, d.arrived_at,
         d.delivered_at, d.driver_id
       having d.driver_id is null
         or array_agg(s.step order by s.at)
           <> array['arrived_pickup', 'picked_up', 'arrived', 'delivered']
         or array_agg(s.at order by s.at)
           <> array[d.arrived_pickup_at, d.in_transit_at, d.arrived_at, d.delivered_at]
         or not (d.created_at < d.arrived_pickup_at and d.arrived_pickup_at < d.in_transit_at
           and d.in_transit_at < d.arrived_at and d.arrived_at < d.delivered_at)
         or not exists (select 1 from dispatch_positions p where p.dispatch_id = d.id)`,
    );
    expect(wrong).toEqual([]);

    // What a person reads of them, through the API, on every sixth (the rate limit's share).
    const signedIn = new Map<string, Record<string, string>>();
    for (const r of delivered.filter((_, i) => i % 6 === 0)) {
      const who = signedIn.get(r.staff) ?? (await as(r.staff));
      signedIn.set(r.staff, who);
      const request = (
        (await get(`/business-dispatches/${r.id}`, who)) as {
          data: { created_at: string; dispatch_id: string };
        }
      ).data;
      const dispatch = (
        (await get(`/asset-dispatch/${request.dispatch_id}`, who)) as { data: Dispatch }
      ).data;
      const context = `request ${r.id}`;

      // Each step, in order, after the request; by a driver.
      const steps = [
        request.created_at,
        dispatch.arrived_pickup_at,
        dispatch.in_transit_at,
        dispatch.arrived_at,
        dispatch.delivered_at,
      ];
      expect(
        steps.every((s) => s !== null),
        context,
      ).toBe(true);
      const times = steps.map((s) => Date.parse(s!));
      expect(
        times.every((t, i) => i === 0 || t > times[i - 1]!),
        context,
      ).toBe(true);
      expect(dispatch.driver_name, context).toEqual(expect.any(String));

      // The timeline names the driver for the steps he made.
      const timeline = (
        (await get(`/business-dispatches/${r.id}/timeline`, who)) as { data: RequestEvent[] }
      ).data;
      for (const [kind, at] of [
        ['in_transit', dispatch.in_transit_at],
        ['delivered', dispatch.delivered_at],
      ] as const) {
        const event = timeline.find((e) => e.kind === kind);
        expect(event, `${context}: ${kind}`).toMatchObject({ by_name: dispatch.driver_name });
        expect(Date.parse(event!.at), `${context}: ${kind}`).toBe(Date.parse(at!));
      }

      // Its trail ends where and before it was delivered, where the proof was taken.
      const positions = (
        (await get(`/asset-dispatch/${request.dispatch_id}/positions?limit=5000`, who)) as {
          data: Position[];
        }
      ).data;
      expect(positions.length, context).toBeGreaterThan(1);
      const last = positions.reduce((a, b) => (a.at > b.at ? a : b));
      expect(Date.parse(last.at), context).toBeLessThanOrEqual(times[4]!);
      const name = dispatch.proof.find((p) => p.kind === 'name');
      expect(name, context).toBeDefined();
      expect(name!.lat, context).not.toBeNull();
      expect(Date.parse(name!.taken_at), context).toBe(times[4]);
      const place = `${name!.lat!.toFixed(5)}, ${name!.lng!.toFixed(5)}`;
      expect(`${last.lat.toFixed(5)}, ${last.lng.toFixed(5)}`, context).toBe(place);

      // The receipt says the same: times, driver, recipient, place.
      const receipt = await call('GET', `/business-dispatches/${r.id}/receipt.pdf`, who);
      expect(receipt.statusCode, context).toBe(200);
      const text = await pdfText(receipt.rawPayload);
      const locale = mailLocale(r.language);
      const format = new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: r.timezone ?? 'Europe/Paris',
      });
      for (const stamp of [dispatch.in_transit_at!, dispatch.delivered_at!]) {
        expect(text, context).toContain(format.format(new Date(stamp)));
      }
      expect(text, context).toContain(dispatch.driver_name!);
      expect(text, context).toContain(name!.value);
      expect(text, context).toContain(place);
    }

    // One source for a due check: the demo's work that renews a document falls due the day
    // after the asset's document in force ends (overdue exactly when it is expired), and no
    // scheduled work bearing a document kind's name escapes that rule.
    const renewals = await db.query<{ title: string; due: string | null; ends: string | null }>(
      `select m.title, m.scheduled_at::text as due,
              ((d.valid_to + 1)::timestamp at time zone 'UTC')::text as ends
       from maintenance m
         left join documents d on d.asset_id = m.asset_id and d.kind_id = m.document_kind_id
           and d.current
       where m.status = 'scheduled' and m.document_kind_id is not null`,
    );
    expect(renewals.length).toBeGreaterThan(0);
    for (const r of renewals) expect(r.due, r.title).toBe(r.ends);
    const unlinked = await db.query(
      `select m.title from maintenance m join document_kinds k on k.name = m.title
       where m.status = 'scheduled' and m.document_kind_id is null`,
    );
    expect(unlinked).toEqual([]);
  },
);
